export { STORAGE_KEY_PREFIX, createMemoryStorage, createMemoryStorageArea, createWebStorage } from './keyValueStorage';
export type { KeyValueStorage, MemoryStorageArea, StorageWindow } from './keyValueStorage';
