/**
 * Route groups of shell.md §2.4, as data: which chrome each page shows. The first path segment
 * of the hash names the page. Lists here are the spec's, in the spec's order.
 */
export type RouteGroup = 'header-only' | 'full-page' | 'logout' | 'modal' | 'no-tab-bar' | 'default';

export interface Chrome {
  header: boolean;
  footer: boolean;
  tabBar: boolean;
  /** An empty header: logo only, no actions (the logout group). */
  emptyHeader: boolean;
}

/** shell.md §2.4 "Header only (footer and tab bar hidden)". */
export const HEADER_ONLY_PAGES = [
  'already-logged-low-level',
  'funds-simulator',
  'insight',
  'login-dnie',
  'prelogin-inbox',
  'product-profitability',
  'sso',
  'login',
  'geolocation',
] as const;

/** shell.md §2.4 "Full page (header, footer and tab bar all hidden)". */
export const FULL_PAGE_PAGES = [
  'broker-interactive-platform',
  'digital-fallbacks',
  'logout-campaigns',
  'money-coach',
  'money-coach-contract',
  'multi-contract',
  'pin-recovery',
  'remote-advisor-video-call',
  'verification-video-call',
] as const;

/** shell.md §2.2: pages that need no login; every other page does. */
export const PUBLIC_PAGES = [
  'login',
  'logout',
  'logout-campaigns',
  'pin-recovery',
  'insight',
  'geolocation',
  'modal',
  'broker-interactive-platform',
] as const;

const CHROME: Record<RouteGroup, Chrome> = {
  'header-only': { header: true, footer: false, tabBar: false, emptyHeader: false },
  'full-page': { header: false, footer: false, tabBar: false, emptyHeader: false },
  logout: { header: true, footer: false, tabBar: false, emptyHeader: true },
  modal: { header: false, footer: false, tabBar: false, emptyHeader: false },
  'no-tab-bar': { header: true, footer: true, tabBar: false, emptyHeader: false },
  default: { header: true, footer: true, tabBar: true, emptyHeader: false },
};

function includes(list: readonly string[], page: string): boolean {
  return list.includes(page);
}

/** The route group of a page name (the first hash segment). */
export function routeGroupOf(page: string): RouteGroup {
  if (includes(HEADER_ONLY_PAGES, page)) return 'header-only';
  if (includes(FULL_PAGE_PAGES, page)) return 'full-page';
  if (page === 'logout') return 'logout';
  if (page === 'modal') return 'modal';
  return 'default';
}

export function chromeOf(group: RouteGroup): Chrome {
  return CHROME[group];
}

export function isPublicPage(page: string): boolean {
  return includes(PUBLIC_PAGES, page);
}

/** `/posicion-global/cuentas` → `posicion-global`. */
export function pageOf(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}
