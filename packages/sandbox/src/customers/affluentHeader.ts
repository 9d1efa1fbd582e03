import { randomToken } from '../crypto';
import type { AffluentLevel } from './types';

/** Length of each random part around the level (bytes before base64url). */
const AFFLUENT_NOISE_BYTES = 12;

/** Response header carrying the customer's affluent level (shell.md §3). */
export const AFFLUENT_HEADER = 'X-ING-AFFLUENT';

/**
 * The `X-ING-AFFLUENT` value: `<random>.<base64(level name)>.<random>`. The random parts make the
 * value differ on every response; only the middle part carries meaning.
 */
export function affluentHeaderValue(level: AffluentLevel): string {
  const encodedLevel = Buffer.from(level, 'utf8').toString('base64');
  return `${randomToken(AFFLUENT_NOISE_BYTES)}.${encodedLevel}.${randomToken(AFFLUENT_NOISE_BYTES)}`;
}
