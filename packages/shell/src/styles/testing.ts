/**
 * The style sheets as text, for tests that read them (the palette, masked amounts): the test
 * runner hands CSS imports over empty, so they are read from disk and taken apart here.
 */

// The shell's sources have no Node types (they run in the browser): Node's file reader is imported
// by a name the type checker does not follow.
const NODE_FS = 'node:fs' as string;
const { readFileSync, readdirSync } = (await import(/* @vite-ignore */ NODE_FS)) as {
  readFileSync(this: void, path: string, encoding: 'utf8'): string;
  readdirSync(this: void, path: string): string[];
};

// A path worked out by hand: under happy-dom, `URL` is the DOM's, which neither resolves nor reads
// a file URL the way Node does.
const STYLES_DIR = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, ''));
const FEATURES_DIR = `${STYLES_DIR}../../../features/`;

/** `shell.css`, as written. */
export function readShellStyles(): string {
  return readFileSync(`${STYLES_DIR}shell.css`, 'utf8');
}

/** A sheet of `folder` with the sheets it imports (`@import './top.css';`) put in their place, as the build bundles it. */
function readSheet(folder: string, name: string): string {
  return readFileSync(`${folder}${name}`, 'utf8').replace(/@import\s+['"]\.\/([\w.-]+\.css)['"];/g, (_statement, imported: string) =>
    readSheet(folder, imported),
  );
}

/**
 * Every feature's `src/styles.css` (docs/working-on-it.md, "A feature's styles") with what it
 * imports, by the feature's folder name.
 */
export function readFeatureStyles(): { feature: string; text: string }[] {
  return readdirSync(FEATURES_DIR).flatMap((feature) => {
    try {
      return [{ feature, text: readSheet(`${FEATURES_DIR}${feature}/src/`, 'styles.css') }];
    } catch {
      return []; // A feature with no styles of its own.
    }
  });
}

export interface CssRule {
  /** The selectors, whitespace collapsed. */
  selectors: string[];
  /** The conditions of the `@media` rules around it, outermost first. */
  media: string[];
  /** In source order, repeats kept (a fallback and its replacement). */
  declarations: [property: string, value: string][];
}

/**
 * The style rules of a sheet, comments left out. Enough for the sheets of this repository: no
 * braces or semicolons inside strings or URLs, no nesting other than `@media`.
 */
export function parseRules(text: string): CssRule[] {
  const rules: CssRule[] = [];
  const preludes: string[] = [];
  let buffer = '';
  for (const char of text.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      preludes.push(buffer.trim().replace(/\s+/g, ' '));
      buffer = '';
    } else if (char === '}') {
      const prelude = preludes.pop() ?? '';
      const body = buffer;
      buffer = '';
      // The end of an at-rule: the rules inside it are already taken.
      if (prelude.startsWith('@')) continue;
      const media = preludes.filter((outer) => outer.startsWith('@media')).map((outer) => outer.slice('@media'.length).trim());
      const declarations: [string, string][] = [];
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0)
          declarations.push([
            declaration.slice(0, colon).trim(),
            declaration
              .slice(colon + 1)
              .trim()
              .replace(/\s+/g, ' '),
          ]);
      }
      rules.push({ selectors: prelude.split(',').map((selector) => selector.trim()), media, declarations });
    } else {
      buffer += char;
    }
  }
  return rules;
}
