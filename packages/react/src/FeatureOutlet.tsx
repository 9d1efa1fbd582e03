import { Component, useEffect, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { FEATURE_LOAD_TIMEOUT_MS, moduleUrlForAttempt } from '@bank-shell/core';
import type { RouteMatch } from '@bank-shell/core';
import { isFeatureDefinition } from './defineFeature';
import type { FeatureDefinition } from './defineFeature';
import { useShell } from './services';
import type { ShellServices } from './services';

export { FEATURE_LOAD_TIMEOUT_MS, moduleUrlForAttempt };

export type FeatureLoadState =
  { status: 'loading' } | { status: 'ready'; feature: FeatureDefinition } | { status: 'failed'; error: unknown };

export interface FeatureOutletProps {
  featureId: string;
  moduleUrl: string;
  match: RouteMatch;
  renderLoading: () => ReactNode;
  /** Shown when the module fails to load, is not a feature, times out, or throws while rendering. */
  renderFailure: (retry: () => void, error: unknown) => ReactNode;
  /** Told once the feature's first render is on screen (focus management, titles). */
  onMounted?: (featureId: string) => void;
  /** Told about every failure, for logging. */
  onError?: (error: unknown) => void;
}

const loaded = new Map<string, FeatureDefinition>();

/**
 * Imports a feature module, checks that it is a feature, and loads its texts in the current
 * language. Once it resolves, a `FeatureOutlet` for `moduleUrl` renders the feature in its first
 * render, with no loading state: the shell calls it as the route's import, so the page appears in
 * one paint (issue 12).
 */
export async function loadFeatureDefinition(
  moduleUrl: string,
  { importModule, i18n }: Pick<ShellServices, 'importModule' | 'i18n'>,
  attempt = 0,
): Promise<FeatureDefinition> {
  const known = loaded.get(moduleUrl);
  if (known) return known;
  const url = moduleUrlForAttempt(moduleUrl, attempt);
  const mod = await importModule(url);
  const definition = (mod as { default?: unknown } | null)?.default;
  if (!isFeatureDefinition(definition)) throw new Error(`Module ${url} is not a bank-shell feature`);
  i18n.addNamespace(definition.id, definition.messages);
  await i18n.ready(definition.id);
  loaded.set(moduleUrl, definition);
  return definition;
}

function withTimeout<T>(promise: Promise<T>, ms: number, url: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Feature module ${url} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a feature module by URL and renders it. Lifecycle: loading → ready | failed, with a time
 * limit and a retry; a module that arrives after the customer navigated away is ignored
 * (`import()` cannot be aborted), and a feature that throws never takes the shell down.
 */
export function FeatureOutlet(props: FeatureOutletProps) {
  const { moduleUrl, featureId, onError } = props;
  const { importModule, i18n } = useShell();
  const [attempt, setAttempt] = useState(0);
  const cached = loaded.get(moduleUrl);
  const [state, setState] = useState<FeatureLoadState>(cached ? { status: 'ready', feature: cached } : { status: 'loading' });
  const [stateUrl, setStateUrl] = useState(moduleUrl);

  if (stateUrl !== moduleUrl) {
    // A new route: start over without keeping the previous feature on screen.
    setStateUrl(moduleUrl);
    setAttempt(0);
    setState(cached ? { status: 'ready', feature: cached } : { status: 'loading' });
  }

  useEffect(() => {
    if (loaded.has(moduleUrl)) return;
    let current = true;
    // The module, then its texts in the current language (English may load on demand): both
    // within the one time limit, so a stalled download shows the failure and its retry.
    withTimeout(
      loadFeatureDefinition(moduleUrl, { importModule, i18n }, attempt),
      FEATURE_LOAD_TIMEOUT_MS,
      moduleUrlForAttempt(moduleUrl, attempt),
    )
      .then((definition) => {
        if (current) setState({ status: 'ready', feature: definition });
      })
      .catch((error: unknown) => {
        onError?.(error);
        if (current) setState({ status: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [moduleUrl, attempt, importModule, i18n, onError]);

  const retry = () => {
    const definition = loaded.get(moduleUrl);
    // A module that loaded but failed to render is rendered again (a new boundary key);
    // one that failed to load is imported again from a new URL.
    setState(definition ? { status: 'ready', feature: definition } : { status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return props.renderLoading();
  if (state.status === 'failed') return props.renderFailure(retry, state.error);
  const Feature = state.feature.component;
  return (
    <FeatureErrorBoundary key={`${moduleUrl}#${attempt}`} onError={onError} renderFailure={(error) => props.renderFailure(retry, error)}>
      <MountSignal featureId={featureId} path={props.match.path} onMounted={props.onMounted}>
        <Feature match={props.match} />
      </MountSignal>
    </FeatureErrorBoundary>
  );
}

function MountSignal({
  featureId,
  path,
  onMounted,
  children,
}: {
  featureId: string;
  path: string;
  onMounted: ((featureId: string) => void) | undefined;
  children: ReactNode;
}) {
  useEffect(() => {
    onMounted?.(featureId);
  }, [featureId, path, onMounted]);
  return children;
}

interface BoundaryProps {
  children: ReactNode;
  renderFailure: (error: unknown) => ReactNode;
  onError: ((error: unknown) => void) | undefined;
}

class FeatureErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.renderFailure(this.state.error) : this.props.children;
  }
}
