import { PRE_PRODUCTION_TABLE, PRODUCTION_TABLE } from './destinations';
import type { DeepLinkTable } from './destinations';

/** The feature an unknown id leads to (features.md §2.3). */
export const PAGE_NOT_FOUND_FEATURE = 'page-not-found';
/**
 * Where a destination whose feature has no route goes: the route-less path, which the router sends
 * to the home page (shell.md §2.1).
 */
export const ROUTE_LESS_DEFAULT_PATH = '/';
/**
 * The key of `urlsConfig` that names the bank's production origins, separated by spaces: a page
 * on one of their hosts uses the production table, any other host the pre-production one.
 */
export const PRODUCTION_ORIGINS_KEY = 'deepLinkProductionOrigins';

/** A destination id as it may appear in an address: decimal digits, no sign, no leading zeros. */
const DESTINATION_ID_PATTERN = /^(0|[1-9][0-9]{0,8})$/;

/** The host names of a space-separated list of origins; what is not an http(s) URL is skipped. */
export function productionHostsOf(origins: string | undefined): Set<string> {
  const hosts = new Set<string>();
  for (const origin of (origins ?? '').split(/\s+/)) {
    if (!URL.canParse(origin)) continue;
    const url = new URL(origin);
    if (url.protocol === 'https:' || url.protocol === 'http:') hosts.add(url.hostname);
  }
  return hosts;
}

/** features.md §2.3: the page's host name chooses the table. */
export function deepLinkTableFor(hostname: string, productionHosts: ReadonlySet<string>): DeepLinkTable {
  return productionHosts.has(hostname) ? PRODUCTION_TABLE : PRE_PRODUCTION_TABLE;
}

export interface DeepLinkContext {
  /** The page's host name (`location.hostname`). */
  hostname: string;
  productionHosts: ReadonlySet<string>;
  /** The route path of a feature of `means` (`posicion-global`), or undefined when it has none. */
  featurePath(feature: string): string | undefined;
}

/**
 * The path a deep link leads to (features.md §2.3): the destination's feature route with its
 * fixed sub-route; an unknown id, the page-not-found feature; a feature without a route, the
 * route-less default.
 */
export function deepLinkTarget(idText: string, context: DeepLinkContext): string {
  const routeOf = (feature: string, subRoute?: string): string => {
    const path = context.featurePath(feature);
    if (path === undefined) return ROUTE_LESS_DEFAULT_PATH;
    return subRoute === undefined ? `/${path}` : `/${path}/${subRoute}`;
  };
  const destination = DESTINATION_ID_PATTERN.test(idText)
    ? deepLinkTableFor(context.hostname, context.productionHosts).get(Number(idText))
    : undefined;
  if (destination === undefined) return routeOf(PAGE_NOT_FOUND_FEATURE);
  return routeOf(destination.feature, destination.subRoute);
}
