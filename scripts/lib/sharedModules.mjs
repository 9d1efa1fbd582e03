/**
 * The one list of our shared modules: every entry of `@bank-shell/core` and `@bank-shell/react`,
 * read from the `exports` field of their package.json. The build, the feature preset, the dev
 * server and the lint rules all derive their lists from here, so adding an entry is one edit (the
 * package's `exports`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** React's specifiers in the import map: every bundle leaves them to the page, for one React. */
export const REACT_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages');

/** The packages whose entries the page shares through its import map. */
const SHARED_PACKAGES = ['core', 'react'];

/** Entries for tests only: never built, never in the page. */
const TEST_ONLY_SUBPATHS = new Set(['./testing']);

/**
 * @typedef {object} SharedModule
 * @property {string} specifier  e.g. `@bank-shell/core/cache`
 * @property {string} packageDir e.g. `core`
 * @property {string} source     absolute path of the entry's source file
 * @property {boolean} main      whether it is the package's main entry (`.`)
 */

/** @returns {SharedModule[]} every shared entry, main entries first. */
export function sharedModules() {
  const modules = [];
  for (const packageDir of SHARED_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(packagesDir, packageDir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (TEST_ONLY_SUBPATHS.has(subpath)) continue;
      modules.push({
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        packageDir,
        source: path.join(packagesDir, packageDir, target),
        main: subpath === '.',
      });
    }
  }
  return modules.sort((a, b) => Number(b.main) - Number(a.main));
}

/** Specifiers of the entries besides the packages' main ones: what the first page never needs. */
export function laterEntrySpecifiers() {
  return sharedModules()
    .filter((module) => !module.main)
    .map((module) => module.specifier);
}

/** `export … from '../folder'` in an entry file: the folders an aggregating entry gathers. */
const REEXPORTED_FOLDER_PATTERN = /^export\s.*\sfrom\s+'\.\.\/([\w-]+)'/gm;

/**
 * The source folders that make up each later entry, relative to the repository root (e.g.
 * `packages/core/src/tokens`), with the package they belong to. An entry is its index's folder plus
 * any sibling folder its index re-exports. Code there reaches its package's main entry by name.
 * @returns {{ folder: string, packageDir: string, entryFile: string }[]}
 */
export function laterEntryFolders() {
  const root = path.dirname(packagesDir);
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const folders = [];
  for (const module of sharedModules().filter((entry) => !entry.main)) {
    const entryDir = path.dirname(module.source);
    const gathered = [...readFileSync(module.source, 'utf8').matchAll(REEXPORTED_FOLDER_PATTERN)].map((match) => match[1]);
    for (const dir of [entryDir, ...gathered.map((name) => path.join(entryDir, '..', name))]) {
      folders.push({ folder: relative(dir), packageDir: module.packageDir, entryFile: relative(module.source) });
    }
  }
  return folders;
}
