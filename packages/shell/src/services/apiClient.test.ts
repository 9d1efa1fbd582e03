import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createStore } from '@bank-shell/core';
import type { ResponseCache, Session, SessionSnapshot } from '@bank-shell/core';
import { createApiClient } from './apiClient';
import type { ApiClientParts } from './apiClient';
import { createSessionRelay } from './sessionRelay';
import type { TokenRefresher } from './sessionRelay';

/** A signed-in session whose token a test can replace (as a refresh would). */
function fakeSession(token: string, profileId = 'profile-1') {
  let current = token;
  const state = createStore<SessionSnapshot>({ ...SIGNED_OUT, status: 'completed', activeProfileId: profileId });
  const session = {
    state,
    getAccessToken: () => current,
    getSessionContext: () => null,
  } as unknown as Pick<Session, 'getAccessToken' | 'getSessionContext' | 'state'>;
  return { session, setToken: (value: string) => (current = value) };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

function setup(
  answer: (request: Request, call: number) => Response = () => json({ ok: true }),
  scheduler?: unknown,
  earlyAnswers?: unknown,
  now = () => 1_000,
) {
  const sent: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    sent.push(request);
    return Promise.resolve(answer(request, sent.length));
  });
  const win = {
    fetch,
    location: { protocol: 'http:', host: 'bank.localhost:8080' },
    scheduler,
  } as unknown as ApiClientParts['window'];
  const doc = { documentElement: { lang: 'en-GB' }, cookie: 'XSRF-TOKEN=x1' } as unknown as ApiClientParts['document'];
  const relay = createSessionRelay();
  const cache: { current: () => ResponseCache | undefined } = { current: () => undefined };
  const timers = { setTimeout: vi.fn((_callback: () => void, _ms: number): unknown => 0), clearTimeout: () => undefined };
  const globals = { bankShellEarlyAnswers: earlyAnswers };
  const http = createApiClient({ window: win, document: doc, session: relay, cache, timers, clock: { now }, globals });
  return { http, relay, sent, fetch, cache, timers };
}

const noRefresh: TokenRefresher = { refreshToken: () => Promise.resolve(false) };

describe('API client of the shell (shell.md §7)', () => {
  it("sends a call to api. plus the page's host, in the document's language, with the session's bearer and the XSRF cookie", async () => {
    const { http, relay, sent } = setup();
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.post('/genoma_api/rest/transfers', { json: { amount: 10 } })).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('http://api.bank.localhost:8080/genoma_api/rest/transfers');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('accept-language')).toBe('en-GB');
    expect(request?.headers.get('authorization')).toBe('Bearer at-1');
    expect(request?.headers.get('x-xsrf-token')).toBe('x1');
  });

  it('names the API host as its base', () => {
    expect(setup().http.apiBase).toBe('http://api.bank.localhost:8080');
  });

  it('sends no authorization header while no session is connected', async () => {
    const { http, sent } = setup();
    await http.post('/genoma_api/rest/login');
    expect(sent[0]?.headers.has('authorization')).toBe(false);
    expect(sent[0]?.headers.get('x-xsrf-token')).toBe('x1');
  });

  it("is the path a token follows from the session to a request header: the session's bearer, and after an expired-token answer the refresher's new one", async () => {
    const { session, setToken } = fakeSession('at-1');
    const refresher = {
      refreshToken: vi.fn(() => {
        setToken('at-2');
        return Promise.resolve(true);
      }),
    };
    const { http, relay, sent } = setup((_request, call) =>
      call === 1 ? json({}, { status: 401, headers: { 'x-token-expired': 'true' } }) : json({ ok: 2 }),
    );
    relay.connect(session, refresher);
    await expect(http.post('/genoma_api/rest/transfers', { json: {} })).resolves.toEqual({ ok: 2 });
    expect(refresher.refreshToken).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer at-1', 'Bearer at-2']);
    expect(sent[1]?.url).toBe('http://api.bank.localhost:8080/genoma_api/rest/transfers');
  });

  it('reads and fills the GET cache of the active profile, once the cache holder has one', async () => {
    const get = vi.fn(() => undefined);
    const set = vi.fn();
    const responseCache = { get, set, clear: vi.fn(), clearScope: vi.fn(), totalBytes: 0, size: 0 } satisfies ResponseCache;
    const { http, relay, cache } = setup(() => json({ accounts: [] }));
    relay.connect(fakeSession('at-1', 'profile-7').session, noRefresh);
    cache.current = () => responseCache;
    await http.get('/genoma_api/rest/accounts');
    expect(get).toHaveBeenCalledWith('profile-7', 'en-GB http://api.bank.localhost:8080/genoma_api/rest/accounts');
    expect(set).toHaveBeenCalledWith(
      'profile-7',
      'en-GB http://api.bank.localhost:8080/genoma_api/rest/accounts',
      expect.objectContaining({ text: '{"accounts":[]}', status: 200 }),
    );
  });

  it("keeps the calls made with no profile in the 'anonymous' cache scope", async () => {
    const get = vi.fn(() => undefined);
    const responseCache = { get, set: vi.fn(), clear: vi.fn(), clearScope: vi.fn(), totalBytes: 0, size: 0 } satisfies ResponseCache;
    const { http, cache } = setup();
    cache.current = () => responseCache;
    await http.get('/genoma_api/rest/public');
    expect(get).toHaveBeenCalledWith('anonymous', 'en-GB http://api.bank.localhost:8080/genoma_api/rest/public');
  });
});

