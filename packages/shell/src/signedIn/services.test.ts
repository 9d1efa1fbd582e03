import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NO_TOKENS,
  bankApiSteps,
  createHttpClient,
  createMemoryStorage,
  createSession,
  createShellEventBus,
  createStore,
} from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import { startSignedInServices } from './services';
import type { SignedInPlatform } from './services';

/** A window with just what the services listen to, and timers a test can count. */
function fakePlatform() {
  const listeners = new Set<string>();
  const intervals = new Map<number, number>();
  let next = 1;
  const win = {
    navigator: {},
    crypto: { randomUUID: () => 'tab-1' },
    document: { cookie: '' },
    addEventListener: (type: string) => listeners.add(type),
    removeEventListener: (type: string) => listeners.delete(type),
    requestAnimationFrame: () => 0,
  } as unknown as Window;
  const platform: SignedInPlatform = {
    window: win,
    storage: createMemoryStorage(),
    clock: { now: () => 0 },
    timers: {
      setTimeout: () => next++,
      clearTimeout: () => undefined,
      setInterval: (_callback, ms) => {
        intervals.set(next, ms);
        return next++;
      },
      clearInterval: (handle) => intervals.delete(handle as number),
    },
    nativeWrapper: false,
    whenIdle: (callback) => callback(),
    logError: vi.fn(),
  };
  return { platform, listeners, intervals };
}

const visitorSession = () => ({ state: createStore({ status: 'pending', profiles: [] }) }) as unknown as Session;

describe('signed-in services (issue 12: one chunk after login)', () => {
  it("allow the spec's topics about a signed-in customer on the shell's bus", () => {
    const { platform } = fakePlatform();
    const events = createShellEventBus();
    expect(() => events.subscribe('change-masked-mode', vi.fn())).toThrow();
    startSignedInServices({ session: visitorSession(), http: {} as HttpClient, events }, platform);
    expect(() => events.subscribe('change-masked-mode', vi.fn())).not.toThrow();
  });

  it('run the 10 s profile cleanup, the keep-alive and the inactivity check, and stop them all on stop()', () => {
    const { platform, intervals, listeners } = fakePlatform();
    const services = startSignedInServices({ session: visitorSession(), http: {} as HttpClient, events: createShellEventBus() }, platform);
    expect([...intervals.values()]).toEqual(expect.arrayContaining([10_000, 60_000, 1_000]));
    expect(listeners.has('keydown')).toBe(true);
    services.stop();
    expect(intervals.size).toBe(0);
    expect(listeners.has('keydown')).toBe(false);
  });
});

describe('inactivity thresholds trigger a token refresh (shell.md §4.9, §9.2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A signed-in customer who does nothing, with the signed-in services as the shell starts them,
   * the page's clock and timers faked; every token refresh is kept with the inactivity it reported.
   */
  function idleCustomer() {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const startedAt = Date.now();
    const refreshes: { atS: number; inactivityS: string | null }[] = [];
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetch = (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/oauth2/token') {
        refreshes.push({ atS: Math.floor((Date.now() - startedAt) / 1000), inactivityS: request.headers.get('x-user-inactivity') });
        return Promise.resolve(json({ access_token: `at-${refreshes.length}`, refresh_token: `rt-${refreshes.length}`, expires_in: 600 }));
      }
      return Promise.resolve(json({}));
    };
    const timers = {
      setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as number),
      setInterval: (callback: () => void, ms: number): unknown => setInterval(callback, ms),
      clearInterval: (handle: unknown) => clearInterval(handle as number),
    };
    const storage = createMemoryStorage();
    const http = createHttpClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      apiBase: 'http://api.bank.localhost',
      steps: bankApiSteps({
        getLanguage: () => 'es-ES',
        tokens: { ...NO_TOKENS, getAccessToken: () => session.getAccessToken() },
        readXsrfToken: () => null,
      }),
      timers,
    });
    const session = createSession({
      http,
      storage,
      clock: { now: () => Date.now() },
      timers,
      getDeviceBrand: () => Promise.resolve('web'),
      loadActions: () => Promise.reject(new Error('no login in this test')),
      decodeBase64: (value) => atob(value),
      logError: () => undefined,
    });
    session.adopt('P1', [
      {
        profileId: 'personal',
        setId: 'SET-1',
        accessToken: 'at-0',
        refreshToken: 'rt-0',
        accessTokenTimeToLive: 600,
        personId: 'P1',
        default: true,
      },
    ]);
    const win = Object.assign(new EventTarget(), {
      navigator: {},
      crypto: { randomUUID: () => 'tab-1' },
      document: { cookie: '' },
      sessionStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    }) as unknown as Window;
    const services = startSignedInServices(
      { session, http, events: createShellEventBus() },
      {
        window: win,
        storage,
        clock: { now: () => Date.now() },
        timers,
        nativeWrapper: false,
        whenIdle: () => undefined,
        logError: vi.fn(),
      },
    );
    const advanceToS = (seconds: number) => vi.advanceTimersByTimeAsync(startedAt + seconds * 1000 - Date.now());
    return { services, refreshes, advanceToS, win };
  }

  // A refresh takes the cross-tab lock first, which takes a few hundred milliseconds without Web
  // Locks: the clock is read in whole seconds, and moved to just before the next one.
  it('refreshes at 297 s and 300 s of inactivity, between the 180 s rounds, reporting the inactivity (shell.md §9.2)', async () => {
    const { services, refreshes, advanceToS } = idleCustomer();
    await advanceToS(296.9);
    // Only the every-180-s refresh so far.
    expect(refreshes).toEqual([{ atS: 180, inactivityS: '180' }]);
    await advanceToS(297.9);
    expect(refreshes.at(-1)).toEqual({ atS: 297, inactivityS: '297' });
    await advanceToS(300.9);
    expect(refreshes.at(-1)).toEqual({ atS: 300, inactivityS: '300' });
    // The next 180-s round is at 360 s: nothing else came between.
    await advanceToS(359.9);
    expect(refreshes).toEqual([
      { atS: 180, inactivityS: '180' },
      { atS: 297, inactivityS: '297' },
      { atS: 300, inactivityS: '300' },
    ]);
    services.stop();
  });

  it('refreshes at 897 s of inactivity, the longer 900 s rule less its 3 s margin (shell.md §9.2)', async () => {
    const { services, refreshes, advanceToS } = idleCustomer();
    await advanceToS(896.9);
    expect(refreshes.map(({ atS }) => atS)).not.toContain(897);
    await advanceToS(897.9);
    expect(refreshes.at(-1)).toEqual({ atS: 897, inactivityS: '897' });
    services.stop();
  });

  it('counts from the last activity: a customer who moved at 100 s is refreshed at 397 s, 297 s later (shell.md §9.2)', async () => {
    const { services, refreshes, advanceToS, win } = idleCustomer();
    await advanceToS(100);
    win.dispatchEvent(new Event('mousemove'));
    await advanceToS(397.9);
    expect(refreshes.filter(({ atS }) => atS % 180 !== 0)).toEqual([{ atS: 397, inactivityS: '297' }]);
    services.stop();
  });
});
