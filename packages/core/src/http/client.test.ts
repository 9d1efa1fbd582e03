import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apiBaseFor, readCookie } from './apiHost';
import { createTestHttpClient } from './testing';
import type { TestHttpClientOptions } from './testing';
import { AbsoluteUrlError } from './absoluteUrlError';
import { HttpError, JsonParseError, NetworkError, RequestTimeoutError } from './errors';
import { stripAntiHijackPrefix } from './prefix';

const API = 'http://api.bank.localhost:8080';

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(`)]}',\n${JSON.stringify(body)}`, {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

function setup(overrides: Partial<TestHttpClientOptions> = {}, respond: (r: Request) => Response = () => jsonResponse({ ok: true })) {
  const sent: Request[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push(request);
    return Promise.resolve(respond(request));
  });
  const client = createTestHttpClient({
    fetch: fetch,
    apiBase: API,
    getLanguage: () => 'es-ES',
    getAccessToken: () => 'token-1',
    readXsrfToken: () => 'xsrf-1',
    ...overrides,
  });
  return { client, sent, fetch };
}

describe('API client (shell.md §7)', () => {
  it('gives the main thread back before each call when told how, and sends nothing until it is back (issue 12)', async () => {
    let giveBack = () => undefined as void;
    const yieldBeforeSend = vi.fn(() => new Promise<void>((resolve) => (giveBack = resolve)));
    const { client, fetch } = setup({ yieldBeforeSend });
    const answer = client.get('/genoma_api/rest/client');
    await Promise.resolve();
    expect(yieldBeforeSend).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    giveBack();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a call off the API host before giving the main thread back', async () => {
    const yieldBeforeSend = vi.fn(() => Promise.resolve());
    const { client } = setup({ yieldBeforeSend });
    await expect(client.get('https://evil.example/steal')).rejects.toBeInstanceOf(AbsoluteUrlError);
    expect(yieldBeforeSend).not.toHaveBeenCalled();
  });

  it('derives the API host by prefixing the page host with api.', () => {
    expect(apiBaseFor({ protocol: 'http:', host: 'bank.localhost:8080' })).toBe(API);
  });

  it('sends every call to the API host with credentials included', async () => {
    const { client, sent } = setup();
    await client.get('/genoma_api/rest/client');
    expect(sent[0]?.url).toBe(`${API}/genoma_api/rest/client`);
    expect(sent[0]?.credentials).toBe('include');
  });

  it('accepts only relative URLs', async () => {
    const { client, fetch } = setup();
    await expect(client.get('https://evil.example/steal')).rejects.toBeInstanceOf(AbsoluteUrlError);
    await expect(client.get('//evil.example/steal')).rejects.toBeInstanceOf(AbsoluteUrlError);
    // Backslashes are slashes to the URL parser: these would reach evil.example with the bearer.
    await expect(client.get('\\\\evil.example/steal')).rejects.toBeInstanceOf(AbsoluteUrlError);
    await expect(client.get('/\\evil.example/steal')).rejects.toBeInstanceOf(AbsoluteUrlError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sets accept-language from the document language, en when there is none', async () => {
    const { client, sent } = setup({ getLanguage: () => '' });
    await client.get('/a');
    expect(sent[0]?.headers.get('accept-language')).toBe('en');
  });

  it('sends the stored access token as a Bearer header when none is given', async () => {
    const { client, sent } = setup();
    await client.get('/a');
    await client.get('/b', { headers: { authorization: 'Bearer given' } });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent[1]?.headers.get('authorization')).toBe('Bearer given');
  });

  it('sends no authorization header when there is no token', async () => {
    const { client, sent } = setup({ getAccessToken: () => null });
    await client.get('/a');
    expect(sent[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the extended session context as JSON in a header when the active profile has one', async () => {
    const { client, sent } = setup({ getSessionContext: () => ({ affluent: 1000 }) });
    await client.get('/a');
    expect(sent[0]?.headers.get('x-session-context')).toBe('{"affluent":1000}');
  });

  it('carries the XSRF cookie value only on POST, PUT, PATCH and DELETE', async () => {
    const { client, sent } = setup();
    await client.get('/a');
    await client.post('/a', { json: {} });
    await client.delete('/a');
    await client.request('/a', { method: 'PUT' });
    await client.request('/a', { method: 'PATCH' });
    expect(sent.map((r) => r.headers.get('x-xsrf-token'))).toEqual([null, 'xsrf-1', 'xsrf-1', 'xsrf-1', 'xsrf-1']);
  });

  it('strips the anti-hijack prefix before parsing JSON', async () => {
    const { client } = setup({}, () => jsonResponse({ personId: 'P1' }));
    await expect(client.get('/c')).resolves.toEqual({ personId: 'P1' });
  });

  it("raises 'Fetch request to {url} failed with status {code} {text}' for 400 to 599, with request, response and body", async () => {
    const { client } = setup({}, () => jsonResponse({ error: 'x' }, { status: 503, statusText: 'Service Unavailable' }));
    const error = await client.get('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.message).toBe(`Fetch request to ${API}/down failed with status 503 Service Unavailable`);
    expect(httpError.body).toEqual({ error: 'x' });
    expect(httpError.request.url).toBe(`${API}/down`);
    expect(httpError.response.status).toBe(503);
  });

  it("raises 'Failed to parse response from {url} as JSON.' for a malformed JSON body", async () => {
    const { client } = setup({}, () => new Response(")]}',\n{nope", { headers: { 'content-type': 'application/json' } }));
    const error = await client.get('/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonParseError);
    expect((error as Error).message).toBe(`Failed to parse response from ${API}/bad as JSON.`);
  });

  it('wraps a dropped connection in a NetworkError', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.get('/a')).rejects.toBeInstanceOf(NetworkError);
  });

  it('refreshes once and retries when the server says the access token expired', async () => {
    let token = 'old';
    let calls = 0;
    const { client, sent } = setup(
      {
        getAccessToken: () => token,
        refreshToken: () => {
          token = 'new';
          return Promise.resolve(true);
        },
      },
      () => (++calls === 1 ? jsonResponse({}, { status: 401, headers: { 'x-token-expired': 'true' } }) : jsonResponse({ ok: 1 })),
    );
    await expect(client.get('/a')).resolves.toEqual({ ok: 1 });
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('validates the body with the given parser', async () => {
    const { client } = setup({}, () => jsonResponse({ n: 1 }));
    const parse = (body: unknown) => {
      if (typeof body !== 'object' || body === null || !('n' in body)) throw new Error('bad');
      return body.n;
    };
    await expect(client.get('/a', { parse })).resolves.toBe(1);
  });
});

describe('helpers', () => {
  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('reads a cookie whose value is not valid percent-encoding as none, without throwing', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBeNull();
    fc.assert(fc.property(fc.string(), fc.string(), (name, value) => void readCookie(`${name}=${value}`, name)));
  });

  it('leaves a body without the prefix untouched', () => {
    expect(stripAntiHijackPrefix('{"a":1}')).toBe('{"a":1}');
    expect(stripAntiHijackPrefix(")]}',\n[1]")).toBe('[1]');
  });
});

describe('request time-out (shell.md §9: 10 s)', () => {
  /** Timers that run only when the test says so. */
  function manualTimers() {
    const pending = new Map<number, { callback: () => void; ms: number }>();
    let next = 1;
    return {
      pending,
      timers: {
        setTimeout: (callback: () => void, ms: number) => {
          pending.set(next, { callback, ms });
          return next++;
        },
        clearTimeout: (handle: unknown) => pending.delete(handle as number),
      },
      fire: () => [...pending.values()].forEach(({ callback }) => callback()),
    };
  }

  /** A bank that never answers, until the call is aborted. */
  const stalled = (input: RequestInfo | URL) =>
    new Promise<Response>((_resolve, reject) => {
      const request = input as Request;
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('fails a call the bank has not answered within 10 s with a clear error', async () => {
    const { timers, pending, fire } = manualTimers();
    const { client } = setup({ timers, fetch: vi.fn(stalled) });
    const call = client.get('/genoma_api/rest/products');
    expect([...pending.values()].map(({ ms }) => ms)).toEqual([10_000]);
    fire();
    await expect(call).rejects.toThrow(`Fetch request to ${API}/genoma_api/rest/products timed out after 10000 ms`);
    await expect(call).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('clears its timer once the bank answered', async () => {
    const { timers, pending } = manualTimers();
    const { client } = setup({ timers });
    await client.get('/a');
    expect(pending.size).toBe(0);
  });

  it('ends the call at 10 s even when the fetch never follows the abort (Node in a worker thread, polyfills)', async () => {
    const { timers, fire } = manualTimers();
    const deaf = () => new Promise<Response>(() => undefined);
    const { client } = setup({ timers, fetch: vi.fn(deaf) });
    const call = client.get('/genoma_api/rest/products');
    fire();
    await expect(call).rejects.toThrow(new RequestTimeoutError(`${API}/genoma_api/rest/products`, 10_000));
  });

  it('a caller’s own signal still aborts the call, with the caller’s error', async () => {
    const { timers } = manualTimers();
    const { client } = setup({ timers, fetch: vi.fn(stalled) });
    const controller = new AbortController();
    const call = client.get('/a', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
  });
});
