import type { SessionSnapshot } from '@bank-shell/core';
import { useShell } from './services';
import { useStore } from './useStore';

/** The session: status, profiles and the active one; re-renders when it changes. */
export function useSession(): SessionSnapshot {
  return useStore(useShell().session.state);
}
