import { useCallback } from 'react';
import type { NavigateOptions } from '@bank-shell/core';
import { useShell } from './services';

/** A stable function that navigates inside the shell (shell.md §2.1). */
export function useNavigate(): (path: string, options?: NavigateOptions) => void {
  const { router } = useShell();
  return useCallback((path, options) => void router.navigate(path, options), [router]);
}
