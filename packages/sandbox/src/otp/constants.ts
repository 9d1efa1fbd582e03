/** Digits of a one-time password. */
export const OTP_DIGITS = 6;

/** A one-time password is good for this long after it is issued. */
export const OTP_TTL_S = 5 * 60;

/** Checks one code allows; after this many wrong ones it is burned. */
export const OTP_MAX_ATTEMPTS = 3;

/** Window over which the codes issued to a session are counted. */
export const OTP_ISSUE_WINDOW_S = 15 * 60;

/**
 * Codes a session may ask for within {@link OTP_ISSUE_WINDOW_S}: asking for a new code must not
 * become a way round {@link OTP_MAX_ATTEMPTS}.
 */
export const OTP_MAX_ISSUED_PER_WINDOW = 5;
