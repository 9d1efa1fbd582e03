import { PROFILE_CLEANUP_INTERVAL_MS, SESSION_STORAGE_KEY, TOKEN_REFRESH_INTERVAL_MS, hookBackForwardCache } from '@bank-shell/core';
import type { KeyValueStorage, PageShowTarget, Session, SharedActivity, TabCoordinator } from '@bank-shell/core';

/**
 * How often a tab where the customer did something tells the server so; well inside the 300 s
 * rule, so that reading a page never ends the session (SECURITY.md rule 4).
 */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;

export interface UpkeepPlatform {
  window: PageShowTarget;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * The session's background work (shell.md §4, §9): the token refresh every 180 s across all tabs
 * (one elected tab runs it), profile cleanup every 10 s, a keep-alive while the customer is active,
 * and cleanup plus a server check when the page comes back from the back-forward cache.
 */
export function startSessionUpkeep(
  session: Session,
  coordinator: TabCoordinator,
  activity: Pick<SharedActivity, 'lastLocalActivityAt'>,
  platform: UpkeepPlatform,
): () => void {
  const stopRefresh = coordinator.scheduleShared('token-refresh', TOKEN_REFRESH_INTERVAL_MS, async () => {
    const { status, profiles } = session.state.getSnapshot();
    if (status !== 'completed') return;
    for (const profile of profiles) await session.refresh(profile.profileId);
  });
  const cleanup = platform.setInterval(() => session.cleanup(), PROFILE_CLEANUP_INTERVAL_MS);
  let lastKeptAlive: number | null = null;
  const keepAlive = platform.setInterval(() => {
    const last = activity.lastLocalActivityAt();
    if (last === null || last === lastKeptAlive) return;
    lastKeptAlive = last;
    void session.keepAlive().catch(() => undefined);
  }, KEEP_ALIVE_INTERVAL_MS);
  const unhook = hookBackForwardCache(platform.window, () => {
    session.cleanup();
    void session.sync().catch(() => undefined);
  });
  return () => {
    stopRefresh();
    platform.clearInterval(cleanup);
    platform.clearInterval(keepAlive);
    unhook();
  };
}

/**
 * Without Web Storage the tokens lived in memory and a reload lost them; the login tracker (kept in
 * a cookie) says a session existed, so the shell asks the server for fresh tokens with the HttpOnly
 * session cookie (SECURITY.md rule 1).
 */
export async function recoverTokensAfterReload(session: Session, storage: KeyValueStorage): Promise<void> {
  const hadSession = storage.get(SESSION_STORAGE_KEY.loginTracker) !== null;
  if (!hadSession || session.state.getSnapshot().status === 'completed') return;
  await session.login({ force: true }).catch(() => undefined);
}
