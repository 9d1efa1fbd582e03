import { useShell } from './services';
import { useStore } from './useStore';

/** Whether login and geolocation show their back action (the login-history-back topic, shell.md §2.4). */
export function useLoginHistoryBack(): boolean {
  return useStore(useShell().layout.loginHistoryBack);
}
