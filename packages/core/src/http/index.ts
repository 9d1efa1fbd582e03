export {
  ANONYMOUS_CACHE_SCOPE,
  DEFAULT_ACCEPT_LANGUAGE,
  HEADER,
  XSRF_COOKIE_NAME,
  apiBaseFor,
  createHttpClient,
  readCookie,
} from './client';
export type { HttpClient, HttpClientOptions, HttpMethod, HttpResponse, RequestOptions } from './client';
export { AbsoluteUrlError, HttpError, JsonParseError, NetworkError } from './errors';
export { ANTI_HIJACK_PREFIX, stripAntiHijackPrefix } from './prefix';
export {
  CACHE_MAX_AGE_MS,
  CACHE_MAX_ENTRY_BYTES,
  CACHE_MAX_TOTAL_BYTES,
  CACHE_OPTIONS_MESSAGE,
  CacheOptionsError,
  createResponseCache,
  parseCacheOptions,
  utf8ByteLength,
} from './responseCache';
export type { CacheOptions, CachedResponse, ResponseCache, ResponseCacheOptions } from './responseCache';
