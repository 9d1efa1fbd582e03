import { describe, expect, it } from 'vitest';
import { detailHref, listHref, loanHref, movementsHref, overviewHref, quickActionHref, screenOf } from './screens';

describe('the overall position’s sub-paths (issue 18 §4)', () => {
  it.each([
    ['', { name: 'overview' }],
    ['/', { name: 'overview' }],
    ['cuentas', { name: 'list', kind: 'account' }],
    ['tarjetas/', { name: 'list', kind: 'card' }],
    ['cuentas/ACC-0001', { name: 'detail', kind: 'account', id: 'ACC-0001' }],
    ['tarjetas/CRD-0002', { name: 'detail', kind: 'card', id: 'CRD-0002' }],
    ['cuentas/ACC-0001/movimientos', { name: 'movements', kind: 'account', id: 'ACC-0001' }],
    ['tarjetas/CRD-0002/movimientos/', { name: 'movements', kind: 'card', id: 'CRD-0002' }],
    ['prestamos/LOAN-3F2A9C10', { name: 'loan', id: 'LOAN-3F2A9C10' }],
  ])('"%s" is %o', (rest, screen) => {
    expect(screenOf(rest)).toEqual(screen);
  });

  it.each([
    'depositos',
    'cuentasX',
    'cuentas//movimientos',
    'cuentas/ACC-0001/otra',
    'cuentas/ACC-0001/movimientos/2',
    'demo',
    'demo/hipoteca',
    // The quick actions' demo screens are gone: each is a feature of its own (issue 41).
    'demo/transferencia',
    'demo/bizum',
    'prestamos',
    'prestamos/LOAN-3F2A9C10/movimientos',
  ])('"%s" is no screen of the feature', (rest) => {
    expect(screenOf(rest)).toEqual({ name: 'notFound' });
  });

  it('writes in-app hash links, with the id as one path segment', () => {
    expect(overviewHref()).toBe('#/posicion-global');
    expect(listHref('card')).toBe('#/posicion-global/tarjetas');
    expect(detailHref('account', 'ACC-0001')).toBe('#/posicion-global/cuentas/ACC-0001');
    expect(detailHref('card', 'a/b')).toBe('#/posicion-global/tarjetas/a%2Fb');
    expect(movementsHref('card', 'CRD-0002')).toBe('#/posicion-global/tarjetas/CRD-0002/movimientos');
    expect(loanHref('LOAN-3F2A9C10')).toBe('#/posicion-global/prestamos/LOAN-3F2A9C10');
  });

  it('leads each quick action to the feature that does it (issue 41 §1–§3)', () => {
    expect(quickActionHref('transferencia')).toBe('#/transferencias');
    expect(quickActionHref('bizum')).toBe('#/bizum');
    expect(quickActionHref('pagar-recibo')).toBe('#/recibos');
  });
});
