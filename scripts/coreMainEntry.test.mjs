import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/core/src');
/** Imports and re-exports, type-only ones included (`import type`, `export type … from`). */
const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
}

/** Every module core's main entry reaches, type-only imports included, with what each imports. */
function mainEntryGraph() {
  const graph = new Map();
  const visit = (file) => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      const next = specifier.startsWith('.') ? resolveModule(file, specifier) : undefined;
      if (next !== undefined) visit(next);
    }
  };
  visit(resolve(SOURCE, 'index.ts'));
  return graph;
}

// Issue 40 §6: inside core, the main entry's modules import each other, never the package by its
// name, which would make a cycle through index.ts. Later entries (signed-in, session-actions, …)
// do import `@bank-shell/core` by name, so that the page holds one copy of it.
describe('core’s main entry', () => {
  it('reaches no module that imports @bank-shell/core by name (an import cycle through index.ts)', () => {
    const graph = mainEntryGraph();
    expect(graph.size).toBeGreaterThan(20);
    const cycles = [...graph].filter(([, specifiers]) => specifiers.includes('@bank-shell/core')).map(([file]) => relative(SOURCE, file));
    expect(cycles).toEqual([]);
  });
});
