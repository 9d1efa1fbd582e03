/**
 * Builds React 19 as ES modules for the page's import map.
 *
 * React ships CommonJS only, and a plain ESM bundle of it exposes nothing but a default export.
 * All of React (react, react/jsx-runtime, react-dom, react-dom/client) goes into one runtime file,
 * so the browser loads exactly one React, and one file compresses better than four (3.7 KB less
 * gzip on the login page). The runtime is itself the module of the three specifiers every page
 * imports (`react`, `react/jsx-runtime`, `react-dom/client`): it lists every named export of the
 * three, so the first page asks for React once, not four times. On a phone's network each request
 * in flight takes its share of the bandwidth from its first round trip, so three tiny modules on
 * new connections slowed the runtime itself. `react-dom`, which no first page imports, keeps a
 * small module of its own that takes its part from the runtime.
 * See ARCHITECTURE.md, "Known pitfalls of import maps with React 19".
 */
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as rolldown } from 'rolldown';
import { EAGER_COMPILE_HINT, contentHash } from './bundle.mjs';
import { REACT_SPECIFIERS } from './sharedModules.mjs';

const require = createRequire(import.meta.url);

/** Import-map specifiers of React. */
export const VENDOR_ENTRIES = REACT_SPECIFIERS;

/** The specifiers the runtime file answers itself: what the first page imports. */
export const RUNTIME_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom/client'];

/** The specifiers served by a small module of their own, and the runtime's export each takes. */
const ENTRY_MODULE_EXPORTS = { 'react-dom': 'ReactDom' };

const identifierOf = (specifier) => specifier.replace(/(?:^|[-/])(\w)/g, (_, letter) => letter.toUpperCase());

function namedExportsOf(specifier) {
  process.env.NODE_ENV = 'production';
  const mod = require(specifier);
  return Object.keys(mod).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
}

/**
 * Every named export of the runtime's specifiers, once. A name two of them export must be the same
 * value in both (`Fragment` in react and react/jsx-runtime, `version` in react and
 * react-dom/client): one module cannot give a name two meanings.
 */
export function runtimeExportNames() {
  process.env.NODE_ENV = 'production';
  const owners = new Map();
  for (const specifier of RUNTIME_SPECIFIERS) {
    for (const name of namedExportsOf(specifier)) {
      const owner = owners.get(name);
      if (owner !== undefined && require(owner)[name] !== require(specifier)[name]) {
        throw new Error(`${owner} and ${specifier} both export ${name}, with different values`);
      }
      if (owner === undefined) owners.set(name, specifier);
    }
  }
  return [...owners.keys()];
}

const hashedName = (base, code) => `${base}.${contentHash(code)}.js`;

/** The runtime's source: the three specifiers' exports as its own, and the parts other modules take. */
const RUNTIME_MODULE_ID = '\0react-runtime';

/**
 * The runtime's default export is one object with every export of the three specifiers, so that
 * `import React from 'react'` and `import ReactDOM from 'react-dom/client'` each find what they
 * read (`React.useState`, `ReactDOM.createRoot`).
 */
function runtimeSource() {
  const imports = [...RUNTIME_SPECIFIERS, ...Object.keys(ENTRY_MODULE_EXPORTS)].map(
    (specifier) => `import ${identifierOf(specifier)} from ${JSON.stringify(specifier)};`,
  );
  return [
    ...imports,
    `const all = Object.assign({}, ${RUNTIME_SPECIFIERS.map(identifierOf).join(', ')});`,
    `export default all;`,
    `export const { ${runtimeExportNames().join(', ')} } = all;`,
    `export { ${Object.keys(ENTRY_MODULE_EXPORTS)
      .map((specifier) => `${identifierOf(specifier)} as ${ENTRY_MODULE_EXPORTS[specifier]}`)
      .join(', ')} };`,
  ].join('\n');
}

/**
 * Rolldown's minifier (Oxc) makes React's production CommonJS 1 KB gzip smaller than esbuild's
 * (67.8 against 68.8 KB, measured on React 19.3), which the login page's budget needs.
 */
async function buildRuntime() {
  const source = runtimeSource();
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
    // Every page runs React before its first paint: compiled while it downloads. The module's own
    // names keep their spelling: its exports are those names, so the list of them that ends the
    // file repeats what gzip has just read, where mangled locals (`Le as useState`) would each be
    // new bytes (196 B less gzip on every page, measured on React 19.3).
    output: {
      format: 'esm',
      minify: { compress: true, mangle: { toplevel: false }, codegen: true },
      comments: false,
      postBanner: EAGER_COMPILE_HINT,
    },
  });
  return output[0].code;
}

/** The import-map module of a specifier the runtime does not answer: its part of the runtime, every named export listed. */
export function entryModuleSource(specifier, runtimeFileName) {
  return [
    `import { ${ENTRY_MODULE_EXPORTS[specifier]} as m } from "./${runtimeFileName}";`,
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
  const imports = Object.fromEntries(RUNTIME_SPECIFIERS.map((specifier) => [specifier, runtime]));
  for (const specifier of Object.keys(ENTRY_MODULE_EXPORTS)) {
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
