/**
 * `@bank-shell/core/storage-fallback`: where the shell keeps its state when the browser blocks
 * Web Storage (shell.md §9, SECURITY.md rule 1). A later entry: only such a browser loads it.
 */
export {
  COOKIE_MAX_AGE_S,
  COOKIE_NAME_PREFIX,
  COOKIE_NOT_STORED_ERROR,
  COOKIE_POLL_INTERVAL_MS,
  createCookieStorage,
} from './cookieStorage';
export type { CookieJar, CookieStorageOptions, IntervalTimers } from './cookieStorage';
export { TOKEN_STORAGE_KEYS, createSessionPersistence, isTokenKey } from './sessionStores';
export type { SessionPersistenceOptions } from './sessionStores';
