import type { Session, TokenSource } from '@bank-shell/core';

/** Who renews the tokens: the signed-in services, while a customer is in. */
export interface TokenRefresher {
  /** True when the current profile's token was renewed. */
  refreshToken(): Promise<boolean>;
}

/** What the API client reads from the session: the bearer (and its refresh), the context, the profile. */
export interface SessionRelay extends TokenSource {
  /** The active profile's extended session context, for the `x-session-context` header. */
  getSessionContext(): Readonly<Record<string, unknown>> | null;
  /** The active profile's id, whose GET cache a call uses; null before login. */
  getActiveProfileId(): string | null;
  /** From now on, all of it comes from `session`, and refreshes from `refresher`. */
  connect(session: Pick<Session, 'getAccessToken' | 'getSessionContext' | 'state'>, refresher: TokenRefresher): void;
}

/**
 * The bearer's way from the session to the API client's authorization step (core's
 * `http/authorization.ts`). The session needs the client to log in, and the client needs the
 * session's token: the relay is made first, handed to the client, and connected once the session
 * and the signed-in services exist. Until then there is no token to send and none to refresh.
 */
export function createSessionRelay(): SessionRelay {
  let session: Pick<Session, 'getAccessToken' | 'getSessionContext' | 'state'> | null = null;
  let refresher: TokenRefresher | null = null;
  return {
    getAccessToken: () => session?.getAccessToken() ?? null,
    refresh: () => refresher?.refreshToken() ?? Promise.resolve(false),
    getSessionContext: () => session?.getSessionContext() ?? null,
    getActiveProfileId: () => session?.state.getSnapshot().activeProfileId ?? null,
    connect(from, by) {
      session = from;
      refresher = by;
    },
  };
}
