import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { FEATURE_ENTRY_PATTERN, FEATURE_STYLESHEET_PATTERN, SUBRESOURCE_INTEGRITY_PATTERN } from './patterns';

/** Where a feature build leaves its files, inside the module folder. */
export const FEATURE_DIST_DIR = 'dist';
/** The file a feature build writes to name its entry module. */
export const FEATURE_MANIFEST_FILE = 'manifest.json';
/** More stylesheets than this in one manifest is not a feature build: none is hinted. */
const MAX_STYLESHEETS = 8;
/** More shared imports than this in one manifest is not a feature build: none is hinted. */
const MAX_SHARED_IMPORTS = 32;
/** More first calls than this in one manifest is not a feature build: none is started early. */
const MAX_FIRST_CALLS = 4;
/**
 * A first call: a path of the bank's API, with at most a plain query (`/genoma_api/rest/client`,
 * `/genoma_api/rest/movements?limit=6`). Nothing that could leave the API host or the data block.
 * The feature build checks the same rule (`scripts/lib/feature-preset.mjs`), to fail a build early.
 */
export const FIRST_CALL_PATH_PATTERN = /^\/genoma_api\/rest(?:\/[A-Za-z0-9_-]+)+(?:\?[A-Za-z0-9_=&-]+)?$/;
/** `@bank-shell/core/api`, `react/jsx-runtime`: a bare specifier, as the page's import map names it. */
const BARE_SPECIFIER_PATTERN = /^(@[a-z0-9-]+\/)?[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A stylesheet the feature's module links (the build's `import './styles.css'`), with its integrity. */
export interface FeatureStylesheet {
  file: string;
  integrity: string;
}

const stylesheetSchema = z.object({
  file: z.string().regex(FEATURE_STYLESHEET_PATTERN),
  integrity: z.string().regex(SUBRESOURCE_INTEGRITY_PATTERN),
});

/**
 * A manifest names its entry file and that file's integrity, and the stylesheets the module
 * links. An integrity that is missing or malformed is left out, not fatal: `means` needs only the
 * entry, and a preload without integrity is what the shell's own `import()` does anyway. Styles
 * that are malformed are left out the same way: they are only hints, the module links its own.
 * So are the shared modules the entry imports (`imports`, bare specifiers): hints for a page
 * landing on the feature, which its own imports fetch anyway. And so are its first calls
 * (`firstCalls`, GET paths of the bank's API): what its landing screen asks for at once, which the
 * page of a customer coming back with a session starts before the modules load (issue 42 §6).
 */
const manifestSchema = z.object({
  entry: z.string().regex(FEATURE_ENTRY_PATTERN),
  integrity: z.string().regex(SUBRESOURCE_INTEGRITY_PATTERN).optional().catch(undefined),
  styles: z.array(stylesheetSchema).max(MAX_STYLESHEETS).catch([]).default([]),
  imports: z.array(z.string().regex(BARE_SPECIFIER_PATTERN)).max(MAX_SHARED_IMPORTS).catch([]).default([]),
  firstCalls: z.array(z.string().regex(FIRST_CALL_PATH_PATTERN)).max(MAX_FIRST_CALLS).catch([]).default([]),
});

/** What reading a module's manifest gave: its entry file, integrity and stylesheets, or why there is none. */
export type ManifestReading =
  | { built: true; entry: string; integrity: string | undefined; styles: FeatureStylesheet[]; imports: string[]; firstCalls: string[] }
  | { built: false; reason: string };

/** A mean's `module`: the module folder and its entry file, relative to the CDN base. */
export function meanModulePath(module: string, entry: string): string {
  return `${module}/${entry}`;
}

/** Reads `<featuresDir>/<module>/dist/manifest.json`. */
export async function readFeatureManifest(featuresDir: string, module: string): Promise<ManifestReading> {
  const file = join(featuresDir, module, FEATURE_DIST_DIR, FEATURE_MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { built: false, reason: `no ${file}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { built: false, reason: `${file} is not JSON` };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return { built: false, reason: `${file} has no valid "entry" file name` };
  const { entry, integrity, styles, imports, firstCalls } = parsed.data;
  return { built: true, entry, integrity, styles, imports, firstCalls };
}
