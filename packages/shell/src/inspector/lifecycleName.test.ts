import { describe, expect, it } from 'vitest';
import type { AppConfig, Mean } from '@bank-shell/core';
import { moduleUrlOf, routeOf } from '../routes/buildRoutes';
import { lifecycleNameOf } from './lifecycleName';

const HOST = 'http://bank.localhost:8080/cdn/features/';
const base = { host: HOST, title: 'Página' };
const MEANS: Mean[] = [
  { ...base, id: 'overall-position', path: 'posicion-global', componentId: 'ing-feat-overall-position', module: 'overall-position/a.js' },
  { ...base, id: 'help', kind: 'lazy', path: 'ayuda', module: 'help/help.js' },
  { ...base, id: 'fund-prices', kind: 'remote-module', path: 'fondos', module: 'fund-prices/f.js', tagName: 'fund-prices' },
  {
    ...base,
    id: 'exchange-rates',
    kind: 'remote-module',
    path: 'divisas',
    module: 'exchange-rates/e.js',
    tagName: 'exchange-rates',
    scopedElements: { 'rate-card': { module: 'exchange-rates/card.js', export: 'RateCard' } },
  },
];
const CONFIG: AppConfig = { urlsConfig: {}, propsConfig: { means: MEANS } };

describe('the lifecycle a mean’s state is read from (issue 40 §4)', () => {
  it.each(MEANS.map((mean) => [mean.kind ?? 'feature', mean.scopedElements ? 'with scoped elements' : '', mean] as const))(
    'is the one the router and the outlet use, for a %s %s',
    (_kind, _scoped, mean) => {
      expect(lifecycleNameOf(mean)).toBe(moduleUrlOf(routeOf(mean, CONFIG)));
    },
  );

  it('is the module’s URL for a feature, its own name for a lazy route', () => {
    expect(MEANS.map(lifecycleNameOf).slice(0, 2)).toEqual([`${HOST}overall-position/a.js`, 'lazy:help']);
  });
});
