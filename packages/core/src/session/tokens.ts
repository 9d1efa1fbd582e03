import * as v from '../schema';
import type { HttpClient } from '../http';
import { HEADER, HttpError } from '../http';
import { SESSION_PATH, USER_INACTIVITY_HEADER } from './constants';
import type { ProfileState } from './profiles';
import { normalise } from './profiles';
import { tokenRefreshSchema } from './schemas';
import type { Profile } from './schemas';

/** Token request time-out (shell.md §9). */
export const TOKEN_REQUEST_TIMEOUT_MS = 10_000;
/** Tries per refresh (shell.md §4). */
export const TOKEN_REFRESH_MAX_TRIES = 3;
/** Profile cleanup period (shell.md §9). */
export const PROFILE_CLEANUP_INTERVAL_MS = 10_000;
/** A profile is dropped when its expiry plus 10 s plus 60 s has passed (shell.md §4). */
export const PROFILE_EXPIRY_GRACE_MS = 10_000 + 60_000;

export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string; refreshToken: string | undefined; expiresInSeconds: number }
  /** 401 or `x-token-expired`: the profile expired and is removed. */
  | { kind: 'expired' }
  /** Status 0 (no answer) or the 10 s time-out. */
  | { kind: 'timeout' }
  /** Any other failure: ignored (shell.md §8). */
  | { kind: 'failed' };

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

function isExpiry(error: HttpError): boolean {
  return error.status === 401 || error.response.headers.get(HEADER.tokenExpired) === 'true';
}

/**
 * One profile's refresh (shell.md §7): form `refresh_token` + `grant_type=refresh_token`, the
 * profile's bearer, the XSRF header (added by the client) and the seconds of inactivity; up to three
 * tries of at most 10 s each. An expiry answer ends the tries at once.
 */
export async function requestTokenRefresh(http: HttpClient, profile: Profile, inactivitySeconds: number): Promise<RefreshOutcome> {
  let last: RefreshOutcome = { kind: 'failed' };
  for (let attempt = 1; attempt <= TOKEN_REFRESH_MAX_TRIES; attempt += 1) {
    try {
      const { body } = await http.request(SESSION_PATH.token, {
        method: 'POST',
        form: { refresh_token: profile.refreshToken, grant_type: 'refresh_token' },
        headers: {
          [HEADER.authorization]: `Bearer ${profile.accessToken}`,
          [USER_INACTIVITY_HEADER]: String(Math.floor(inactivitySeconds)),
        },
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

/**
 * Drops profiles whose expiry plus 10 s plus 60 s has passed, and an anonymous profile past its
 * expiry (shell.md §4).
 */
export function withoutExpiredProfiles(state: ProfileState, now: number): ProfileState {
  const profiles = state.profiles.filter((p) => p.expirationTime + PROFILE_EXPIRY_GRACE_MS > now);
  const anonymous = state.anonymousProfile && state.anonymousProfile.expirationTime > now ? state.anonymousProfile : null;
  if (profiles.length === state.profiles.length && anonymous === state.anonymousProfile) return state;
  return normalise({ ...state, profiles, anonymousProfile: anonymous });
}
