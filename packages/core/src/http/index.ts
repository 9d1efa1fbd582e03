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
export { AbsoluteUrlError, HttpError, JsonParseError, NetworkError, RequestTimeoutError } from './errors';
export { ANTI_HIJACK_PREFIX, stripAntiHijackPrefix } from './prefix';
export { CACHE_OPTIONS_MESSAGE, CacheOptionsError, parseCacheOptions } from './cacheOptions';
export type { CacheOptions, CachedResponse, ResponseCache } from './cacheOptions';
