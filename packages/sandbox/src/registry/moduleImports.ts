import { init, parse } from 'es-module-lexer';

/** Why an import of a published module is refused. */
export interface RefusedImport {
  file: string;
  /** The specifier as written, or `import(…)` of an expression the registry cannot read. */
  specifier: string;
}

/** A file of the same publication, as a module imports it: `./help-chunk.Ab12.js`. */
const SIBLING_PATTERN = /^\.\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.js)$/;

/**
 * The imports of a feature's module files that do not come from the page's import map or from the
 * publication itself: a URL, an absolute or parent path, a bare specifier the map lacks (a second
 * React, say), or an `import()` of a computed string. A module that fetched React or the shell's
 * bindings from anywhere else would run a second copy of them (ARCHITECTURE.md, known pitfalls),
 * and one that imported from another origin would bring code the bank never reviewed.
 * A file that does not parse as a module is refused whole (specifier `(not a module)`).
 */
export async function refusedImports(
  files: readonly { name: string; text: string }[],
  importMapSpecifiers: ReadonlySet<string>,
): Promise<RefusedImport[]> {
  await init();
  const published = new Set(files.map((file) => file.name));
  const refused: RefusedImport[] = [];
  for (const file of files.filter(({ name }) => name.endsWith('.js'))) {
    let imports;
    try {
      [imports] = parse(file.text, file.name);
    } catch {
      refused.push({ file: file.name, specifier: '(not a module)' });
      continue;
    }
    for (const entry of imports) {
      // `import.meta`: no module is imported.
      if (entry.type === 'import-meta') continue;
      const { specifier } = entry;
      if (specifier === undefined) {
        refused.push({ file: file.name, specifier: `import(${file.text.slice(entry.start, entry.end)})` });
        continue;
      }
      const sibling = SIBLING_PATTERN.exec(specifier)?.[1];
      if (sibling !== undefined ? published.has(sibling) : importMapSpecifiers.has(specifier)) continue;
      refused.push({ file: file.name, specifier });
    }
  }
  return refused;
}
