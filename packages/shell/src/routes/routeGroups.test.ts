import { describe, expect, it } from 'vitest';
import { FULL_PAGE_PAGES, HEADER_ONLY_PAGES, chromeOf, isPublicPage, pageOf, routeGroupOf } from './routeGroups';

describe('route groups (shell.md §2.4)', () => {
  it.each(HEADER_ONLY_PAGES)('shows only the header on %s', (page) => {
    expect(chromeOf(routeGroupOf(page))).toEqual({ header: true, footer: false, tabBar: false, emptyHeader: false });
  });

  it.each(FULL_PAGE_PAGES)('hides header, footer and tab bar on %s', (page) => {
    expect(chromeOf(routeGroupOf(page))).toEqual({ header: false, footer: false, tabBar: false, emptyHeader: false });
  });

  it('gives logout an empty header only', () => {
    expect(chromeOf(routeGroupOf('logout'))).toEqual({ header: true, footer: false, tabBar: false, emptyHeader: true });
  });

  it('shows everything on any other page', () => {
    expect(chromeOf(routeGroupOf('posicion-global'))).toEqual({ header: true, footer: true, tabBar: true, emptyHeader: false });
  });

  it('knows the pages that need no login (shell.md §2.2)', () => {
    expect(isPublicPage('login')).toBe(true);
    expect(isPublicPage('pin-recovery')).toBe(true);
    expect(isPublicPage('posicion-global')).toBe(false);
  });

  it('names a page by the first segment of its path', () => {
    expect(pageOf('/posicion-global/cuentas')).toBe('posicion-global');
    expect(pageOf('/')).toBe('');
  });
});
