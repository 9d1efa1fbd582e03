import { featurePattern } from '@bank-shell/core';
import type { AppConfig, RouteDefinition } from '@bank-shell/core';
import { isPublicPage } from './routeGroups';

/** Hash paths the shell itself navigates to. */
export const SHELL_PATH = {
  login: '/login',
  logout: '/logout',
  home: '/posicion-global',
  notFound: '/pagina-no-encontrada',
} as const;

/**
 * The route table: the shell's core routes, then one feature route per entry of `means`
 * (shell.md §2.1: the pattern is the base path followed by any sub-path).
 */
export function buildRoutes(config: AppConfig): RouteDefinition[] {
  const core: RouteDefinition[] = [
    { id: 'logout', pattern: SHELL_PATH.logout, title: 'logout', authentication: false, target: { kind: 'core', screen: 'logout' } },
  ];
  const means = [...config.propsConfig.means, ...(config.propsConfig.localMeans ?? [])];
  const features = means.map((mean): RouteDefinition => ({
    id: mean.id,
    pattern: featurePattern(mean.path),
    title: mean.title,
    authentication: !isPublicPage(mean.path),
    target: { kind: 'feature', featureId: mean.id, moduleUrl: new URL(mean.module, mean.host).href },
  }));
  return [...core, ...features];
}
