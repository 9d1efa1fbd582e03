import { describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { shownPageMatch } from './shownPageMatch';

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
