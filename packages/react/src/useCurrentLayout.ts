import type { ResolvedLayout } from '@bank-shell/core';
import { useShell } from './services';
import { useStore } from './useStore';

/** The layout the frame paints now; re-renders when it changes. */
export function useCurrentLayout(): ResolvedLayout {
  return useStore(useShell().layout.current);
}
