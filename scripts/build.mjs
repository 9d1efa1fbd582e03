#!/usr/bin/env node
/**
 * Builds everything the sandbox serves:
 *   packages/shell/dist/      index.html (with the import map), assets/ (shell), vendor/ (React, core, bindings)
 *   packages/features/<f>/dist/  one ES module per feature + manifest.json
 */
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SPECIFIERS, bundleEntry, compileStyles, integrityOf } from './lib/bundle.mjs';
import { buildFeature } from './lib/feature-preset.mjs';
import { buildThirdPartyModule, buildVendor } from './lib/build-vendor.mjs';
import { earlyCallsScriptElement, firstPaintBlock, overviewPaintBlock, themeScriptElement } from './lib/firstPaint.mjs';
import { precompressBuildOutput } from './lib/precompress.mjs';
import { sharedModules } from './lib/sharedModules.mjs';
import {
  SIGNED_IN_LOADERS,
  SIGNED_IN_FIRST_PAINT_MARKER,
  SIGNED_IN_PRELOADS_MARKER,
  recordDynamicImports,
  signedInModuleUrls,
  signedInPreloadsTemplate,
} from './lib/signedInPreloads.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shellDir = path.join(root, 'packages/shell');
const dist = path.join(shellDir, 'dist');
const featuresDir = path.join(root, 'packages/features');

/** `@bank-shell/core/cache` → `bank-shell-core-cache`: the built file's name before its hash. */
/** The monitoring agent's package (docs/choices.md, Monitoring): third-party code the shell imports by name. */
const MONITORING_AGENT = '@elastic/apm-rum';

const bundleNameOf = (specifier) => specifier.replace('@bank-shell/', 'bank-shell-').replaceAll('/', '-');

export async function build({ log = console.log } = {}) {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  const vendorDir = path.join(dist, 'vendor');
  const assetsDir = path.join(dist, 'assets');
  await mkdir(assetsDir, { recursive: true });

  const imports = {};
  const integrity = {};
  const addToMap = async (specifier, dir, fileName) => {
    const url = `/${path.relative(dist, path.join(dir, fileName)).split(path.sep).join('/')}`;
    imports[specifier] = url;
    integrity[url] = integrityOf(await readFile(path.join(dir, fileName)));
  };

  const vendor = await buildVendor(vendorDir);
  for (const [specifier, fileName] of Object.entries(vendor.imports)) await addToMap(specifier, vendorDir, fileName);
  // The React runtime is no specifier of its own: the entries above import it by URL.
  const runtimeUrl = `/vendor/${vendor.runtime}`;
  integrity[runtimeUrl] = integrityOf(await readFile(path.join(vendorDir, vendor.runtime)));

  // The monitoring agent, loaded after login: a module of its own (see `buildThirdPartyModule`).
  const agentFile = await buildThirdPartyModule({ specifier: MONITORING_AGENT, outDir: vendorDir, cwd: shellDir });
  await addToMap(MONITORING_AGENT, vendorDir, agentFile);

  // The later entries of core and the bindings: what the first page never needs. Each imports its
  // package's main entry by name.
  const laterEntries = sharedModules().filter((module) => !module.main);
  const sharedImports = {};
  for (const { specifier, source } of laterEntries) {
    const bundle = await bundleEntry({ entry: source, outDir: vendorDir, name: bundleNameOf(specifier) });
    await addToMap(specifier, vendorDir, bundle['.js'].fileName);
    sharedImports[specifier] = bundle['.js'].imports;
  }

  // One module holds core's main entry, the bindings and the shell host (decision 0008): the import
  // map points the three specifiers at it. The shell's own screens back the core-application
  // routes, which must be in the import map too.
  const pageSpecifiers = [
    ...sharedModules()
      .filter((module) => module.main)
      .map((module) => module.specifier),
    '@bank-shell/shell',
  ];
  const signedInDynamicImports = [];
  const shell = await bundleEntry({
    entry: path.join(shellDir, 'src/page.ts'),
    outDir: assetsDir,
    name: 'shell',
    external: [...SHARED_SPECIFIERS.filter((specifier) => !pageSpecifiers.includes(specifier)), MONITORING_AGENT],
    keepEntryExportsOnly: false,
    compileEagerly: true,
    plugins: [
      recordDynamicImports(
        SIGNED_IN_LOADERS.map((file) => path.join(shellDir, file)),
        signedInDynamicImports,
      ),
    ],
  });
  // The shell's styles go inside the page (about 3 KB of gzip): the login painted from the HTML
  // (docs/first-paint.md) then waits for no other request, where a stylesheet would share the
  // first round trips with the modules.
  const styles = await compileStyles(path.join(shellDir, 'src/styles/shell.css'));
  if (/<\/style/i.test(styles)) throw new Error('The shell’s styles would end their own style element');
  const shellUrl = `/assets/${shell['.js'].fileName}`;
  integrity[shellUrl] = shell['.js'].integrity;
  // The shell's lazy chunks are checked against the same integrity list when they load.
  for (const chunk of shell.chunks) integrity[`/assets/${chunk.fileName}`] = chunk.integrity;
  for (const specifier of pageSpecifiers) imports[specifier] = shellUrl;

  // Preloading fetches a module whether or not the page imports it: leave out what no module of
  // the first page imports (a feature that does still gets it, on demand).
  const notPreloaded = new Set([
    ...laterEntries.map(({ specifier }) => imports[specifier]),
    imports['react-dom'],
    imports[MONITORING_AGENT],
  ]);

  const pagePreloads = [...new Set([runtimeUrl, ...Object.values(imports)])].filter((url) => !notPreloaded.has(url));
  const signedInPreloads = signedInModuleUrls({
    dynamicImports: signedInDynamicImports,
    shellFiles: [shell['.js'], ...shell.chunks],
    sharedImports,
    importMap: imports,
    assetsPath: '/assets/',
    pagePreloads,
  });

  const importMap = JSON.stringify({ imports, integrity }, null, 2);
  const template = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const html = template
    .replace('<!-- import-map -->', `<script type="importmap">\n${importMap}\n    </script>`)
    .replace('<!-- styles -->', `<style>${styles}</style>`)
    .replace('<!-- theme -->', await themeScriptElement())
    .replace('<!-- first-paint -->', await firstPaintBlock())
    .replace('<!-- entry -->', `<script type="module" src="${shellUrl}" integrity="${shell['.js'].integrity}"></script>`)
    .replace(
      '<!-- modulepreload -->',
      pagePreloads.map((url) => `<link rel="modulepreload" href="${url}" integrity="${integrity[url]}" />`).join('\n    '),
    )
    .replace(
      SIGNED_IN_FIRST_PAINT_MARKER,
      signedInPreloadsTemplate([], integrity, (await earlyCallsScriptElement()) + (await overviewPaintBlock())),
    )
    .replace(SIGNED_IN_PRELOADS_MARKER, signedInPreloadsTemplate(signedInPreloads, integrity));
  await writeFile(path.join(dist, 'index.html'), html);

  const features = [];
  for (const entry of await readdir(featuresDir, { withFileTypes: true })) {
    if (entry.isDirectory()) features.push(await buildFeature(path.join(featuresDir, entry.name)));
  }
  await precompressBuildOutput([dist, ...features.map((feature) => path.join(featuresDir, feature.name, 'dist'))]);
  log(
    `Built shell, ${Object.keys(imports).length} shared modules and ${features.length} features in ${Math.round(performance.now() - started)} ms`,
  );
  return { imports, features };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
