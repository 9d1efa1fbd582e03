import { needsLogin } from '@bank-shell/core';
import type { RouteMatch } from '@bank-shell/core';

/**
 * The match whose page the outlet shows, from the router's current match and React's deferred
 * copy of it (`useDeferredValue`): another page waits for the deferred render, which React slices;
 * another address within the page on screen (the same route, another sub-route) is shown at once.
 */
export function shownPageMatch(current: RouteMatch | null, deferred: RouteMatch | null): RouteMatch | null {
  // Both null, or one of them: the deferred match (null, or the page that is coming).
  return current?.route.id === deferred?.route.id ? current : deferred;
}

/**
 * The match, unless it is a page behind the login and the session has no profile left: such a page
 * is on its way to the login, and shown again for no profile it would ask the bank for its figures
 * in the name of a session that is over (issue 42 §1). The logout screen is the shell's own: it
 * stays, and calls nothing once the session has ended.
 */
export function withinSession(match: RouteMatch | null, activeProfileId: string | null): RouteMatch | null {
  if (match === null || activeProfileId !== null || match.route.kind === 'core' || !needsLogin(match.route)) return match;
  return null;
}
