import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The import map text in the fixture page, exactly as between the script tags. */
export const FIXTURE_IMPORT_MAP = '\n{"imports":{"react":"/vendor/react.Ab12Cd34Ef.js"}}\n';

/** The first-paint script's text in the fixture page (docs/first-paint.md). */
export const FIXTURE_FIRST_PAINT_SCRIPT = '(()=>{document.documentElement.dataset.firstPaint="shown"})();';

/** The fixture's first-paint block: the login's markup and its script, between the build's markers. */
export const FIXTURE_FIRST_PAINT_BLOCK =
  '<!-- first-paint -->\n    <template data-first-paint-at="/ /app-login/" lang="es-ES"><div class="first-paint" inert><button>Entrar</button></div></template>\n    ' +
  `<script data-first-paint>${FIXTURE_FIRST_PAINT_SCRIPT}</script>\n    <!-- /first-paint -->`;

/** The fixture's theme script (issue 18), exactly as between its tags. */
export const FIXTURE_THEME_SCRIPT = 'document.documentElement.dataset.theme="system";';

/** The shell's styles in the fixture page, exactly as between the style tags. */
export const FIXTURE_STYLES = 'body{margin:0}.first-paint{display:contents}';

/** The fixture shell page: its styles, an import map, the root element, the first paint and the shell entry. */
/** The early-calls script's text in the fixture page (issue 42 §6), exactly as between its tags. */
export const FIXTURE_EARLY_CALLS_SCRIPT = '(()=>{window.bankShellEarlyAnswers={startedAt:0,calls:[]}})();';

/** The first calls the fixture overall position's manifest names. */
export const FIXTURE_FIRST_CALLS = ['/genoma_api/rest/client', '/genoma_api/rest/products'];

/** The overview-paint script's text in the fixture page (issue 42 §6), exactly as between its tags. */
export const FIXTURE_OVERVIEW_PAINT_SCRIPT = '(()=>{document.title+=""})();';

/**
 * What a signed-in page loads once the shell starts, its early calls and the overview painted from
 * the HTML (a template within the template), as the build writes them (inert).
 */
export const FIXTURE_SIGNED_IN_PRELOADS =
  '<link rel="modulepreload" href="/assets/shell-chunk.Ab12Cd34.js" integrity="sha384-chunk" />' +
  '<link rel="modulepreload" href="/vendor/bank-shell-core-signed-in.Ef56Gh78.js" integrity="sha384-signed-in" />' +
  `<script data-early-calls>${FIXTURE_EARLY_CALLS_SCRIPT}</script>` +
  '<template data-overview-paint lang="es-ES" data-texts="{}"><div class="first-paint" inert><h1>Hola</h1></div></template>' +
  `<script data-overview-paint>${FIXTURE_OVERVIEW_PAINT_SCRIPT}</script>`;

export const FIXTURE_INDEX_HTML =
  `<!doctype html><html><head>\n    <script data-theme-before-paint>${FIXTURE_THEME_SCRIPT}</script>\n    <!-- server-hints -->\n    <meta name="bank-client-id" content="bank-web" />` +
  `<style>${FIXTURE_STYLES}</style><script type="importmap">${FIXTURE_IMPORT_MAP}</script></head>` +
  `<body><div id="app"></div>\n    ${FIXTURE_FIRST_PAINT_BLOCK}\n    ` +
  `<!-- signed-in --><template data-signed-in-preloads>${FIXTURE_SIGNED_IN_PRELOADS}</template><!-- /signed-in -->\n    ` +
  '<script type="module" src="/assets/shell.Zx98Yw76.js"></script></body></html>';

/** The fixture feature modules: built ones with their entry, and one left unbuilt. */
export const FIXTURE_ENTRIES = {
  login: 'login.3f9a1c2b.js',
  'overall-position': 'overall-position.9e8d7c6b.js',
  help: 'help.5a4b3c2d.js',
} as const;

/** The repository's feature packages, whose `bankShell` fields the fixtures copy. */
const REPOSITORY_FEATURES_DIR = fileURLToPath(new URL('../../features/', import.meta.url));

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

