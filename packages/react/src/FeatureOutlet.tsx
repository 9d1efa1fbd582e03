import { Component, useEffect, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { FeatureLifecycle, RouteMatch } from '@bank-shell/core';
import { useShell } from './services';
import { useStore } from './useStore';
import { PageTitleContext } from './usePageTitle';

export interface FeatureOutletProps {
  featureId: string;
  moduleUrl: string;
  match: RouteMatch;
  renderLoading: () => ReactNode;
  /**
   * Shown when the module fails to load, is not a feature, times out, or throws while rendering;
   * `retry` loads it again from a new URL, or renders it again.
   */
  renderFailure: (retry: () => void, error: unknown) => ReactNode;
  /** Told once the feature's first render is on screen (focus management, titles). */
  onMounted?: ((featureId: string) => void) | undefined;
  /** Told about every failure the outlet shows, once each, for logging; keep it the same function. */
  onError?: ((error: unknown) => void) | undefined;
  /**
   * Told the name a feature gives its current sub-page (`usePageTitle`), and `null` when it takes
   * it back; keep it the same function.
   */
  onPageTitle?: ((title: string | null) => void) | undefined;
}

/**
 * Shows one feature module through its lifecycle (`@bank-shell/core`'s `createFeatureLifecycles`):
 * loading while it loads and bootstraps, the feature once it can mount, the failure and its retry
 * when any step fails or outlives its time limit. A module loaded before (by the route's import)
 * renders in the outlet's first render, with no loading state: one paint (issue 12). A feature that
 * throws never takes the shell down.
 */
export function FeatureOutlet({
  featureId,
  moduleUrl,
  match,
  renderLoading,
  renderFailure,
  onMounted,
  onError,
  onPageTitle,
}: FeatureOutletProps) {
  const lifecycle = useShell().features.lifecycleOf(moduleUrl);
  const state = useStore(lifecycle.state);
  const failed = state.status === 'LOAD_ERROR' || state.status === 'SKIP_BECAUSE_BROKEN';

  // A module no route loaded (a modal's) loads here; one that failed before waits for its retry.
  useEffect(() => {
    if (lifecycle.state.getSnapshot().status === 'NOT_LOADED') lifecycle.load().catch(() => undefined);
  }, [lifecycle]);
  useEffect(() => {
    if (state.status === 'LOAD_ERROR' || state.status === 'SKIP_BECAUSE_BROKEN') onError?.(state.error);
  }, [state, onError]);
  const showing = 'feature' in state && !failed;
  // Mounting starts as the feature is put on the page; its first effects end it (MountSignal).
  useLayoutEffect(() => {
    if (showing) lifecycle.mount();
  }, [lifecycle, showing]);
  // Only leaving the page unmounts: a broken feature stays broken until its retry.
  useLayoutEffect(() => () => lifecycle.unmount(), [lifecycle]);

  // The same element while the feature stays: mounting and mounted change the state, not the
  // page, and React then skips the feature's subtree instead of rendering it twice more.
  const feature = showing ? state.feature : null;
  const page = useMemo(
    () =>
      feature && (
        <FeatureErrorBoundary onError={(error) => lifecycle.broke(error)}>
          <PageTitleContext.Provider value={onPageTitle ?? null}>
            <MountSignal lifecycle={lifecycle} featureId={featureId} path={match.path} onMounted={onMounted}>
              <feature.component match={match} />
            </MountSignal>
          </PageTitleContext.Provider>
        </FeatureErrorBoundary>
      ),
    [feature, lifecycle, featureId, match, onMounted, onPageTitle],
  );

  if (failed) return renderFailure(() => lifecycle.retry(), state.error);
  return page ?? renderLoading();
}

interface MountSignalProps {
  lifecycle: FeatureLifecycle<unknown>;
  featureId: string;
  path: string;
  onMounted: ((featureId: string) => void) | undefined;
  children: ReactNode;
}

function MountSignal({ lifecycle, featureId, path, onMounted, children }: MountSignalProps) {
  // Children's effects run first: when this runs, the feature's first render is on screen. A new
  // path within the same feature is a new page too.
  useEffect(() => {
    lifecycle.mounted();
    onMounted?.(featureId);
  }, [lifecycle, featureId, path, onMounted]);
  return children;
}

/** Catches a feature's render error and hands it to the lifecycle, which then shows the failure. */
class FeatureErrorBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
