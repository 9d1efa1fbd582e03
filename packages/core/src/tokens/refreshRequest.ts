import { HEADER, HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient } from '../http';
import type { Profile } from '../session';
import { TOKEN_PATH, TOKEN_REFRESH_MAX_TRIES, TOKEN_REQUEST_TIMEOUT_MS, USER_INACTIVITY_HEADER } from './constants';

const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** Token refresh response (shell.md §3). */
export const tokenRefreshSchema = v.object({
  access_token: nonEmpty,
  refresh_token: v.optional(nonEmpty),
  expires_in: v.pipe(v.number(), v.minValue(Number.MIN_VALUE)),
});

export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string; refreshToken: string | undefined; expiresInSeconds: number }
  /** 401 or `x-token-expired`: the profile expired and is removed. */
  | { kind: 'expired' }
  /** Status 0 (no answer) or the 10 s time-out. */
  | { kind: 'timeout' }
  /** Any other failure: ignored (shell.md §8). */
  | { kind: 'failed' };

const HTTP_UNAUTHORIZED = 401;

function isExpiry(error: HttpError): boolean {
  return error.status === HTTP_UNAUTHORIZED || error.response.headers.get(HEADER.tokenExpired) === 'true';
}

/**
 * One profile's refresh (shell.md §7): form `refresh_token` + `grant_type=refresh_token`, the
 * profile's bearer, the XSRF header (added by the client) and the seconds of inactivity; up to three
 * tries of at most 10 s each. An expiry answer ends the tries at once.
 */
export async function requestTokenRefresh(http: HttpClient, profile: Profile, inactivitySeconds: number): Promise<RefreshOutcome> {
  // Stryker disable next-line ObjectLiteral,StringLiteral: the loop runs at least once and sets `last` before it is read
  let last: RefreshOutcome = { kind: 'failed' };
  for (let attempt = 1; attempt <= TOKEN_REFRESH_MAX_TRIES; attempt += 1) {
    try {
      const { body } = await http.request(TOKEN_PATH, {
        method: 'POST',
        form: { refresh_token: profile.refreshToken, grant_type: 'refresh_token' },
        accessToken: profile.accessToken,
        headers: { [USER_INACTIVITY_HEADER]: String(Math.floor(inactivitySeconds)) },
        // The client's time-out ends a try with no answer: a `RequestTimeoutError`, not an HttpError.
        timeoutMs: TOKEN_REQUEST_TIMEOUT_MS,
        skipTokenRefresh: true,
        parse: (data) => v.parse(tokenRefreshSchema, data),
      });
      return { kind: 'refreshed', accessToken: body.access_token, refreshToken: body.refresh_token, expiresInSeconds: body.expires_in };
    } catch (error) {
      if (error instanceof HttpError && isExpiry(error)) return { kind: 'expired' };
      last = error instanceof HttpError ? { kind: 'failed' } : { kind: 'timeout' };
    }
  }
  return last;
}
