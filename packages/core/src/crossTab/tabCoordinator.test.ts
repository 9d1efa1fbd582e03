import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import type { MemoryStorageArea } from '../storage';
import { LEGACY_TOKEN_SYNC_INTERVAL_MS, TASK_THROTTLE_MS, TOKEN_REFRESH_INTERVAL_MS } from './constants';
import { LockCancelledError } from './mutex';
import { createIndexedDbRecords, createStorageRecords } from './sharedRecords';
import { createTabCoordinator } from './tabCoordinator';
import { createLaggingStorageArea } from './testing';
import type { PageHideTarget } from './tabCoordinator';
import type { LockManagerLike } from './webLocksMutex';

const MINUTE_MS = 60_000;
const SIMULATED_MS = 10 * MINUTE_MS;
/** shell.md §9.1: "Token refresh every 180 s across tabs", the shared task these tests schedule. */
const REFRESH_EVERY_MS = 180_000;

/** The global timers, looked up at call time so that Vitest's fake ones are used. */
const timers = {
  setTimeout: (callback: () => void, delay: number): unknown => setTimeout(callback, delay),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
  setInterval: (callback: () => void, delay: number): unknown => setInterval(callback, delay),
  clearInterval: (handle: unknown) => clearInterval(handle as number),
};
const clock = { now: () => Date.now() };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/**
 * `navigator.locks` of one fake browser, shared by its tabs: exclusive locks granted first come,
 * first served, held until the callback's promise settles; a waiting request can be aborted.
 */
function fakeLockManager(): LockManagerLike {
  const holding = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const grantNext = (name: string): void => {
    if (!holding.has(name)) queues.get(name)?.shift()?.();
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(abortError());
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const grant = (): void => {
          holding.add(name);
          Promise.resolve()
            .then(() => callback(null))
            .then(resolve, reject)
            .finally(() => {
              holding.delete(name);
              grantNext(name);
            });
        };
        queue.push(grant);
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(grant);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(abortError());
        });
        grantNext(name);
      });
    },
  };
}

function fakePageWindow(): PageHideTarget & { hide(): void } {
  const listeners = new Set<() => void>();
  return {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    hide: () => listeners.forEach((listener) => listener()),
  };
}

/** One fake browser: tabs share its lock manager (unless it has none) and its storage. */
function fakeBrowser(withWebLocks: boolean) {
  const locks = withWebLocks ? fakeLockManager() : undefined;
  const area: MemoryStorageArea = createMemoryStorageArea();
  let tabs = 0;
  return {
    area,
    openTab() {
      const win = fakePageWindow();
      const logError = vi.fn();
      const tabId = `tab-${++tabs}`;
      const coordinator = createTabCoordinator({ locks, storage: createMemoryStorage(area), clock, timers, tabId, window: win, logError });
      return { tabId, coordinator, win, logError };
    },
  };
}

