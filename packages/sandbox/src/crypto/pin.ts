import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { limitConcurrency } from './limitConcurrency';

/** scrypt cost (N): 2^14, OWASP's minimum for interactive logins with r = 8, p = 1. */
const SCRYPT_COST = 2 ** 14;
const SCRYPT_BLOCK_SIZE = 8;
const SCRYPT_PARALLELISM = 1;
const PIN_SALT_BYTES = 16;
const PIN_HASH_BYTES = 32;
const HASH_FORMAT_TAG = 'scrypt';

/** The cores the event loop keeps for itself, whatever the logins. */
const CORES_KEPT_FOR_THE_EVENT_LOOP = 1;

/**
 * scrypt is meant to be costly, and libuv runs four at once by default: on a small machine a crowd
 * logging in would take every core from the event loop, and every other call would wait behind
 * them (issue 13, Load). PIN checks take turns on the cores left, so logins queue, not the rest.
 */
const inTurn = limitConcurrency(Math.max(1, availableParallelism() - CORES_KEPT_FOR_THE_EVENT_LOOP));

function deriveKey(pin: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(pin, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/**
 * Hashes a PIN with scrypt and a fresh random salt.
 *
 * @returns `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, parameters included so that
 *   they can be raised later without breaking stored hashes
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(PIN_SALT_BYTES);
  const options = { N: SCRYPT_COST, r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELISM };
  const key = await deriveKey(pin, salt, PIN_HASH_BYTES, options);
  return [HASH_FORMAT_TAG, options.N, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a PIN against a hash made by {@link hashPin}; a malformed hash never matches. */
export async function verifyPin(pin: string, storedHash: string): Promise<boolean> {
  const [tag, cost, blockSize, parallelism, salt, expected] = storedHash.split('$');
  if (tag !== HASH_FORMAT_TAG || salt === undefined || expected === undefined) return false;
  const options = { N: Number(cost), r: Number(blockSize), p: Number(parallelism) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await deriveKey(pin, Buffer.from(salt, 'base64url'), expectedKey.length, options);
  return timingSafeEqual(key, expectedKey);
}
