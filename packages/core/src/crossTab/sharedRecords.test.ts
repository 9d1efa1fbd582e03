import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createFakeTimers } from '../session/testing';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import { createIndexedDbRecords, createStorageRecords } from './sharedRecords';
import type { IndexedDbFactoryLike } from './sharedRecords';

const unused = createStorageRecords(createMemoryStorage());
/** Timers that never fire: the database opens long before any time-out in these tests. */
const timers = { setTimeout: () => undefined };

describe('createIndexedDbRecords', () => {
  it('lets a tab read what another tab wrote as soon as the write resolved', async () => {
    const factory = new IDBFactory();
    const tabA = createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn(), timers });
    const tabB = createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn(), timers });
    await tabA.write('task.token-refresh', { lastRunAt: 1, lastAttemptAt: 2 });
    await expect(tabB.read('task.token-refresh')).resolves.toEqual({ lastRunAt: 1, lastAttemptAt: 2 });
    await tabB.write('task.token-refresh', { lastRunAt: 3, lastAttemptAt: 3 });
    await expect(tabA.read('task.token-refresh')).resolves.toEqual({ lastRunAt: 3, lastAttemptAt: 3 });
  });

  it('reads null for a record never written', async () => {
    const records = createIndexedDbRecords({ factory: new IDBFactory(), fallback: unused, logError: vi.fn(), timers });
    await expect(records.read('nothing')).resolves.toBeNull();
  });

  it('keeps its records in the database bank-shell.cross-tab', async () => {
    const factory = new IDBFactory();
    await createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn(), timers }).write('k', 1);
    expect((await factory.databases()).map((database) => database.name)).toEqual(['bank-shell.cross-tab']);
  });

  it('uses the fallback when the browser has no IndexedDB', async () => {
    const fallback = createStorageRecords(createMemoryStorage());
    const records = createIndexedDbRecords({ factory: undefined, fallback, logError: vi.fn(), timers });
    await records.write('k', { a: 1 });
    await expect(fallback.read('k')).resolves.toEqual({ a: 1 });
  });

  it('uses the fallback when IndexedDB refuses to open (a private mode), and logs the refusal once', async () => {
    const refusal = new DOMException('The operation is insecure.', 'SecurityError');
    const factory: IndexedDbFactoryLike = {
      open: () => {
        throw refusal;
      },
    };
    const logError = vi.fn();
    const fallback = createStorageRecords(createMemoryStorage());
    const records = createIndexedDbRecords({ factory, fallback, logError, timers });
    await records.write('k', 'v');
    await expect(records.read('k')).resolves.toBe('v');
    expect(logError).toHaveBeenCalledOnce();
    expect(logError).toHaveBeenCalledWith(refusal);
  });
});

describe('createIndexedDbRecords when the database never opens', () => {
  it('uses the fallback after 2 s, so that no lock waits on it for good', async () => {
    const fake = createFakeTimers({ value: 0 });
    const factory: IndexedDbFactoryLike = { open: () => ({}) as IDBOpenDBRequest };
    const logError = vi.fn();
    const fallback = createStorageRecords(createMemoryStorage());
    await fallback.write('k', 'from the fallback');
    const read = createIndexedDbRecords({ factory, fallback, logError, timers: fake }).read('k');
    let settled = false;
    void read.finally(() => (settled = true));
    fake.advance(1_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    fake.advance(1);
    await expect(read).resolves.toBe('from the fallback');
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('createStorageRecords', () => {
  it('keeps records as JSON under cross-tab.<key> in the shared storage', async () => {
    const area = createMemoryStorageArea();
    await createStorageRecords(createMemoryStorage(area)).write('task.token-refresh', { lastRunAt: null, lastAttemptAt: 5 });
    expect(area.data.get('cross-tab.task.token-refresh')).toBe('{"lastRunAt":null,"lastAttemptAt":5}');
    await expect(createStorageRecords(createMemoryStorage(area)).read('task.token-refresh')).resolves.toEqual({
      lastRunAt: null,
      lastAttemptAt: 5,
    });
  });

  it('reads an unreadable record as none', async () => {
    const area = createMemoryStorageArea();
    area.data.set('cross-tab.k', 'not json');
    await expect(createStorageRecords(createMemoryStorage(area)).read('k')).resolves.toBeNull();
  });

  it('rejects, rather than throws, when the storage refuses the write', async () => {
    const storage = {
      ...createMemoryStorage(),
      set: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    await expect(createStorageRecords(storage).write('k', 1)).rejects.toThrow('Quota exceeded');
  });
});
