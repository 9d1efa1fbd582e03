import type { KeyValueStorage } from '../storage';

/** Every cookie this storage writes is named with this prefix (shell.md §9). */
export const COOKIE_NAME_PREFIX = 'aoa.';

/**
 * Lifetime of a stored cookie: 1e9 s, about 32 years, so it behaves like `localStorage`
 * (shell.md §9).
 * @default 1_000_000_000
 */
export const COOKIE_MAX_AGE_S = 1_000_000_000;

/**
 * How often the cookies are read again to notice other tabs' writes: cookies have no `storage`
 * event (shell.md §9).
 * @default 1000
 */
export const COOKIE_POLL_INTERVAL_MS = 1000;

/** Thrown by `set` when the browser did not keep the cookie (too large, or cookies blocked). */
export const COOKIE_NOT_STORED_ERROR = 'The browser did not store the cookie';

/** The slice of `document` this storage uses. */
export interface CookieJar {
  get cookie(): string;
  set cookie(value: string);
}

/** The interval timers this storage uses; the browser's in the shell, fakes in tests. */
export interface IntervalTimers {
  setInterval(this: void, callback: () => void, delay: number): unknown;
  clearInterval(this: void, handle: unknown): void;
}

export interface CookieStorageOptions {
  jar: CookieJar;
  /** Whether the page is served over https: the cookies then get `Secure`. */
  isSecure: boolean;
  timers: IntervalTimers;
}

/** Reads this storage's cookies out of a `document.cookie` string, keyed without the prefix. */
function readOurCookies(cookieString: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name.startsWith(COOKIE_NAME_PREFIX)) continue;
    try {
      found.set(decodeURIComponent(name.slice(COOKIE_NAME_PREFIX.length)), decodeURIComponent(pair.slice(separator + 1).trim()));
    } catch {
      // Not written by us (not URI-encoded): ignore it rather than fail every read.
    }
  }
  return found;
}

/**
 * A `KeyValueStorage` over cookies, for browsers without Web Storage (shell.md §9).
 *
 * Each key is one cookie named `aoa.<key>`, value URI-encoded, `Max-Age` of `COOKIE_MAX_AGE_S`,
 * `Path=/`, `SameSite=Strict`, and `Secure` on https. No `Domain` is set, so the cookies are
 * host-only: they never reach the API host. Never store tokens here (SECURITY.md rule 1): see
 * `createSessionPersistence`, which keeps them in memory instead.
 *
 * Other tabs' writes are noticed by reading the cookies every `COOKIE_POLL_INTERVAL_MS` while
 * anyone listens through `onExternalChange`; this storage's own writes are never reported.
 */
export function createCookieStorage(options: CookieStorageOptions): KeyValueStorage {
  const { jar, isSecure } = options;
  // Called unbound: a browser's timers throw when called on another object.
  const { setInterval: startInterval, clearInterval: stopInterval } = options.timers;
  const attributes = `; Path=/; SameSite=Strict${isSecure ? '; Secure' : ''}`;
  const listeners = new Set<(key: string, value: string | null) => void>();
  /** What this tab last saw or wrote; a poll reports only differences from it. */
  let known = new Map<string, string>();
  let poller: unknown;

  const cookieName = (key: string): string => COOKIE_NAME_PREFIX + encodeURIComponent(key);
  const get = (key: string): string | null => readOurCookies(jar.cookie).get(key) ?? null;

  function poll(): void {
    const current = readOurCookies(jar.cookie);
    const previous = known;
    known = current;
    const changes: [string, string | null][] = [];
    for (const [key, value] of current) if (previous.get(key) !== value) changes.push([key, value]);
    for (const key of previous.keys()) if (!current.has(key)) changes.push([key, null]);
    for (const [key, value] of changes) for (const listener of [...listeners]) listener(key, value);
  }

  return {
    get,
    set(key, value) {
      jar.cookie = `${cookieName(key)}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}${attributes}`;
      if (get(key) !== value) throw new Error(`${COOKIE_NOT_STORED_ERROR}: ${cookieName(key)}`);
      known.set(key, value);
    },
    remove(key) {
      jar.cookie = `${cookieName(key)}=; Max-Age=0${attributes}`;
      known.delete(key);
    },
    onExternalChange(listener) {
      if (listeners.size === 0) {
        known = readOurCookies(jar.cookie);
        poller = startInterval(poll, COOKIE_POLL_INTERVAL_MS);
      }
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopInterval(poller);
        poller = undefined;
      };
    },
  };
}
