import { describe, expect, it } from 'vitest';
import { importWithScopedElements, loadScopedElementModules } from './scopedElementModules';
import { isWebComponentModule } from './webComponentFeature';

class EuroFigure extends HTMLElement {}
class FundPrices extends HTMLElement {}

describe('route-scoped elements named by the configuration (shell.md §3.8 "Route entity": scopedElements)', () => {
  const route = {
    id: 'fund-prices',
    host: 'https://cdn.example/features/',
    location: 'fund-prices/index.js',
    scopedElementModules: { 'bank-figure': { module: 'figures/figures.js', export: 'EuroFigure' } },
  };

  it('takes each export by name from its module, relative to the route’s host', async () => {
    const asked: string[] = [];
    const elements = await loadScopedElementModules(route, (url) => (asked.push(url), Promise.resolve({ EuroFigure, default: class {} })));
    expect(elements).toEqual({ 'bank-figure': EuroFigure });
    expect(asked).toEqual(['https://cdn.example/features/figures/figures.js']);
  });

  it.each([
    ['a missing export', {}],
    ['a function that is no element', { EuroFigure: () => null }],
    ['a class that is no element', { EuroFigure: class {} }],
  ])('fails the route on %s, naming the route, the module and the export', async (_case, module) => {
    await expect(loadScopedElementModules(route, () => Promise.resolve(module))).rejects.toThrow(
      'Scoped element bank-figure of route fund-prices: https://cdn.example/features/figures/figures.js exports no custom element class named EuroFigure',
    );
  });

  it('loads the route’s module with them, as a web component whose scoped elements include the route’s', async () => {
    const modules: Record<string, unknown> = {
      'https://cdn.example/features/fund-prices/index.js': { default: FundPrices, tagName: 'bank-fund-prices' },
      'https://cdn.example/features/figures/figures.js': { EuroFigure },
    };
    const loaded = (await importWithScopedElements(route, (url) => Promise.resolve(modules[url]))) as { default: { id: string } };
    expect(loaded.default.id).toBe('bank-fund-prices');
    expect(isWebComponentModule(loaded)).toBe(false);
  });
});
