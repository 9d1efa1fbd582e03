import { ANONYMOUS_CACHE_SCOPE, XSRF_COOKIE_NAME, apiBaseFor, bankApiSteps, createHttpClient, readCookie } from '@bank-shell/core';
import type { HttpClient, Timers } from '@bank-shell/core';
import type { ResponseCacheHolder } from './responseCacheHolder';
import type { SessionRelay } from './sessionRelay';
import { yieldToMainOf } from './yieldToMain';
import { adoptEarlyAnswers } from '../earlyCalls/adoptEarlyAnswers';
import { EARLY_ANSWERS_GLOBAL } from '../earlyCalls/constants';

export interface ApiClientParts {
  window: Pick<Window, 'fetch' | 'location'> & { scheduler?: unknown };
  /** The page's globals, where the early-calls script leaves its answers (issue 42 §6); none in tests that have none. */
  globals?: object;
  document: Pick<Document, 'documentElement' | 'cookie'>;
  /** The session's bearer, context and active profile. */
  session: SessionRelay;
  cache: Pick<ResponseCacheHolder, 'current'>;
  timers: Timers;
  /** The clock the early-calls script read (`Date.now`). */
  clock: { now: () => number };
}

/**
 * The shell's API client (shell.md §7): calls go to `api.` + the page's host, in the document's
 * language, with the session's bearer and context and the XSRF cookie's value, through the GET
 * cache of the active profile once there is one. A call the page started early takes its answer.
 */
export function createApiClient({ window: win, document: doc, session, cache, timers, clock, globals = {} }: ApiClientParts): HttpClient {
  const yieldToMain = yieldToMainOf(win);
  // The early calls' answers are the client's alone: taken off the page once.
  const earlyAnswers = (globals as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  delete (globals as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return createHttpClient({
    // The answers the page asked for before the shell loaded, for the same calls (issue 42 §6).
    fetch: adoptEarlyAnswers(win.fetch.bind(win), earlyAnswers, clock.now, timers),
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
