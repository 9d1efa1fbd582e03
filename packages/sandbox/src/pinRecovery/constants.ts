import type { TokenBucketRule } from '../rateLimit';

/**
 * How PIN recovery is limited (sandbox-api.md, PIN recovery; SECURITY.md rules 13, 15 and 20),
 * as the login is: per document from one address, per document from all, and per address
 * across documents. A document is counted whether anyone has it or not, so the limits answer
 * alike for both.
 */
export interface PinRecoveryLimits {
  /** Attempts started for one document from one client address within the window. */
  maxStartsPerDocumentAndAddress: number;
  /** Attempts started for one document from all addresses together within the window. */
  maxStartsPerDocument: number;
  /** The window attempts are counted in, and how long the oldest of them keeps a lock. */
  windowS: number;
  /** Starts one client address may make across all documents. */
  startsPerAddress: TokenBucketRule;
}

/**
 * Three codes from one address in 15 minutes is more than a customer who mistyped needs; ten from
 * everywhere keeps a guesser with many addresses from flooding the customer's phone; across
 * documents an address gets the login's ten at once and ten a minute.
 */
export const PIN_RECOVERY_LIMITS: PinRecoveryLimits = {
  maxStartsPerDocumentAndAddress: 3,
  maxStartsPerDocument: 10,
  windowS: 15 * 60,
  startsPerAddress: { burst: 10, refillPerMinute: 10 },
};

/** The code sent to the phone is good for as long as the step-up's (`OTP_TTL_S`). */
export const RECOVERY_CODE_TTL_S = 5 * 60;

/** Wrong codes an attempt allows; then its code is burned, as the step-up's is. */
export const RECOVERY_CODE_MAX_ATTEMPTS = 3;

/** After the right code, the time left to choose the new PIN. */
export const NEW_PIN_WINDOW_S = 10 * 60;

/** The HttpOnly cookie that binds an attempt to the browser that started it. */
export const PIN_RECOVERY_COOKIE = 'pin_recovery';
