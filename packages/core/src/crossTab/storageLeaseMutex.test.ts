import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import { CROSS_TAB_KEY_PREFIX } from './constants';
import { createStorageLeaseMutex } from './storageLeaseMutex';

/** The global timers, looked up at call time so that Vitest's fake ones are used. */
const timers = {
  setTimeout: (callback: () => void, delay: number): unknown => setTimeout(callback, delay),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
  setInterval: (callback: () => void, delay: number): unknown => setInterval(callback, delay),
  clearInterval: (handle: unknown) => clearInterval(handle as number),
};
const clock = { now: () => Date.now() };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const LEASE_KEY = `${CROSS_TAB_KEY_PREFIX}lease.token-refresh`;
/** The lease's documented tuning (constants.ts, `@default`), written out: a lease lasts 15 s, a write settles in 100 ms. */
const LEASE_MS = 15_000;
const SETTLE_MS = 100;

function tabs() {
  const area = createMemoryStorageArea();
  const open = (tabId: string) => createStorageLeaseMutex({ storage: createMemoryStorage(area), clock, timers, tabId });
  return { area, open };
}

describe('createStorageLeaseMutex', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out the lease of a tab that died holding it, then takes the lock', async () => {
    const { area, open } = tabs();
    area.data.set(LEASE_KEY, JSON.stringify({ owner: 'closed-tab', expiresAt: Date.now() + LEASE_MS }));
    const section = vi.fn();
    void open('tab-1').run('token-refresh', section);
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(section).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLE_MS + 1_000);
    expect(section).toHaveBeenCalledOnce();
  });

  it('renews its lease while a long section runs, so no other tab gets in', async () => {
    const { open } = tabs();
    const order: string[] = [];
    const long = open('tab-1').run('token-refresh', async () => {
      order.push('long starts');
      await sleep(4 * LEASE_MS);
      order.push('long ends');
    });
    await vi.advanceTimersByTimeAsync(1_000);
    const next = open('tab-2').run('token-refresh', () => void order.push('next runs'));
    await vi.advanceTimersByTimeAsync(5 * LEASE_MS);
    await Promise.all([long, next]);
    expect(order).toEqual(['long starts', 'long ends', 'next runs']);
  });

  it('treats an unreadable lease as free', async () => {
    const { area, open } = tabs();
    area.data.set(LEASE_KEY, 'not json');
    const section = vi.fn();
    void open('tab-1').run('token-refresh', section);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(section).toHaveBeenCalledOnce();
  });

  it('removes its lease when the section ends', async () => {
    const { area, open } = tabs();
    const done = open('tab-1').run('token-refresh', () => undefined);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await done;
    expect(area.data.has(LEASE_KEY)).toBe(false);
  });
});
