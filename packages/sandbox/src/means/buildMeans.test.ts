import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMeans } from './buildMeans';
import type { FeatureDefinition } from './types';

const CDN = 'http://bank.localhost:8080/cdn/features/';

describe('means: every route kind of shell.md §2.1.2 from the stored features (issue 39 §1)', () => {
  let featuresDir = '';
  beforeEach(async () => {
    featuresDir = await mkdtemp(join(tmpdir(), 'means-'));
  });
  afterEach(() => rm(featuresDir, { recursive: true, force: true }));
  const built = async (module: string, entry: string) => {
    await mkdir(join(featuresDir, module, 'dist'), { recursive: true });
    await writeFile(join(featuresDir, module, 'dist', 'manifest.json'), JSON.stringify({ entry }));
  };
  const feature = (id: string, route: FeatureDefinition['route']): FeatureDefinition => ({
    id,
    path: id,
    componentId: `ing-feat-${id}`,
    module: id,
    title: id,
    route,
  });
  const build = (features: FeatureDefinition[], onUnbuiltModule = vi.fn()) =>
    buildMeans(features, { featuresDir, cdnBaseUrl: CDN, onUnbuiltModule });

  it('lists a remote module with its tag and class names, and its scoped elements as a module beside it and an export', async () => {
    await built('fund-prices', 'fund-prices.abc.js');
    await built('figures', 'figures.def.js');
    const [mean] = await build([
      feature('fund-prices', {
        kind: 'remote-module',
        tagName: 'bank-fund-prices',
        className: 'fund-prices',
        scopedElements: { 'bank-figure': { module: 'figures', export: 'EuroFigure' } },
      }),
    ]);
    expect(mean).toMatchObject({
      kind: 'remote-module',
      host: CDN,
      module: 'fund-prices/fund-prices.abc.js',
      tagName: 'bank-fund-prices',
      className: 'fund-prices',
      scopedElements: { 'bank-figure': { module: 'figures/figures.def.js', export: 'EuroFigure' } },
    });
  });

  it('lists a lazy route and a route with conditions, and a feature route without a kind', async () => {
    await built('page-not-found', 'p.js');
    await built('pending', 'q.js');
    await built('login', 'l.js');
    const means = await build([
      feature('page-not-found', { kind: 'lazy' }),
      feature('pending', { kind: 'feature', conditions: [{ flag: 'enable-pending-operation' }] }),
      feature('login', null),
    ]);
    expect(means.map(({ id, kind, conditions }) => ({ id, kind, conditions }))).toEqual([
      { id: 'page-not-found', kind: 'lazy', conditions: undefined },
      { id: 'pending', kind: 'feature', conditions: [{ flag: 'enable-pending-operation' }] },
      { id: 'login', kind: undefined, conditions: undefined },
    ]);
    expect(means[2]).not.toHaveProperty('kind');
  });

  it('leaves out a remote module whose scoped element module is not built, and says why', async () => {
    await built('fund-prices', 'fund-prices.abc.js');
    const onUnbuilt = vi.fn();
    const means = await build(
      [feature('fund-prices', { kind: 'remote-module', scopedElements: { 'bank-figure': { module: 'figures', export: 'X' } } })],
      onUnbuilt,
    );
    expect(means).toEqual([]);
    expect(onUnbuilt).toHaveBeenCalledTimes(1);
  });
});
