import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The shell page, with what its Content-Security-Policy needs to know about it. */
export interface ShellIndex {
  html: string;
  /** `sha256-<base64>` of the text of each `<script type="importmap">`. */
  importMapHashes: string[];
  /** `sha256-<base64>` of the first-paint script (docs/first-paint.md), on pages that keep it. */
  firstPaintScriptHashes: string[];
  /** `sha256-<base64>` of the head's theme script (issue 18), on every page. */
  themeScriptHashes: string[];
  /**
   * `sha256-<base64>` of the scripts of the signed-in block (issue 42 §6): the early calls and the
   * overview painted from the HTML, live on the pages of customers with a session.
   */
  signedInScriptHashes: string[];
  /** `sha256-<base64>` of the text of each `<style>`: the shell's styles, inside the page. */
  inlineStyleHashes: string[];
}

/** The text between `<script type="importmap" …>` and `</script>`. */
const IMPORT_MAP_SCRIPT_PATTERN = /<script\b[^>]*\btype\s*=\s*["']?importmap["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text of the build's first-paint script, `<script data-first-paint>…</script>`. */
const FIRST_PAINT_SCRIPT_PATTERN = /<script\b[^>]*\bdata-first-paint\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text of the build's theme script, `<script data-theme-before-paint>…</script>`. */
const THEME_SCRIPT_PATTERN = /<script\b[^>]*\bdata-theme-before-paint\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text of the build's early-calls and overview-paint scripts, `<script data-early-calls>…</script>`, `<script data-overview-paint>…`. */
const SIGNED_IN_SCRIPT_PATTERN = /<script\b[^>]*\bdata-(?:early-calls|overview-paint)\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The text between `<style …>` and `</style>`. */
const STYLE_PATTERN = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The CSP source hash of an inline script or style: SHA-256 of its exact text, base64. */
function inlineScriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** What the shell page's import map holds: specifier → URL, and URL → `sha384-…`. */
export interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

const importMapSchema = z.object({
  imports: z.record(z.string(), z.string()),
  integrity: z.record(z.string(), z.string()).default({}),
});

/** The page's last import map (the one that wins), or an empty map when it has none or it is not valid. */
export function importMapOf(html: string): ImportMap {
  const text = [...html.matchAll(IMPORT_MAP_SCRIPT_PATTERN)].at(-1)?.[1];
  try {
    const parsed = importMapSchema.safeParse(text === undefined ? undefined : JSON.parse(text));
    return parsed.success ? parsed.data : { imports: {}, integrity: {} };
  } catch {
    return { imports: {}, integrity: {} };
  }
}

/** The bare specifiers the built shell page's import map names: all a feature module may import by name. */
export async function importMapSpecifiersOf(loadShellIndex: () => Promise<ShellIndex | undefined>): Promise<ReadonlySet<string>> {
  const index = await loadShellIndex();
  return new Set(index === undefined ? [] : Object.keys(importMapOf(index.html).imports));
}

/** Where the last import map of a page ends (just after its `</script>`), or `undefined` without one. */
export function endOfLastImportMap(html: string): number | undefined {
  const last = [...html.matchAll(IMPORT_MAP_SCRIPT_PATTERN)].at(-1);
  return last === undefined ? undefined : last.index + last[0].length;
}

const hashesOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => inlineScriptHash(match[1] ?? ''));

/** Finds the inline scripts and styles of a page and hashes them. */
export function parseShellIndex(html: string): ShellIndex {
  return {
    html,
    importMapHashes: hashesOf(html, IMPORT_MAP_SCRIPT_PATTERN),
    firstPaintScriptHashes: hashesOf(html, FIRST_PAINT_SCRIPT_PATTERN),
    themeScriptHashes: hashesOf(html, THEME_SCRIPT_PATTERN),
    signedInScriptHashes: hashesOf(html, SIGNED_IN_SCRIPT_PATTERN),
    inlineStyleHashes: hashesOf(html, STYLE_PATTERN),
  };
}

/**
 * A loader of `<shellDist>/index.html` that reads and hashes the file again only when it
 * changes, so that a shell rebuilt while the sandbox runs is served with a matching policy.
 *
 * @returns a function giving the page, or `undefined` while the shell is not built
 */
export function createShellIndexLoader(shellDist: string): () => Promise<ShellIndex | undefined> {
  const indexPath = join(shellDist, 'index.html');
  let cached: { version: string; index: ShellIndex } | undefined;
  return async () => {
    try {
      const info = await stat(indexPath);
      const version = `${info.size}:${info.mtimeMs}`;
      if (cached?.version !== version) cached = { version, index: parseShellIndex(await readFile(indexPath, 'utf8')) };
      return cached.index;
    } catch {
      return undefined;
    }
  };
}
