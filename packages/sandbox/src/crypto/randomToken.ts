import { createHash, randomBytes } from 'node:crypto';

/** Entropy of every token and cookie value the sandbox hands out (sandbox-api.md, Tokens). */
const TOKEN_BYTES = 32;

/** What a {@link randomToken} of {@link TOKEN_BYTES} looks like: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh random value, base64url without padding. */
export function randomToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a secret as hex: what the database keeps instead of the secret. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
