import type { RouteGroupList } from './routeGroups';

/**
 * The lists of shell.md §2.4, in the spec's order: which chrome each page shows. Only a signed-in
 * customer can open most of these pages, so the lists come with the signed-in chunk (issue 12);
 * the login page knows the groups of the public pages alone (`PUBLIC_PAGE_GROUPS`).
 */

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

/** Every list of shell.md §2.4 with its group; "everything else" is the default group. */
export const ROUTE_GROUP_LISTS: readonly RouteGroupList[] = [
  { group: 'header-only', paths: HEADER_ONLY_PAGES },
  { group: 'full-page', paths: FULL_PAGE_PAGES },
  { group: 'logout', paths: LOGOUT_PAGES },
  { group: 'modal', paths: MODAL_PAGES },
  { group: 'empty-layout', paths: EMPTY_LAYOUT_PAGES },
  { group: 'no-tab-bar', paths: NO_TAB_BAR_PAGES },
];
