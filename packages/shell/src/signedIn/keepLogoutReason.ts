import { LOGOUT_REASON_KEY } from './logoutReason';
import type { LogoutReason } from './logoutReason';

/**
 * Keeps why the session ends for the login page that follows; nothing where storage is blocked.
 * A module of its own: only what ends a session writes the reason, and that code is the signed-in
 * chunk's, where the login page only reads it (`lastLogoutReason`).
 */
export function keepLogoutReason(win: Pick<Window, 'sessionStorage'>, reason: LogoutReason, logError: (error: unknown) => void): void {
  try {
    win.sessionStorage.setItem(LOGOUT_REASON_KEY, reason);
  } catch (error) {
    logError(error);
  }
}
