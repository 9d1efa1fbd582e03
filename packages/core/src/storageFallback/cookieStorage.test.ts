import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_MAX_AGE_S, COOKIE_NOT_STORED_ERROR, COOKIE_POLL_INTERVAL_MS, createCookieStorage } from './cookieStorage';
import type { CookieJar } from './cookieStorage';

/** Browsers drop a cookie whose name and value pass about 4 KB. */
const BROWSER_COOKIE_LIMIT_BYTES = 4096;

/** A `document.cookie` stand-in shared by every tab of one fake browser. */
function fakeBrowserCookies(): CookieJar & { writes: string[] } {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else if (pair.length <= BROWSER_COOKIE_LIMIT_BYTES) cookies.set(name, pair.slice(separator + 1));
    },
  };
}

/** The global timers, looked up at call time so that Vitest's fake ones are used. */
const timers = {
  setInterval: (callback: () => void, delay: number): unknown => setInterval(callback, delay),
  clearInterval: (handle: unknown) => clearInterval(handle as number),
};

describe('createCookieStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes one aoa.-prefixed, URI-encoded, same-site strict cookie per key with a max age of 1e9 s (shell.md §9)', () => {
    const jar = fakeBrowserCookies();
    const storage = createCookieStorage({ jar, isSecure: false, timers });
    storage.set('session.person', 'a b;c=d');
    expect(jar.writes).toEqual(['aoa.session.person=a%20b%3Bc%3Dd; Max-Age=1000000000; Path=/; SameSite=Strict']);
    expect(COOKIE_MAX_AGE_S).toBe(1e9);
    expect(storage.get('session.person')).toBe('a b;c=d');
  });

  it('marks the cookies Secure when the page is https (shell.md §9)', () => {
    const jar = fakeBrowserCookies();
    createCookieStorage({ jar, isSecure: true, timers }).set('k', 'v');
    expect(jar.writes[0]).toMatch(/; SameSite=Strict; Secure$/);
  });

  it('removes a key by expiring its cookie, with the same path and attributes', () => {
    const jar = fakeBrowserCookies();
    const storage = createCookieStorage({ jar, isSecure: true, timers });
    storage.set('k', 'v');
    storage.remove('k');
    expect(jar.writes[1]).toBe('aoa.k=; Max-Age=0; Path=/; SameSite=Strict; Secure');
    expect(storage.get('k')).toBeNull();
  });

  it('ignores cookies it did not write and values that are not URI-encoded', () => {
    const jar = fakeBrowserCookies();
    jar.cookie = 'XSRF-TOKEN=abc';
    jar.cookie = 'aoa.broken=%E0%A4%A';
    const storage = createCookieStorage({ jar, isSecure: false, timers });
    expect(storage.get('XSRF-TOKEN')).toBeNull();
    expect(storage.get('broken')).toBeNull();
  });

  it('throws when the browser refuses the cookie, as Web Storage does when full', () => {
    const storage = createCookieStorage({ jar: fakeBrowserCookies(), isSecure: false, timers });
    expect(() => storage.set('big', 'x'.repeat(BROWSER_COOKIE_LIMIT_BYTES))).toThrow(COOKIE_NOT_STORED_ERROR);
  });

  it("polls every second and reports other tabs' writes and removals, never its own (shell.md §9)", () => {
    const jar = fakeBrowserCookies();
    const thisTab = createCookieStorage({ jar, isSecure: false, timers });
    const otherTab = createCookieStorage({ jar, isSecure: false, timers });
    otherTab.set('gone-later', '1');
    const listener = vi.fn();
    thisTab.onExternalChange(listener);

    thisTab.set('mine', 'x');
    otherTab.set('session.logout-event', '101');
    otherTab.remove('gone-later');
    vi.advanceTimersByTime(999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener.mock.calls).toEqual([
      ['session.logout-event', '101'],
      ['gone-later', null],
    ]);
    expect(COOKIE_POLL_INTERVAL_MS).toBe(1000);
  });

  it('stops polling when the last listener leaves', () => {
    const storage = createCookieStorage({ jar: fakeBrowserCookies(), isSecure: false, timers });
    const stopA = storage.onExternalChange(() => undefined);
    const stopB = storage.onExternalChange(() => undefined);
    expect(vi.getTimerCount()).toBe(1);
    stopA();
    expect(vi.getTimerCount()).toBe(1);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
