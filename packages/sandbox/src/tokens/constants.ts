/** Lifetime of an access token (sandbox-api.md, Tokens: `ACCESS_TOKEN_TTL_S`). */
export const ACCESS_TOKEN_TTL_S = 600;

/** Lifetime of a refresh token, cut short by the family's absolute lifetime. */
export const REFRESH_TOKEN_TTL_S = 3600;

/**
 * No token of a family outlives this, counted from login, however often it is refreshed
 * (SECURITY.md rule 2: rotation never extends the absolute lifetime).
 */
export const TOKEN_FAMILY_ABSOLUTE_LIFETIME_S = 12 * 60 * 60;

/**
 * How long after a refresh token was used the same token may come back as a retry: the shell
 * tries a refresh up to three times with a 10 s timeout each (shell.md §4), so a response lost
 * to a timeout is retried within 30 s. Later, it is reuse.
 */
export const REFRESH_RETRY_GRACE_S = 30;

/**
 * How long after the try it repeats a retry of a refresh can come, at the soonest (issue 38 §4):
 * the shell sends a refresh again when it gave up on the last try after its 10 s time-out
 * (`TOKEN_REQUEST_TIMEOUT_MS`), so the retry arrives 10 s after the first try did, less however
 * much longer the first took to arrive. Half the time-out leaves 5 s for a slow first upload. A
 * copy sooner than this is a concurrent copy, or reuse, however its arrival falls against the
 * first answer.
 */
export const REFRESH_RETRY_MIN_GAP_S = 5;

/**
 * Lifetime of an anonymous access token, the prospect's on the sign-up calls (sandbox-api.md,
 * Sign-up). Short: it is never refreshed; the sign-up asks for another when it runs out.
 */
export const ANONYMOUS_TOKEN_TTL_S = 900;
