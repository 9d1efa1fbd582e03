import { describe, expect, it, vi } from 'vitest';
import { createTestHttpClient } from './testing';
import type { TestHttpClientOptions } from './testing';
import type { CachedResponse, ResponseCache } from './cacheOptions';
import { HttpError } from './errors';
import { stripAntiHijackPrefix } from './prefix';

const API = 'http://api.bank.localhost:8080';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as object) },
  });
const expiredToken = () => json({}, { status: 401, headers: { 'x-token-expired': 'true' } });

function setup(respond: (request: Request, call: number) => Response, overrides: Partial<TestHttpClientOptions> = {}) {
  const sent: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    sent.push(request);
    if (request.signal.aborted) return Promise.reject(request.signal.reason as Error);
    return Promise.resolve(respond(request, sent.length));
  });
  const client = createTestHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    apiBase: API,
    getLanguage: () => 'es-ES',
    getAccessToken: () => 'token-1',
    readXsrfToken: () => 'xsrf-1',
    ...overrides,
  });
  return { client, sent, fetch };
}

/** A cache with no limits, recording what the client keeps. */
function recordingCache() {
  const entries = new Map<string, CachedResponse & { maxAgeMs?: number }>();
  const clearScope = vi.fn((scope: string) => {
    for (const key of [...entries.keys()]) if (key.startsWith(`${scope}|`)) entries.delete(key);
  });
  const cache: ResponseCache = {
    get: (scope, key) => entries.get(`${scope}|${key}`),
    set: (scope, key, response) => void entries.set(`${scope}|${key}`, { ...response, expiresAt: Infinity, bytes: response.text.length }),
    clearScope,
    clear: () => entries.clear(),
    get totalBytes() {
      return 0;
    },
    get size() {
      return entries.size;
    },
  };
  return { cache, entries, clearScope };
}

describe('response status (shell.md §8: 400 to 599 are errors)', () => {
  it('raises for 599 and not for a status past it', async () => {
    await expect(setup(() => json({}, { status: 599 })).client.get('/a')).rejects.toBeInstanceOf(HttpError);
    // A fetch implementation may hand back any number; only 400 to 599 are errors.
    const odd = { status: 600, statusText: '', headers: new Headers(), text: () => Promise.resolve('') } as unknown as Response;
    await expect(setup(() => odd).client.get('/a')).resolves.toBeNull();
  });
});

describe('response bodies (shell.md §7)', () => {
  it('gives an empty body as null, whatever its content type', async () => {
    const { client } = setup(() => new Response('', { headers: { 'content-type': 'application/json' } }));
    await expect(client.get('/a')).resolves.toBeNull();
  });

  it('gives a body that is not JSON as text', async () => {
    const { client } = setup(() => new Response('hola', { headers: { 'content-type': 'text/plain' } }));
    await expect(client.get('/a')).resolves.toBe('hola');
  });

  it('strips only the prefix’s own line break, not one inside the body', () => {
    expect(stripAntiHijackPrefix(")]}',[1,\n2]")).toBe('[1,\n2]');
  });
});

