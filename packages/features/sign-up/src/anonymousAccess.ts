import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, HttpResponse, RequestOptions, ServerProfile, Session } from '@bank-shell/core';

/** Where the prospect's browser gets an anonymous profile (docs/sandbox-api.md, Sign-up). */
export const ANONYMOUS_TOKEN_PATH = '/genoma_api/rest/sign-ups/anonymous-token';

/**
 * What an anonymous profile has in place of a refresh token: it is never refreshed (a new one is
 * asked for when it runs out), but a stored profile needs the field (shell.md §3).
 */
export const NO_REFRESH_TOKEN = 'none';

const HTTP_UNAUTHORIZED = 401;
const ANONYMOUS_TOKEN_REQUIRED = 'anonymous_token_required';

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const positive = v.pipe(v.number(), v.minValue(Number.MIN_VALUE));

/** The bank's anonymous profile: a profile of shell.md §3 with no refresh token. */
const anonymousProfileSchema = v.object({
  profileId: nonEmpty,
  setId: nonEmpty,
  personId: nonEmpty,
  accessToken: nonEmpty,
  accessTokenTimeToLive: positive,
  expirationTime: positive,
  default: v.boolean(),
});

/** The prospect's anonymous token, kept in the session as its anonymous profile. */
export interface AnonymousAccess {
  /** A live token: the stored one, else a new one from the bank. */
  token(): Promise<string>;
  /** A new token, when the bank refused the one sent. */
  renew(): Promise<string>;
}

/**
 * The anonymous profile of shell.md §3–§4 for the sign-up, a public page that calls the bank: asked
 * for once and stored with `setAnonymousProfile`, its `expirationTime` as the bank gives it; one
 * past expiry is cleared and replaced. A customer's profile removes it from the session (§4), so
 * the last one got is held here too: the sign-up calls name it as their bearer either way.
 */
export function createAnonymousAccess(http: HttpClient, session: Session, now: () => number): AnonymousAccess {
  let held: ServerProfile | null = null;
  let pending: Promise<string> | null = null;
  const live = (profile: ServerProfile | null): profile is ServerProfile =>
    profile !== null && profile.expirationTime !== undefined && profile.expirationTime > now();

  function fetchNew(): Promise<string> {
    pending ??= http
      .post(ANONYMOUS_TOKEN_PATH, { parse: (body) => v.parse(anonymousProfileSchema, body) })
      .then((answer) => {
        held = { ...answer, refreshToken: NO_REFRESH_TOKEN };
        session.setAnonymousProfile(held);
        return held.accessToken;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function clear(): void {
    held = null;
    if (session.state.getSnapshot().anonymousProfile !== null) session.setAnonymousProfile(null);
  }

  return {
    token() {
      const stored = session.state.getSnapshot().anonymousProfile;
      if (live(stored)) return Promise.resolve(stored.accessToken);
      if (live(held)) return Promise.resolve(held.accessToken);
      // shell.md §4: an anonymous profile past expiry is cleared.
      clear();
      return fetchNew();
    },
    renew() {
      clear();
      return fetchNew();
    },
  };
}

/** Whether the bank refused a sign-up call for its anonymous token (none, unknown or expired). */
function refusedToken(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== HTTP_UNAUTHORIZED) return false;
  return (error.body as { error?: unknown } | null)?.error === ANONYMOUS_TOKEN_REQUIRED;
}

/**
 * The API client for the sign-up calls: each carries the anonymous token as its bearer, and a call
 * the bank refuses for its token is sent once more with a new one. The session's own refresh is
 * not asked: an anonymous profile has nothing to refresh with.
 */
export function withAnonymousToken(http: HttpClient, access: AnonymousAccess): HttpClient {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<HttpResponse<T>> {
    const send = (accessToken: string) => http.request(path, { ...options, accessToken, skipTokenRefresh: true });
    try {
      return await send(await access.token());
    } catch (error) {
      if (!refusedToken(error)) throw error;
      return send(await access.renew());
    }
  }
  return {
    apiBase: http.apiBase,
    request,
    get: async (path, options = {}) => (await request(path, { ...options, method: 'GET' })).body,
    post: async (path, options = {}) => (await request(path, { ...options, method: 'POST' })).body,
    delete: async (path, options = {}) => (await request(path, { ...options, method: 'DELETE' })).body,
  };
}
