import type { KeyValueStorage } from '../storage';
import type { CrossTabMutex } from './mutex';
import { createStorageRecords } from './sharedRecords';
import type { SharedRecords } from './sharedRecords';
import { scheduleSharedTask } from './sharedTask';
import { createStorageLeaseMutex } from './storageLeaseMutex';
import type { CoordinatorTimers } from './storageLeaseMutex';
import { createWebLocksMutex } from './webLocksMutex';
import type { LockManagerLike } from './webLocksMutex';

/** The slice of `window` the coordinator uses: it lets go of its locks when the page is hidden. */
export interface PageHideTarget {
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

export interface TabCoordinatorOptions {
  /** `navigator.locks`; without it the coordinator falls back to storage leases. */
  locks?: LockManagerLike | undefined;
  /** Storage shared by the tabs: the leases without Web Locks. */
  storage: KeyValueStorage;
  /**
   * Where shared tasks keep their records, read under the task's lock: IndexedDB in the browser
   * (`createIndexedDbRecords`), which a tab holding the lock reads as the last holder left it.
   * @default records in `storage`, best effort (`createStorageRecords`)
   */
  records?: SharedRecords | undefined;
  clock: { now(): number };
  timers: CoordinatorTimers;
  /** Unique per tab (page load); names the holder of a storage lease. */
  tabId: string;
  /** Where `pagehide` is heard: `window`. */
  window: PageHideTarget;
  /** Receives the errors of shared tasks. */
  logError: (error: unknown) => void;
}

export interface TabCoordinator {
  /**
   * Runs `fn` while no other tab (and no other call in this tab) runs a section of the same name:
   * a strict single-flight with Web Locks, best effort with the storage fallback. For a token
   * refresh: take the lock, read the stored tokens again, refresh only if still needed, write,
   * return (SECURITY.md rule 3). Rejects with a `LockCancelledError` if the page is hidden
   * before the lock is granted.
   */
  runExclusive<T>(name: string, fn: () => Promise<T> | T): Promise<T>;
  /**
   * Runs `task` at most once per `intervalMs` across all tabs, in whichever tab wakes first,
   * never within `TASK_THROTTLE_MS` of any tab's last attempt (shell.md §4, §9). Returns a stop
   * function.
   */
  scheduleShared(name: string, intervalMs: number, task: () => Promise<void> | void): () => void;
  /** Stops every shared task, releases the locks and stops listening to `pagehide`. */
  dispose(): void;
}

/**
 * Elects one tab to run each shared task (shell.md §4 "Cross-tab tasks elect one tab to run a
 * task"). Locks come from the Web Locks API where the browser has it (`navigator.locks`), else
 * from leases in `storage`. On `pagehide` every lock this tab holds is released and its waiting
 * requests are cancelled: a page holding a Web Lock is not eligible for the back-forward cache.
 */
export function createTabCoordinator(options: TabCoordinatorOptions): TabCoordinator {
  const { locks, storage, clock, timers, tabId, window: win, logError } = options;
  const records = options.records ?? createStorageRecords(storage);
  const mutex: CrossTabMutex = locks ? createWebLocksMutex(locks) : createStorageLeaseMutex({ storage, clock, timers, tabId });
  const stops = new Set<() => void>();
  const onPageHide = (): void => mutex.releaseAll();
  win.addEventListener('pagehide', onPageHide);

  return {
    runExclusive: (name, fn) => mutex.run(name, fn),
    scheduleShared(name, intervalMs, task) {
      const stopTask = scheduleSharedTask({ mutex, records, clock, timers, logError }, name, intervalMs, task);
      const stop = (): void => {
        stops.delete(stop);
        stopTask();
      };
      stops.add(stop);
      return stop;
    },
    dispose() {
      for (const stop of [...stops]) stop();
      win.removeEventListener('pagehide', onPageHide);
      mutex.releaseAll();
    },
  };
}