describe('expired access token (shell.md §4, §8)', () => {
  it('refreshes only for a 401 that carries x-token-expired', async () => {
    for (const answer of [() => json({}, { status: 401 }), () => json({}, { status: 403, headers: { 'x-token-expired': 'true' } })]) {
      const refreshToken = vi.fn(() => Promise.resolve(true));
      const { client, sent } = setup(answer, { refreshToken });
      await expect(client.get('/a')).rejects.toBeInstanceOf(HttpError);
      expect(refreshToken).not.toHaveBeenCalled();
      expect(sent).toHaveLength(1);
    }
  });

  it('retries once only: a second expiry answer is an error', async () => {
    const refreshToken = vi.fn(() => Promise.resolve(true));
    const { client, sent } = setup(expiredToken, { refreshToken });
    await expect(client.get('/a')).rejects.toBeInstanceOf(HttpError);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('does not refresh for a call that asked not to (the refresh call itself), nor when the refresh failed', async () => {
    const refreshToken = vi.fn(() => Promise.resolve(true));
    const skip = setup(expiredToken, { refreshToken });
    await expect(skip.client.request('/oauth2/token', { method: 'POST', skipTokenRefresh: true })).rejects.toBeInstanceOf(HttpError);
    expect(refreshToken).not.toHaveBeenCalled();

    const failed = setup(expiredToken, { refreshToken: () => Promise.resolve(false) });
    await expect(failed.client.get('/a')).rejects.toBeInstanceOf(HttpError);
    expect(failed.sent).toHaveLength(1);
  });

  it('retries request, post and delete alike, as the same call with the new token instead of the one given', async () => {
    let token = 'old';
    const refreshToken = () => {
      token = 'new';
      return Promise.resolve(true);
    };
    const answer = (request: Request) => (request.headers.get('authorization') === 'Bearer new' ? json({ ok: true }) : expiredToken());
    const { client, sent } = setup(answer, { getAccessToken: () => token, refreshToken });
    await expect(
      client.post('/transferencias', { json: { amount: 5 }, headers: { Authorization: 'Bearer old', 'x-channel': '83' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.headers.get('authorization')).toBe('Bearer new');
    expect(sent[1]?.headers.get('x-channel')).toBe('83');
    await expect(sent[1]?.text()).resolves.toBe('{"amount":5}');

    token = 'old';
    await expect(client.delete('/favoritos/1')).resolves.toEqual({ ok: true });
    token = 'old';
    await expect(client.request('/a', { method: 'PUT' })).resolves.toMatchObject({ body: { ok: true } });
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST', 'DELETE', 'DELETE', 'PUT', 'PUT']);
  });
});

describe('a caller’s signal', () => {
  it('aborts a call at once when it is already aborted', async () => {
    const { client } = setup(() => json({ ok: true }));
    await expect(client.get('/a', { signal: AbortSignal.abort(new Error('left the page')) })).rejects.toThrow('left the page');
  });
});

describe('the GET cache as the client fills it (shell.md §7)', () => {
  it('serves a kept answer with its content type and status', async () => {
    const { cache } = recordingCache();
    const { client, sent } = setup(() => json({ n: 1 }, { status: 203 }), { getCache: () => cache });
    await client.get('/a');
    const again = await client.request('/a');
    expect(sent).toHaveLength(1);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.status).toBe(203);
    expect(again.body).toEqual({ n: 1 });
  });

  it('keeps no empty answer, and passes a call’s own maximum age to the cache', async () => {
    const { cache, entries } = recordingCache();
    const empty = setup(() => new Response('', { headers: { 'content-type': 'application/json' } }), { getCache: () => cache });
    await empty.client.get('/empty');
    expect(entries.size).toBe(0);
    const { client } = setup(() => json({ n: 1 }), { getCache: () => cache });
    await client.get('/a', { cache: { maxAge: 5_000 } });
    await client.get('/b');
    expect([...entries.values()].map((entry) => entry.maxAgeMs)).toEqual([5_000, undefined]);
    // No maximum age of its own: the cache's own limit applies, not an undefined one.
    expect([...entries.values()].map((entry) => 'maxAgeMs' in entry)).toEqual([true, false]);
  });

  it('empties the profile’s cache after a state-changing call only, and a call with no cache at all still works', async () => {
    const { cache, clearScope } = recordingCache();
    const { client } = setup(() => json({ n: 1 }), { getCache: () => cache });
    await client.get('/a');
    expect(clearScope).not.toHaveBeenCalled();
    await client.post('/a');
    // The cache is told which call changed something, so that a report can leave it (responseCache).
    expect(clearScope).toHaveBeenCalledWith('anonymous', '/a');

    const noCache = setup(() => json({ n: 1 }), { getCache: () => undefined });
    await expect(noCache.client.post('/a')).resolves.toEqual({ n: 1 });
  });
});
