/**
 * Builds React 19 as ES modules for the page's import map.
 *
 * React ships CommonJS only, and a plain ESM bundle of it exposes nothing but a default export.
 * Each entry here gets a generated wrapper that lists every named export explicitly, and every
 * `require('react')` / `require('react-dom')` inside another entry is routed to the shared ESM
 * file through a re-exporting shim, so the browser loads exactly one React.
 * See ARCHITECTURE.md, "Known pitfalls of import maps with React 19".
 */
import { createRequire } from 'node:module';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';

const require = createRequire(import.meta.url);

/** Import-map specifiers that map to one vendor file each. */
export const VENDOR_ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

const SHARED_PACKAGES = new Set(['react', 'react-dom']);

function namedExportsOf(specifier) {
  process.env.NODE_ENV = 'production';
  const mod = require(specifier);
  return Object.keys(mod).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
}

function wrapperSource(specifier) {
  const names = namedExportsOf(specifier);
  return [
    `import * as ns from ${JSON.stringify(specifier)};`,
    `const m = ns.default ?? ns;`,
    `export default m;`,
    `export const { ${names.join(', ')} } = m;`,
  ].join('\n');
}

/** Routes bare `react`/`react-dom` (not the entry itself) to the import-map copy. */
function sharedReactPlugin(entry) {
  return {
    name: 'shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?$/ }, (args) => {
        if (args.path === entry && args.importer.endsWith('vendor-entry.js')) return undefined;
        if (args.namespace === 'shared-react-shim') return { path: args.path, external: true };
        if (!SHARED_PACKAGES.has(args.path)) return undefined;
        return { path: args.path, namespace: 'shared-react-shim' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shared-react-shim' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)}; export { default } from ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Builds every vendor entry into `outDir` with content-hashed names.
 * @returns the import-map entries, specifier → file name relative to `outDir`.
 */
export async function buildVendor(outDir) {
  await mkdir(outDir, { recursive: true });
  const imports = {};
  for (const entry of VENDOR_ENTRIES) {
    const result = await esbuild.build({
      stdin: { contents: wrapperSource(entry), resolveDir: process.cwd(), sourcefile: 'vendor-entry.js' },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [sharedReactPlugin(entry)],
      logLevel: 'error',
    });
    const code = result.outputFiles[0].text;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
    const fileName = `${entry.replace('/', '-')}.${hash}.js`;
    await writeFile(path.join(outDir, fileName), code);
    imports[entry] = fileName;
  }
  return imports;
}

export async function readVendorFile(outDir, fileName) {
  return readFile(path.join(outDir, fileName), 'utf8');
}
