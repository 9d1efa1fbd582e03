/**
 * Test helpers for the session: a fake clock with timers, bank-style JSON answers, and a session
 * wired to a fake server. Used by the session's tests only; not part of the public API.
 */
import { vi } from 'vitest';
import { bankApiSteps, createHttpClient } from '../http';
import type { HttpClient } from '../http';
import { createMemoryStorage } from '../storage';
import type { KeyValueStorage } from '../storage';
import * as sessionActions from '../sessionActions';
import { createTokenKeeper } from '../tokens';
import type { TokenKeeper, TokenKeeperOptions } from '../tokens';
import { createSession } from './session';
import type { Session, SessionOptions } from './types';

export const TEST_API = 'http://api.bank.localhost:8080';
/** The time to live of every test profile's access token. */
export const TEST_PROFILE_TTL_S = 600;

/** A profile as the bank sends it; `personal` is the default one. */
export function testProfile(id: string, extra: Record<string, unknown> = {}) {
  return {
    profileId: id,
    setId: `SET-${id}`,
    accessToken: `at-${id}`,
    refreshToken: `rt-${id}`,
    accessTokenTimeToLive: TEST_PROFILE_TTL_S,
    personId: 'P1',
    default: id === 'personal',
    identifyeeType: 'CUSTOMER',
    ...extra,
  };
}

/** Timers over a fake clock: `advance(ms)` runs what falls due, in order. */
export function createFakeTimers(now: { value: number }) {
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback: () => void, ms: number): unknown {
      const id = nextId++;
      pending.set(id, { at: now.value + ms, callback });
      return id;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    get size() {
      return pending.size;
    },
    advance(ms: number) {
      const until = now.value + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now.value = due[1].at;
        due[1].callback();
      }
      now.value = until;
    },
  };
}

/** A JSON answer as the bank sends it: anti-hijack prefix included. */
export function bankJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(`)]}',\n${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json', ...headers } });
}

export type FakeServer = (request: Request) => Response | Promise<Response>;

export interface TestSession {
  session: Session;
  /** The session's token keeper, as the shell's signed-in services create it. */
  tokens: TokenKeeper;
  http: HttpClient;
  requests: Request[];
  /** `METHOD /path` of every request so far. */
  paths: () => string[];
  now: { value: number };
  timers: ReturnType<typeof createFakeTimers>;
  storage: KeyValueStorage;
  logError: ReturnType<typeof vi.fn>;
}

/** What a test may set: the session's options, the storage, and the keeper's cross-tab hooks. */
export type TestSessionOptions = Partial<SessionOptions> &
  Pick<TokenKeeperOptions, 'runExclusive' | 'getInactivitySeconds' | 'ledger' | 'appRefresh'> & { storage?: KeyValueStorage };

/** A session and its token keeper over a fake server, a fake clock and in-memory storage. */
export function createTestSession(
  server: FakeServer,
  { storage = createMemoryStorage(), runExclusive, getInactivitySeconds, ledger, appRefresh, ...extra }: TestSessionOptions = {},
): TestSession {
  const requests: Request[] = [];
  const now = { value: 1_000_000 };
  const timers = createFakeTimers(now);
  const logError = vi.fn();
  const http = createHttpClient({
    fetch: (async (input: Request) => {
      requests.push(input);
      return server(input);
    }) as unknown as typeof fetch,
    apiBase: TEST_API,
    steps: bankApiSteps({
      getLanguage: () => 'es-ES',
      tokens: {
        getAccessToken: () => session.getAccessToken(),
        refresh: async () => (await tokens.refresh()).kind === 'refreshed',
      },
      readXsrfToken: () => 'xsrf',
      getSessionContext: () => session.getSessionContext(),
    }),
    timers,
  });
  const session: Session = createSession({
    http,
    storage,
    clock: { now: () => now.value },
    timers,
    getDeviceBrand: () => Promise.resolve('web'),
    loadActions: () => Promise.resolve(sessionActions),
    decodeBase64: (value) => atob(value),
    logError,
    ...extra,
  });
  const clock = { now: () => now.value };
  const tokens = createTokenKeeper({
    session,
    http,
    clock,
    ...(runExclusive && { runExclusive }),
    ...(getInactivitySeconds && { getInactivitySeconds }),
    ...(ledger && { ledger }),
    ...(appRefresh && { appRefresh }),
  });
  const paths = () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
  return { session, tokens, http, requests, paths, now, timers, storage, logError };
}
