/**
 * Tokens are refreshed every 180 s across all tabs together, not per tab (shell.md §9).
 * @default 180_000
 */
export const TOKEN_REFRESH_INTERVAL_MS = 180_000;

/**
 * No tab starts a shared task within 10 s of the last attempt by any tab, so a failing task is
 * retried at most every 10 s across tabs (shell.md §9, "cross-tab task throttling threshold").
 * @default 10_000
 */
export const TASK_THROTTLE_MS = 10_000;

/**
 * How often the shell hands its access token to the legacy app (shell.md §9). Exported for the
 * shell's legacy module; the coordinator does not use it.
 */
export const LEGACY_TOKEN_SYNC_INTERVAL_MS = 500;

/**
 * Lifetime of a storage lease (the fallback mutex without Web Locks). Longer than the 10 s token
 * request timeout, so a refresh in flight keeps it; short enough that a closed tab's lease frees
 * soon. The holder renews it every `LEASE_RENEW_INTERVAL_MS`.
 * @default 15_000
 */
export const LEASE_TTL_MS = 15_000;

/** @default 5_000 */
export const LEASE_RENEW_INTERVAL_MS = 5_000;

/**
 * After writing its lease a tab waits this long and reads it back: storage has no
 * compare-and-set, so of two tabs that wrote at once the last writer wins and the other backs off.
 * @default 100
 */
export const LEASE_SETTLE_MS = 100;

/**
 * How long a tab waits before asking again for a lease another tab holds.
 * @default 250
 */
export const LEASE_RETRY_MS = 250;

/** Prefix of every storage key and Web Lock name the coordinator uses. */
export const CROSS_TAB_KEY_PREFIX = 'cross-tab.';
/** The IndexedDB database of the shared records (shared-task records, the token ledger). */
export const SHARED_RECORDS_DB_NAME = 'bank-shell.cross-tab';

/** Rejection of a `runExclusive` still waiting for its lock when the page was hidden. */
export const LOCK_CANCELLED_ON_PAGEHIDE = 'Cross-tab lock request cancelled: the page was hidden';
