/**
 * Why the last session ended, kept in the tab's `sessionStorage` across the reload to the login
 * page, which says it once and forgets it (issue 14).
 */
export const LOGOUT_REASON_KEY = 'bank-shell.logout-reason';
export const LOGOUT_REASON_INACTIVITY = 'inactivity';
/** The customer left through the logout page (issue 42 §1). */
export const LOGOUT_REASON_LOGOUT = 'logout';

/** What the login page says about the session before it. */
export type LogoutReason = typeof LOGOUT_REASON_INACTIVITY | typeof LOGOUT_REASON_LOGOUT;

/**
 * Why the last session of this tab ended, or null when there is nothing to say (a first visit) or
 * storage is blocked. Kept until the next login (`startSignedInServices` forgets it): the page that
 * saw the session end says it for a moment, then the login page that follows says it again.
 */
export function lastLogoutReason(win: Pick<Window, 'sessionStorage'>): LogoutReason | null {
  try {
    // Reading `sessionStorage` itself throws where the browser blocks storage.
    const reason = win.sessionStorage.getItem(LOGOUT_REASON_KEY);
    return reason === LOGOUT_REASON_INACTIVITY || reason === LOGOUT_REASON_LOGOUT ? reason : null;
  } catch {
    return null;
  }
}

/** Keeps why the session ends for the login page that follows; nothing where storage is blocked. */
export function keepLogoutReason(win: Pick<Window, 'sessionStorage'>, reason: LogoutReason, logError: (error: unknown) => void): void {
  try {
    win.sessionStorage.setItem(LOGOUT_REASON_KEY, reason);
  } catch (error) {
    logError(error);
  }
}