/** Counts the critical sections running at once. */
function overlapProbe() {
  let inside = 0;
  const probe = {
    maxInside: 0,
    completed: 0,
    async section(durationMs: number) {
      inside += 1;
      probe.maxInside = Math.max(probe.maxInside, inside);
      await sleep(durationMs);
      inside -= 1;
      probe.completed += 1;
    },
  };
  return probe;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

it('exports the cross-tab constants of shell.md §9', () => {
  expect(TOKEN_REFRESH_INTERVAL_MS).toBe(180_000);
  expect(TASK_THROTTLE_MS).toBe(10_000);
  expect(LEGACY_TOKEN_SYNC_INTERVAL_MS).toBe(500);
});

it("accepts the browser's navigator.locks as its lock manager", () => {
  expectTypeOf<LockManager>().toExtend<LockManagerLike>();
});

describe.each([
  ['with Web Locks', true],
  ['with the storage-lease fallback', false],
])('createTabCoordinator %s', (_label, withWebLocks) => {
  it('runs a shared task once per 180 s in total, however many tabs, over 10 minutes (shell.md §9)', async () => {
    const browser = fakeBrowser(withWebLocks);
    const runs: { tabId: string; at: number }[] = [];
    const openTabAt = async (atMs: number) => {
      await vi.advanceTimersByTimeAsync(atMs - Date.now());
      const tab = browser.openTab();
      tab.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, async () => {
        runs.push({ tabId: tab.tabId, at: Date.now() });
        await sleep(700); // the refresh request
      });
      return tab;
    };
    const tabs = [await openTabAt(0), await openTabAt(0), await openTabAt(7_000), await openTabAt(65_000), await openTabAt(200_000)];
    await vi.advanceTimersByTimeAsync(SIMULATED_MS - Date.now());

    expect(runs).toHaveLength(Math.ceil(SIMULATED_MS / REFRESH_EVERY_MS));
    runs.slice(1).forEach((run, index) => {
      const gap = run.at - (runs[index]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(REFRESH_EVERY_MS);
      expect(gap).toBeLessThan(REFRESH_EVERY_MS + 1_000); // woken on time, not a tick late
    });
    for (const tab of tabs) expect(tab.logError).not.toHaveBeenCalled();
  });

  it('keeps the schedule when the tab that ran the task closes', async () => {
    const browser = fakeBrowser(withWebLocks);
    const runs: string[] = [];
    const first = browser.openTab();
    const second = browser.openTab();
    first.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, () => void runs.push(first.tabId));
    second.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, () => void runs.push(second.tabId));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual([first.tabId]);
    first.coordinator.dispose();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    expect(runs).toEqual([first.tabId, second.tabId]);
  });

  it('retries a failing shared task no sooner than 10 s after the last attempt by any tab (shell.md §9)', async () => {
    const browser = fakeBrowser(withWebLocks);
    const attempts: number[] = [];
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()];
    for (const tab of tabs) {
      tab.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, () => {
        attempts.push(Date.now());
        throw new Error('refresh failed');
      });
    }
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1);
    expect(attempts.length).toBeGreaterThanOrEqual(5);
    attempts.slice(1).forEach((at, index) => expect(at - (attempts[index] ?? 0)).toBeGreaterThanOrEqual(10_000));
    expect(tabs.flatMap((tab) => tab.logError.mock.calls)).toHaveLength(attempts.length);
  });

  it('stops a shared task in this tab only', async () => {
    const browser = fakeBrowser(withWebLocks);
    const tab = browser.openTab();
    const task = vi.fn();
    const stop = tab.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, task);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    await vi.advanceTimersByTimeAsync(SIMULATED_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs two critical sections of the same name at once, across tabs or within one', async () => {
    const browser = fakeBrowser(withWebLocks);
    const probe = overlapProbe();
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()];
    const all = tabs.flatMap((tab, tabIndex) =>
      [0, 1, 2, 3].map((call) => tab.coordinator.runExclusive('token-refresh', () => probe.section(200 + 150 * tabIndex + 10 * call))),
    );
    // A section of another name may run meanwhile.
    const other = overlapProbe();
    all.push(tabs[0]?.coordinator.runExclusive('other', () => other.section(100)) ?? Promise.resolve());
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    await Promise.all(all);
    expect(probe.completed).toBe(12);
    expect(probe.maxInside).toBe(1);
    expect(other.completed).toBe(1);
  });

  it('gives the critical section’s result or error back to the caller', async () => {
    const tab = fakeBrowser(withWebLocks).openTab();
    const value = tab.coordinator.runExclusive('k', () => 42);
    const failure = tab.coordinator.runExclusive('k', () => Promise.reject(new Error('boom')));
    const checked = expect(failure).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(value).resolves.toBe(42);
    await checked;
  });

  it('releases its locks on pagehide, so another tab goes on and the page can enter the back-forward cache', async () => {
    const browser = fakeBrowser(withWebLocks);
    const hidden = browser.openTab();
    const other = browser.openTab();
    const neverEnds = new Promise<void>(() => undefined);
    void hidden.coordinator.runExclusive('token-refresh', () => neverEnds);
    await vi.advanceTimersByTimeAsync(1_000);
    const waitingHere = hidden.coordinator.runExclusive('token-refresh', () => 'too late');
    const waitingThere = vi.fn(() => 'granted');
    const result = other.coordinator.runExclusive('token-refresh', waitingThere);
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect(waitingThere).not.toHaveBeenCalled();

    const cancelled = expect(waitingHere).rejects.toBeInstanceOf(LockCancelledError);
    hidden.win.hide();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('granted');
    await cancelled;
  });
});

describe('createTabCoordinator in a browser whose storage lags behind its Web Locks (issue 13)', () => {
  const TABS = 5;
  /** A refresh answered quickly, and a storage slower than it (a busy machine, tabs waking up). */
  const REFRESH_MS = 20;
  const STORAGE_LAG_MS = 50;

  function chromiumLikeBrowser() {
    const locks = fakeLockManager();
    const area = createLaggingStorageArea(timers, STORAGE_LAG_MS);
    // IndexedDB: one copy of the data for every tab, as the browser keeps it.
    const factory = new IDBFactory();
    let tabs = 0;
    return {
      openTab() {
        const tabId = `tab-${++tabs}`;
        const logError = vi.fn();
        const storage = area.open();
        const records = createIndexedDbRecords({ factory, fallback: createStorageRecords(storage), logError, timers });
        const coordinator = createTabCoordinator({ locks, storage, records, clock, timers, tabId, window: fakePageWindow(), logError });
        return { tabId, coordinator, logError };
      },
    };
  }

  it('runs a shared task once per 180 s in total when the timers of five tabs fire together, over 10 minutes', async () => {
    const browser = chromiumLikeBrowser();
    const runs: { tabId: string; at: number }[] = [];
    const tabs = Array.from({ length: TABS }, () => browser.openTab());
    for (const tab of tabs) {
      tab.coordinator.scheduleShared('token-refresh', REFRESH_EVERY_MS, async () => {
        runs.push({ tabId: tab.tabId, at: Date.now() });
        await sleep(REFRESH_MS);
      });
    }
    await vi.advanceTimersByTimeAsync(SIMULATED_MS);
    const RUN_STARTS_MS = [0, 180_000, 360_000, 540_000];
    expect(runs).toHaveLength(RUN_STARTS_MS.length);
    runs.forEach((run, index) => expect(run.at - (RUN_STARTS_MS[index] ?? 0)).toBeLessThan(1_000));
    for (const tab of tabs) expect(tab.logError).not.toHaveBeenCalled();
  });
});
