// A later entry of the bindings (`@bank-shell/react/query`): it reaches the main entry by name, so
// the page holds one copy of the bindings and one React context.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useShell, useStore } from '@bank-shell/react';
import type { HttpClient } from '@bank-shell/core';

/** Where one query stands. `retry` runs it again from any state. */
export type ApiQuery<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void };

/** What a query may start with. */
export interface ApiQueryOptions<T> {
  /**
   * An answer already in for the first keys, asked for before the component mounted (a feature's
   * first calls, issue 42 §6): the query starts ready with it, in its first render, and does not
   * run `load` for those keys. `undefined` when there is none.
   */
  initialData?: () => T | undefined;
}

/**
 * Runs `load` with the shell's API client and follows it: loading, then ready or failed. It runs
 * again when a value in `keys` changes (the active profile, an id), on `retry`, and when the
 * customer switches language, keeping what it shows until the new answer comes: the bank names
 * products and promotions in the page's language (issue 42 §2). An answer that arrives after that
 * is dropped. It keeps no cache of its own: GET answers are kept by core's
 * response cache, per profile and language, so a repeated query is answered from there.
 */
export function useApiQuery<T>(
  load: (http: HttpClient) => Promise<T>,
  keys: readonly unknown[],
  options: ApiQueryOptions<T> = {},
): ApiQuery<T> {
  const { http, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const [attempt, setAttempt] = useState(0);
  // Read once, at mount: the effect's first run then has nothing to ask for.
  const [initial] = useState(() => {
    const data = options.initialData?.();
    return data === undefined ? null : { data, locale };
  });
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T }>(() =>
    initial === null ? { status: 'loading' } : { status: 'ready', data: initial.data },
  );
  const initialUnused = useRef(initial !== null);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const keyText = JSON.stringify(keys);
  const initialKeys = useRef(keyText);
  const [loadedFor, setLoadedFor] = useState(keyText);
  if (loadedFor !== keyText) {
    // New keys: show loading at once, not the previous keys' data.
    setLoadedFor(keyText);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    // The answer the query started with stands for its first keys and language (a remount under
    // StrictMode runs this twice with them: neither asks).
    if (initialUnused.current && attempt === 0 && keyText === initialKeys.current && locale === initial?.locale) return undefined;
    initialUnused.current = false;
    let current = true;
    // An answer is rendered as a transition: React renders a page of figures in slices, giving
    // the browser its turn between them, where an urgent render would hold a phone's main
    // thread for the whole page (issue 12: total blocking time of the overall position).
    const show = (next: typeof state) => current && startTransition(() => setState(next));
    load(http).then(
      (data) => show({ status: 'ready', data }),
      (error: unknown) => show({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is usually an inline function, new on every render: the keys say when its result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, keyText, attempt, locale]);

  return { ...state, retry };
}