describe('each call in a task of its own (issue 12)', () => {
  it("gives the main thread back through the browser's scheduler.yield before each call", async () => {
    let giveBack = () => undefined as void;
    const scheduler = { yield: vi.fn(() => new Promise<void>((resolve) => (giveBack = resolve))) };
    const { http, fetch } = setup(undefined, scheduler);
    const answer = http.get('/genoma_api/rest/client');
    await Promise.resolve();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    giveBack();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends at once in a browser without scheduler.yield', async () => {
    const { http, fetch } = setup(undefined, {});
    const answer = http.get('/genoma_api/rest/client');
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    await answer;
  });
});

describe("the early calls' answers (issue 42 §6)", () => {
  const early = (response: Promise<Response>, overrides: Record<string, unknown> = {}) => ({
    startedAt: 1_000,
    calls: [
      {
        url: 'http://api.bank.localhost:8080/genoma_api/rest/products',
        authorization: 'Bearer at-1',
        language: 'en-GB',
        sessionContext: null,
        response,
        ...overrides,
      },
    ],
  });

  it('answers the same call with the answer the page asked for before the shell loaded, once', async () => {
    const { http, relay, fetch } = setup(() => json({ from: 'bank' }), undefined, early(Promise.resolve(json({ from: 'early' }))));
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('runs the early answer through the same checks: an expired token is refreshed and the call sent again', async () => {
    const expired = new Response('', { status: 401, headers: { 'x-token-expired': 'true' } });
    const { http, relay, sent } = setup(() => json({ from: 'bank' }), undefined, early(Promise.resolve(expired)));
    const { session, setToken } = fakeSession('at-1');
    relay.connect(session, {
      refreshToken: () => {
        setToken('at-2');
        return Promise.resolve(true);
      },
    });
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer at-2']);
  });

  it.each([
    ['another token', { authorization: 'Bearer at-0' }],
    ['another language', { language: 'es-ES' }],
    ['another session context', { sessionContext: '{"affluentLevel":1000}' }],
    ['another address', { url: 'http://api.bank.localhost:8080/genoma_api/rest/client' }],
  ])('leaves an early answer for %s to the bank', async (_case, overrides) => {
    const { http, relay, fetch } = setup(
      () => json({ from: 'bank' }),
      undefined,
      early(Promise.resolve(json({ from: 'early' })), overrides),
    );
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the bank when the early call failed on the network', async () => {
    const { http, relay, fetch } = setup(() => json({ from: 'bank' }), undefined, early(Promise.reject(new TypeError('Failed to fetch'))));
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes no answer more than 10000 ms old', async () => {
    const answers = early(Promise.resolve(json({ from: 'early' })));
    const fresh = setup(
      () => json({ from: 'bank' }),
      undefined,
      answers,
      () => 1_000 + 10_000,
    );
    fresh.relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(fresh.http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'early' });
    const stale = setup(
      () => json({ from: 'bank' }),
      undefined,
      early(Promise.resolve(json({ from: 'early' }))),
      () => 1_000 + 10_001,
    );
    stale.relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(stale.http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'answers'],
    ['calls without a time', { calls: [] }],
    ['a call without an answer', { startedAt: 1_000, calls: [{ url: 'u', authorization: 'a', language: 'l', sessionContext: null }] }],
  ])('ignores %s left in the global', async (_case, left) => {
    const { http, relay, fetch } = setup(() => json({ from: 'bank' }), undefined, left);
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets go of an answer no call will take: the body of one asked with another token, and of all left after 10000 ms', async () => {
    const cancelled: string[] = [];
    const answer = (name: string) => {
      const response = json({ from: name });
      const body = response.body;
      if (body) body.cancel = () => Promise.resolve(void cancelled.push(name));
      return Promise.resolve(response);
    };
    const answers = {
      startedAt: 1_000,
      calls: [
        {
          url: 'http://api.bank.localhost:8080/genoma_api/rest/client',
          authorization: 'Bearer at-0',
          language: 'en-GB',
          sessionContext: null,
          response: answer('client'),
        },
        {
          url: 'http://api.bank.localhost:8080/genoma_api/rest/products',
          authorization: 'Bearer at-1',
          language: 'en-GB',
          sessionContext: null,
          response: answer('products'),
        },
      ],
    };
    const { http, relay, timers } = setup(
      () => json({ from: 'bank' }),
      undefined,
      answers,
      () => 1_000,
    );
    relay.connect(fakeSession('at-1').session, noRefresh);
    await expect(http.get('/genoma_api/rest/client')).resolves.toEqual({ from: 'bank' });
    await Promise.resolve();
    expect(cancelled).toEqual(['client']);
    const [[letGo, afterMs] = []] = timers.setTimeout.mock.calls;
    expect(afterMs).toBe(10_000);
    letGo?.();
    await Promise.resolve();
    expect(cancelled).toEqual(['client', 'products']);
    await expect(http.get('/genoma_api/rest/products')).resolves.toEqual({ from: 'bank' });
  });
});
