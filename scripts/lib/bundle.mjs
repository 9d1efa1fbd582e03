/**
 * Small bundler wrappers shared by the build, the feature preset and the benchmarks.
 * Every output file name carries a content hash, so the sandbox can serve it as immutable.
 *
 * JavaScript goes through Rolldown: with code splitting it keeps the modules an entry shares with
 * its lazy chunks in the entry itself, where esbuild would move them into a third file that the
 * first page has to load as well. CSS goes through esbuild.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { build as rolldown } from 'rolldown';
import { minify as terser } from 'terser';
import { REACT_SPECIFIERS, sharedModules } from './sharedModules.mjs';

/** Specifiers every browser bundle leaves to the page's import map: one React, one core. */
export const SHARED_SPECIFIERS = [...REACT_SPECIFIERS, ...sharedModules().map((module) => module.specifier)];

const HASH_LENGTH = 10;

/**
 * V8's per-file compile hint (Chromium 136+): every function of a file that starts with it is
 * compiled on the background thread that parses the file while it downloads, instead of lazily on
 * the main thread the first time it runs. It goes on the files whose code runs before the first
 * paint (the React runtime and the page's module), not on chunks loaded later. Measured on the
 * login page (issue 12): about 70 ms less to a visible "Entrar" at 4x CPU slowdown.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A Terser pass over each chunk before Rolldown's own minifier (issue 12, issue 18): Terser's
 * repeated compression finds what one pass of Rolldown's does not (inlined one-use functions,
 * merged declarations). Measured on the shell's page module: 21,063 B of gzip with Rolldown
 * alone, 20,788 B with both, which is room on the login page for the theme script. Rolldown hashes
 * the file names from the final code, so a change of either minifier renames the files.
 *
 * Four passes, with function declarations hoisted to the top of their scope, take 96 B more off
 * the page module (20,133 → 20,037 B) and 9 B off the login feature's; five or eight passes find
 * nothing more. Hoisting changes no behaviour: it moves only the declarations at the top level of
 * a function or module, which the language hoists anyway, never one inside a block.
 */
const TERSER_PASSES = 4;
const terserPass = {
  name: 'bank-shell:terser',
  async renderChunk(code) {
    const result = await terser(code, {
      module: true,
      compress: { passes: TERSER_PASSES, hoist_funs: true },
      mangle: true,
      format: { comments: false },
    });
    if (result.code === undefined) throw new Error('Terser gave no code');
    return { code: result.code };
  },
};

export function contentHash(code) {
  return createHash('sha256').update(code).digest('base64url').slice(0, HASH_LENGTH);
}

/** Subresource-integrity value of a file's bytes. */
export function integrityOf(code) {
  return `sha384-${createHash('sha384').update(code).digest('base64')}`;
}

/**
 * Bundles one entry to a minified ES module named `<name>.<hash>.js` in `outDir`. Each dynamic
 * `import()` inside it becomes a chunk `<name>-chunk.<hash>.js`, loaded on first use. With
 * `keepEntryExportsOnly: false` the entry may export more than its source does, for its chunks.
 * With `compileEagerly` the entry (not its chunks) carries {@link EAGER_COMPILE_HINT}. `plugins`
 * are Rolldown plugins (the feature preset's stylesheets).
 * @returns `{ '.js': entry, chunks: [...] }`, each file with its name, integrity and code.
 */
export async function bundleEntry({
  entry,
  outDir,
  name,
  external = SHARED_SPECIFIERS,
  keepEntryExportsOnly = true,
  compileEagerly = false,
  plugins = [],
}) {
  const { output } = await rolldown({
    input: entry,
    external,
    plugins: [...plugins, terserPass],
    // An entry that others import by name may hold the modules its lazy chunks share with it (and
    // export them to those chunks), rather than moving them into a third file the page must load.
    preserveEntrySignatures: keepEntryExportsOnly ? 'exports-only' : 'allow-extension',
    platform: 'browser',
    logLevel: 'warn',
    transform: { target: 'es2022', jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' } },
    write: false,
    output: {
      format: 'esm',
      minify: true,
      comments: false,
      // After minification, which would drop it as a comment; the file's hash covers it.
      postBanner: (chunk) => (compileEagerly && chunk.isEntry ? EAGER_COMPILE_HINT : ''),
      entryFileNames: `${name}.[hash:${HASH_LENGTH}].js`,
      chunkFileNames: `${name}-chunk.[hash:${HASH_LENGTH}].js`,
    },
  });
  await mkdir(outDir, { recursive: true });
  const files = { chunks: [] };
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    await writeFile(path.join(outDir, chunk.fileName), chunk.code);
    const file = {
      fileName: chunk.fileName,
      integrity: integrityOf(chunk.code),
      code: chunk.code,
      // What the file imports statically: other chunks by file name, external modules by specifier.
      imports: chunk.imports,
      // The source modules it holds, by absolute path.
      moduleIds: chunk.moduleIds,
    };
    if (chunk.isEntry) files['.js'] = file;
    else files.chunks.push(file);
  }
  return files;
}

/** One CSS entry, with what it imports, minified. */
export async function compileStyles(entry) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    legalComments: 'none',
    outdir: path.dirname(entry),
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/** Bundles one CSS entry to a minified `<name>.<hash>.css` in `outDir`. */
export async function bundleStyles({ entry, outDir, name }) {
  const code = await compileStyles(entry);
  const fileName = `${name}.${contentHash(code)}.css`;
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, fileName), code);
  return { fileName, integrity: integrityOf(code), code };
}
