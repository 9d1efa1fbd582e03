import type { LayoutMode } from '@bank-shell/core';

/**
 * Route groups of shell.md §2.4, as data: which chrome each page shows. Lists here are the spec's,
 * in the spec's order. An entry is a page (the first segment of the hash path) or a longer path
 * (`investment-appropriateness/etf/contract`); a path belongs to the most specific entry that is
 * a prefix of it on segment boundaries.
 */
export type RouteGroup = 'header-only' | 'full-page' | 'logout' | 'modal' | 'empty-layout' | 'no-tab-bar' | 'default';

export interface Chrome {
  header: boolean;
  footer: boolean;
  tabBar: boolean;
  /** An empty header: logo only, no actions (the logout group). */
  emptyHeader: boolean;
  /** The header shows the bank's contact information (the logout group). */
  contactInfo: boolean;
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

/** shell.md §2.4 "Login and geolocation have a back action driven by a login-history-back topic". */
export const LOGIN_HISTORY_BACK_PAGES = ['login', 'geolocation'] as const;

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

/** shell.md §2.4 "Logout: header only with an empty header, hidden left action and contact info shown". */
export const LOGOUT_PAGES = ['logout'] as const;

/** shell.md §2.4 "Modal: empty layout". */
export const MODAL_PAGES = ['modal'] as const;

/** shell.md §2.4 "ing-feature-page and ing-feature-page/bizum_ing-feat-bizum: empty layout config". */
export const EMPTY_LAYOUT_PAGES = ['ing-feature-page', 'ing-feature-page/bizum_ing-feat-bizum'] as const;

/** shell.md §2.4 "No tab bar", pages and then the ing-feature-page sub-routes. */
export const NO_TAB_BAR_PAGES = [
  'apple-pay',
  'applepay',
  'bizum',
  'block-cards',
  'broker',
  'broker-contract',
  'cards-contract',
  'change-pin',
  'fund-contract',
  'inbox',
  'investment-advisor',
  'investment-appropriateness/etf/contract',
  'life-insurance-contract',
  'loans-app',
  'mortgage',
  'movement-query-search',
  'movements-refactor',
  'movemoney',
  'notifications-config',
  'notifications-inbox',
  'pension-plan-sign-up',
  'personal-area-change-profile',
  'preapp-loans-contract',
  'preapp-mortgage',
  'rate-app-quiz',
  'receipts',
  'search-area',
  'signups-account',
  'commercial-evolution',
  'ing-feature-page/round-up-activate-genoma',
  'ing-feature-page/feat-granting-flow',
  'ing-feature-page/mobile-confirmation',
  'ing-feature-page/ing-feat-home-insurance-contract',
  'ing-feature-page/round-up-investment-activation-gema',
  'ing-feature-page/ing-feat-deposit-contract',
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

export interface RouteGroupDefinition {
  readonly group: RouteGroup;
  readonly paths: readonly string[];
  readonly chrome: Chrome;
  /** A layout mode the group imposes, whatever the feature asks for (shell.md §2.4 "empty layout"). */
  readonly layoutMode: LayoutMode | null;
}

const NO_CHROME: Chrome = { header: false, footer: false, tabBar: false, emptyHeader: false, contactInfo: false };
const ALL_CHROME: Chrome = { header: true, footer: true, tabBar: true, emptyHeader: false, contactInfo: false };

/** shell.md §2.4, list by list. "Everything else: default layout (all shown)" is `DEFAULT_ROUTE_GROUP`. */
export const ROUTE_GROUPS: readonly RouteGroupDefinition[] = [
  { group: 'header-only', paths: HEADER_ONLY_PAGES, chrome: { ...NO_CHROME, header: true }, layoutMode: null },
  { group: 'full-page', paths: FULL_PAGE_PAGES, chrome: NO_CHROME, layoutMode: null },
  { group: 'logout', paths: LOGOUT_PAGES, chrome: { ...NO_CHROME, header: true, emptyHeader: true, contactInfo: true }, layoutMode: null },
  // The empty layout decides the header itself: shown unless the feature hides it.
  { group: 'modal', paths: MODAL_PAGES, chrome: { ...NO_CHROME, header: true }, layoutMode: 'empty' },
  { group: 'empty-layout', paths: EMPTY_LAYOUT_PAGES, chrome: { ...NO_CHROME, header: true }, layoutMode: 'empty' },
  { group: 'no-tab-bar', paths: NO_TAB_BAR_PAGES, chrome: { ...ALL_CHROME, tabBar: false }, layoutMode: null },
];

/** shell.md §2.4 "Everything else: default layout (all shown)". */
export const DEFAULT_ROUTE_GROUP: RouteGroupDefinition = { group: 'default', paths: [], chrome: ALL_CHROME, layoutMode: null };

const DEFINITIONS = new Map<RouteGroup, RouteGroupDefinition>(
  [...ROUTE_GROUPS, DEFAULT_ROUTE_GROUP].map((definition) => [definition.group, definition]),
);

/** `#/a/b/?x=1`, `/a/b` and `a/b` → `['a', 'b']`. */
function segmentsOf(pageOrPath: string): string[] {
  const [path = ''] = pageOrPath.replace(/^#/, '').split('?', 1);
  return path.split('/').filter((segment) => segment !== '');
}

/** Every listed path as segments, most specific first (a stable sort keeps the spec's order among equals). */
const MATCHERS = ROUTE_GROUPS.flatMap(({ group, paths }) => paths.map((path) => ({ group, segments: segmentsOf(path) }))).sort(
  (a, b) => b.segments.length - a.segments.length,
);

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= segments.length && prefix.every((segment, index) => segments[index] === segment);
}

/**
 * The route group of a hash path (`/ing-feature-page/feat-granting-flow/step-2`) or of a page name
 * (`login`): the most specific listed path that prefixes it on segment boundaries.
 */
export function routeGroupOf(pageOrPath: string): RouteGroup {
  const segments = segmentsOf(pageOrPath);
  return MATCHERS.find((matcher) => startsWith(segments, matcher.segments))?.group ?? 'default';
}

export function chromeOf(group: RouteGroup): Chrome {
  return (DEFINITIONS.get(group) ?? DEFAULT_ROUTE_GROUP).chrome;
}

/** The layout mode a group imposes (the empty layout of modal and ing-feature-page), or `null`. */
export function layoutModeOf(group: RouteGroup): LayoutMode | null {
  return (DEFINITIONS.get(group) ?? DEFAULT_ROUTE_GROUP).layoutMode;
}

/** Whether a page or path needs no login (shell.md §2.2): its first segment is a public page. */
export function isPublicPage(pageOrPath: string): boolean {
  return (PUBLIC_PAGES as readonly string[]).includes(pageOf(pageOrPath));
}

/** Whether a page or path has the back action of the login-history-back topic (shell.md §2.4). */
export function hasLoginHistoryBack(pageOrPath: string): boolean {
  return (LOGIN_HISTORY_BACK_PAGES as readonly string[]).includes(pageOf(pageOrPath));
}

/** `/posicion-global/cuentas` → `posicion-global`. */
export function pageOf(path: string): string {
  return segmentsOf(path)[0] ?? '';
}
