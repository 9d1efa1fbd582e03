import { createHmac, randomBytes } from 'node:crypto';
import { MS_PER_S } from '../clock';
import { safeEqual } from '../crypto';

/**
 * How long an identity assertion holds: a login's whole life (the token family's 12 h), so that a
 * customer who decides on cookies late in a long visit is still recorded as themselves.
 */
export const VENDOR_IDENTITY_TTL_S = 12 * 60 * 60;

/** The key both the bank (which signs) and the vendors (which check) hold: 32 random bytes. */
export type VendorIdentityKey = Buffer;

const KEY_BYTES = 32;
const VERSION = 'v1';
/** `v1.<payload>.<signature>`, both base64url. */
const TOKEN_SHAPE = /^v1\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;
/** Who an assertion may name: a person id as the bank writes them. */
const SUBJECT_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** A fresh key, for a sandbox that was given none. */
export function newVendorIdentityKey(): VendorIdentityKey {
  return randomBytes(KEY_BYTES);
}

const signatureOf = (key: VendorIdentityKey, payload: string): string =>
  createHmac('sha256', key).update(`${VERSION}.${payload}`).digest('base64url');

/**
 * The bank's signed statement that the signed-in customer is `personId`, for the outside
 * companies the page sends their data to (issue 38 §6; the model of a consent manager's
 * authenticated consent, a JSON Web Token signed with a secret the site and the vendor share): an
 * HMAC-SHA256 over the person and the end of its validity. It proves who the data is about; it
 * grants nothing at the bank.
 */
export function signVendorIdentity(key: VendorIdentityKey, personId: string, nowMs: number): { token: string; expiresAt: Date } {
  const expiresAtMs = nowMs + VENDOR_IDENTITY_TTL_S * MS_PER_S;
  const payload = Buffer.from(JSON.stringify({ sub: personId, exp: Math.floor(expiresAtMs / MS_PER_S) })).toString('base64url');
  return { token: `${VERSION}.${payload}.${signatureOf(key, payload)}`, expiresAt: new Date(expiresAtMs) };
}

/**
 * The person an assertion names, when the key signed it and it has not expired; undefined for any
 * other text, a forged or altered one, or an expired one alike.
 */
export function verifyVendorIdentity(key: VendorIdentityKey, token: unknown, nowMs: number): string | undefined {
  if (typeof token !== 'string') return undefined;
  const match = TOKEN_SHAPE.exec(token);
  const [, payload = '', signature = ''] = match ?? [];
  if (match === null || !safeEqual(signature, signatureOf(key, payload))) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { sub, exp } = (claims ?? {}) as { sub?: unknown; exp?: unknown };
  if (typeof sub !== 'string' || !SUBJECT_PATTERN.test(sub) || typeof exp !== 'number') return undefined;
  return exp * MS_PER_S > nowMs ? sub : undefined;
}
