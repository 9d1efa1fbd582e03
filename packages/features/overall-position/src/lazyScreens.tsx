import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryFailure, QueryLoading } from '@bank-shell/react/query';
import { useTexts } from './texts';

// A type only: the chunk's code is imported by `loadScreens`, never with the entry.
import type * as SecondaryScreens from './secondaryScreens';

type Screens = typeof SecondaryScreens;

let loaded: Screens | null = null;
let pending: Promise<Screens> | null = null;

/** Loads the detail and movements screens, once; after a failure the next call tries again. */
export function loadScreens(): Promise<Screens> {
  pending ??= import('./secondaryScreens').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** How long an idle moment may be waited for before the screens are fetched anyway. @default 3000 ms */
export const PRELOAD_TIMEOUT_MS = 3000;

/**
 * Fetches the screens behind the overview once the page is idle, so that following a link to a
 * detail shows it at once. Returns the function that cancels it.
 */
export function preloadScreens(page: Window = window): () => void {
  if (loaded) return () => undefined;
  const start = () => void loadScreens().catch(() => undefined);
  if (typeof page.requestIdleCallback === 'function') {
    const handle = page.requestIdleCallback(start, { timeout: PRELOAD_TIMEOUT_MS });
    return () => page.cancelIdleCallback(handle);
  }
  const handle = page.setTimeout(start, 0);
  return () => page.clearTimeout(handle);
}

/**
 * A screen from the lazily loaded chunk. Until it is there, a page with the screen's header (its
 * back link and `title`, the one `h1` the shell focuses on a new sub-path) and a loading state;
 * a chunk that fails to load is said with a retry. When the screen arrives, focus that was on the
 * stand-in's title moves to the screen's own.
 */
export function LazyScreen({ title, back, render }: { title: string; back: ReactNode; render: (screens: Screens) => ReactNode }) {
  const { t } = useTexts();
  const [state, setState] = useState<{ screens: Screens | null; failed: boolean; moveFocus: boolean }>(() => ({
    screens: loaded,
    failed: false,
    moveFocus: false,
  }));
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.screens) return undefined;
    let current = true;
    loadScreens().then(
      (screens) => current && setState({ screens, failed: false, moveFocus: document.activeElement === headingRef.current }),
      () => current && setState({ screens: null, failed: true, moveFocus: false }),
    );
    return () => {
      current = false;
    };
  }, [state.screens, attempt]);

  useLayoutEffect(() => {
    const heading = state.moveFocus ? screenRef.current?.querySelector('h1') : null;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [state.moveFocus]);

  if (state.screens) {
    return (
      <div ref={screenRef} className="lazy-screen">
        {render(state.screens)}
      </div>
    );
  }
  return (
    <div className="page">
      <header className="page__header">
        {back}
        <h1 ref={headingRef} className="page__title">
          {title}
        </h1>
      </header>
      {state.failed ? (
        <QueryFailure
          retryLabel={t('retry')}
          onRetry={() => {
            setState({ screens: null, failed: false, moveFocus: false });
            setAttempt((count) => count + 1);
          }}
        >
          {t('screenLoadError')}
        </QueryFailure>
      ) : (
        <QueryLoading label={t('detailLoading')} blocks={['hero', 'list']} />
      )}
    </div>
  );
}
