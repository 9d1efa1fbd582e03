import { needsLogin } from '@bank-shell/core';
import type { RouteDefinition } from '@bank-shell/core';
import type { FeatureDefinition, FeatureRegistry } from '@bank-shell/react';
import { moduleUrlOf } from '../routes/buildRoutes';

export interface FeatureImportParts {
  /** The lifecycle of each feature module (the outlet shows the same ones). */
  features: FeatureRegistry;
  /** What a signed-in page needs before it shows: its chrome and the GET cache. */
  beforeSignedInPage: () => Promise<unknown>;
  /**
   * Told each signed-in page's feature as soon as its module is in, before the page's chrome: the
   * first page's feature starts its first calls then (issue 42 §6). The page waits for what it
   * returns: the first page, for its first answers.
   */
  signedInFeatureLoaded?: ((feature: FeatureDefinition) => unknown) | undefined;
}

/**
 * Gives each route of a feature module (a lazy route's module too) its `import`: the module's lifecycle loads and bootstraps
 * it, so the outlet renders it in its first render: one paint, no loading state (issue 12). A
 * module that fails to load (or not within its time limit) rejects, and the router drops the
 * navigation (shell.md §4). One that arrives but cannot bootstrap (no feature, texts that do not
 * load) resolves: the outlet shows that failure and its retry where the feature would be. A
 * signed-in page also waits for its chrome and the GET cache, so neither appears after its content.
 */
export function withFeatureImports({
  features,
  beforeSignedInPage,
  signedInFeatureLoaded,
}: FeatureImportParts): (route: RouteDefinition) => RouteDefinition {
  const importFeature = (url: string, importModule?: () => Promise<unknown>): Promise<FeatureDefinition | undefined> => {
    const lifecycle = features.lifecycleOf(url, importModule);
    return lifecycle.load().catch((error: unknown) => {
      const state = lifecycle.state.getSnapshot();
      if (state.status === 'LOAD_ERROR' && state.step === 'bootstrap') return undefined;
      throw error;
    });
  };
  return (route) => {
    const url = moduleUrlOf(route);
    if (url === null) return route;
    // A lazy route imports its module itself; a remote module whose route names scoped elements
    // is loaded with them, by the remote modules' chunk.
    const importModule =
      route.kind === 'lazy'
        ? route.import
        : route.kind === 'remote-module' && route.scopedElementModules
          ? () => import('../remoteModules').then(({ importWithScopedElements }) => importWithScopedElements(route))
          : undefined;
    if (!needsLogin(route)) return { ...route, import: () => importFeature(url, importModule) };
    return {
      ...route,
      import: async () => {
        const loaded = importFeature(url, importModule).then(async (feature) => {
          if (feature) await signedInFeatureLoaded?.(feature);
          return feature;
        });
        const [feature] = await Promise.all([loaded, beforeSignedInPage()]);
        return feature;
      },
    };
  };
}
