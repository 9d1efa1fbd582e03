import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_OPTIONS_MESSAGE, CacheOptionsError, parseCacheOptions } from '../http';
import { createTestHttpClient } from '../http/testing';
import type { TestHttpClientOptions } from '../http/testing';
import { CACHE_KEPT_BY_PATHS, createResponseCache, utf8ByteLength } from './responseCache';
import { CAMPAIGN_RESPONSES_PATH } from '../campaigns/paths';

const API = 'http://api.bank.localhost:8080';
const MS_PER_MINUTE = 60_000;
// The limits of shell.md §9, written out here rather than imported, so that a changed constant
// fails these tests. Sizes in bytes of 1000, as this project reads "KB" and "MB".
/** "Cache: max age 1 hour". */
const ONE_HOUR_MS = 60 * 60 * 1000;
/** "max cached response 100 KB". */
const ENTRY_LIMIT_BYTES = 100_000;
/** "total cache 10 MB". */
const TOTAL_LIMIT_BYTES = 10_000_000;

function fakeClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A client over a fake bank whose GET answers count up, so a cached answer is easy to tell apart. */
function setup(overrides: Partial<TestHttpClientOptions> = {}, contentType = 'application/json') {
  const clock = fakeClock();
  const cache = createResponseCache({ now: clock.now });
  let served = 0;
  let profile = 'PRF-1';
  let language = 'es-ES';
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const request = input as Request;
    served += 1;
    const body = JSON.stringify(request.method === 'GET' ? { answer: served } : {});
    return Promise.resolve(new Response(`)]}',\n${body}`, { status: 200, headers: { 'content-type': contentType } }));
  });
  const client = createTestHttpClient({
    fetch,
    apiBase: API,
    getLanguage: () => language,
    getAccessToken: () => 'token',
    readXsrfToken: () => 'xsrf',
    getCache: () => cache,
    getCacheScope: () => profile,
    ...overrides,
  });
  return {
    client,
    cache,
    clock,
    fetch,
    switchProfile: (id: string) => (profile = id),
    switchLanguage: (tag: string) => (language = tag),
  };
}

