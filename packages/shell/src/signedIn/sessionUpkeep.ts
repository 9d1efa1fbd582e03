import { PROFILE_CLEANUP_INTERVAL_MS, TOKEN_REFRESH_INTERVAL_MS, hookBackForwardCache } from '@bank-shell/core/signed-in';
import type { PageShowTarget, SharedActivity, TabCoordinator, TokenKeeper } from '@bank-shell/core/signed-in';
import type { Session } from '@bank-shell/core';

/**
 * How often a tab where the customer did something tells the server so; well inside the 300 s
 * rule, so that reading a page never ends the session (SECURITY.md rule 4).
 */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;

/**
 * A token younger than this is not refreshed: the shared refresh task is due at once in a browser
 * that has no record of it, which is right after a login, when the tokens are new. Half the
 * refresh interval, so that the next round (180 s later) refreshes them well before any expiry.
 */
export const FRESH_TOKEN_AGE_MS = TOKEN_REFRESH_INTERVAL_MS / 2;
const MS_PER_SECOND = 1000;

export interface UpkeepPlatform {
  window: PageShowTarget;
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * The session's background work (shell.md §4, §9): the token refresh every 180 s across all tabs
 * (one elected tab runs it; tokens a login has just given are left alone), profile cleanup every 10 s, a keep-alive while the customer is active,
 * and cleanup plus a server check when the page comes back from the back-forward cache.
 */
export function startSessionUpkeep(
  session: Session,
  tokens: TokenKeeper,
  coordinator: Pick<TabCoordinator, 'scheduleShared'>,
  activity: Pick<SharedActivity, 'lastLocalActivityAt'>,
  platform: UpkeepPlatform,
): () => void {
  const stopRefresh = coordinator.scheduleShared('token-refresh', TOKEN_REFRESH_INTERVAL_MS, async () => {
    const { status, profiles } = session.state.getSnapshot();
    if (status !== 'completed') return;
    for (const profile of profiles) {
      const issuedAt = profile.expirationTime - profile.accessTokenTimeToLive * MS_PER_SECOND;
      if (platform.now() - issuedAt >= FRESH_TOKEN_AGE_MS) await tokens.refresh(profile.profileId);
    }
  });
  const cleanup = platform.setInterval(() => tokens.cleanup(), PROFILE_CLEANUP_INTERVAL_MS);
  let lastKeptAlive: number | null = null;
  const keepAlive = platform.setInterval(() => {
    const last = activity.lastLocalActivityAt();
    if (last === null || last === lastKeptAlive) return;
    lastKeptAlive = last;
    void session.keepAlive().catch(() => undefined);
  }, KEEP_ALIVE_INTERVAL_MS);
  const unhook = hookBackForwardCache(platform.window, () => {
    tokens.cleanup();
    void session.sync().catch(() => undefined);
  });
  return () => {
    stopRefresh();
    platform.clearInterval(cleanup);
    platform.clearInterval(keepAlive);
    unhook();
  };
}
