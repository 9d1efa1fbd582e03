import type { KeyValueStorage } from '../storage';
import { CROSS_TAB_KEY_PREFIX, SHARED_RECORDS_DB_NAME } from './constants';

/**
 * Small records the tabs of a browser share, for decisions taken under a cross-tab lock: when a
 * shared task last ran, which refresh tokens were already exchanged. A tab that holds the lock
 * must read what the previous holder wrote before it let go. `localStorage` does not promise
 * that: Chromium keeps a copy of it in each tab's process and brings the others' writes in later,
 * with no order against the Web Locks grant (measured with five tabs: about one read in six under
 * the lock missed the previous holder's write; issue 13). IndexedDB does: its transactions run
 * in the browser's one copy of the data, in order.
 */
export interface SharedRecords {
  /** The record under `key`, or `null` when there is none (or it cannot be read as data). */
  read(key: string): Promise<unknown>;
  /** Resolves once the record is stored where a transaction of any tab started later sees it. */
  write(key: string, value: unknown): Promise<void>;
}

/**
 * Records in the storage the tabs share (`localStorage`, or the cookie fallback): what the
 * coordinator used before IndexedDB, kept for browsers that refuse IndexedDB. Best effort, like
 * the storage lease: under a lock a tab may read a record older than the last holder's write.
 */
export function createStorageRecords(storage: KeyValueStorage): SharedRecords {
  const storageKey = (key: string): string => `${CROSS_TAB_KEY_PREFIX}${key}`;
  return {
    read(key) {
      const raw = storage.get(storageKey(key));
      if (raw === null) return Promise.resolve(null);
      try {
        return Promise.resolve(JSON.parse(raw) as unknown);
      } catch {
        return Promise.resolve(null);
      }
    },
    async write(key, value) {
      // `async`, so that a storage that refuses the write rejects instead of throwing.
      await Promise.resolve();
      storage.set(storageKey(key), JSON.stringify(value));
    },
  };
}

/** The slice of `indexedDB` the records use. */
export interface IndexedDbFactoryLike {
  open(name: string, version: number): IDBOpenDBRequest;
}

/**
 * How long the database may take to open before the records use their fallback: an open request
 * that never settles (WebKit has shipped such a bug) must not hold a cross-tab lock for good.
 * @default 2_000
 */
export const SHARED_RECORDS_OPEN_TIMEOUT_MS = 2_000;

/** Schema version of the records database; a new object store would raise it. */
const SHARED_RECORDS_DB_VERSION = 1;
const RECORDS_STORE = 'records';

export interface IndexedDbRecordsOptions {
  /** `window.indexedDB`; `undefined` where the browser has none. */
  factory: IndexedDbFactoryLike | undefined;
  /** Used when IndexedDB is missing or refuses to open (some private modes). */
  fallback: SharedRecords;
  logError: (error: unknown) => void;
  timers: { setTimeout(this: void, callback: () => void, ms: number): unknown };
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    const fail = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = fail;
    transaction.onabort = fail;
  });
}

/**
 * Shared records in IndexedDB (database `bank-shell.cross-tab`, one object store). The
 * database opens on first use; if it cannot, every call goes to `fallback` and the error is
 * logged once. Values must be structured-cloneable; the coordinator and the token keeper store
 * plain JSON-like objects.
 */
export function createIndexedDbRecords({ factory, fallback, logError, timers }: IndexedDbRecordsOptions): SharedRecords {
  let opening: Promise<IDBDatabase | null> | null = null;
  const open = (): Promise<IDBDatabase | null> =>
    (opening ??= new Promise<IDBDatabase | null>((resolve) => {
      if (!factory) return resolve(null);
      let settled = false;
      const refuse = (error: unknown): void => {
        if (settled) return;
        settled = true;
        logError(error);
        resolve(null);
      };
      timers.setTimeout(
        () => refuse(new Error(`IndexedDB did not open within ${SHARED_RECORDS_OPEN_TIMEOUT_MS} ms`)),
        SHARED_RECORDS_OPEN_TIMEOUT_MS,
      );
      let request: IDBOpenDBRequest;
      try {
        request = factory.open(SHARED_RECORDS_DB_NAME, SHARED_RECORDS_DB_VERSION);
      } catch (error) {
        return refuse(error);
      }
      request.onupgradeneeded = () => request.result.createObjectStore(RECORDS_STORE);
      request.onsuccess = () => {
        const database = request.result;
        // A newer page's upgrade waits for every open connection: let it through.
        database.onversionchange = () => database.close();
        if (settled) return database.close();
        settled = true;
        resolve(database);
      };
      request.onerror = () => refuse(request.error);
    }));
  return {
    async read(key) {
      const database = await open();
      if (!database) return fallback.read(key);
      const request: IDBRequest<unknown> = database.transaction(RECORDS_STORE, 'readonly').objectStore(RECORDS_STORE).get(key);
      return (await settle(request)) ?? null;
    },
    async write(key, value) {
      const database = await open();
      if (!database) return fallback.write(key, value);
      const transaction = database.transaction(RECORDS_STORE, 'readwrite');
      const done = completion(transaction);
      transaction.objectStore(RECORDS_STORE).put(value, key);
      await done;
    },
  };
}
