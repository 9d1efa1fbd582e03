import { currentProfile } from '@bank-shell/core';
import type { Clock, HttpClient, Session } from '@bank-shell/core';
import { withoutExpiredProfiles } from './expiry';
import { requestTokenRefresh } from './refreshRequest';
import type { RefreshOutcome } from './refreshRequest';

const MS_PER_SECOND = 1000;

export interface TokenKeeperOptions {
  session: Session;
  http: HttpClient;
  clock: Clock;
  /**
   * Runs a critical section alone across tabs (the cross-tab lock), so that two tabs never spend
   * the same refresh token (SECURITY.md rule 3). @default runs it directly
   */
  runExclusive?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Seconds since the customer last did something; sent on every refresh. @default 0 */
  getInactivitySeconds?: () => number;
}

/** Keeps a signed-in customer's tokens usable (shell.md §4 "Tokens"). */
export interface TokenKeeper {
  /**
   * Refreshes one profile's token (the active one by default): a single flight in this tab and,
   * through `runExclusive`, across tabs. An expired profile is removed.
   */
  refresh(profileId?: string): Promise<RefreshOutcome>;
  /** Drops expired profiles (shell.md §4); the shell runs it every 10 s and on a BFCache restore. */
  cleanup(): void;
}

/**
 * The token side of the session, which only a signed-in customer needs: the login page does not
 * load it (issue 12). It changes the session's profiles through `session.updateProfiles`.
 */
export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  const { session, http, clock } = options;
  const runExclusive = options.runExclusive ?? (<T>(_name: string, task: () => Promise<T>) => task());
  const pending = new Map<string, Promise<RefreshOutcome>>();

  function refreshProfile(profileId: string, heldRefreshToken: string | undefined): Promise<RefreshOutcome> {
    return runExclusive(`token-refresh:${profileId}`, async () => {
      // Another tab may have refreshed while this one waited for the lock: re-read, and reuse what
      // it stored instead of spending a refresh token the server has already rotated.
      const profile = session.reload().profiles.find((p) => p.profileId === profileId);
      if (!profile) return { kind: 'expired' } as const;
      if (heldRefreshToken !== undefined && profile.refreshToken !== heldRefreshToken) {
        return {
          kind: 'refreshed',
          accessToken: profile.accessToken,
          refreshToken: profile.refreshToken,
          expiresInSeconds: profile.accessTokenTimeToLive,
        };
      }
      const outcome = await requestTokenRefresh(http, profile, options.getInactivitySeconds?.() ?? 0);
      if (outcome.kind === 'refreshed') {
        session.updateProfiles((current) => ({
          ...current,
          profiles: current.profiles.map((p) =>
            p.profileId === profileId
              ? {
                  ...p,
                  accessToken: outcome.accessToken,
                  refreshToken: outcome.refreshToken ?? p.refreshToken,
                  accessTokenTimeToLive: outcome.expiresInSeconds,
                  expirationTime: clock.now() + outcome.expiresInSeconds * MS_PER_SECOND,
                }
              : p,
          ),
        }));
      } else if (outcome.kind === 'expired') {
        session.updateProfiles((current) => ({ ...current, profiles: current.profiles.filter((p) => p.profileId !== profileId) }));
      }
      return outcome;
    });
  }

  return {
    refresh(profileId) {
      const snapshot = session.state.getSnapshot();
      const id = profileId ?? currentProfile(snapshot)?.profileId;
      if (id === undefined) return Promise.resolve({ kind: 'expired' });
      let flight = pending.get(id);
      if (!flight) {
        const held = snapshot.profiles.find((p) => p.profileId === id)?.refreshToken;
        flight = refreshProfile(id, held).finally(() => pending.delete(id));
        pending.set(id, flight);
      }
      return flight;
    },
    cleanup() {
      session.updateProfiles((current) => withoutExpiredProfiles(current, clock.now()));
    },
  };
}