describe('GET cache (shell.md §7, §9)', () => {
  it('a cached GET makes no second request within its max age of one hour', async () => {
    const { client, clock, fetch } = setup();
    expect(await client.get('/genoma_api/rest/products')).toEqual({ answer: 1 });
    clock.advance(ONE_HOUR_MS - 1);
    expect(await client.get('/genoma_api/rest/products')).toEqual({ answer: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the bank again once the hour has passed', async () => {
    const { client, clock } = setup();
    await client.get('/a');
    clock.advance(ONE_HOUR_MS);
    expect(await client.get('/a')).toEqual({ answer: 2 });
  });

  it('per active profile: a profile switch never serves the other profile’s data', async () => {
    const { client, switchProfile } = setup();
    await client.get('/genoma_api/rest/products');
    switchProfile('PRF-2');
    expect(await client.get('/genoma_api/rest/products')).toEqual({ answer: 2 });
    switchProfile('PRF-1');
    expect(await client.get('/genoma_api/rest/products')).toEqual({ answer: 1 });
  });

  it('per language: a page shown in English does not get the Spanish answer', async () => {
    const { client, switchLanguage } = setup();
    await client.get('/a');
    switchLanguage('en-GB');
    expect(await client.get('/a')).toEqual({ answer: 2 });
  });

  it('JSON only: other responses are always fetched', async () => {
    const { client, fetch } = setup({}, 'text/plain');
    await client.get('/a');
    await client.get('/a');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('useCache false goes to the bank and keeps nothing', async () => {
    const { client, fetch, cache } = setup();
    await client.get('/a', { cache: { useCache: false } });
    await client.get('/a', { cache: { useCache: false } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('a maxAge shorter than the hour is honoured', async () => {
    const { client, clock } = setup();
    await client.get('/a', { cache: { maxAge: MS_PER_MINUTE } });
    clock.advance(MS_PER_MINUTE);
    expect(await client.get('/a')).toEqual({ answer: 2 });
  });

  it('GET only: a POST answer is never cached, nor that of any other state-changing call (shell.md §7, §9)', async () => {
    const { client, cache, fetch } = setup();
    await client.post('/transfers', { json: { amount: 1 } });
    await client.post('/transfers', { json: { amount: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      await client.request('/transfers/1', { method });
      await client.request('/transfers/1', { method });
    }
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(cache.size).toBe(0);
  });

  it('a successful state-changing call empties the profile’s cache: what it changed may be in there', async () => {
    const { client } = setup();
    await client.get('/a');
    await client.post('/transfers', { json: { amount: 1 } });
    expect(await client.get('/a')).toEqual({ answer: 3 });
  });

  it('never keeps an error response', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('{}', { status: 500, statusText: 'Boom', headers: { 'content-type': 'application/json' } })),
    );
    const { client, cache } = setup({ fetch });
    await expect(client.get('/a')).rejects.toThrow('Fetch request to http://api.bank.localhost:8080/a failed with status 500 Boom');
    expect(cache.size).toBe(0);
  });

  it('never keeps an answer its parser refuses: the next call asks the bank again', async () => {
    const { client, cache, fetch } = setup();
    const refuse = () => {
      throw new Error('not the expected shape');
    };
    await expect(client.get('/a', { parse: refuse })).rejects.toThrow('not the expected shape');
    expect(cache.size).toBe(0);
    await expect(client.get('/a')).resolves.toEqual({ answer: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects bad cache options before any request, with the rule’s message', async () => {
    const { client, fetch } = setup();
    await expect(client.get('/a', { cache: { maxAge: Number.POSITIVE_INFINITY } })).rejects.toThrow(CACHE_OPTIONS_MESSAGE.maxAge);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the cache store', () => {
  const entry = (text: string) => ({ text, contentType: 'application/json', status: 200 });

  it('does not keep a response over 100 KB (shell.md §9)', () => {
    const cache = createResponseCache({ now: () => 0 });
    cache.set('p', 'big', entry('x'.repeat(ENTRY_LIMIT_BYTES + 1)));
    cache.set('p', 'fits', entry('x'.repeat(ENTRY_LIMIT_BYTES)));
    expect(cache.get('p', 'big')).toBeUndefined();
    expect(cache.get('p', 'fits')).toBeDefined();
  });

  it('holds at most 10 MB, evicting the least recently used first (shell.md §9)', () => {
    const cache = createResponseCache({ now: () => 0 });
    // 100 responses of 100 KB fill the 10 MB exactly.
    for (let index = 0; index < 100; index += 1) cache.set('p', `k${index}`, entry('x'.repeat(ENTRY_LIMIT_BYTES)));
    expect(cache.totalBytes).toBe(TOTAL_LIMIT_BYTES);
    cache.get('p', 'k0');
    cache.set('p', 'one-more', entry('x'.repeat(ENTRY_LIMIT_BYTES)));
    expect(cache.totalBytes).toBe(TOTAL_LIMIT_BYTES);
    expect(cache.get('p', 'k0')).toBeDefined();
    expect(cache.get('p', 'k1')).toBeUndefined();
  });

  it('clear empties everything (logout); clearScope one profile only', () => {
    const cache = createResponseCache({ now: () => 0 });
    cache.set('PRF-1', 'a', entry('1'));
    cache.set('PRF-2', 'a', entry('2'));
    cache.clearScope('PRF-1');
    expect(cache.get('PRF-1', 'a')).toBeUndefined();
    expect(cache.get('PRF-2', 'a')?.text).toBe('2');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('is left as it is by a campaign response, which changes nothing a GET answers (features.md §4.4); any other call empties it', () => {
    const cache = createResponseCache({ now: () => 0 });
    cache.set('PRF-1', 'products', entry('1'));
    cache.clearScope('PRF-1', '/genoma_api/rest/campaigns/responses');
    expect(cache.get('PRF-1', 'products')?.text).toBe('1');
    cache.clearScope('PRF-1', '/genoma_api/rest/cards/CRD-0001/block');
    expect(cache.get('PRF-1', 'products')).toBeUndefined();
  });

  it('knows the campaign responses’ path as the campaigns code sends them', () => {
    expect(CACHE_KEPT_BY_PATHS).toEqual([CAMPAIGN_RESPONSES_PATH]);
  });

  it('counts bytes as UTF-8', () => {
    expect(utf8ByteLength('añ€😀')).toBe(1 + 2 + 3 + 4);
  });
});

describe('cache options (shell.md §5)', () => {
  it('useCache must be a boolean', () => {
    expect(() => parseCacheOptions({ useCache: 'yes' })).toThrow(new CacheOptionsError(CACHE_OPTIONS_MESSAGE.useCache));
  });

  it('methods may only be get', () => {
    expect(parseCacheOptions({ methods: ['get'] })).toEqual({ methods: ['get'] });
    expect(() => parseCacheOptions({ methods: ['get', 'post'] })).toThrow(new CacheOptionsError(CACHE_OPTIONS_MESSAGE.methods));
  });

  it('maxAge must be a finite number', () => {
    expect(() => parseCacheOptions({ maxAge: Number.NaN })).toThrow(new CacheOptionsError(CACHE_OPTIONS_MESSAGE.maxAge));
    expect(() => parseCacheOptions({ maxAge: '60' })).toThrow(new CacheOptionsError(CACHE_OPTIONS_MESSAGE.maxAge));
  });

  it('under any input, returns options or throws only its own errors', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ useCache: fc.anything(), methods: fc.anything(), maxAge: fc.anything() })),
        (options) => {
          try {
            parseCacheOptions(options);
          } catch (error) {
            expect(error).toBeInstanceOf(CacheOptionsError);
          }
        },
      ),
    );
  });
});
