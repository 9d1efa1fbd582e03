import { useEffect } from 'react';
import { LOGIN_HISTORY_BACK_TOPIC, readNavigationData } from '@bank-shell/core';
import type { RouteMatch } from '@bank-shell/core';
import { useShell } from '@bank-shell/react';

/**
 * Whether the page that sent the visitor to the login asked for a way back to it: its navigation
 * data (shell.md §2.1) is `{ "login-history-back": true }`, as sign-up's "log in" links give.
 */
export function asksForHistoryBack(match: RouteMatch): boolean {
  const data = readNavigationData(match);
  return typeof data === 'object' && data !== null && (data as Readonly<Record<string, unknown>>)[LOGIN_HISTORY_BACK_TOPIC] === true;
}

/**
 * Publishes the login-history-back topic that drives the back action of the login page (shell.md
 * §2.4): on while the page that sent the visitor here asked for it, so "back" returns there; off
 * when the visitor came straight here (the browser's "back" would leave the bank) and once the
 * login page goes.
 */
export function useLoginHistoryBack(match: RouteMatch): void {
  const { events } = useShell();
  const enabled = asksForHistoryBack(match);
  useEffect(() => {
    events.publish(LOGIN_HISTORY_BACK_TOPIC, { enabled });
    return () => events.publish(LOGIN_HISTORY_BACK_TOPIC, { enabled: false });
  }, [events, enabled]);
}
