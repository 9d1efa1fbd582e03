/**
 * Small esbuild wrappers shared by the build, the feature preset and the benchmarks.
 * Every output file name carries a content hash, so the sandbox can serve it as immutable.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** Specifiers every browser bundle leaves to the page's import map: one React, one core. */
export const SHARED_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@bank-shell/core', '@bank-shell/react'];

const HASH_LENGTH = 10;

export function contentHash(code) {
  return createHash('sha256').update(code).digest('base64url').slice(0, HASH_LENGTH);
}

/** Subresource-integrity value of a file's bytes. */
export function integrityOf(code) {
  return `sha384-${createHash('sha384').update(code).digest('base64')}`;
}

/**
 * Bundles one entry to one minified ES module named `<name>.<hash>.js` in `outDir`.
 * @returns the file name, its integrity and its code.
 */
export async function bundleEntry({ entry, outDir, name, external = SHARED_SPECIFIERS, css = false }) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
    jsx: 'automatic',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    outdir: outDir,
    logLevel: 'error',
  });
  const files = {};
  for (const output of result.outputFiles) {
    const extension = path.extname(output.path);
    if (extension === '.css' && !css) continue;
    const code = output.text;
    const fileName = `${name}.${contentHash(code)}${extension}`;
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, fileName), code);
    files[extension] = { fileName, integrity: integrityOf(code), code };
  }
  return files;
}
