/**
 * The one build preset every feature uses: its `src/index.ts(x)` becomes one ES module with
 * React, core and the React bindings left to the import map, plus `dist/manifest.json` naming it.
 * A feature that bundled its own React would break hooks (ARCHITECTURE.md, known pitfalls).
 *
 * A feature owns its styles: `import './styles.css'` in its code becomes a content-hashed
 * stylesheet beside the module, which the module links (with its integrity) and waits for before
 * it finishes loading, so the feature never shows unstyled.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_SPECIFIERS, bundleEntry, bundleStyles } from './bundle.mjs';

export const FEATURE_EXTERNALS = SHARED_SPECIFIERS;

function entryOf(featureDir) {
  for (const candidate of ['src/index.ts', 'src/index.tsx']) {
    const file = path.join(featureDir, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(`Feature ${featureDir} has no src/index.ts or src/index.tsx`);
}

/** A first call: a GET path of the bank's API, with at most a plain query (the sandbox's manifest rule). */
const FIRST_CALL_PATH_PATTERN = /^\/genoma_api\/rest(?:\/[A-Za-z0-9_-]+)+(?:\?[A-Za-z0-9_=&-]+)?$/;
/** More than this is no landing screen's first calls: the sandbox starts none of them. */
const MAX_FIRST_CALLS = 4;

/**
 * The feature's first calls, from `bankShellBuild.firstCalls` in its package.json (beside, not
 * inside, the `bankShell` field that declares a team's feature to the sandbox): the GET paths its
 * landing screen asks for at once, which the page of a customer coming back with a session starts
 * before the modules load (issue 42 §6). None when it names none; a list the sandbox would refuse
 * fails the build, so that a team learns it at once.
 */
export async function firstCallsOf(featureDir) {
  const { bankShellBuild } = JSON.parse(await readFile(path.join(featureDir, 'package.json'), 'utf8'));
  const calls = bankShellBuild?.firstCalls;
  if (calls === undefined) return [];
  if (
    !Array.isArray(calls) ||
    calls.length > MAX_FIRST_CALLS ||
    !calls.every((call) => typeof call === 'string' && FIRST_CALL_PATH_PATTERN.test(call))
  ) {
    throw new Error(
      `${path.basename(featureDir)}: bankShellBuild.firstCalls must list at most ${MAX_FIRST_CALLS} paths of the bank's API, such as "/genoma_api/rest/client"`,
    );
  }
  return calls;
}

/**
 * The module a stylesheet import becomes: it links the stylesheet (resolved beside the feature's
 * module, with its integrity) unless the page already has it, and waits for it. A stylesheet that
 * cannot load fails the feature's import, which the shell shows as a failed page with a retry.
 */
export function stylesheetModuleSource(fileName, integrity) {
  return [
    `const href = new URL(${JSON.stringify(`./${fileName}`)}, import.meta.url).href;`,
    `if (![...document.styleSheets].some((sheet) => sheet.href === href)) {`,
    `  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, integrity: ${JSON.stringify(integrity)}, crossOrigin: "anonymous" });`,
    `  await new Promise((resolve, reject) => {`,
    `    link.onload = resolve;`,
    `    link.onerror = () => {`,
    `      link.remove();`,
    `      reject(new Error(\`Stylesheet \${href} did not load\`));`,
    `    };`,
    `    document.head.append(link);`,
    `  });`,
    `}`,
    '',
  ].join('\n');
}

/** Turns each `.css` import of a feature into its hashed stylesheet and the module that links it. */
function featureStylesPlugin({ outDir, name, styles }) {
  return {
    name: 'bank-shell-feature-styles',
    async load(id) {
      if (!id.endsWith('.css')) return null;
      const { fileName, integrity } = await bundleStyles({ entry: id, outDir, name });
      styles.push({ file: fileName, integrity });
      return { code: stylesheetModuleSource(fileName, integrity), moduleType: 'js', moduleSideEffects: true };
    },
  };
}

/** Builds one feature folder into `outDir` (default `<feature>/dist`). */
export async function buildFeature(featureDir, outDir = path.join(featureDir, 'dist')) {
  const name = path.basename(featureDir);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // The entry keeps what its lazy chunks share with it (and exports it to them): a module moved into
  // a shared chunk would be one more request, one level deeper, before the feature can render.
  const styles = [];
  const { '.js': js } = await bundleEntry({
    entry: entryOf(featureDir),
    outDir,
    name,
    external: FEATURE_EXTERNALS,
    keepEntryExportsOnly: false,
    plugins: [featureStylesPlugin({ outDir, name, styles })],
  });
  // The shared modules the entry imports, which a page that lands on the feature preloads with it
  // rather than finding them one round trip later, when the entry is parsed.
  const imports = js.imports.filter((imported) => FEATURE_EXTERNALS.includes(imported)).sort();
  const firstCalls = await firstCallsOf(featureDir);
  const manifest = {
    entry: js.fileName,
    integrity: js.integrity,
    ...(styles.length > 0 ? { styles } : {}),
    ...(imports.length > 0 ? { imports } : {}),
    ...(firstCalls.length > 0 ? { firstCalls } : {}),
  };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { name, ...js, styles };
}

/**
 * Markers that only React's own code contains: the element symbol and the internals export.
 * A feature module with either has bundled a second React.
 */
const REACT_CODE_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

export function containsReactCopy(code) {
  return REACT_CODE_MARKERS.some((marker) => code.includes(marker));
}
