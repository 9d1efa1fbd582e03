import { describe, expect, it } from 'vitest';
import { CacheOptionsError } from './cacheOptions';
import { AbsoluteUrlError } from './absoluteUrlError';
import { HttpError, JsonParseError, NetworkError, RequestTimeoutError } from './errors';

const url = 'http://api.bank.localhost:8080/genoma_api/rest/client';

describe('the API client’s errors say what went wrong, under their own name (shell.md §8)', () => {
  it('names each error class, for the logs', () => {
    const request = new Request(url);
    expect(new HttpError(request, new Response('', { status: 500 }), null).name).toBe('HttpError');
    expect(new JsonParseError(url).name).toBe('JsonParseError');
    expect(new AbsoluteUrlError('https://evil.example').name).toBe('AbsoluteUrlError');
    expect(new NetworkError(url, new TypeError('Failed to fetch')).name).toBe('NetworkError');
    expect(new RequestTimeoutError(url, 10_000).name).toBe('RequestTimeoutError');
    expect(new CacheOptionsError('x').name).toBe('CacheOptionsError');
  });

  it('quotes the refused URL, the failed URL and the time-out', () => {
    expect(new AbsoluteUrlError('https://evil.example').message).toBe(
      'Only relative URLs are accepted by the API client: "https://evil.example"',
    );
    const cause = new TypeError('Failed to fetch');
    const network = new NetworkError(url, cause);
    expect(network.message).toBe(`Network request to ${url} failed`);
    expect(network.cause).toBe(cause);
    expect(new RequestTimeoutError(url, 10_000).message).toBe(`Fetch request to ${url} timed out after 10000 ms`);
  });
});
