import { describe, expect, it } from 'vitest';
import { ROUTE_GROUP_LISTS } from './routeGroupLists';
import {
  PUBLIC_PAGE_GROUPS,
  chromeOf,
  unknownRouteGroup,
  hasLoginHistoryBack,
  isPublicPage,
  layoutModeOf,
  pageOf,
  routeGroupLists,
  routeGroupOf as groupIn,
} from './routeGroups';
import type { RouteGroup } from './routeGroups';

/** The group of a page once every list of shell.md §2.4 is known (a signed-in page). */
const routeGroupOf = (pageOrPath: string) => groupIn(pageOrPath, ROUTE_GROUP_LISTS);

// The lists of shell.md §2.2 and §2.4, copied from the spec rather than imported, so that a page
// added to, dropped from or moved between the code's lists fails these tests.
/** shell.md §2.4 "Header only (footer and tab bar hidden)". */
const HEADER_ONLY_PAGES = [
  'already-logged-low-level',
  'funds-simulator',
  'insight',
  'login-dnie',
  'prelogin-inbox',
  'product-profitability',
  'sso',
  'login',
  'geolocation',
];
/** shell.md §2.4 "Full page (header, footer and tab bar all hidden)". */
const FULL_PAGE_PAGES = [
  'broker-interactive-platform',
  'digital-fallbacks',
  'logout-campaigns',
  'money-coach',
  'money-coach-contract',
  'multi-contract',
  'pin-recovery',
  'remote-advisor-video-call',
  'verification-video-call',
];
/** shell.md §2.4 "ing-feature-page and ing-feature-page/bizum_ing-feat-bizum: empty layout config". */
const EMPTY_LAYOUT_PAGES = ['ing-feature-page', 'ing-feature-page/bizum_ing-feat-bizum'];
/** shell.md §2.4 "No tab bar", the pages and then the ing-feature-page sub-routes. */
const NO_TAB_BAR_PAGES = [
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
];
/** shell.md §2.2 "Pages needing no login". */
const PAGES_WITHOUT_LOGIN = [
  'login',
  'logout',
  'logout-campaigns',
  'pin-recovery',
  'insight',
  'geolocation',
  'modal',
  'broker-interactive-platform',
];
/** shell.md §1: "anonymous visitors on the login, logout, pin-recovery and sign-up pages". */
const SIGN_UP_PAGE = 'signups-account';
/** Pages the spec names elsewhere (§2.5, §2.6) or that are plainly not listed: each in the default group. */
const UNLISTED_PAGES = [
  'posicion-global',
  'pagina-no-encontrada',
  'mfv-enrolment',
  'sso-login',
  'producto',
  'movements-switch',
  'investment-appropriateness',
  'money',
  'cards',
];
/** Every page above, once each. */
const NAMED_PAGES = [
  ...new Set([
    ...HEADER_ONLY_PAGES,
    ...FULL_PAGE_PAGES,
    'logout',
    'modal',
    ...EMPTY_LAYOUT_PAGES,
    ...NO_TAB_BAR_PAGES,
    ...PAGES_WITHOUT_LOGIN,
    ...UNLISTED_PAGES,
  ]),
];

/** The group shell.md §2.4 gives a page. */
function specGroupOf(page: string): RouteGroup {
  if (HEADER_ONLY_PAGES.includes(page)) return 'header-only';
  if (FULL_PAGE_PAGES.includes(page)) return 'full-page';
  if (page === 'logout') return 'logout';
  if (page === 'modal') return 'modal';
  if (EMPTY_LAYOUT_PAGES.includes(page)) return 'empty-layout';
  if (NO_TAB_BAR_PAGES.includes(page)) return 'no-tab-bar';
  return 'default';
}

const chrome = (header: boolean, footer: boolean, tabBar: boolean, emptyHeader = false, contactInfo = false) => ({
  header,
  footer,
  tabBar,
  emptyHeader,
  contactInfo,
});

