import { useCallback, useSyncExternalStore } from 'react';
import type { HttpClient, NavigateOptions, ReadableStore, RouteMatch, SessionSnapshot, Translate } from '@bank-shell/core';
import { useShell } from './services';

/** Reads a core store; re-renders when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useSession(): SessionSnapshot {
  return useStore(useShell().session.state);
}

export function useRoute(): RouteMatch | null {
  return useStore(useShell().router.current);
}

export function useNavigate(): (path: string, options?: NavigateOptions) => void {
  const { router } = useShell();
  return useCallback((path, options) => void router.navigate(path, options), [router]);
}

export function useHttp(): HttpClient {
  return useShell().http;
}

/** Texts of one namespace in the current locale; re-renders on a locale change. */
export function useTranslation(namespace: string): {
  t: Translate;
  locale: string;
  formatMoney: (amount: number, currency: string) => string;
} {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  return { t: i18n.translator(namespace), locale, formatMoney: i18n.formatMoney };
}
