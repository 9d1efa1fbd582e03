import { HEADER } from '@bank-shell/core';
import type { Timers } from '@bank-shell/core';
import type { EarlyCall } from './startEarlyCalls';

/**
 * How long answers started by the page's early-calls script wait for the API client to take them:
 * the shell asks for them within a couple of seconds on a slow phone. One not taken by then (the
 * page went elsewhere first, such as to a pending operation) is left, and the bank is asked again
 * for balances that may have changed since.
 */
export const EARLY_ANSWERS_FRESH_MS = 10_000;

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const isEarlyCall = (call: unknown): call is EarlyCall => {
  const candidate = call as Partial<EarlyCall> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.url === 'string' &&
    typeof candidate.authorization === 'string' &&
    typeof candidate.language === 'string' &&
    (candidate.sessionContext === null || typeof candidate.sessionContext === 'string') &&
    typeof candidate.response?.then === 'function'
  );
};

/** The early answers as the script left them, or none when they are not that. */
function earlyCallsOf(early: unknown): { startedAt: number; calls: EarlyCall[] } | null {
  const candidate = early as { startedAt?: unknown; calls?: unknown } | null;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { startedAt, calls } = candidate;
  return typeof startedAt === 'number' && Array.isArray(calls) && calls.every(isEarlyCall) ? { startedAt, calls: [...calls] } : null;
}

/** The same call: a GET of the same URL, with the same bearer, language and session context. */
const sameCall = (call: EarlyCall, request: Request): boolean =>
  request.method === 'GET' &&
  request.headers.get(HEADER.authorization) === call.authorization &&
  request.headers.get(HEADER.acceptLanguage) === call.language &&
  request.headers.get(HEADER.sessionContext) === call.sessionContext;

/** Lets an answer nobody will take go: its body is not left holding the connection. */
const release = (call: EarlyCall): void => {
  call.response.then(
    (response) => response.body?.cancel().catch(() => undefined),
    () => undefined,
  );
};

/**
 * The API client's `fetch`, which answers each call the page's early-calls script started
 * (`startEarlyCalls`, issue 42 §6) with that call's answer, once, while it is fresh; any other call,
 * and one whose early call failed on the network, goes to `fetch`. The answer taken is the one the
 * bank gave the same call a moment before, so everything after it (the expired token's retry, the
 * checks, the cache) runs as for any answer.
 *
 * @param early what the script left in its global (checked here: anything else is no answer)
 * @param now the clock the script's `startedAt` was read from (`Date.now`)
 * @param timers to let the answers nobody took go once they are too old
 */
export function adoptEarlyAnswers(fetch: Fetch, early: unknown, now: () => number, timers: Timers): Fetch {
  const answers = earlyCallsOf(early);
  if (answers === null) return fetch;
  const { startedAt, calls } = answers;
  const releaseAll = () => calls.splice(0).forEach(release);
  timers.setTimeout(releaseAll, Math.max(0, startedAt + EARLY_ANSWERS_FRESH_MS - now()));
  return (input, init) => {
    // The client sends a whole `Request`; anything else is no call of the script's.
    const request = typeof input === 'object' && 'headers' in input && init === undefined ? input : null;
    if (request === null) return fetch(input, init);
    if (now() - startedAt > EARLY_ANSWERS_FRESH_MS) releaseAll();
    const index = calls.findIndex((call) => call.url === request.url);
    if (index === -1) return fetch(input);
    // One early call per address: taken by the same call, else no call will take it.
    const [call] = calls.splice(index, 1) as [EarlyCall];
    if (!sameCall(call, request)) {
      release(call);
      return fetch(input);
    }
    return call.response.catch(() => fetch(input));
  };
}
