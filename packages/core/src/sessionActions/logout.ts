import { SERVER_SESSION_PATH } from '@bank-shell/core';
import type { SessionCore } from '../session';
import { SESSION_PATH } from './protocol';

/**
 * Ends the session here, on the server and in every other tab (shell.md §4): the refresh tokens
 * are revoked and the server session deleted, best effort: the customer is logged out locally
 * whatever the bank answers (SECURITY.md rule 5).
 */
export async function logout(core: SessionCore): Promise<void> {
  const { http } = core.options;
  const refreshTokens = [...new Set(core.state.getSnapshot().profiles.map((p) => p.refreshToken))];
  await Promise.allSettled([
    ...refreshTokens.map((token) => http.post(SESSION_PATH.revoke, { form: { token }, skipTokenRefresh: true })),
    http.delete(SERVER_SESSION_PATH, { skipTokenRefresh: true }),
  ]);
  core.clear();
  core.announceLogout();
}