/** Writes a file and, as the build does, its brotli (`.br`) and gzip (`.gz`) copies, or some of them. */
async function putWithCompressedCopies(path: string, content: string, copies: readonly ('br' | 'gzip')[] = ['br', 'gzip']): Promise<void> {
  await put(path, content);
  if (copies.includes('br')) await writeFile(`${path}.br`, brotliCompressSync(content));
  if (copies.includes('gzip')) await writeFile(`${path}.gz`, gzipSync(content));
}

/** A feature module's text, as the fixtures write it. */
function featureModuleText(module: string): string {
  return `export const feature = '${module}';\n`;
}

/** The `sha384-…` integrity a build records for a file. */
function integrityOf(content: string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * Text long enough to compress well, so that a compressed copy is visibly smaller than its
 * original: what the fixtures' compressed kinds (js, css, html, json) hold.
 */
const REPEATED_LINES = 40;

/** How much older than its original the fixtures' stale compressed copy is. */
const STALE_COPY_AGE_MS = 60 * 60 * 1000;

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
  await putWithCompressedCopies(join(shellDist, 'assets', 'shell.Zx98Yw76.js'), 'export const shell = 1;\n'.repeat(REPEATED_LINES));
  await putWithCompressedCopies(join(shellDist, 'assets', 'shell.Zx98Yw76.css'), 'body { margin: 0; }\n'.repeat(REPEATED_LINES));
  await putWithCompressedCopies(join(shellDist, 'assets', 'notice.html'), '<p>Aviso para clientes</p>\n'.repeat(REPEATED_LINES));
  await put(join(shellDist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  // Only a gzip copy: a client that takes brotli and gzip gets gzip.
  await putWithCompressedCopies(join(shellDist, 'vendor', 'react.Ab12Cd34Ef.js'), 'export default {};\n'.repeat(REPEATED_LINES), ['gzip']);

  for (const [module, entry] of Object.entries(FIXTURE_ENTRIES)) {
    const dist = join(featuresDir, module, 'dist');
    await putWithCompressedCopies(
      join(dist, 'manifest.json'),
      // The overall position imports a shared module, as the real one does (`@bank-shell/core/format`).
      JSON.stringify({
        entry,
        integrity: integrityOf(featureModuleText(module)),
        ...(module === 'overall-position' ? { imports: ['react'], firstCalls: FIXTURE_FIRST_CALLS } : {}),
      }),
    );
    await put(join(dist, entry), featureModuleText(module));
    await put(join(dist, 'chunks', `shared.Qw12Er34.js`), 'export const shared = 1;\n');
    await put(join(dist, 'loader.js'), 'export {};\n');
    await put(join(featuresDir, module, 'package.json'), '{"name":"not-for-the-cdn"}\n');
  }
  // The feature packages of the bank's teams, as the repository has them (their `bankShell` field,
  // no build): the test sandbox routes the same pages as the real one, so that what leads to them
  // (a campaign, a message) is tested against the screens the app really has.
  for (const folder of await readdir(REPOSITORY_FEATURES_DIR)) {
    const manifest = await readFile(join(REPOSITORY_FEATURES_DIR, folder, 'package.json'), 'utf8').catch(() => null);
    if (manifest === null || folder in FIXTURE_ENTRIES) continue;
    const { name, version, bankShell } = JSON.parse(manifest) as { name?: string; version?: string; bankShell?: unknown };
    if (bankShell !== undefined) await put(join(featuresDir, folder, 'package.json'), `${JSON.stringify({ name, version, bankShell })}\n`);
  }
  // A brotli copy older than its original: made from an earlier build, never to be sent.
  const staleCopy = join(featuresDir, 'overall-position', 'dist', `${FIXTURE_ENTRIES['overall-position']}.br`);
  await writeFile(staleCopy, brotliCompressSync("export const feature = 'an earlier build';\n"));
  const earlier = new Date(Date.now() - STALE_COPY_AGE_MS);
  await utimes(staleCopy, earlier, earlier);
  await put(join(featuresDir, 'login', 'dist', '.env'), 'SECRET=1\n');
  await put(join(root, 'secret.txt'), 'top secret\n');
  await symlink(join(root, 'secret.txt'), join(featuresDir, 'login', 'dist', 'linked-secret.js'));

  const unbuiltShellDist = join(root, 'unbuilt-shell');
  await mkdir(unbuiltShellDist);
  return { root, shellDist, featuresDir, unbuiltShellDist, dispose: () => rm(root, { recursive: true, force: true }) };
}
