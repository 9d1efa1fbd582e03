export { STORAGE_KEY_PREFIX, createMemoryStorage, createMemoryStorageArea, createWebStorage } from './keyValueStorage';
export type { KeyValueStorage, MemoryStorageArea, StorageWindow } from './keyValueStorage';
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
