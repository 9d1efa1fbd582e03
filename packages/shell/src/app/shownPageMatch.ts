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
