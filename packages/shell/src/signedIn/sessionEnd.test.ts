import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@bank-shell/core';
import { NO_TOKENS, bankApiSteps, createHttpClient, createMemoryStorage, createSession, createShellEventBus } from '@bank-shell/core';
import { followSessionWithServices } from './index';
import { SessionEndedError, createSessionScope } from './sessionScope';
import { startSignedInServices } from './services';

/**
 * Issue 42 §1: after the inactivity logout the page went on calling the bank (the client, the
 * products, the campaigns, monitoring's client call), each answered 401. Once a session has ended,
 * nothing more is asked of the bank in its name.
 */
describe('once the session has ended for inactivity, nothing more is asked of the bank in its name (issue 42 §1)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Javier, idle, under the 300 s rule: the bank refuses the refresh that reports 300 s. */
  async function idleCustomer() {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const startedAt = Date.now();
    const sent: string[] = [];
    const hanging: string[] = [];
    const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
    const fetch = (request: Request) => {
      const { pathname } = new URL(request.url);
      sent.push(`${request.method} ${pathname}`);
      if (request.method === 'POST' && pathname === '/oauth2/token') {
        const inactivityS = Number(request.headers.get('x-user-inactivity'));
        return Promise.resolve(
          inactivityS >= 300
            ? json({ error: 'invalid_grant' }, 400, { 'x-token-expired': 'true' })
            : json({ access_token: `at-${sent.length}`, refresh_token: `rt-${sent.length}`, expires_in: 600 }),
        );
      }
      if (pathname === '/genoma_api/rest/slow') {
        hanging.push(pathname);
        // Answers only when aborted: a call the bank is still working on.
        return new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
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
    const idleWork: (() => void)[] = [];
    const events = createShellEventBus();
    // The services as the shell runs them: started by the session's customer, the pages' calls
    // through their scope.
    const lifecycle = followSessionWithServices(
      { session, http, events },
      {
        window: win,
        storage,
        clock: { now: () => Date.now() },
        timers,
        nativeWrapper: false,
        whenIdle: (callback) => idleWork.push(callback),
        logError: vi.fn(),
      },
      () => Promise.resolve({ startSignedInServices }),
    );
    await vi.advanceTimersByTimeAsync(0);
    const services = { stop: () => lifecycle.dispose() };
    const pageHttp = lifecycle.http;
    const advanceToS = (seconds: number) => vi.advanceTimersByTimeAsync(startedAt + seconds * 1000 - Date.now());
    return { session, services, sent, hanging, idleWork, events, pageHttp, advanceToS };
  }

  it('the refusal of the 300 s refresh ends the session, and stops a call of the page still on its way', async () => {
    const { session, services, sent, hanging, pageHttp, advanceToS } = await idleCustomer();
    await advanceToS(299);
    const slow = pageHttp.get('/genoma_api/rest/slow', { cache: { useCache: false } });
    const outcome = slow.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(hanging).toEqual(['/genoma_api/rest/slow']);
    await advanceToS(301);
    expect(session.state.getSnapshot().profiles).toEqual([]);
    expect(sent.at(-1)).toBe('POST /oauth2/token');
    expect(await outcome).toBeInstanceOf(SessionEndedError);
    services.stop();
  });

  it('after the end: no refresh round, no keep-alive, no monitoring start, for ten more minutes', async () => {
    const { session, services, sent, idleWork, events, advanceToS } = await idleCustomer();
    // The first page has shown: monitoring waits for a quiet network and an idle browser.
    events.publish('route-changed', {
      path: '/posicion-global',
      redirect: false,
      match: { route: { id: 'overall-position' }, path: '/posicion-global' },
    } as never);
    await advanceToS(301);
    expect(session.state.getSnapshot().profiles).toEqual([]);
    const atEnd = sent.length;
    services.stop();
    // Monitoring's start, which asks for the client, was waiting for the idle browser: it comes now.
    for (const work of idleWork.splice(0)) work();
    await advanceToS(901);
    expect(sent.slice(atEnd)).toEqual([]);
  });

  it('a call made for a signed-in page after the end goes out as a visitor’s, and one made before is stopped, not retried', async () => {
    const { sent, pageHttp, advanceToS } = await idleCustomer();
    await advanceToS(301);
    const atEnd = sent.length;
    // A visitor's call (the login page's) is sent as it is: no session is in its name.
    await pageHttp.get('/genoma_api/rest/public', { cache: { useCache: false } });
    expect(sent.slice(atEnd)).toEqual(['GET /genoma_api/rest/public']);
  });
});

describe('a session scope (issue 42 §1)', () => {
  it('refuses a call after its end without reaching the bank', async () => {
    const get = vi.fn(() => Promise.resolve('answer'));
    const scope = createSessionScope({
      apiBase: 'http://api.bank.localhost',
      request: vi.fn(),
      get,
      post: vi.fn(),
      delete: vi.fn(),
    } as unknown as HttpClient);
    await expect(scope.http.get('/genoma_api/rest/client')).resolves.toBe('answer');
    scope.end();
    await expect(scope.http.get('/genoma_api/rest/client')).rejects.toThrow(new SessionEndedError('/genoma_api/rest/client'));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the caller’s own abort: a call its caller stops fails as the caller’s, not as the session’s', async () => {
    const get = vi.fn(
      (_path: string, options?: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal?.reason as Error))),
    );
    const scope = createSessionScope({
      apiBase: 'http://api.bank.localhost',
      request: vi.fn(),
      get,
      post: vi.fn(),
      delete: vi.fn(),
    } as never);
    const caller = new AbortController();
    const call = scope.http.get('/genoma_api/rest/products', { signal: caller.signal });
    caller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });
});
