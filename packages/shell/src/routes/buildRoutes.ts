import { MODAL_ROUTE_ID, featurePattern } from '@bank-shell/core';
import type { AppConfig, FeatureRoute, Mean, RouteDefinition } from '@bank-shell/core';
import { isPublicPage } from './routeGroups';

import { SHELL_PATH } from './shellPath';

export { SHELL_PATH };

/** Where the sandbox serves the login for visitors who arrive without a session (shell.md §2.6). */
export const APP_LOGIN_PATHNAME = '/app-login/';

/**
 * The path the shell's page lives at, without `app-login/`: `/` for the web client, or
 * `/clients/<client id>/` for the sandbox's pages of the other client kinds.
 */
export function pageBasePath(pathname: string): string {
  const page = pathname.endsWith(APP_LOGIN_PATHNAME) ? pathname.slice(0, 1 - APP_LOGIN_PATHNAME.length) : pathname;
  return page.slice(0, page.lastIndexOf('/') + 1) || '/';
}

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

/** One feature route per entry of `means` (shell.md §2.1: base path followed by any sub-path). */
export function featureRoute(mean: Mean, pattern = featurePattern(mean.path)): FeatureRoute {
  return {
    kind: 'feature',
    id: mean.id,
    pattern,
    title: mean.title,
    titles: mean.titles,
    authentication: !isPublicPage(mean.path),
    featureId: mean.id,
    feature: { path: mean.module, component: mean.componentId },
    host: mean.host,
  };
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
  return [...redirections, logout, modal, ...meansOf(config).map((mean) => featureRoute(mean))];
}

/**
 * On `/app-login/` every path shows the login: the hash is where the visitor wanted to go, kept
 * for after the login (shell.md §2.6).
 */
export function buildLoginEntryRoutes(config: AppConfig): RouteDefinition[] {
  const login = meansOf(config).find((mean) => `/${mean.path}` === SHELL_PATH.login);
  return login ? [featureRoute(login, '/*?')] : [];
}

/** The module URL of a feature or remote-module route. */
export function moduleUrlOf(route: RouteDefinition): string | null {
  if (route.kind === 'feature') return new URL(route.feature.path, route.host).href;
  if (route.kind === 'remote-module') return route.host ? new URL(route.location, route.host).href : route.location;
  // A lazy route imports its module itself: its lifecycle goes by a name of its own.
  return route.kind === 'lazy' ? `lazy:${route.id}` : null;
}

/** Where to go after login: the page asked for, unless it is the login or logout page itself. */
export function postLoginTarget(path: string): string {
  return path === '/' || path.startsWith(SHELL_PATH.login) || path.startsWith(SHELL_PATH.logout) ? SHELL_PATH.home : path;
}
