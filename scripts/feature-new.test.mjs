import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { componentNameOf, newFeature, problemsWith, titleOf } from './feature-new.mjs';

describe('npm run feature:new (issue 40 §1)', () => {
  let featuresDir = '';
  beforeEach(async () => {
    featuresDir = await mkdtemp(path.join(tmpdir(), 'feature-new-'));
  });
  afterEach(() => rm(featuresDir, { recursive: true, force: true }));

  it('names the component and the page from the feature’s name', () => {
    expect(componentNameOf('savings-goals')).toBe('SavingsGoals');
    expect(componentNameOf('bizum2')).toBe('Bizum2');
    expect(titleOf('savings-goals')).toBe('Savings goals');
  });

  it('refuses a name or a path that is no slug, a title with markup, and a folder that exists', async () => {
    expect(problemsWith({ name: 'Savings_Goals', routePath: 'ok', featuresDir })).toEqual([
      'The name must be lower-case words joined by hyphens, at most 40 characters (e.g. savings-goals).',
    ]);
    expect(problemsWith({ name: '../escape', routePath: 'ok', featuresDir })).toHaveLength(1);
    expect(problemsWith({ name: 'a'.repeat(41), routePath: 'ok', featuresDir })).toHaveLength(1);
    expect(problemsWith({ name: 'ok', routePath: 'a/b', featuresDir })).toEqual([
      '--path must be lower-case words joined by hyphens (e.g. metas-de-ahorro).',
    ]);
    expect(problemsWith({ name: 'ok', routePath: 'ok', title: '<img src=x>', featuresDir })).toHaveLength(1);
    await newFeature({
      name: 'savings-goals',
      featuresDir,
      install: false,
      apiUrl: 'http://api.nowhere.localhost:1',
      log: () => undefined,
    });
    expect(problemsWith({ name: 'savings-goals', routePath: 'savings-goals', featuresDir })).toEqual([
      'packages/features/savings-goals exists already.',
    ]);
  });

  it('writes a package with its route and page names, texts in both languages, styles, a unit and an e2e test, a README, and builds it', async () => {
    const lines = [];
    const { files, seconds } = await newFeature({
      name: 'savings-goals',
      routePath: 'metas-de-ahorro',
      title: 'Metas de ahorro',
      featuresDir,
      install: false,
      apiUrl: 'http://api.nowhere.localhost:1',
      log: (line) => lines.push(line),
    });
    expect(files).toEqual([
      'README.md',
      'e2e/savings-goals.spec.ts',
      'e2e/tsconfig.json',
      'package.json',
      'src/SavingsGoalsPage.test.tsx',
      'src/SavingsGoalsPage.tsx',
      'src/index.tsx',
      'src/messages.ts',
      'src/styles.css',
      'tsconfig.json',
    ]);
    const folder = path.join(featuresDir, 'savings-goals');
    const packageJson = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
    expect(packageJson).toMatchObject({
      name: '@bank-shell/feature-savings-goals',
      version: '0.1.0',
      bankShell: {
        id: 'savings-goals',
        route: { kind: 'feature', path: 'metas-de-ahorro' },
        title: { 'es-ES': 'Metas de ahorro', 'en-GB': 'Metas de ahorro' },
      },
    });
    const messages = await readFile(path.join(folder, 'src/messages.ts'), 'utf8');
    expect(messages).toContain("'es-ES': {");
    expect(messages).toContain("'en-GB': {");
    expect(await readFile(path.join(folder, 'src/index.tsx'), 'utf8')).toContain("import './styles.css';");
    const manifest = JSON.parse(await readFile(path.join(folder, 'dist/manifest.json'), 'utf8'));
    expect(manifest.entry).toMatch(/^savings-goals\.[\w-]+\.js$/);
    expect(manifest.styles).toHaveLength(1);
    expect(manifest.imports).toEqual(expect.arrayContaining(['@bank-shell/react']));
    expect(lines.at(-1)).toBe(
      `Feature savings-goals ready in ${seconds.toFixed(1)} s: start the app (npm start, or npm run dev) and open http://nowhere.localhost:1/#/metas-de-ahorro.`,
    );
  });
});
