import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEntry } from './lib/bundle.mjs';
import { buildFeature, containsReactCopy } from './lib/feature-preset.mjs';

const featuresDir = path.resolve(import.meta.dirname, '../packages/features');
const outRoot = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-features-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe('feature build preset', () => {
  const features = readdirSync(featuresDir);

  it.each(features)('builds %s without its own copy of React', async (name) => {
    const { code } = await buildFeature(path.join(featuresDir, name), path.join(outRoot, name));
    expect(containsReactCopy(code)).toBe(false);
    expect(code).toMatch(/from\s*"@bank-shell\/react"/);
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

  it('detects a feature that bundled React after all', async () => {
    const { '.js': js } = await bundleEntry({
      entry: path.join(featuresDir, 'help/src/index.tsx'),
      outDir: path.join(outRoot, 'bundled-react'),
      name: 'help',
      external: ['@bank-shell/core', '@bank-shell/react'],
    });
    expect(containsReactCopy(js.code)).toBe(true);
  });
});
