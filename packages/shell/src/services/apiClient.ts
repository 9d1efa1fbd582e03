import { ANONYMOUS_CACHE_SCOPE, XSRF_COOKIE_NAME, apiBaseFor, bankApiSteps, createHttpClient, readCookie } from '@bank-shell/core';
import type { HttpClient, Timers } from '@bank-shell/core';
import type { ResponseCacheHolder } from './responseCacheHolder';
import type { SessionRelay } from './sessionRelay';
import { yieldToMainOf } from './browser';

export interface ApiClientParts {
  window: Pick<Window, 'fetch' | 'location'> & { scheduler?: unknown };
  document: Pick<Document, 'documentElement' | 'cookie'>;
  /** The session's bearer, context and active profile. */
  session: SessionRelay;
  cache: Pick<ResponseCacheHolder, 'current'>;
  timers: Timers;
}

/**
 * The shell's API client (shell.md §7): calls go to `api.` + the page's host, in the document's
 * language, with the session's bearer and context and the XSRF cookie's value, through the GET
 * cache of the active profile once there is one.
 */
export function createApiClient({ window: win, document: doc, session, cache, timers }: ApiClientParts): HttpClient {
  const yieldToMain = yieldToMainOf(win);
  return createHttpClient({
    fetch: win.fetch.bind(win),
    apiBase: apiBaseFor(win.location),
    steps: bankApiSteps({
      getLanguage: () => doc.documentElement.lang,
      tokens: session,
      getSessionContext: () => session.getSessionContext(),
      readXsrfToken: () => readCookie(doc.cookie, XSRF_COOKIE_NAME),
    }),
    getCache: () => cache.current(),
    getCacheScope: () => session.getActiveProfileId() ?? ANONYMOUS_CACHE_SCOPE,
    timers,
    // Each call in a short task of its own, rather than a page's calls all in one long one.
    ...(yieldToMain ? { yieldBeforeSend: yieldToMain } : {}),
  });
}
