import { createMemoryStorage, createWebStorage } from '@bank-shell/core';
import type { KeyValueStorage } from '@bank-shell/core';
import { browserTimers } from './browser';

/**
 * The storage the whole shell uses: Web Storage, or (when the browser blocks it) memory for tokens
 * and cookies for the rest (SECURITY.md rule 1). The fallback is a module of its own that only
 * such a browser loads; if even that fails to load, everything stays in memory for this page.
 */
export async function createShellStorage(win: Window): Promise<KeyValueStorage> {
  const web = createWebStorage(win);
  if (web) return web;
  const memory = createMemoryStorage();
  try {
    const { createCookieStorage, createSessionPersistence } = await import('@bank-shell/core/storage-fallback');
    const cookies = createCookieStorage({
      jar: win.document,
      isSecure: win.location.protocol === 'https:',
      timers: browserTimers(win),
    });
    return createSessionPersistence({ web: null, cookies, memory });
  } catch (error) {
    console.error(error);
    return memory;
  }
}
