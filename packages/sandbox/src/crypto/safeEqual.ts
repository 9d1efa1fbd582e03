import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in time that does not depend on where they differ. Hashing first gives
 * both sides the same length, which `timingSafeEqual` needs, without leaking the length.
 */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}
