/** FNV-1a, 64 bits (the published offset basis and prime). */
const FNV_OFFSET_BASIS_64 = 0xcbf29ce484222325n;
const FNV_PRIME_64 = 0x100000001b3n;
const BITS_64 = 64;
const HEX_RADIX = 16;
const HEX_DIGITS_64 = 16;

/**
 * A 64-bit digest of a token, for the ledger of refresh tokens already exchanged: enough to tell
 * a token from the few others of its profile, far too short to rebuild one (the tokens are 256
 * random bits), so the ledger holds no token. Synchronous, so a check under the lock needs no
 * Web Crypto round trip.
 */
export function tokenFingerprint(token: string): string {
  let hash = FNV_OFFSET_BASIS_64;
  for (const char of token) {
    hash ^= BigInt(char.codePointAt(0) ?? 0);
    hash = BigInt.asUintN(BITS_64, hash * FNV_PRIME_64);
  }
  return hash.toString(HEX_RADIX).padStart(HEX_DIGITS_64, '0');
}
