/**
 * What the API client needs to know of its GET cache: the per-call options (shell.md §5) and the
 * cache's shape. The cache itself is `@bank-shell/core/cache` (`../responseCache`).
 */

/** What a caller may say about caching one GET (shell.md §5 "Cache options"). */
export interface CacheOptions {
  /** @default true for GET */
  useCache?: boolean;
  /** Methods whose responses may be cached: only `get`. */
  methods?: readonly 'get'[];
  /** How long this response may be served from the cache, in milliseconds (at most the cache's own limit). */
  maxAge?: number;
}

export const CACHE_OPTIONS_MESSAGE = {
  useCache: 'Cache option useCache must be a boolean',
  methods: 'Cache option methods may only hold "get"',
  maxAge: 'Cache option maxAge must be a finite number',
} as const;

export class CacheOptionsError extends Error {
  override readonly name = 'CacheOptionsError';
}

/** Checks cache options (shell.md §5): useCache boolean, methods only get, maxAge a finite number. */
export function parseCacheOptions(options: unknown): CacheOptions {
  if (options === undefined) return {};
  const fields = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const { useCache, methods, maxAge } = fields;
  if (useCache !== undefined && typeof useCache !== 'boolean') throw new CacheOptionsError(CACHE_OPTIONS_MESSAGE.useCache);
  if (methods !== undefined && !(Array.isArray(methods) && methods.every((method) => method === 'get'))) {
    throw new CacheOptionsError(CACHE_OPTIONS_MESSAGE.methods);
  }
  if (maxAge !== undefined && !(typeof maxAge === 'number' && Number.isFinite(maxAge))) {
    throw new CacheOptionsError(CACHE_OPTIONS_MESSAGE.maxAge);
  }
  return {
    ...(useCache === undefined ? {} : { useCache }),
    ...(methods === undefined ? {} : { methods: methods as 'get'[] }),
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** One kept response: its body as received, and when it stops being fresh. */
export interface CachedResponse {
  readonly text: string;
  readonly contentType: string;
  readonly status: number;
  readonly expiresAt: number;
  readonly bytes: number;
}

export interface ResponseCache {
  /** A fresh response for `key` in `scope` (a profile), or `undefined`. */
  get(scope: string, key: string): CachedResponse | undefined;
  /** Keeps a response, unless it is over the per-response limit; evicts the least recently used past the total. */
  set(scope: string, key: string, response: { text: string; contentType: string; status: number; maxAgeMs?: number }): void;
  /**
   * Forgets one profile's responses after a call to `changedBy` (its path) changed something on
   * the server; a call the cache knows to change nothing a GET answers (a report) leaves them.
   */
  clearScope(scope: string, changedBy?: string): void;
  /** Forgets everything (logout). */
  clear(): void;
  /** Bytes held now. */
  readonly totalBytes: number;
  /** Responses held now. */
  readonly size: number;
}
