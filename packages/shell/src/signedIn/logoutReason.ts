/**
 * Why the last session ended, kept in the tab's `sessionStorage` across the reload to the login
 * page, which says it once and forgets it (issue 14).
 */
export const LOGOUT_REASON_KEY = 'bank-shell.logout-reason';
export const LOGOUT_REASON_INACTIVITY = 'inactivity';

/**
 * Whether the last session of this tab ended for inactivity; storage may be blocked. Kept until the
 * next login (`startSignedInServices` forgets it): the page that saw the session end says it for a
 * moment, then the login page that follows says it again.
 */
export function endedForInactivity(win: Pick<Window, 'sessionStorage'>): boolean {
  try {
    // Reading `sessionStorage` itself throws where the browser blocks storage.
    return win.sessionStorage.getItem(LOGOUT_REASON_KEY) === LOGOUT_REASON_INACTIVITY;
  } catch {
    return false;
  }
}
