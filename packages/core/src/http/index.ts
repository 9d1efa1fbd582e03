export { DEFAULT_ACCEPT_LANGUAGE, HEADER, XSRF_COOKIE_NAME, apiBaseFor, createHttpClient, readCookie } from './client';
export type { HttpClient, HttpClientOptions, HttpMethod, HttpResponse, RequestOptions } from './client';
export { AbsoluteUrlError, HttpError, JsonParseError, NetworkError } from './errors';
export { ANTI_HIJACK_PREFIX, stripAntiHijackPrefix } from './prefix';
