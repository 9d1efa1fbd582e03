/** Token request time-out (shell.md §9). */
export const TOKEN_REQUEST_TIMEOUT_MS = 10_000;
/** Tries per refresh (shell.md §4). */
export const TOKEN_REFRESH_MAX_TRIES = 3;
/** Profile cleanup period (shell.md §9). */
export const PROFILE_CLEANUP_INTERVAL_MS = 10_000;
/** A profile is dropped when its expiry plus 10 s plus 60 s has passed (shell.md §4). */
export const PROFILE_EXPIRY_GRACE_MS = 10_000 + 60_000;
