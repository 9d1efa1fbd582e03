import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import { createSessionPersistence, isTokenKey } from './sessionStores';
import { SESSION_STORAGE_KEY } from '../session';

const PROFILES = SESSION_STORAGE_KEY.profiles;
const ACTIVE_ID = SESSION_STORAGE_KEY.activeProfileId;

function backends() {
  return { web: createMemoryStorage(), cookies: createMemoryStorage(), memory: createMemoryStorage() };
}

describe('isTokenKey', () => {
  it('names the session keys that hold tokens (the profiles and the anonymous profile), and no other', () => {
    const holdingTokens: string[] = [PROFILES, SESSION_STORAGE_KEY.anonymousProfile];
    for (const key of holdingTokens) expect(isTokenKey(key)).toBe(true);
    for (const key of Object.values(SESSION_STORAGE_KEY)) if (!holdingTokens.includes(key)) expect(isTokenKey(key)).toBe(false);
  });
});

describe('createSessionPersistence', () => {
  it('keeps every key, tokens included, in Web Storage when there is Web Storage', () => {
    const stores = backends();
    const storage = createSessionPersistence(stores);
    storage.set(PROFILES, '[]');
    storage.set(ACTIVE_ID, 'p1');
    expect(stores.web.get(PROFILES)).toBe('[]');
    expect(stores.web.get(ACTIVE_ID)).toBe('p1');
    expect(stores.cookies.get(ACTIVE_ID)).toBeNull();
    expect(stores.memory.get(PROFILES)).toBeNull();
  });

  it('never puts tokens into cookies without Web Storage: the profiles list stays in memory (SECURITY.md rule 1)', () => {
    const stores = { ...backends(), web: null };
    const storage = createSessionPersistence(stores);
    storage.set(PROFILES, '[{"accessToken":"secret"}]');
    expect(stores.cookies.get(PROFILES)).toBeNull();
    expect(stores.memory.get(PROFILES)).toBe('[{"accessToken":"secret"}]');
    expect(storage.get(PROFILES)).toBe('[{"accessToken":"secret"}]');
    storage.remove(PROFILES);
    expect(stores.memory.get(PROFILES)).toBeNull();
  });

  it('keeps every other key in cookies without Web Storage, so other tabs see it (shell.md §9)', () => {
    const stores = { ...backends(), web: null };
    const storage = createSessionPersistence(stores);
    storage.set(ACTIVE_ID, 'p1');
    expect(stores.cookies.get(ACTIVE_ID)).toBe('p1');
    expect(stores.memory.get(ACTIVE_ID)).toBeNull();
    expect(storage.get(ACTIVE_ID)).toBe('p1');
  });

  it('reports a change only from the storage that holds its key', () => {
    const cookieArea = createMemoryStorageArea();
    const memoryArea = createMemoryStorageArea();
    const storage = createSessionPersistence({
      web: null,
      cookies: createMemoryStorage(cookieArea),
      memory: createMemoryStorage(memoryArea),
    });
    const otherCookies = createMemoryStorage(cookieArea);
    const otherMemory = createMemoryStorage(memoryArea);
    const listener = vi.fn();
    const stop = storage.onExternalChange(listener);

    otherCookies.set(ACTIVE_ID, 'p2');
    otherCookies.set(PROFILES, 'stale');
    otherMemory.set(ACTIVE_ID, 'stale');
    otherMemory.set(PROFILES, '[]');
    expect(listener.mock.calls).toEqual([
      [ACTIVE_ID, 'p2'],
      [PROFILES, '[]'],
    ]);

    stop();
    otherCookies.set(ACTIVE_ID, 'p3');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
