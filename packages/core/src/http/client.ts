import { AbsoluteUrlError } from './absoluteUrlError';
import { HttpError, JsonParseError, NetworkError, RequestTimeoutError } from './errors';
import { stripAntiHijackPrefix } from './prefix';
import { parseCacheOptions } from './cacheOptions';
import type { CacheOptions, ResponseCache } from './cacheOptions';
import { HEADER } from './apiHost';
import { DEFAULT_ACCEPT_LANGUAGE, isStateChanging } from './steps';
import type { HttpMethod, HttpStep, OutgoingCall } from './steps';

export type { HttpMethod } from './steps';

/** A call the bank has not answered within this long fails (the 10 s time-out of shell.md §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
const FIRST_ERROR_STATUS = 400;
const LAST_ERROR_STATUS = 599;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  /** Validates the parsed body; its errors propagate unchanged. */
  parse?: (body: unknown) => T;
  signal?: AbortSignal;
  /** Do not try a token refresh on an expired-token answer (the refresh call itself). */
  skipTokenRefresh?: boolean;
  /** This call's bearer instead of the session's (the refresh call sends the profile's own). */
  accessToken?: string;
  /** How a GET uses the cache; GET responses are cached unless `useCache` is false. */
  cache?: CacheOptions;
  /** @default REQUEST_TIMEOUT_MS, when the client has timers */
  timeoutMs?: number;
}

export interface HttpClient {
  /** The origin every call goes to: `api.` + the page's host. */
  readonly apiBase: string;
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method'>): Promise<T>;
  post<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method'>): Promise<T>;
}

export interface HttpResponse<T> {
  body: T;
  headers: Headers;
  status: number;
}

export interface HttpClientOptions {
  fetch: typeof fetch;
  /** Origin of the API host, e.g. `http://api.bank.localhost:8080`. */
  apiBase: string;
  /**
   * The chain every call goes through, in order (`steps.ts`, `authorization.ts`): language,
   * bearer, session context, XSRF.
   */
  steps: readonly HttpStep[];
  /** The GET cache, when there is one (the shell creates it at login); without it nothing is cached. */
  getCache?(): ResponseCache | undefined;
  /** Whose cache a call reads and fills: the active profile (shell.md §7 "per active profile"). */
  getCacheScope?(): string;
  /** Timers for the request time-out; without them calls wait as long as the network does. */
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /**
   * Gives the main thread back before a call is prepared and sent. The calls a page starts
   * together (its queries' effects, all run in one task) then each take a short task of their own
   * instead of one long task for all of them, which a phone's customer would feel (issue 12).
   */
  yieldBeforeSend?(): Promise<void>;
}

/** The cache scope of calls made with no profile (before login). */
export const ANONYMOUS_CACHE_SCOPE = 'anonymous';

function isRelative(path: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(path) && !path.startsWith('//');
}

/** The caller's headers, what each step adds, and the body's content type. */
function prepareCall(steps: readonly HttpStep[], method: HttpMethod, options: RequestOptions<unknown>, isRetry: boolean): OutgoingCall {
  const call: OutgoingCall = { method, options, headers: new Headers(options.headers), isRetry };
  for (const step of steps) step.prepare(call);
  if (options.json !== undefined) call.headers.set('content-type', 'application/json');
  if (options.form) call.headers.set('content-type', 'application/x-www-form-urlencoded');
  return call;
}

/** Whether a step wants the call sent once more after this error answer (the first that says so). */
async function anyStepRetries(steps: readonly HttpStep[], answer: Response, call: OutgoingCall): Promise<boolean> {
  for (const step of steps) if (step.retryAfter && (await step.retryAfter(answer, call))) return true;
  return false;
}

const isJsonType = (contentType: string | null): boolean => (contentType ?? '').includes('json');

function parseBody(text: string, contentType: string | null, url: string): unknown {
  if (text === '') return null;
  if (!isJsonType(contentType)) return text;
  try {
    return JSON.parse(stripAntiHijackPrefix(text)) as unknown;
  } catch {
    throw new JsonParseError(url);
  }
}

/**
 * The API client of shell.md §7: every call goes to the API host with credentials, through the
 * chain of steps that add language, bearer, session context and (on state-changing calls) the
 * XSRF header, and may send it once more after an expired token; the anti-hijack prefix
 * is stripped; HTTP errors and bad JSON raise the messages of shell.md §8. GET responses in JSON
 * are cached per active profile and language; a successful state-changing call empties the
 * profile's cache, since what it changed may be in there.
 */
