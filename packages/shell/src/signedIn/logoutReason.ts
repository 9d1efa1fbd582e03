/**
 * Why the last session ended, kept in the tab's `sessionStorage` across the reload to the login
 * page, which says it once and forgets it (issue 14).
 */
export const LOGOUT_REASON_KEY = 'bank-shell.logout-reason';

/**
 * What the login page says about the session before it: the customer was inactive, or left through
 * the logout page (issue 42 §1).
 */
export type LogoutReason = 'inactivity' | 'logout';

/**
 * Why the last session of this tab ended, or null when there is nothing to say (a first visit) or
 * storage is blocked. Kept until the next login (`startSignedInServices` forgets it): the page that
 * saw the session end says it for a moment, then the login page that follows says it again.
 */
export function lastLogoutReason(win: Pick<Window, 'sessionStorage'>): LogoutReason | null {
  try {
    // Reading `sessionStorage` itself throws where the browser blocks storage.
    const reason = win.sessionStorage.getItem(LOGOUT_REASON_KEY);
    return reason === 'inactivity' || reason === 'logout' ? reason : null;
  } catch {
    return null;
  }
}
