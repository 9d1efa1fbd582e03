import { needsLogin } from '@bank-shell/core';
import type { I18n, RouteDefinition } from '@bank-shell/core';
import { loadFeatureDefinition } from '@bank-shell/react';
import { moduleUrlOf } from '../routes/buildRoutes';

export interface FeatureImportParts {
  /** Imports a feature module by URL (the shell's feature loader). */
  loadFeature: (url: string) => Promise<unknown>;
  i18n: I18n;
  /** What a signed-in page needs before it shows: its chrome and the GET cache. */
  beforeSignedInPage: () => Promise<unknown>;
}

/**
 * Gives each route of a feature module its `import`. The route waits for its feature to be ready
 * to show (module checked, texts loaded), so the outlet renders it in its first render: one paint,
 * no loading state (issue 12). A module that loads but is no feature is left to the outlet, which
 * shows the failure and its retry. A signed-in page also waits for its chrome and the GET cache,
 * so neither appears after its content.
 */
export function withFeatureImports({
  loadFeature,
  i18n,
  beforeSignedInPage,
}: FeatureImportParts): (route: RouteDefinition) => RouteDefinition {
  const importFeature = (url: string) =>
    loadFeature(url).then(async (feature) => {
      await loadFeatureDefinition(url, { importModule: loadFeature, i18n }).catch(() => undefined);
      return feature;
    });
  return (route) => {
    const url = moduleUrlOf(route);
    if (url === null) return route;
    if (!needsLogin(route)) return { ...route, import: () => importFeature(url) };
    return {
      ...route,
      import: async () => {
        const [feature] = await Promise.all([importFeature(url), beforeSignedInPage()]);
        return feature;
      },
    };
  };
}
