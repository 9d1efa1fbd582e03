import { describe, expect, it } from 'vitest';
import {
  EMPTY_LAYOUT_PAGES,
  FULL_PAGE_PAGES,
  HEADER_ONLY_PAGES,
  NO_TAB_BAR_PAGES,
  chromeOf,
  hasLoginHistoryBack,
  isPublicPage,
  layoutModeOf,
  pageOf,
  routeGroupOf,
} from './routeGroups';

const chrome = (header: boolean, footer: boolean, tabBar: boolean, emptyHeader = false, contactInfo = false) => ({
  header,
  footer,
  tabBar,
  emptyHeader,
  contactInfo,
});

describe('route groups (shell.md §2.4)', () => {
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

  it('knows the pages that need no login (shell.md §2.2)', () => {
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
