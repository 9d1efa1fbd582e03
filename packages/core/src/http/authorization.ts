import { HEADER } from './apiHost';
import type { HttpStep } from './steps';

/**
 * Where the API client's bearer comes from: the session's current token, and a way to get a new
 * one when the bank says the current one expired. The shell's token source is the session plus
 * the signed-in token keeper (`packages/shell/src/app/tokenSource.ts`).
 */
export interface TokenSource {
  /** The token for the next call; null sends none. */
  getAccessToken(): string | null;
  /** Asked once when a call fails because its token expired: true when a new token is there. */
  refresh(): Promise<boolean>;
}

const HTTP_UNAUTHORIZED = 401;

/** The `Authorization` value of an access token: the one place that writes `Bearer`. */
export function bearer(accessToken: string): string {
  return `Bearer ${accessToken}`;
}

/**
 * The authorization step of the API client's chain (shell.md §7). Every call carries the token
 * source's bearer, unless it names its own (`accessToken`, as the refresh call names the
 * profile's) or the caller set the header. An answer of 401 with `x-token-expired: true` asks the
 * token source for a refresh once, unless the call asked not to (`skipTokenRefresh`); the call is
 * then sent again with the new token, whatever token it named the first time.
 *
 * The client only calls the API host (it refuses any other origin), so the bearer never leaves it.
 */
export function authorizationStep(tokens: TokenSource): HttpStep {
  return {
    prepare: ({ options, headers, isRetry }) => {
      if (isRetry) headers.delete(HEADER.authorization);
      else if (headers.has(HEADER.authorization)) return;
      const token = (isRetry ? undefined : options.accessToken) ?? tokens.getAccessToken();
      if (token) headers.set(HEADER.authorization, bearer(token));
    },
    retryAfter: (answer, { options }) => {
      const expired = answer.status === HTTP_UNAUTHORIZED && answer.headers.get(HEADER.tokenExpired) === 'true';
      return expired && !options.skipTokenRefresh ? tokens.refresh() : Promise.resolve(false);
    },
  };
}
