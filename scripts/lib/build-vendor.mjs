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
import { build as rolldown } from 'rolldown';
import { EAGER_COMPILE_HINT, contentHash } from './bundle.mjs';
import { REACT_SPECIFIERS } from './sharedModules.mjs';

const require = createRequire(import.meta.url);

/** Import-map specifiers, each served by a module of its own. */
export const VENDOR_ENTRIES = REACT_SPECIFIERS;

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

/** The runtime's source: one default import per specifier, re-exported under its runtime name. */
const RUNTIME_MODULE_ID = '\0react-runtime';

/**
 * Rolldown's minifier (Oxc) makes React's production CommonJS 1 KB gzip smaller than esbuild's
 * (67.8 against 68.8 KB, measured on React 19.3), which the login page's budget needs.
 */
async function buildRuntime() {
  const source = [
    ...VENDOR_ENTRIES.map((specifier) => `import ${RUNTIME_EXPORTS[specifier]} from ${JSON.stringify(specifier)};`),
    `export { ${Object.values(RUNTIME_EXPORTS).join(', ')} };`,
  ].join('\n');
  const { output } = await rolldown({
    input: RUNTIME_MODULE_ID,
    cwd: process.cwd(),
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      {
        name: 'react-runtime-source',
        resolveId: (id) => (id === RUNTIME_MODULE_ID ? id : null),
        load: (id) => (id === RUNTIME_MODULE_ID ? source : null),
      },
    ],
    transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
    write: false,
    // Every page runs React before its first paint: compiled while it downloads.
    output: { format: 'esm', minify: true, comments: false, postBanner: EAGER_COMPILE_HINT },
  });
  return output[0].code;
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

/**
 * Third-party packages the shell loads later, built apart into one ES module each, with a
 * content-hashed name, and mapped in the import map like React. A package shipped as CommonJS
 * (the monitoring agent's dependencies) then brings its CommonJS interop with it: bundled into the
 * shell, that interop would land in the page's own module, on the login page.
 * @returns the file name, relative to `outDir`
 */
export async function buildThirdPartyModule({ specifier, outDir, cwd }) {
  const { output } = await rolldown({
    input: specifier,
    cwd,
    platform: 'browser',
    logLevel: 'warn',
    transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
    write: false,
    output: { format: 'esm', minify: true, comments: false },
  });
  const [entry, ...rest] = output;
  if (rest.length > 0 || entry.type !== 'chunk') throw new Error(`${specifier} did not build into one module`);
  const fileName = hashedName(specifier.replace(/^@/, '').replaceAll('/', '-'), entry.code);
  await writeFile(path.join(outDir, fileName), entry.code);
  return fileName;
}
