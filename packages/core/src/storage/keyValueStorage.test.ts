import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_PREFIX, createMemoryStorage, createMemoryStorageArea, createWebStorage } from './keyValueStorage';
import type { StorageWindow } from './keyValueStorage';

function fakeWindow(throwing = false): StorageWindow & { fire(key: string, value: string | null): void } {
  const data = new Map<string, string>();
  const listeners = new Set<(event: StorageEvent) => void>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (throwing) throw new Error('SecurityError');
      data.set(k, v);
    },
    removeItem: (k: string) => data.delete(k),
  } as unknown as Storage;
  return {
    localStorage,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    fire: (key, newValue) => {
      for (const l of listeners) l({ key, newValue } as StorageEvent);
    },
  };
}

describe('createWebStorage', () => {
  it('namespaces every key with the app prefix', () => {
    const win = fakeWindow();
    const storage = createWebStorage(win);
    storage?.set('profiles', '[]');
    expect(win.localStorage.getItem(`${STORAGE_KEY_PREFIX}profiles`)).toBe('[]');
    expect(storage?.get('profiles')).toBe('[]');
  });

  it('returns null when Web Storage is blocked', () => {
    expect(createWebStorage(fakeWindow(true))).toBeNull();
  });

  it('reports changes from other tabs for its own keys only', () => {
    const win = fakeWindow();
    const storage = createWebStorage(win);
    const listener = vi.fn();
    storage?.onExternalChange(listener);
    win.fire('someone-else', 'x');
    win.fire(`${STORAGE_KEY_PREFIX}logout-event`, '101');
    expect(listener).toHaveBeenCalledExactlyOnceWith('logout-event', '101');
  });
});

describe('createMemoryStorage', () => {
  it('tells other storages of the same area about a write, never the writer', () => {
    const area = createMemoryStorageArea();
    const tabA = createMemoryStorage(area);
    const tabB = createMemoryStorage(area);
    const seenByA = vi.fn();
    const seenByB = vi.fn();
    tabA.onExternalChange(seenByA);
    tabB.onExternalChange(seenByB);
    tabA.set('k', 'v');
    expect(seenByA).not.toHaveBeenCalled();
    expect(seenByB).toHaveBeenCalledWith('k', 'v');
    expect(tabB.get('k')).toBe('v');
  });
});
