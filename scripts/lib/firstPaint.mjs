/**
 * The page's first paint (docs/first-paint.md): the login page's markup in each language, rendered
 * at build time by React from the page's own components, and the small inline script that shows
 * the right one before the modules have loaded. Both go into `index.html` between two markers, so
 * the sandbox can leave them out of a page whose first screen is not the login.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { compileStyles } from './bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the first-paint block starts and ends in `index.html`. */
export const FIRST_PAINT_START = '<!-- first-paint -->';
export const FIRST_PAINT_END = '<!-- /first-paint -->';
/** The inline script's attribute: what the sandbox hashes for the page's Content-Security-Policy. */
export const FIRST_PAINT_SCRIPT_ATTRIBUTE = 'data-first-paint';

/**
 * Runs `scripts/lib/loginFirstPaint.tsx` once in Node: React's server renderer for the markup, and
 * the script's settings from the modules that own them.
 */
let renderer;
function loadRenderer() {
  renderer ??= bundleRenderer();
  return renderer;
}

async function bundleRenderer() {
  // Inside the repository, so that the bundle's `react` resolves to the project's own.
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(root, '.tmp', 'first-paint-'));
  try {
    const outfile = path.join(dir, 'loginFirstPaint.mjs');
    await build({
      entryPoints: [path.join(root, 'scripts/lib/loginFirstPaint.tsx')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      outfile,
      // One React: the renderer and the components must share it.
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      logLevel: 'warning',
    });
    const module = await import(pathToFileURL(outfile).href);
    return {
      templates: await module.renderLoginTemplates(),
      settings: module.firstPaintSettings(),
      themeScript: module.themeScript(),
      earlyCallsSettings: module.earlyCallsSettings(),
      overviewTemplates: await module.renderOverviewTemplates(
        await compileStyles(path.join(root, 'packages/features/overall-position/src/top.css')),
      ),
      overviewPaintSettings: module.overviewPaintSettings(),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An inline script: `<name>(window, settings)` from `source`, with what it imports bundled in. */
async function inlineScript(name, source, settings) {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from './${source}';\n${name}(window, ${JSON.stringify(settings)});`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const text = result.outputFiles[0].text.trim();
  if (/<\/script/i.test(text) || text.includes('<!--')) throw new Error(`The ${name} script would end its own script element`);
  return text;
}

/** The first-paint script: `showFirstPaint(window, settings)`. */
const firstPaintScript = (settings) => inlineScript('showFirstPaint', 'packages/shell/src/firstPaint/showFirstPaint.ts', settings);

/** The early-calls script's attribute: what the sandbox hashes for the page's Content-Security-Policy. */
export const EARLY_CALLS_SCRIPT_ATTRIBUTE = 'data-early-calls';

/**
 * The script that starts the home page's first calls for a customer coming back with a session
 * (issue 42 §6, `packages/shell/src/earlyCalls`). It goes inside the signed-in template, which the
 * server makes live for such a customer only: a visitor's login page carries none of it.
 */
export async function earlyCallsScriptElement() {
  const { earlyCallsSettings } = await loadRenderer();
  const script = await inlineScript('startEarlyCalls', 'packages/shell/src/earlyCalls/startEarlyCalls.ts', earlyCallsSettings);
  return `<script ${EARLY_CALLS_SCRIPT_ATTRIBUTE}>${script}</script>`;
}

/** The overview-paint script's attribute: what the sandbox hashes for the page's Content-Security-Policy. */
export const OVERVIEW_PAINT_SCRIPT_ATTRIBUTE = 'data-overview-paint';

/**
 * The overview painted from the HTML for a customer coming back with a session (issue 42 §6,
 * `packages/features/overall-position/src/firstPaint`): its templates, one per language, and the
 * script that shows and fills one from the early calls' answers. It goes inside the signed-in
 * template, after the early-calls script, so a visitor's login page carries none of it.
 */
export async function overviewPaintBlock() {
  const { overviewTemplates, overviewPaintSettings } = await loadRenderer();
  const script = await inlineScript(
    'paintOverview',
    'packages/features/overall-position/src/firstPaint/paintOverview.ts',
    overviewPaintSettings,
  );
  return [...overviewTemplates, `<script ${OVERVIEW_PAINT_SCRIPT_ATTRIBUTE}>${script}</script>`].join('');
}

/** The theme script's attribute: what the sandbox hashes for the page's Content-Security-Policy. */
export const THEME_SCRIPT_ATTRIBUTE = 'data-theme-before-paint';

/**
 * The script at the top of `<head>` that applies the customer's theme before the first paint, on
 * every page (issue 18, `packages/shell/src/themeBeforePaint`).
 */
export async function themeScriptElement() {
  const { themeScript } = await loadRenderer();
  if (/<\/script/i.test(themeScript) || themeScript.includes('<!--')) throw new Error('The theme script would end its own script element');
  return `<script ${THEME_SCRIPT_ATTRIBUTE}>${themeScript}</script>`;
}

/** The block that goes after the page's root element: the login's templates, then the script. */
export async function firstPaintBlock() {
  const { templates, settings } = await loadRenderer();
  const script = await firstPaintScript(settings);
  return [FIRST_PAINT_START, ...templates, `<script ${FIRST_PAINT_SCRIPT_ATTRIBUTE}>${script}</script>`, FIRST_PAINT_END].join('\n    ');
}
