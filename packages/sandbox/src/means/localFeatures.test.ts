import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFeatureFinder } from './localFeatures';

const savingsGoals = {
  id: 'savings-goals',
  route: { kind: 'feature', path: 'savings-goals' },
  title: { 'es-ES': 'Metas de ahorro', 'en-GB': 'Savings goals' },
};

describe('features a team develops in the features folder (issue 40 §1)', () => {
  let featuresDir = '';
  const logs: string[] = [];
  beforeEach(async () => {
    featuresDir = await mkdtemp(join(tmpdir(), 'local-features-'));
    logs.length = 0;
  });
  afterEach(() => rm(featuresDir, { recursive: true, force: true }));
  const writePackage = async (folder: string, packageJson: object) => {
    await mkdir(join(featuresDir, folder), { recursive: true });
    await writeFile(join(featuresDir, folder, 'package.json'), JSON.stringify(packageJson));
  };

  it('lists a package with a bankShell field at its route, its folder as its module, and leaves out the bank’s own and broken ones', async () => {
    await writePackage('savings-goals', { name: '@bank-shell/feature-savings-goals', bankShell: savingsGoals });
    await writePackage('login', { name: '@bank-shell/feature-login' });
    await writePackage('broken', { bankShell: { ...savingsGoals, id: 'broken', route: { kind: 'feature', path: '../etc' } } });
    await mkdir(join(featuresDir, 'Not_A_Module'), { recursive: true });
    const find = createLocalFeatureFinder(featuresDir, (line) => logs.push(line));
    expect(await find()).toEqual([
      {
        id: 'savings-goals',
        path: 'savings-goals',
        componentId: 'ing-feat-savings-goals',
        module: 'savings-goals',
        title: 'Metas de ahorro',
        titleEnGb: 'Savings goals',
      },
    ]);
    expect(logs).toEqual(['warning: feature package "broken" left out of means: its bankShell field is not valid']);
  });

  it('reads a package.json again when it changes, and finds a folder added since', async () => {
    const find = createLocalFeatureFinder(featuresDir, (line) => logs.push(line));
    expect(await find()).toEqual([]);
    await writePackage('savings-goals', { bankShell: savingsGoals });
    expect((await find()).map((feature) => feature.path)).toEqual(['savings-goals']);
    await writePackage('savings-goals', { bankShell: { ...savingsGoals, route: { kind: 'lazy', path: 'ahorro' } } });
    expect(await find()).toMatchObject([{ path: 'ahorro', route: { kind: 'lazy' } }]);
  });

  it('finds nothing in a features folder that does not exist', async () => {
    expect(await createLocalFeatureFinder(join(featuresDir, 'missing'), () => undefined)()).toEqual([]);
  });
});
