#!/usr/bin/env node
/**
 * `npm run dev`: the shell from source on a Vite dev server (http://bank.localhost:5173) with
 * reload on change, against the sandbox bank on http://api.bank.localhost:8080.
 *
 * One React and one core, as in production: the dev page's import map points React at the built
 * ES modules (served by the sandbox through Vite's proxy) and `@bank-shell/core` /
 * `@bank-shell/react` at their sources, and a plugin rewrites the shell's own bare imports to the
 * very same URLs (Vite would otherwise pre-bundle its own React copy). Features are rebuilt with
 * the production preset when their sources change, then the page reloads.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDependencies, repoRoot } from './lib/setup.mjs';
import { sharedModules } from './lib/sharedModules.mjs';

const DEV_PORT = Number(process.env.DEV_PORT ?? 5173);
const SANDBOX_PORT = Number(process.env.PORT ?? 8080);
const APP_HOST = process.env.APP_HOST ?? 'bank.localhost';
const devOrigin = `http://${APP_HOST}:${DEV_PORT}`;
const FEATURE_REBUILD_DEBOUNCE_MS = 150;

ensureDependencies();
const { build } = await import('./build.mjs');
await build();

const shellDir = path.join(repoRoot, 'packages/shell');
const builtHtml = await readFile(path.join(shellDir, 'dist/index.html'), 'utf8');
const builtMap = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(builtHtml)[1]);

/** Specifier → URL, shared by the import map and the shell's own imports. */
const devImports = {
  ...Object.fromEntries(Object.entries(builtMap.imports).filter(([specifier]) => !specifier.startsWith('@bank-shell/'))),
  ...Object.fromEntries(sharedModules().map(({ specifier, source }) => [specifier, `/@fs${source}`])),
};

const sharedModulesPlugin = {
  name: 'bank-shell-shared-modules',
  enforce: 'pre',
  resolveId(source) {
    const url = devImports[source];
    // An absolute URL is left alone by Vite, so the shell and the features load the same module.
    return url ? { id: `${devOrigin}${url}`, external: true } : null;
  },
  configureServer(server) {
    // The shell calls `api.` + its own host, i.e. api.bank.localhost:5173: pass those calls on to
    // the sandbox's API host, untouched but for the Host header.
    server.middlewares.use((req, res, next) => {
      if (!req.headers.host?.startsWith('api.')) return next();
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: SANDBOX_PORT,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `api.${APP_HOST}:${SANDBOX_PORT}` },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        res.statusCode = 502;
        res.end(`Sandbox unreachable: ${error.message}`);
      });
      req.pipe(upstream);
    });
  },
  transformIndexHtml(html) {
    return html
      .replace('<!-- import-map -->', `<script type="importmap">${JSON.stringify({ imports: devImports })}</script>`)
      .replace('<!-- styles -->', '<link rel="stylesheet" href="/src/styles/shell.css" />')
      .replace('<!-- entry -->', '<script type="module" src="/src/main.tsx"></script>')
      .replace('<!-- modulepreload -->', '');
  },
};

const sandbox = spawn(
  process.execPath,
  ['--import', 'tsx', 'packages/sandbox/src/cli.ts', '--port', String(SANDBOX_PORT), '--allow-overrides'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DEV_ORIGIN: devOrigin, APP_HOST },
  },
);

const { createServer } = await import('vite');
const sandboxTarget = { target: `http://127.0.0.1:${SANDBOX_PORT}`, headers: { host: `${APP_HOST}:${SANDBOX_PORT}` } };
const server = await createServer({
  configFile: false,
  root: shellDir,
  plugins: [sharedModulesPlugin],
  oxc: { jsx: { runtime: 'automatic' } },
  optimizeDeps: { noDiscovery: true, include: [] },
  server: {
    host: 'localhost',
    port: DEV_PORT,
    strictPort: true,
    cors: false,
    allowedHosts: [APP_HOST, `api.${APP_HOST}`],
    fs: { allow: [repoRoot] },
    proxy: { '/vendor': sandboxTarget, '/cdn': sandboxTarget },
  },
});
try {
  await server.listen();
} catch (error) {
  console.error(error.message);
  sandbox.kill('SIGINT');
  process.exit(1);
}

const { buildFeature } = await import('./lib/feature-preset.mjs');
const featuresDir = path.join(repoRoot, 'packages/features');
const pending = new Map();
watch(featuresDir, { recursive: true }, (_event, file) => {
  if (!file || file.includes(`${path.sep}dist${path.sep}`) || !file.includes(`${path.sep}src${path.sep}`)) return;
  const feature = file.split(path.sep)[0];
  clearTimeout(pending.get(feature));
  pending.set(
    feature,
    setTimeout(() => {
      buildFeature(path.join(featuresDir, feature)).then(
        () => server.ws.send({ type: 'full-reload' }),
        (error) => console.error(`feature ${feature}: ${error.message}`),
      );
    }, FEATURE_REBUILD_DEBOUNCE_MS),
  );
});

console.log(`\nDev server: ${devOrigin}/  (API: http://api.${APP_HOST}:${SANDBOX_PORT})`);
const stop = async () => {
  sandbox.kill('SIGINT');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
