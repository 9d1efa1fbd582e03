import { PUBLIC_PAGES_SCOPE } from '@bank-shell/core';
import type { AppConfig, Mean } from '@bank-shell/core';

/**
 * A visitor's page carries only the means of the pages that need no login (issue 40 §2), so that
 * it weighs the same whatever the number of features. The rest comes from `config/appConfig` as
 * the customer logs in: asked for when the login starts, awaited before the routes are rebuilt.
 */
export interface SignedInConfig {
  /** Starts asking for the whole configuration if the page's lists only the public pages. */
  prefetch(): void;
  /**
   * Resolves once the configuration lists every page. A failed call is logged and leaves the
   * public pages (the customer then meets page-not-found, not a blank page); the next call asks again.
   */
  ensure(): Promise<void>;
}

export interface SignedInConfigParts {
  current: () => AppConfig | null;
  replace: (config: AppConfig) => void;
  load: () => Promise<AppConfig>;
  logError: (error: unknown) => void;
}

/**
 * The API's configuration, with the page's own means where both name one: the page may point a
 * feature at a developer's server (issue 40 §3), and its CSP allows what it carries.
 */
export function completeConfig(page: AppConfig, api: AppConfig): AppConfig {
  const carried = new Map(page.propsConfig.means.map((mean) => [mean.id, mean]));
  const keepCarried = (mean: Mean): Mean => carried.get(mean.id) ?? mean;
  const propsConfig = { ...api.propsConfig, means: api.propsConfig.means.map(keepCarried) };
  // The API's answer lists every page: it has no scope, and neither has the result.
  delete propsConfig.meansScope;
  return { ...api, propsConfig };
}

export function createSignedInConfig({ current, replace, load, logError }: SignedInConfigParts): SignedInConfig {
  let loading: Promise<void> | null = null;
  const partial = () => current()?.propsConfig.meansScope === PUBLIC_PAGES_SCOPE;
  const ensure = (): Promise<void> => {
    if (!partial()) return Promise.resolve();
    loading ??= load().then(
      (api) => {
        const page = current();
        if (page !== null) replace(completeConfig(page, api));
      },
      (error: unknown) => {
        loading = null;
        logError(error);
      },
    );
    return loading;
  };
  return { prefetch: () => void ensure(), ensure };
}
