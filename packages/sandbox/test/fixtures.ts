import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The import map text in the fixture page, exactly as between the script tags. */
export const FIXTURE_IMPORT_MAP = '\n{"imports":{"react":"/vendor/react.Ab12Cd34Ef.js"}}\n';

/** The fixture shell page: an import map and the shell entry. */
export const FIXTURE_INDEX_HTML =
  `<!doctype html><html><head><meta name="bank-client-id" content="bank-web" /><script type="importmap">${FIXTURE_IMPORT_MAP}</script></head>` +
  '<body><script type="module" src="/assets/shell.Zx98Yw76.js"></script></body></html>';

/** The fixture feature modules: built ones with their entry, and one left unbuilt. */
export const FIXTURE_ENTRIES = {
  login: 'login.3f9a1c2b.js',
  'overall-position': 'overall-position.9e8d7c6b.js',
  help: 'help.5a4b3c2d.js',
} as const;

/** Seeded, but with no build in the fixtures: it must be left out of `means`. */
export const UNBUILT_FIXTURE_MODULE = 'page-not-found';

/** A throwaway shell build and features folder. */
export interface Fixtures {
  root: string;
  shellDist: string;
  featuresDir: string;
  /** A shell folder with nothing built. */
  unbuiltShellDist: string;
  dispose(): Promise<void>;
}

async function put(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/**
 * Writes the fixtures to a temporary folder (not into the repository: `dist/` is git-ignored
 * there). Next to the servable files sit files that must never be served: a secret beside the
 * features folder, a package.json outside `dist/`, a hidden file, and a link pointing out.
 */
export async function createFixtures(): Promise<Fixtures> {
  const root = await mkdtemp(join(tmpdir(), 'sandbox-fixtures-'));
  const shellDist = join(root, 'shell-dist');
  const featuresDir = join(root, 'features');

  await put(join(shellDist, 'index.html'), FIXTURE_INDEX_HTML);
  await put(join(shellDist, 'assets', 'shell.Zx98Yw76.js'), 'export const shell = 1;\n');
  await put(join(shellDist, 'assets', 'shell.Zx98Yw76.css'), 'body { margin: 0; }\n');
  await put(join(shellDist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  await put(join(shellDist, 'vendor', 'react.Ab12Cd34Ef.js'), 'export default {};\n');

  for (const [module, entry] of Object.entries(FIXTURE_ENTRIES)) {
    const dist = join(featuresDir, module, 'dist');
    await put(join(dist, 'manifest.json'), JSON.stringify({ entry }));
    await put(join(dist, entry), `export const feature = '${module}';\n`);
    await put(join(dist, 'chunks', `shared.Qw12Er34.js`), 'export const shared = 1;\n');
    await put(join(dist, 'loader.js'), 'export {};\n');
    await put(join(featuresDir, module, 'package.json'), '{"name":"not-for-the-cdn"}\n');
  }
  await put(join(featuresDir, 'login', 'dist', '.env'), 'SECRET=1\n');
  await put(join(root, 'secret.txt'), 'top secret\n');
  await symlink(join(root, 'secret.txt'), join(featuresDir, 'login', 'dist', 'linked-secret.js'));

  const unbuiltShellDist = join(root, 'unbuilt-shell');
  await mkdir(unbuiltShellDist);
  return { root, shellDist, featuresDir, unbuiltShellDist, dispose: () => rm(root, { recursive: true, force: true }) };
}
