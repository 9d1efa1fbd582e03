export {
  CROSS_TAB_KEY_PREFIX,
  LEASE_RENEW_INTERVAL_MS,
  LEASE_RETRY_MS,
  LEASE_SETTLE_MS,
  LEASE_TTL_MS,
  LEGACY_TOKEN_SYNC_INTERVAL_MS,
  LOCK_CANCELLED_ON_PAGEHIDE,
  SHARED_RECORDS_DB_NAME,
  TASK_THROTTLE_MS,
  TOKEN_REFRESH_INTERVAL_MS,
} from './constants';
export { LockCancelledError } from './mutex';
export { SHARED_RECORDS_OPEN_TIMEOUT_MS, createIndexedDbRecords, createStorageRecords } from './sharedRecords';
export type { IndexedDbFactoryLike, IndexedDbRecordsOptions, SharedRecords } from './sharedRecords';
export { createTabCoordinator } from './tabCoordinator';
export type { PageHideTarget, TabCoordinator, TabCoordinatorOptions } from './tabCoordinator';
export type { CoordinatorTimers } from './storageLeaseMutex';
export type { LockManagerLike } from './webLocksMutex';
