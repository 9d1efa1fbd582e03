import type { KeyValueStorage } from '../storage';

/**
 * Storage keys whose values hold OAuth tokens: the profiles list (each profile carries an access
 * and a refresh token, shell.md §3). Must match the session's `SESSION_STORAGE_KEY.profiles`;
 * a key added to the session that holds a token must be added here too.
 */
export const TOKEN_STORAGE_KEYS: readonly string[] = ['session.profiles', 'session.anonymous-profile'];

/**
 * Whether the value stored under `key` holds tokens. Such keys never go into cookies
 * (SECURITY.md rule 1): without Web Storage they live in memory only.
 */
export function isTokenKey(key: string): boolean {
  return TOKEN_STORAGE_KEYS.includes(key);
}

/** The three places the session's stores can live. */
export interface SessionPersistenceOptions {
  /** `localStorage` (`createWebStorage`); `null` when the browser blocks Web Storage. */
  web: KeyValueStorage | null;
  /** The cookie fallback (`createCookieStorage`), shared by the tabs of the browser. */
  cookies: KeyValueStorage;
  /** This tab's memory (`createMemoryStorage`): lost on reload, never seen by other tabs. */
  memory: KeyValueStorage;
}

/**
 * Where the session's stores are kept (shell.md §9, SECURITY.md rule 1):
 *
 * - with Web Storage, every key goes to Web Storage;
 * - without it, keys that hold tokens (`isTokenKey`: the profiles list) go to memory, and every
 *   other key (active and default profile ids, person, affluent level, logout event) goes to the
 *   `aoa.` cookies.
 *
 * Tokens never sit in a cookie written by script, where any script on the page could read them
 * and every request to the app host would carry them. The price: after a reload, or in another
 * tab, a browser without Web Storage has no tokens until the shell re-obtains them through the
 * sync call with the HttpOnly server session (shell.md §7).
 */
export function createSessionPersistence(options: SessionPersistenceOptions): KeyValueStorage {
  const { web, cookies, memory } = options;
  if (web) return web;
  const storageFor = (key: string): KeyValueStorage => (isTokenKey(key) ? memory : cookies);
  return {
    get: (key) => storageFor(key).get(key),
    set: (key, value) => storageFor(key).set(key, value),
    remove: (key) => storageFor(key).remove(key),
    onExternalChange(listener) {
      // Each key is reported only by the storage that holds it.
      const stopCookies = cookies.onExternalChange((key, value) => {
        if (!isTokenKey(key)) listener(key, value);
      });
      const stopMemory = memory.onExternalChange((key, value) => {
        if (isTokenKey(key)) listener(key, value);
      });
      return () => {
        stopCookies();
        stopMemory();
      };
    },
  };
}
