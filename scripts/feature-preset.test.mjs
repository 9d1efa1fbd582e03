import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEntry } from './lib/bundle.mjs';
import { createHash } from 'node:crypto';
import { buildFeature, containsReactCopy, firstCallsOf, stylesheetModuleSource } from './lib/feature-preset.mjs';

const featuresDir = path.resolve(import.meta.dirname, '../packages/features');
const outRoot = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-features-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe('feature build preset', () => {
  const features = readdirSync(featuresDir);

  /** A React feature takes React and the bindings from the page; a web-component module takes neither (docs/remote-modules.md). */
  const isReactFeature = (name) =>
    '@bank-shell/react' in (JSON.parse(readFileSync(path.join(featuresDir, name, 'package.json'), 'utf8')).dependencies ?? {});

  it.each(features)('builds %s without its own copy of React', async (name) => {
    const { code } = await buildFeature(path.join(featuresDir, name), path.join(outRoot, name));
    expect(containsReactCopy(code)).toBe(false);
    if (isReactFeature(name)) expect(code).toMatch(/from\s*"@bank-shell\/react"/);
    else expect(code).not.toMatch(/from\s*"(react|@bank-shell\/react)"/);
  });

  it('builds the web-component modules (exchange rates, fund prices) as plain modules that import nothing from the page', () => {
    expect(features.filter((name) => !isReactFeature(name)).sort()).toEqual(['exchange-rates', 'fund-prices']);
  });

  it.each(features)('writes a manifest naming the hashed entry of %s', async (name) => {
    const outDir = path.join(outRoot, `${name}-manifest`);
    const { fileName } = await buildFeature(path.join(featuresDir, name), outDir);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.entry).toBe(fileName);
    expect(fileName).toMatch(new RegExp(`^${name}\\.[\\w-]{10}\\.js$`));
  });

  it.each(features)('%s loads as one file: its entry imports none of its own chunks statically', async (name) => {
    const { code } = await buildFeature(path.join(featuresDir, name), path.join(outRoot, `${name}-static`));
    // A static import of a chunk would be one more request, one level deeper, before the feature renders.
    expect(code).not.toMatch(new RegExp(`from\\s*"\\./${name}-chunk\\.`));
  });

  it('builds the styles a feature imports into a hashed stylesheet beside its module, named in the manifest with its integrity (issue 15 §5)', async () => {
    const outDir = path.join(outRoot, 'overall-position-styles');
    const { code, styles } = await buildFeature(path.join(featuresDir, 'overall-position'), outDir);
    expect(styles).toHaveLength(1);
    const [style] = styles;
    expect(style.file).toMatch(/^overall-position\.[\w-]{10}\.css$/);
    const css = readFileSync(path.join(outDir, style.file));
    expect(style.integrity).toBe(`sha384-${createHash('sha384').update(css).digest('base64')}`);
    expect(css.toString()).toContain('.balance-hero');
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.styles).toEqual([{ file: style.file, integrity: style.integrity }]);
    // The module links it, resolved beside itself, and waits for it before it finishes loading.
    expect(code).toContain(`new URL(\`./${style.file}\`,import.meta.url)`);
    expect(code).toContain(style.integrity);
    expect(code).toMatch(/await new Promise/);
  });

  it("names in the overall position's manifest its first calls, from bankShellBuild.firstCalls in its package.json (issue 42 §6)", async () => {
    const outDir = path.join(outRoot, 'overall-position-first-calls');
    await buildFeature(path.join(featuresDir, 'overall-position'), outDir);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.firstCalls).toEqual(['/genoma_api/rest/client', '/genoma_api/rest/products']);
  });

  it.each([
    ['another host', ['//evil.example/steal']],
    ['a path off the API', ['/config/appConfig']],
    ['more than 4 calls', ['/genoma_api/rest/a', '/genoma_api/rest/b', '/genoma_api/rest/c', '/genoma_api/rest/d', '/genoma_api/rest/e']],
    ['not a list', '/genoma_api/rest/client'],
  ])('fails the build of a feature whose first calls name %s', async (_case, firstCalls) => {
    const featureDir = path.join(outRoot, 'first-calls-feature');
    mkdirSync(featureDir, { recursive: true });
    writeFileSync(path.join(featureDir, 'package.json'), JSON.stringify({ name: 'x', bankShellBuild: { firstCalls } }));
    await expect(firstCallsOf(featureDir)).rejects.toThrow(
      `first-calls-feature: bankShellBuild.firstCalls must list at most 4 paths of the bank's API, such as "/genoma_api/rest/client"`,
    );
  });

  it('gives no first calls for a feature that names none', async () => {
    expect(await firstCallsOf(path.join(featuresDir, 'login'))).toEqual([]);
  });

  it('names in the manifest the shared modules the entry imports, for a page landing on the feature to preload (issue 12)', async () => {
    const outDir = path.join(outRoot, 'overall-position-imports');
    await buildFeature(path.join(featuresDir, 'overall-position'), outDir);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'));
    expect(manifest.imports).toEqual(
      expect.arrayContaining(['@bank-shell/core/api', '@bank-shell/core/format', '@bank-shell/react/query']),
    );
    expect(manifest.imports).toEqual([...manifest.imports].sort());
    expect(manifest.imports.every((specifier) => !specifier.startsWith('.') && !specifier.includes(':'))).toBe(true);
  });

  it('builds the overall position’s entry with no file of its own to import before it runs: its lazy chunks share no module with it (issue 42 §6)', async () => {
    const outDir = path.join(outRoot, 'overall-position-chunks');
    const { fileName } = await buildFeature(path.join(featuresDir, 'overall-position'), outDir);
    const entry = readFileSync(path.join(outDir, fileName), 'utf8');
    // Relative static imports (`from"./…"`) would be one request deeper before the balances.
    expect(entry.match(/from\s*["'`]\.\//g) ?? []).toEqual([]);
    // The card page's controls and PIN are a chunk of their own, imported on demand.
    const chunks = readdirSync(outDir).filter((file) => /^overall-position-chunk\..*\.js$/.test(file));
    expect(chunks.some((chunk) => readFileSync(path.join(outDir, chunk), 'utf8').includes('card-controls'))).toBe(true);
    expect(entry).not.toContain('card-controls');
  });

  it('writes no styles for a feature that imports none', async () => {
    const outDir = path.join(outRoot, 'page-not-found-styles');
    const { styles } = await buildFeature(path.join(featuresDir, 'page-not-found'), outDir);
    expect(styles).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'))).not.toHaveProperty('styles');
    expect(readdirSync(outDir).filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  describe('the module a stylesheet import becomes, run in a page', () => {
    async function run(sheets, outcome) {
      const appended = [];
      const document = {
        styleSheets: sheets,
        createElement: () => ({ remove() {} }),
        head: {
          append(link) {
            appended.push(link);
            queueMicrotask(() => (outcome === 'load' ? link.onload() : link.onerror()));
          },
        },
      };
      const source = stylesheetModuleSource('overall-position.4DkoT7pdFn.css', 'sha384-abc').replace(
        'import.meta.url',
        JSON.stringify('http://bank.localhost:8080/cdn/features/overall-position/overall-position.uNpDOfpAPZ.js'),
      );
      const evaluate = new Function('document', `return (async () => { ${source} })();`);
      return { done: evaluate(document), appended };
    }

    it('links the stylesheet beside the module with its integrity and crossorigin, and waits for it', async () => {
      const { done, appended } = await run([], 'load');
      await expect(done).resolves.toBeUndefined();
      expect(appended).toHaveLength(1);
      expect(appended[0]).toMatchObject({
        rel: 'stylesheet',
        href: 'http://bank.localhost:8080/cdn/features/overall-position/overall-position.4DkoT7pdFn.css',
        integrity: 'sha384-abc',
        crossOrigin: 'anonymous',
      });
    });

    it('links nothing when the page already has the stylesheet', async () => {
      const { done, appended } = await run(
        [{ href: 'http://bank.localhost:8080/cdn/features/overall-position/overall-position.4DkoT7pdFn.css' }],
        'load',
      );
      await expect(done).resolves.toBeUndefined();
      expect(appended).toEqual([]);
    });

    it('fails the load when the stylesheet does not load, so the shell shows the failure and its retry', async () => {
      const { done } = await run([], 'error');
      await expect(done).rejects.toThrow(
        'Stylesheet http://bank.localhost:8080/cdn/features/overall-position/overall-position.4DkoT7pdFn.css did not load',
      );
    });
  });

  it('detects a feature that bundled React after all', async () => {
    const { '.js': js } = await bundleEntry({
      entry: path.join(featuresDir, 'page-not-found/src/index.tsx'),
      outDir: path.join(outRoot, 'bundled-react'),
      name: 'page-not-found',
      external: ['@bank-shell/core', '@bank-shell/react'],
    });
    expect(containsReactCopy(js.code)).toBe(true);
  });
});
