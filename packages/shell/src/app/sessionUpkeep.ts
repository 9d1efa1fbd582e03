import { PROFILE_CLEANUP_INTERVAL_MS, SESSION_STORAGE_KEY, TOKEN_REFRESH_INTERVAL_MS, hookBackForwardCache } from '@bank-shell/core';
import type { KeyValueStorage, PageShowTarget, Session, TabCoordinator } from '@bank-shell/core';

export interface UpkeepPlatform {
  window: PageShowTarget;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * The session's background work (shell.md §4, §9): the token refresh every 180 s across all tabs
 * (one elected tab runs it), profile cleanup every 10 s, and cleanup plus a server check when the
 * page comes back from the back-forward cache.
 */
export function startSessionUpkeep(session: Session, coordinator: TabCoordinator, platform: UpkeepPlatform): () => void {
  const stopRefresh = coordinator.scheduleShared('token-refresh', TOKEN_REFRESH_INTERVAL_MS, async () => {
    const { status, profiles } = session.state.getSnapshot();
    if (status !== 'completed') return;
    for (const profile of profiles) await session.refresh(profile.profileId);
  });
  const cleanup = platform.setInterval(() => session.cleanup(), PROFILE_CLEANUP_INTERVAL_MS);
  const unhook = hookBackForwardCache(platform.window, () => {
    session.cleanup();
    void session.sync().catch(() => undefined);
  });
  return () => {
    stopRefresh();
    platform.clearInterval(cleanup);
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
