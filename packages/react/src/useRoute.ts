import type { RouteMatch } from '@bank-shell/core';
import { useShell } from './services';
import { useStore } from './useStore';

/** The current route match, or null before the first; re-renders on a route change. */
export function useRoute(): RouteMatch | null {
  return useStore(useShell().router.current);
}