describe('route groups (shell.md §2.4)', () => {
  it('puts every page named in shell.md §2.4 in its group, and every other page in the default one', () => {
    const actual = NAMED_PAGES.map((page) => [page, routeGroupOf(`/${page}`)]);
    expect(actual).toEqual(NAMED_PAGES.map((page) => [page, specGroupOf(page)]));
  });

  it.each(HEADER_ONLY_PAGES)('shows only the header on %s', (page) => {
    expect(routeGroupOf(page)).toBe('header-only');
    expect(chromeOf(routeGroupOf(page))).toEqual(chrome(true, false, false));
  });

  it.each(FULL_PAGE_PAGES)('hides header, footer and tab bar on %s', (page) => {
    expect(chromeOf(routeGroupOf(page))).toEqual(chrome(false, false, false));
  });

  it('gives logout an empty header with the contact information, and nothing else', () => {
    expect(chromeOf(routeGroupOf('logout'))).toEqual(chrome(true, false, false, true, true));
  });

  it('gives modal the empty layout', () => {
    expect(routeGroupOf('/modal/terms')).toBe('modal');
    expect(layoutModeOf('modal')).toBe('empty');
  });

  it.each(EMPTY_LAYOUT_PAGES)('gives %s the empty layout config', (path) => {
    expect(routeGroupOf(`/${path}/any/step`)).toBe('empty-layout');
    expect(layoutModeOf('empty-layout')).toBe('empty');
  });

  it.each(NO_TAB_BAR_PAGES)('hides only the tab bar on %s', (path) => {
    expect(routeGroupOf(`/${path}`)).toBe('no-tab-bar');
    expect(routeGroupOf(`/${path}/detail?x=1`)).toBe('no-tab-bar');
    expect(chromeOf('no-tab-bar')).toEqual(chrome(true, true, false));
  });

  it('matches the most specific path first: an ing-feature-page sub-route is no-tab-bar, others are empty layout', () => {
    expect(routeGroupOf('/ing-feature-page/feat-granting-flow/x')).toBe('no-tab-bar');
    expect(routeGroupOf('/ing-feature-page/bizum_ing-feat-bizum')).toBe('empty-layout');
    expect(routeGroupOf('/ing-feature-page/something-else')).toBe('empty-layout');
    expect(routeGroupOf('/ing-feature-page')).toBe('empty-layout');
  });

  it('matches on segment boundaries only', () => {
    expect(routeGroupOf('/ing-feature-page/feat-granting-flow-2')).toBe('empty-layout');
    expect(routeGroupOf('/investment-appropriateness/etf')).toBe('default');
    expect(routeGroupOf('/investment-appropriateness/etf/contract/step')).toBe('no-tab-bar');
    expect(routeGroupOf('/logout-campaigns')).toBe('full-page');
    expect(routeGroupOf('/login-dnie')).toBe('header-only');
  });

  it('takes a page name, a hash path or a hash', () => {
    expect(routeGroupOf('login')).toBe('header-only');
    expect(routeGroupOf('/login/step')).toBe('header-only');
    expect(routeGroupOf('#/bizum?navigation-data=1')).toBe('no-tab-bar');
  });

  it('shows everything on any other page', () => {
    expect(routeGroupOf('posicion-global')).toBe('default');
    expect(routeGroupOf('')).toBe('default');
    expect(chromeOf('default')).toEqual(chrome(true, true, true));
    expect(layoutModeOf('default')).toBeNull();
  });

  it('gives login and geolocation the login-history-back action, and no other page', () => {
    expect(hasLoginHistoryBack('/login')).toBe(true);
    expect(hasLoginHistoryBack('geolocation')).toBe(true);
    expect(hasLoginHistoryBack('/sso')).toBe(false);
  });

  it('knows the groups of the public pages without the signed-in lists, as shell.md §2.4 gives them', () => {
    const publicPages = [...PAGES_WITHOUT_LOGIN, SIGN_UP_PAGE];
    expect(PUBLIC_PAGE_GROUPS.flatMap(({ paths }) => paths).sort()).toEqual([...publicPages].sort());
    const actual = publicPages.map((page) => [page, groupIn(`/${page}/step`, PUBLIC_PAGE_GROUPS)]);
    expect(actual).toEqual(publicPages.map((page) => [page, specGroupOf(page)]));
    expect(groupIn('/signups-account/what-is-your-name', PUBLIC_PAGE_GROUPS)).toBe('no-tab-bar');
  });

  it('starts from the public pages: the login page does without the other lists until the signed-in chunk brings them', () => {
    expect(routeGroupLists.getSnapshot()).toBe(PUBLIC_PAGE_GROUPS);
    expect(groupIn('login')).toBe('header-only');
    expect(groupIn('/bizum')).toBe('default');
  });

  it('needs no login on exactly the eight pages of shell.md §2.2 and the sign-up pages of §1, and login on every other page', () => {
    const actual = NAMED_PAGES.map((page) => [page, isPublicPage(page)]);
    expect(actual).toEqual(NAMED_PAGES.map((page) => [page, PAGES_WITHOUT_LOGIN.includes(page) || page === 'signups-account']));
    expect(isPublicPage('/signups-account/personal-data-1')).toBe(true);
  });

  it('knows a page that needs no login by the first segment of its path (shell.md §2.2)', () => {
    expect(isPublicPage('login')).toBe(true);
    expect(isPublicPage('pin-recovery')).toBe(true);
    expect(isPublicPage('/modal/terms')).toBe(true);
    expect(isPublicPage('posicion-global')).toBe(false);
  });

  it('names a page by the first segment of its path', () => {
    expect(pageOf('/posicion-global/cuentas')).toBe('posicion-global');
    expect(pageOf('/')).toBe('');
  });
});

describe('an unknown route (shell.md §2.6.1)', () => {
  it('has the default layout for a customer and the full page without a session', () => {
    expect(unknownRouteGroup(true)).toBe('default');
    expect(unknownRouteGroup(false)).toBe('full-page');
    expect(chromeOf(unknownRouteGroup(false))).toEqual({
      header: false,
      footer: false,
      tabBar: false,
      emptyHeader: false,
      contactInfo: false,
    });
    expect(chromeOf(unknownRouteGroup(true))).toMatchObject({ header: true, footer: true, tabBar: true });
  });
});
