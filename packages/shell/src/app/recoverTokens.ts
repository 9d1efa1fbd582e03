import { SESSION_STORAGE_KEY } from '@bank-shell/core';
import type { KeyValueStorage, Session } from '@bank-shell/core';

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
