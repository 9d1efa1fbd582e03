/** Token request time-out (shell.md §9). */
export const TOKEN_REQUEST_TIMEOUT_MS = 10_000;
/** Tries per refresh (shell.md §4). */
export const TOKEN_REFRESH_MAX_TRIES = 3;
/** Profile cleanup period (shell.md §9). */
export const PROFILE_CLEANUP_INTERVAL_MS = 10_000;
/** A profile is dropped when its expiry plus 10 s plus 60 s has passed (shell.md §4). */
export const PROFILE_EXPIRY_GRACE_MS = 10_000 + 60_000;
/**
 * The one cross-tab lock every token refresh takes, whatever the profile: all profiles live in
 * one stored record that each refresh rewrites, so two refreshes of different profiles in two
 * tabs at once could each put back the other's tokens as they were before (issue 13).
 */
export const TOKEN_REFRESH_LOCK = 'token-refresh';
/** Shared record of the refresh tokens already exchanged, per profile (as digests). */
export const TOKEN_LEDGER_KEY = 'token-ledger';
/**
 * Digests kept per profile: a tab's view of storage lags by milliseconds, far less than one
 * rotation (180 s); a few more cover a tab that wakes up far behind.
 * @default 8
 */
export const SPENT_TOKENS_KEPT_PER_PROFILE = 8;
/**
 * How long a tab holding the refresh lock waits for its storage to show what another tab wrote,
 * before it gives up this refresh without sending anything (a failure, ignored: shell.md §8).
 * Storage catches up in milliseconds; the lock is held meanwhile, so not much longer.
 * @default 2_000
 */
export const STORAGE_CATCH_UP_TIMEOUT_MS = 2_000;

/** Where a profile's tokens are refreshed (shell.md §7). */
export const TOKEN_PATH = '/oauth2/token';
/** Request header with the seconds of user inactivity on token refresh. */
export const USER_INACTIVITY_HEADER = 'x-user-inactivity';
