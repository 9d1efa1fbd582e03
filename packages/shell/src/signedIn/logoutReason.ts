/**
 * Why the last session ended, kept in the tab's `sessionStorage` across the reload to the login
 * page, which says it once and forgets it (issue 14).
 */
export const LOGOUT_REASON_KEY = 'bank-shell.logout-reason';
export const LOGOUT_REASON_INACTIVITY = 'inactivity';
