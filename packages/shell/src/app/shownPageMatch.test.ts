import { describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { shownPageMatch, withinSession } from './shownPageMatch';

const match = (routeId: string, path: string) => ({ route: { id: routeId }, path }) as RouteMatch;

describe('the page a route change shows', () => {
  it('another tab of the page on screen is shown at once, not after a sliced render', () => {
    const accounts = match('overall-position', '/posicion-global/cuentas');
    const cards = match('overall-position', '/posicion-global/tarjetas');
    expect(shownPageMatch(cards, accounts)).toBe(cards);
  });

  it('another page waits for React’s deferred render, which it slices', () => {
    const overview = match('overall-position', '/posicion-global');
    const personalArea = match('personal-area', '/area-personal');
    expect(shownPageMatch(personalArea, overview)).toBe(overview);
  });

  it('the first page, and a page no route matches any more, follow the deferred match', () => {
    const overview = match('overall-position', '/posicion-global');
    expect(shownPageMatch(overview, null)).toBeNull();
    expect(shownPageMatch(null, overview)).toBe(overview);
  });
});

describe('a page behind the login once the session has ended (issue 42 §1)', () => {
  const page = (kind: string, authentication?: boolean) =>
    ({
      route: { id: 'overall-position', kind, ...(authentication === undefined ? {} : { authentication }) },
      path: '/posicion-global',
    }) as RouteMatch;

  it('is not shown again for no profile: it would call the bank in the name of the ended session', () => {
    expect(withinSession(page('feature'), null)).toBeNull();
  });

  it('is shown while a profile is active, the one that goes on when another ended included', () => {
    const overview = page('feature');
    expect(withinSession(overview, 'business-1')).toBe(overview);
  });

  it('a public page and the shell’s own logout screen stay without a profile', () => {
    const signUp = page('feature', false);
    const logout = page('core');
    expect(withinSession(signUp, null)).toBe(signUp);
    expect(withinSession(logout, null)).toBe(logout);
    expect(withinSession(null, null)).toBeNull();
  });
});
