/**
 * The API client's GET cache, measured in Node: how long a miss (through a fake network that
 * answers at once) and a hit take, and how much memory a full 10 MB cache holds.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { NO_TOKENS, bankApiSteps, createHttpClient } from '../../packages/core/src/index';
import { CACHE_MAX_ENTRY_BYTES, CACHE_MAX_TOTAL_BYTES, createResponseCache } from '../../packages/core/src/responseCache/index';

const API = 'http://api.bank.localhost:8080';
const BODY_BYTES = 10_000;
const CALLS = 2_000;
const FILLER_KEY_PAD = 'x';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function clientWithCache() {
  const cache = createResponseCache({ now: () => Date.now() });
  const body = `)]}',\n${JSON.stringify({ data: FILLER_KEY_PAD.repeat(BODY_BYTES) })}`;
  const client = createHttpClient({
    fetch: () => Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } })),
    apiBase: API,
    steps: bankApiSteps({
      getLanguage: () => 'es-ES',
      tokens: { ...NO_TOKENS, getAccessToken: () => 'token' },
      readXsrfToken: () => null,
    }),
    getCache: () => cache,
    getCacheScope: () => 'PRF-1',
  });
  return { client, cache };
}

/** Milliseconds per call, sorted: `CALLS` misses on distinct paths, then as many hits. */
export async function cacheLatencies(): Promise<{ miss: number[]; hit: number[] }> {
  const { client } = clientWithCache();
  const miss: number[] = [];
  const hit: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const start = performance.now();
    await client.get(`/products/${index}`);
    miss.push(performance.now() - start);
  }
  for (let index = 0; index < CALLS; index += 1) {
    const start = performance.now();
    await client.get(`/products/${index}`);
    hit.push(performance.now() - start);
  }
  return { miss: miss.sort((a, b) => a - b), hit: hit.sort((a, b) => a - b) };
}

/** Heap bytes held by a cache filled to its 10 MB limit with 100 KB responses. */
export function fullCacheHeapBytes(): { heapBytes: number; cachedBytes: number } {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const cache = createResponseCache({ now: () => 0 });
  const entries = CACHE_MAX_TOTAL_BYTES / CACHE_MAX_ENTRY_BYTES;
  for (let index = 0; index < entries; index += 1) {
    // Each body is its own string, as responses read from the network are.
    const text = `${String(index).padStart(8, '0')}${FILLER_KEY_PAD.repeat(CACHE_MAX_ENTRY_BYTES - 8)}`;
    cache.set('PRF-1', `/r/${index}`, { text, contentType: 'application/json', status: 200 });
  }
  collectGarbage();
  const heapBytes = process.memoryUsage().heapUsed - before;
  const cachedBytes = cache.totalBytes;
  cache.clear();
  return { heapBytes, cachedBytes };
}
