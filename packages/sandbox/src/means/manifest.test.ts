import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFeatureManifest } from './manifest';

const INTEGRITY = 'sha384-4ihY5RapeShEE+QM0cAyX0k5nU/iZ6ezcrGpC5THzhpCjIbB5Jp2Xbc3L3SoxITN';

describe("a feature's manifest: its entry, and the stylesheets its module links (issue 15 §5)", () => {
  let featuresDir = '';
  beforeEach(async () => {
    featuresDir = await mkdtemp(join(tmpdir(), 'manifest-'));
    await mkdir(join(featuresDir, 'overall-position', 'dist'), { recursive: true });
  });
  afterEach(() => rm(featuresDir, { recursive: true, force: true }));
  const write = (manifest: unknown) => writeFile(join(featuresDir, 'overall-position', 'dist', 'manifest.json'), JSON.stringify(manifest));

  it('reads the stylesheets with their integrity', async () => {
    await write({
      entry: 'overall-position.uNpDOfpAPZ.js',
      integrity: INTEGRITY,
      styles: [{ file: 'overall-position.4DkoT7pdFn.css', integrity: INTEGRITY }],
    });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toEqual({
      built: true,
      entry: 'overall-position.uNpDOfpAPZ.js',
      integrity: INTEGRITY,
      styles: [{ file: 'overall-position.4DkoT7pdFn.css', integrity: INTEGRITY }],
      imports: [],
      firstCalls: [],
    });
  });

  it("reads the landing screen's first calls, GET paths of the bank's API (issue 42 §6)", async () => {
    await write({ entry: 'overall-position.uNpDOfpAPZ.js', firstCalls: ['/genoma_api/rest/client', '/genoma_api/rest/movements?limit=6'] });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toMatchObject({
      built: true,
      firstCalls: ['/genoma_api/rest/client', '/genoma_api/rest/movements?limit=6'],
    });
  });

  it.each([
    ['another host', ['//evil.example/genoma_api/rest/client']],
    ['an absolute address', ['https://evil.example/genoma_api/rest/client']],
    ['a path off the API', ['/config/appConfig']],
    ['a climb out of it', ['/genoma_api/rest/../../phone']],
    ['markup', ['/genoma_api/rest/client</script>']],
    ['a backslash', ['/genoma_api/rest\\client']],
    ['more than 4 calls', ['/genoma_api/rest/a', '/genoma_api/rest/b', '/genoma_api/rest/c', '/genoma_api/rest/d', '/genoma_api/rest/e']],
    ['not a list', '/genoma_api/rest/client'],
  ])('starts no first calls from a list with %s, keeping the entry', async (_case, firstCalls) => {
    await write({ entry: 'overall-position.uNpDOfpAPZ.js', firstCalls });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toMatchObject({
      built: true,
      entry: 'overall-position.uNpDOfpAPZ.js',
      firstCalls: [],
    });
  });

  it('reads the shared modules the entry imports, as bare specifiers (issue 12)', async () => {
    await write({ entry: 'overall-position.uNpDOfpAPZ.js', imports: ['@bank-shell/core/format', 'react/jsx-runtime'] });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toMatchObject({
      built: true,
      imports: ['@bank-shell/core/format', 'react/jsx-runtime'],
    });
  });

  it.each([
    ['a URL', ['https://evil.example/x.js']],
    ['a path', ['/vendor/react.js']],
    ['a relative path', ['../../secret']],
    ['markup', ['"><script>']],
    ['not a list', '@bank-shell/core/format'],
    ['more than 32', Array.from({ length: 33 }, (_, index) => `module-${index}`)],
  ])('leaves out shared imports that are malformed (%s), keeping the entry', async (_case, imports) => {
    await write({ entry: 'overall-position.uNpDOfpAPZ.js', imports });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toMatchObject({
      built: true,
      entry: 'overall-position.uNpDOfpAPZ.js',
      imports: [],
      firstCalls: [],
    });
  });

  it('reads a manifest without styles as a feature with none', async () => {
    await write({ entry: 'login.3f9a1c2b.js', integrity: INTEGRITY });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toMatchObject({ built: true, styles: [] });
  });

  it.each([
    ['a path out of the folder', [{ file: '../../secret.css', integrity: INTEGRITY }]],
    ['a file that is no stylesheet', [{ file: 'evil.js', integrity: INTEGRITY }]],
    ['a stylesheet without integrity', [{ file: 'overall-position.4DkoT7pdFn.css' }]],
    ['a malformed integrity', [{ file: 'overall-position.4DkoT7pdFn.css', integrity: 'sha1-abc' }]],
    ['not a list', 'overall-position.css'],
    ['more than 8 stylesheets', Array.from({ length: 9 }, (_, index) => ({ file: `s${index}.css`, integrity: INTEGRITY }))],
  ])('leaves out styles that are malformed (%s), keeping the entry', async (_case, styles) => {
    await write({ entry: 'overall-position.uNpDOfpAPZ.js', integrity: INTEGRITY, styles });
    await expect(readFeatureManifest(featuresDir, 'overall-position')).resolves.toEqual({
      built: true,
      entry: 'overall-position.uNpDOfpAPZ.js',
      integrity: INTEGRITY,
      styles: [],
      imports: [],
      firstCalls: [],
    });
  });
});
