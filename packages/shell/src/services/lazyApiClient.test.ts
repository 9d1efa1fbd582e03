import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '@bank-shell/core';
import type { ApiClientParts } from './apiClient';
import { createSessionRelay } from './sessionRelay';

/**
 * Each test gets fresh modules: the client's module is loaded once per page, and a test that mocks
 * it (to count its loads or make it fail) must not find it loaded by another.
 */
async function freshModule() {
  vi.resetModules();
  return import('./lazyApiClient');
}

/** Counts the loads of the API client's module; while `failing`, loading it fails as offline would. */
function watchApiClientModule() {
  const watched = { loads: 0, failing: false };
  vi.doMock('./apiClient', async (importOriginal) => {
    if (watched.failing) throw new TypeError('Failed to fetch dynamically imported module');
    watched.loads += 1;
    return importOriginal();
  });
  return watched;
}

afterEach(() => {
  vi.doUnmock('./apiClient');
});

function parts() {
  const fetch = vi.fn((request: Request) =>
    Promise.resolve(new Response(JSON.stringify({ url: request.url }), { headers: { 'content-type': 'application/json' } })),
  );
  const win = { fetch, location: { protocol: 'http:', host: 'bank.localhost:8080' } } as unknown as ApiClientParts['window'];
  const doc = { documentElement: { lang: 'es-ES' }, cookie: 'XSRF-TOKEN=x1' } as unknown as ApiClientParts['document'];
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
  return {
    fetch,
    win,
    parts: {
      window: win,
      document: doc,
      session: createSessionRelay(),
      cache: { current: () => undefined },
      timers,
      clock: { now: () => 0 },
    },
  };
}

const featureRoute = (id: string, load: () => Promise<unknown>): RouteDefinition => ({
  kind: 'feature',
  id,
  pattern: `/${id}/*?`,
  featureId: id,
  feature: { path: `${id}.js`, component: '' },
  import: load,
});

describe('the API client loads with its first call, not with the login page (decision 0012)', () => {
  it('names the API host at once, and loads its module only when a call is made', async () => {
    const watched = watchApiClientModule();
    const { createLazyApiClient } = await freshModule();
    const { parts: clientParts, fetch } = parts();
    const http = createLazyApiClient(clientParts);
    expect(http.apiBase).toBe('http://api.bank.localhost:8080');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(watched.loads).toBe(0);

    await expect(http.get('/genoma_api/rest/client')).resolves.toEqual({ url: 'http://api.bank.localhost:8080/genoma_api/rest/client' });
    await http.post('/genoma_api/rest/transfers', { json: {} });
    await http.delete('/genoma_api/rest/transfers/1');
    await expect(http.request('/genoma_api/rest/transfers/1', { method: 'PUT', json: {} })).resolves.toMatchObject({ status: 200 });
    expect(watched.loads).toBe(1);
    expect(fetch.mock.calls.map(([request]) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.bank.localhost:8080/genoma_api/rest/client',
      'POST http://api.bank.localhost:8080/genoma_api/rest/transfers',
      'DELETE http://api.bank.localhost:8080/genoma_api/rest/transfers/1',
      'PUT http://api.bank.localhost:8080/genoma_api/rest/transfers/1',
    ]);
    const post = fetch.mock.calls[1]?.[0];
    expect(post?.headers.get('accept-language')).toBe('es-ES');
    expect(post?.headers.get('x-xsrf-token')).toBe('x1');
  });

  it("sends the bank's calls through the page's fetch as it was when the client was made, not a wrapper added later", async () => {
    const { createLazyApiClient } = await freshModule();
    const { parts: clientParts, fetch, win } = parts();
    const http = createLazyApiClient(clientParts);
    const wrapped: Request[] = [];
    (win as { fetch: unknown }).fetch = (request: Request) => {
      wrapped.push(request);
      return fetch(request);
    };
    await http.get('/genoma_api/rest/client');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(wrapped).toEqual([]);
  });

  it("takes the early calls' answers off the page once, for its own calls alone (issue 42 §6)", async () => {
    const { createLazyApiClient } = await freshModule();
    const { parts: clientParts, fetch, win } = parts();
    const early = {
      startedAt: 0,
      calls: [
        {
          url: 'http://api.bank.localhost:8080/genoma_api/rest/client',
          authorization: 'Bearer at-1',
          language: 'es-ES',
          sessionContext: null,
          response: Promise.resolve(new Response('{"from":"early"}', { headers: { 'content-type': 'application/json' } })),
        },
      ],
    };
    (win as Record<string, unknown>)['bankShellEarlyAnswers'] = early;
    const http = createLazyApiClient(clientParts);
    clientParts.session.connect(
      { getAccessToken: () => 'at-1', getSessionContext: () => null, state: { getSnapshot: () => ({ activeProfileId: 'p1' }) } } as never,
      { refreshToken: () => Promise.resolve(false) },
    );
    await expect(http.get('/genoma_api/rest/client')).resolves.toEqual({ from: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    expect(win).not.toHaveProperty('bankShellEarlyAnswers');
  });

  it('fails a call whose module cannot load as a network failure, and tries the module again on the next call', async () => {
    const watched = watchApiClientModule();
    const { createLazyApiClient } = await freshModule();
    const { parts: clientParts, fetch } = parts();
    const http = createLazyApiClient(clientParts);
    watched.failing = true;
    const failure = http.get('/genoma_api/rest/client');
    await expect(failure).rejects.toMatchObject({ name: 'NetworkError', url: '/genoma_api/rest/client' });
    await expect(failure).rejects.toHaveProperty('cause', expect.any(Error));
    expect(fetch).not.toHaveBeenCalled();

    watched.failing = false;
    await expect(http.get('/genoma_api/rest/client')).resolves.toEqual({ url: 'http://api.bank.localhost:8080/genoma_api/rest/client' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks for the module beside the import of any page but the login's, which imports its page alone", async () => {
    const watched = watchApiClientModule();
    const { withApiClientBeside } = await freshModule();
    const importLogin = vi.fn(() => Promise.resolve('login'));
    const importSignUp = vi.fn(() => Promise.resolve('sign-up'));
    const withImport = withApiClientBeside((route) => route, 'login');

    await expect(withImport(featureRoute('login', importLogin)).import?.()).resolves.toBe('login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(watched.loads).toBe(0);

    await expect(withImport(featureRoute('signups-account', importSignUp)).import?.()).resolves.toBe('sign-up');
    await vi.waitFor(() => expect(watched.loads).toBe(1));
    expect(importLogin).toHaveBeenCalledTimes(1);
    expect(importSignUp).toHaveBeenCalledTimes(1);

    const redirect: RouteDefinition = { kind: 'redirect', id: 'old', pattern: '/old', redirect: '/new' };
    expect(withImport(redirect)).toBe(redirect);
  });

  it("imports the page even when the client's module cannot load: the page's first call tries again", async () => {
    const watched = watchApiClientModule();
    watched.failing = true;
    const { withApiClientBeside } = await freshModule();
    const withImport = withApiClientBeside((route) => route, 'login');
    await expect(withImport(featureRoute('signups-account', () => Promise.resolve('sign-up'))).import?.()).resolves.toBe('sign-up');
  });
});
