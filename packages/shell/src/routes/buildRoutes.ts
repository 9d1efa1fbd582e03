import { MODAL_ROUTE_ID, featurePattern } from '@bank-shell/core';
import type { AppConfig, Mean, RouteDefinition, RouteMatch } from '@bank-shell/core';
import { isPublicPage } from './routeGroups';

import { SHELL_PATH } from './shellPath';

export { SHELL_PATH };

/** The import-map specifier of the shell's own screens: core-application routes name it. */
export const SHELL_MODULE = '@bank-shell/shell';

/** shell.md §2.5, in the spec's order. */
export const REDIRECTIONS: readonly { from: string; to: string }[] = [
  { from: '/login/mfv-enrolment', to: '/mfv-enrolment' },
  { from: '/login/app-login', to: '/sso-login' },
  { from: '/login/native-login', to: '/sso-login' },
  { from: '/movements-refactor', to: '/producto/legacy' },
  { from: '/movements-switch', to: '/producto/legacy' },
];

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * The route of one entry of `means`, of the kind it names (shell.md §2.1; docs/remote-modules.md):
 * a feature route (base path followed by any sub-path), a remote-module route, or a lazy-import
 * route. Its conditions are functions of the match: a `propsConfig` switch that is on, a query
 * parameter that is present (and has the value given); a condition naming both needs both.
 */
export function routeOf(mean: Mean, config: AppConfig, pattern = featurePattern(mean.path), importUrl = importByUrl): RouteDefinition {
  const { id, kind, module, host } = mean;
  const route = {
    id,
    pattern,
    title: mean.title,
    titles: mean.titles,
    version: mean.version,
    authentication: !isPublicPage(mean.path),
    conditions: mean.conditions?.map(
      ({ flag, query, equals }) =>
        (match: RouteMatch) =>
          (!flag || config.propsConfig[flag] === true) &&
          (!query || (equals === undefined ? match.query.has(query) : match.query.get(query) === equals)),
    ),
  };
  if (kind === 'lazy') return { ...route, kind, import: () => importUrl(new URL(module, host).href) };
  if (kind === 'remote-module') {
    const { tagName, className, scopedElements: scopedElementModules } = mean;
    return { ...route, kind, location: module, host, tagName, className, scopedElementModules };
  }
  // A feature without its component is refused by `validateRoutes` with the spec's message.
  return { ...route, kind: 'feature', featureId: id, feature: { path: module, component: mean.componentId ?? '' }, host };
}

function meansOf(config: AppConfig): Mean[] {
  return [...config.propsConfig.means, ...(config.propsConfig.localMeans ?? [])];
}

/**
 * The route table: redirections first (they are more specific than the feature patterns they
 * sit under, e.g. `login/app-login` under `login`), the shell's own routes, then the features.
 */
export function buildRoutes(config: AppConfig): RouteDefinition[] {
  const redirections = REDIRECTIONS.map(({ from, to }): RouteDefinition => ({
    kind: 'redirect',
    id: `redirect:${from}`,
    pattern: from,
    redirect: to,
    authentication: false,
  }));
  const logout: RouteDefinition = {
    kind: 'core',
    id: 'logout',
    pattern: SHELL_PATH.logout,
    module: SHELL_MODULE,
    authentication: false,
  };
  // The client route `modal` shows another route in the empty layout; it is always permitted.
  const modal: RouteDefinition = {
    kind: 'core',
    id: MODAL_ROUTE_ID,
    pattern: '/modal/*?',
    module: SHELL_MODULE,
    authentication: false,
  };
  const { fallbackRoute } = config.propsConfig;
  // The configuration's fallback comes last: it takes any path no other route matches (§2.1). It
  // needs login, so a visitor without a session goes to login with the path they asked for (§2.6).
  const fallback: RouteDefinition[] = fallbackRoute ? [{ kind: 'fallback', ...fallbackRoute }] : [];
  return [...redirections, logout, modal, ...meansOf(config).map((mean) => routeOf(mean, config)), ...fallback];
}

/**
 * On `/app-login/` every path shows the login: the hash is where the visitor wanted to go, kept
 * for after the login (shell.md §2.6).
 */
export function buildLoginEntryRoutes(config: AppConfig): RouteDefinition[] {
  const login = meansOf(config).find((mean) => `/${mean.path}` === SHELL_PATH.login);
  return login ? [routeOf(login, config, '/*?')] : [];
}

/**
 * The module URL of a feature or remote-module route: its lifecycle's name. A remote module whose
 * route names scoped elements gets a lifecycle of its own route (`#` and the route id), as a lazy
 * route does: its elements are the route's.
 */
export function moduleUrlOf(route: RouteDefinition): string | null {
  if (route.kind === 'feature') return new URL(route.feature.path, route.host).href;
  if (route.kind === 'remote-module') {
    const url = route.host ? new URL(route.location, route.host).href : route.location;
    return route.scopedElementModules ? `${url}#${route.id}` : url;
  }
  // A lazy route imports its module itself: its lifecycle goes by a name of its own.
  return route.kind === 'lazy' ? `lazy:${route.id}` : null;
}
