/**
 * What core needs from persistent storage. The browser adapter wraps `localStorage`;
 * tests and browsers without Web Storage use the in-memory one.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Changes made by another tab (the `storage` event); never fired for this tab's own writes. */
  onExternalChange(listener: (key: string, value: string | null) => void): () => void;
}

/** The slice of `window` that the Web Storage adapter uses. */
export interface StorageWindow {
  localStorage: Storage;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/** Every key this app writes starts with this, so the shell never touches other apps' data. */
export const STORAGE_KEY_PREFIX = 'bank-shell.';

/** Web Storage (`localStorage`) adapter; `null` when the browser blocks Web Storage. */
export function createWebStorage(win: StorageWindow): KeyValueStorage | null {
  let storage: Storage;
  try {
    storage = win.localStorage;
    const probe = `${STORAGE_KEY_PREFIX}probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    return null;
  }
  return {
    get: (key) => storage.getItem(STORAGE_KEY_PREFIX + key),
    set: (key, value) => storage.setItem(STORAGE_KEY_PREFIX + key, value),
    remove: (key) => storage.removeItem(STORAGE_KEY_PREFIX + key),
    onExternalChange(listener) {
      const handler = (event: StorageEvent): void => {
        if (event.key?.startsWith(STORAGE_KEY_PREFIX)) {
          listener(event.key.slice(STORAGE_KEY_PREFIX.length), event.newValue);
        }
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
  };
}

/**
 * In-memory storage. Instances created from the same `shared` map behave like tabs of one
 * browser: a write in one is reported to the others, never to itself.
 */
export function createMemoryStorage(shared: MemoryStorageArea = createMemoryStorageArea()): KeyValueStorage {
  const self: KeyValueStorage = {
    get: (key) => shared.data.get(key) ?? null,
    set(key, value) {
      shared.data.set(key, value);
      shared.broadcast(self, key, value);
    },
    remove(key) {
      shared.data.delete(key);
      shared.broadcast(self, key, null);
    },
    onExternalChange(listener) {
      const entry = { owner: self, listener };
      shared.listeners.add(entry);
      return () => shared.listeners.delete(entry);
    },
  };
  return self;
}

/** The data behind one or more in-memory storages. */
export interface MemoryStorageArea {
  data: Map<string, string>;
  listeners: Set<{ owner: KeyValueStorage; listener: (key: string, value: string | null) => void }>;
  broadcast(from: KeyValueStorage, key: string, value: string | null): void;
}

export function createMemoryStorageArea(): MemoryStorageArea {
  const area: MemoryStorageArea = {
    data: new Map(),
    listeners: new Set(),
    broadcast(from, key, value) {
      for (const { owner, listener } of [...area.listeners]) if (owner !== from) listener(key, value);
    },
  };
  return area;
}
