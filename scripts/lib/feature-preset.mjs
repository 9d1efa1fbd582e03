/**
 * The one build preset every feature uses: its `src/index.ts(x)` becomes one ES module with
 * React, core and the React bindings left to the import map, plus `dist/manifest.json` naming it.
 * A feature that bundled its own React would break hooks (ARCHITECTURE.md, known pitfalls).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_SPECIFIERS, bundleEntry } from './bundle.mjs';

export const FEATURE_EXTERNALS = SHARED_SPECIFIERS;

function entryOf(featureDir) {
  for (const candidate of ['src/index.ts', 'src/index.tsx']) {
    const file = path.join(featureDir, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(`Feature ${featureDir} has no src/index.ts or src/index.tsx`);
}

/** Builds one feature folder into `outDir` (default `<feature>/dist`). */
export async function buildFeature(featureDir, outDir = path.join(featureDir, 'dist')) {
  const name = path.basename(featureDir);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // The entry keeps what its lazy chunks share with it (and exports it to them): a module moved into
  // a shared chunk would be one more request, one level deeper, before the feature can render.
  const { '.js': js } = await bundleEntry({
    entry: entryOf(featureDir),
    outDir,
    name,
    external: FEATURE_EXTERNALS,
    keepEntryExportsOnly: false,
  });
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify({ entry: js.fileName, integrity: js.integrity }, null, 2)}\n`);
  return { name, ...js };
}

/**
 * Markers that only React's own code contains: the element symbol and the internals export.
 * A feature module with either has bundled a second React.
 */
const REACT_CODE_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

export function containsReactCopy(code) {
  return REACT_CODE_MARKERS.some((marker) => code.includes(marker));
}
