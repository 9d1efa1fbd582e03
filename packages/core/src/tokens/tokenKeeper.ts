import { currentProfile, schema as v } from '@bank-shell/core';
import type { Clock, Session, SessionSnapshot, Timers } from '../session';
import type { HttpClient } from '../http';
import type { SharedRecords } from '../crossTab';
import { SPENT_TOKENS_KEPT_PER_PROFILE, STORAGE_CATCH_UP_TIMEOUT_MS, TOKEN_LEDGER_KEY, TOKEN_REFRESH_LOCK } from './constants';
import { withoutExpiredProfiles } from './expiry';
import { tokenFingerprint } from './fingerprint';
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
  /**
   * The ledger of refresh tokens already exchanged, kept in records that a tab holding the lock
   * reads as the last holder left them (IndexedDB). The stored tokens are in `localStorage`, which
   * in Chromium can lag behind the lock: a tab would read a refresh token another tab has just
   * exchanged and send it again (issue 13). With the ledger it waits, holding the lock, until its
   * storage shows the new tokens, up to `STORAGE_CATCH_UP_TIMEOUT_MS`.
   * @default none: the tab trusts its own view of storage
   */
  ledger?: { records: SharedRecords; timers: Timers; logError: (error: unknown) => void };
  /**
   * Who refreshes when the web does not own the session: inside the native app's session bridge
   * the app does (docs/native-bridge.md), and this gives the app's current token for a profile.
   * It answers null while the web owns the session: the bank refreshes, with the refresh token.
   * @default the web always owns it
   */
  appRefresh?: (profileId: string) => Promise<RefreshOutcome | null>;
}

/** Digests of the refresh tokens already exchanged, by profile id, oldest first. */
const ledgerSchema = v.record(v.array(v.string()));
type Ledger = Record<string, string[]>;

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

  const { ledger } = options;

  async function readLedger(records: SharedRecords): Promise<Ledger> {
    const parsed = v.safeParse(ledgerSchema, await records.read(TOKEN_LEDGER_KEY));
    return parsed.success ? parsed.output : {};
  }

  /** Whether this tab's view of storage still holds a refresh token some tab already exchanged. */
  const isBehind = (snapshot: SessionSnapshot, spent: Ledger): boolean =>
    snapshot.profiles.some((p) => spent[p.profileId]?.includes(tokenFingerprint(p.refreshToken)) ?? false);

  /**
   * The stored session, once this tab's view of storage holds no refresh token already exchanged,
   * or `null` if it does not catch up in time. Every profile is checked, not only the one to
   * refresh: the write after the refresh puts back the others as this tab sees them.
   */
  function caughtUp(spent: Ledger, timers: Timers): Promise<SessionSnapshot | null> {
    const reloaded = session.reload();
    if (!isBehind(reloaded, spent)) return Promise.resolve(reloaded);
    return new Promise((resolve) => {
      const finish = (result: SessionSnapshot | null): void => {
        stopWatching();
        timers.clearTimeout(timeout);
        resolve(result);
      };
      // The session re-reads storage on every storage event of another tab.
      const stopWatching = session.state.subscribe(() => {
        const snapshot = session.state.getSnapshot();
        if (!isBehind(snapshot, spent)) finish(snapshot);
      });
      const timeout = timers.setTimeout(() => finish(null), STORAGE_CATCH_UP_TIMEOUT_MS);
    });
  }

  async function recordSpent(spent: Ledger, profileId: string, refreshToken: string): Promise<void> {
    if (!ledger) return;
    const kept: Ledger = {};
    // Profiles gone from the session leave the ledger with them.
    // Stryker disable next-line ArrayDeclaration: inside `if (spent[p.profileId])` the `?? []` (there for the type checker) never applies
    for (const p of session.state.getSnapshot().profiles) if (spent[p.profileId]) kept[p.profileId] = spent[p.profileId] ?? [];
    kept[profileId] = [...(spent[profileId] ?? []), tokenFingerprint(refreshToken)].slice(-SPENT_TOKENS_KEPT_PER_PROFILE);
    try {
      await ledger.records.write(TOKEN_LEDGER_KEY, kept);
    } catch (error) {
      // The new tokens are stored already; only the guard for lagging tabs is missing this once.
      ledger.logError(error);
    }
  }

  function refreshProfile(profileId: string, heldRefreshToken: string | undefined): Promise<RefreshOutcome> {
    return runExclusive(TOKEN_REFRESH_LOCK, async () => {
      const spent = ledger ? await readLedger(ledger.records) : {};
      // Another tab may have refreshed while this one waited for the lock: re-read (once this
      // tab's storage shows it), and reuse what it stored instead of spending a refresh token the
      // server has already rotated.
      const snapshot = ledger ? await caughtUp(spent, ledger.timers) : session.reload();
      if (!snapshot) return { kind: 'failed' } as const;
      const profile = snapshot.profiles.find((p) => p.profileId === profileId);
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
      storeOutcome(profileId, outcome);
      if (outcome.kind === 'refreshed') await recordSpent(spent, profileId, profile.refreshToken);
      return outcome;
    });
  }

  /** Keeps a refreshed token (and the refresh token that came with it, if any); drops an expired profile. */
  function storeOutcome(profileId: string, outcome: RefreshOutcome): void {
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
  }

  /**
   * A token from whoever owns the session: the app (no refresh token leaves the web, no lock is
   * needed), else the bank.
   */
  async function refreshWithOwner(profileId: string, heldRefreshToken: string | undefined): Promise<RefreshOutcome> {
    const outcome = options.appRefresh ? await options.appRefresh(profileId) : null;
    if (outcome === null) return refreshProfile(profileId, heldRefreshToken);
    storeOutcome(profileId, outcome);
    return outcome;
  }

  return {
    refresh(profileId) {
      const snapshot = session.state.getSnapshot();
      const id = profileId ?? currentProfile(snapshot)?.profileId;
      if (id === undefined) return Promise.resolve({ kind: 'expired' });
      let flight = pending.get(id);
      if (!flight) {
        const held = snapshot.profiles.find((p) => p.profileId === id)?.refreshToken;
        flight = refreshWithOwner(id, held).finally(() => pending.delete(id));
        pending.set(id, flight);
      }
      return flight;
    },
    cleanup() {
      session.updateProfiles((current) => withoutExpiredProfiles(current, clock.now()));
    },
  };
}
