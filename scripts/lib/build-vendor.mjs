/**
 * Builds React 19 as ES modules for the page's import map.
 *
 * React ships CommonJS only, and a plain ESM bundle of it exposes nothing but a default export.
 * All of React (react, react/jsx-runtime, react-dom, react-dom/client) goes into one runtime file,
 * so the browser loads exactly one React, and one file compresses better than four (3.7 KB less
 * gzip on the login page). Each import-map specifier then gets a small ES module of its own that
 * takes its part from the runtime and lists every named export explicitly.
 * See ARCHITECTURE.md, "Known pitfalls of import maps with React 19".
 */
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { contentHash } from './bundle.mjs';

const require = createRequire(import.meta.url);

/** Import-map specifiers, each served by a module of its own. */
export const VENDOR_ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** The runtime's export for each specifier. */
const RUNTIME_EXPORTS = {
  react: 'React',
  'react/jsx-runtime': 'JsxRuntime',
  'react-dom': 'ReactDom',
  'react-dom/client': 'ReactDomClient',
};

function namedExportsOf(specifier) {
  process.env.NODE_ENV = 'production';
  const mod = require(specifier);
  return Object.keys(mod).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
}

const hashedName = (base, code) => `${base}.${contentHash(code)}.js`;

async function buildRuntime() {
  const source = [
    ...VENDOR_ENTRIES.map((specifier) => `import ${RUNTIME_EXPORTS[specifier]} from ${JSON.stringify(specifier)};`),
    `export { ${Object.values(RUNTIME_EXPORTS).join(', ')} };`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: process.cwd(), sourcefile: 'react-runtime.js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/** The import-map module of one specifier: its part of the runtime, every named export listed. */
export function entryModuleSource(specifier, runtimeFileName) {
  return [
    `import { ${RUNTIME_EXPORTS[specifier]} as m } from "./${runtimeFileName}";`,
    `export default m;`,
    `export const { ${namedExportsOf(specifier).join(', ')} } = m;`,
  ].join('\n');
}

/**
 * Builds the runtime and the entry modules into `outDir` with content-hashed names.
 * @returns `imports` (specifier → file name relative to `outDir`) and the runtime's file name.
 */
export async function buildVendor(outDir) {
  await mkdir(outDir, { recursive: true });
  const runtimeCode = await buildRuntime();
  const runtime = hashedName('react-runtime', runtimeCode);
  await writeFile(path.join(outDir, runtime), runtimeCode);
  const imports = {};
  for (const specifier of VENDOR_ENTRIES) {
    const code = entryModuleSource(specifier, runtime);
    const fileName = hashedName(specifier.replace('/', '-'), code);
    await writeFile(path.join(outDir, fileName), code);
    imports[specifier] = fileName;
  }
  return { imports, runtime };
}
