import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import { createIndexedDbRecords, createStorageRecords } from './sharedRecords';
import type { IndexedDbFactoryLike } from './sharedRecords';

const unused = createStorageRecords(createMemoryStorage());

describe('createIndexedDbRecords', () => {
  it('lets a tab read what another tab wrote as soon as the write resolved', async () => {
    const factory = new IDBFactory();
    const tabA = createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn() });
    const tabB = createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn() });
    await tabA.write('task.token-refresh', { lastRunAt: 1, lastAttemptAt: 2 });
    await expect(tabB.read('task.token-refresh')).resolves.toEqual({ lastRunAt: 1, lastAttemptAt: 2 });
    await tabB.write('task.token-refresh', { lastRunAt: 3, lastAttemptAt: 3 });
    await expect(tabA.read('task.token-refresh')).resolves.toEqual({ lastRunAt: 3, lastAttemptAt: 3 });
  });

  it('reads null for a record never written', async () => {
    const records = createIndexedDbRecords({ factory: new IDBFactory(), fallback: unused, logError: vi.fn() });
    await expect(records.read('nothing')).resolves.toBeNull();
  });

  it('keeps its records in the database bank-shell.cross-tab', async () => {
    const factory = new IDBFactory();
    await createIndexedDbRecords({ factory, fallback: unused, logError: vi.fn() }).write('k', 1);
    expect((await factory.databases()).map((database) => database.name)).toEqual(['bank-shell.cross-tab']);
  });

  it('uses the fallback when the browser has no IndexedDB', async () => {
    const fallback = createStorageRecords(createMemoryStorage());
    const records = createIndexedDbRecords({ factory: undefined, fallback, logError: vi.fn() });
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
    const records = createIndexedDbRecords({ factory, fallback, logError });
    await records.write('k', 'v');
    await expect(records.read('k')).resolves.toBe('v');
    expect(logError).toHaveBeenCalledOnce();
    expect(logError).toHaveBeenCalledWith(refusal);
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