export function createHttpClient(client: HttpClientOptions): HttpClient {
  const scopeOf = () => client.getCacheScope?.() ?? ANONYMOUS_CACHE_SCOPE;
  const apiOrigin = new URL(client.apiBase).origin;

  async function send<T>(path: string, options: RequestOptions<T>, retried: boolean): Promise<HttpResponse<T>> {
    if (!isRelative(path)) throw new AbsoluteUrlError(path);
    const method = options.method ?? 'GET';
    // Stryker disable next-line Regex: apiBase is an origin, so a path resolves to the same URL with or without its leading slash
    const resolved = new URL(path.replace(/^\/?/, '/'), client.apiBase);
    // A backslash counts as a slash in URLs: `/\\evil.example` would leave the API host. Whatever
    // the spelling, a call that does not land on the API host is refused (the bearer stays home).
    if (resolved.origin !== apiOrigin) throw new AbsoluteUrlError(path);
    if (client.yieldBeforeSend) await client.yieldBeforeSend();
    const url = resolved.href;
    const call = prepareCall(client.steps, method, options, retried);
    const cacheOptions = parseCacheOptions(options.cache);
    const cache = method === 'GET' && cacheOptions.useCache !== false ? client.getCache?.() : undefined;
    // The language is part of the key: the same call answers in Spanish or in English.
    const cacheKey = `${call.headers.get(HEADER.acceptLanguage) ?? DEFAULT_ACCEPT_LANGUAGE} ${url}`;
    const scope = scopeOf();
    const cached = cache?.get(scope, cacheKey);
    if (cached) {
      const body = parseBody(cached.text, cached.contentType, url);
      return {
        body: options.parse ? options.parse(body) : (body as T),
        headers: new Headers({ 'content-type': cached.contentType }),
        status: cached.status,
      };
    }
    const body =
      options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : null;
    // The time-out aborts the call; a caller's own signal still does too.
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const controller = new AbortController();
    // Stryker disable next-line OptionalChaining: forwardAbort runs only when the caller gave a signal
    const forwardAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) forwardAbort();
    options.signal?.addEventListener('abort', forwardAbort);
    let timedOut = false;
    const timer = client.timers?.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const request = new Request(url, {
      method,
      headers: call.headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    // The abort ends the wait even where a fetch does not follow the request's signal (Node's
    // fetch in a worker thread, some polyfills): a time-out is a time-out whatever the transport.
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error));
    });
    // Settled later than the race (an abort while the body is read) it is no one's error.
    aborted.catch(() => undefined);
    let response: Response;
    let text: string;
    try {
      response = await Promise.race([client.fetch(request.clone()), aborted]);
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(url, timeoutMs);
      if (options.signal?.aborted) throw error;
      throw new NetworkError(url, error);
    } finally {
      // Stryker disable next-line OptionalChaining: a timer exists only when the client has timers
      if (timer !== undefined) client.timers?.clearTimeout(timer);
      // Stryker disable next-line StringLiteral: once the call settled, a late abort of the caller's signal has nothing left to abort
      options.signal?.removeEventListener('abort', forwardAbort);
    }
    const contentType = response.headers.get('content-type');
    const parsed = parseBody(text, contentType, url);
    if (response.status >= FIRST_ERROR_STATUS && response.status <= LAST_ERROR_STATUS) {
      if (!retried && (await anyStepRetries(client.steps, response, call))) return send(path, options, true);
      throw new HttpError(request, response, parsed);
    }
    // A call that changed something has changed it whatever its answer looks like.
    if (isStateChanging(method)) client.getCache?.()?.clearScope(scope, path);
    // Checked before it is kept: an answer its parser refuses is never served again from the cache.
    const checked = options.parse ? options.parse(parsed) : (parsed as T);
    if (cache && isJsonType(contentType) && text !== '') {
      cache.set(scope, cacheKey, {
        text,
        // Stryker disable next-line StringLiteral: only a JSON answer is kept, so its content type is never null here
        contentType: contentType ?? '',
        status: response.status,
        ...(cacheOptions.maxAge === undefined ? {} : { maxAgeMs: cacheOptions.maxAge }),
      });
    }
    return { body: checked, headers: response.headers, status: response.status };
  }

  return {
    apiBase: client.apiBase,
    request: (path, options = {}) => send(path, options, false),
    get: async (path, options = {}) => (await send(path, { ...options, method: 'GET' }, false)).body,
    post: async (path, options = {}) => (await send(path, { ...options, method: 'POST' }, false)).body,
    delete: async (path, options = {}) => (await send(path, { ...options, method: 'DELETE' }, false)).body,
  };
}
