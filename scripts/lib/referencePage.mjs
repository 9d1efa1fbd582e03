/**
 * The React-only reference page the bench compares the login page with: React 19 and react-dom
 * from the same runtime build the shell uses (`buildVendor`), rendering one `<button>Entrar</button>`,
 * loaded through an import map with the same module preloads as the shell's page. It is the
 * floor for any React page: whatever the login page takes beyond it is ours.
 *
 * Every file is brotli-compressed ahead of time and served by a tiny server of its own with
 * `Content-Encoding: br`, which is how the sandbox is meant to serve the shell.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { buildVendor } from './build-vendor.mjs';
import { contentHash } from './bundle.mjs';

/** The text of the reference page's one button, the same as the login page's submit button. */
export const REFERENCE_BUTTON_TEXT = 'Entrar';

/** Brotli's highest quality: files are compressed once at build time, so its slowness does not matter. */
export const BROTLI_QUALITY = 11;

const VENDOR_DIR = 'vendor';
const INDEX_FILE = 'index.html';
const BROTLI_EXTENSION = '.br';
const LOOPBACK_HOST = '127.0.0.1';
const ANY_FREE_PORT = 0;
const HTTP_OK = 200;
const HTTP_NOT_FOUND = 404;
const HTTP_NOT_ACCEPTABLE = 406;

/** One year: a hashed file never changes, as the sandbox's cache policy says. */
const IMMUTABLE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The headers every page of the bank is sent with (SECURITY.md rule 9), the Content-Security-Policy
 * aside. `Cross-Origin-Opener-Policy` makes Chromium start the page in a renderer process of its
 * own, about 20 to 60 ms of main thread before the page's first byte is parsed: a cost of any
 * bank's page, not of the shell, so the reference pays it too.
 */
export const DOCUMENT_SECURITY_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** The app module: React's automatic JSX runtime call the shell's bundles compile to, without a bundler. */
function appModuleSource() {
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `import { createRoot } from 'react-dom/client';`,
    `createRoot(document.getElementById('app')).render(jsx('button', { type: 'button', children: ${JSON.stringify(REFERENCE_BUTTON_TEXT)} }));`,
    '',
  ].join('\n');
}

/**
 * The page: the shell's head (charset, mobile viewport, no favicon request), an import map for
 * React's four specifiers, and module preloads for what the app module imports.
 */
export function referencePageHtml({ imports, runtime, appModule }) {
  const importMap = {
    imports: Object.fromEntries(Object.entries(imports).map(([specifier, file]) => [specifier, `/${VENDOR_DIR}/${file}`])),
  };
  const preloads = [
    `/${VENDOR_DIR}/${runtime}`,
    importMap.imports['react/jsx-runtime'],
    importMap.imports['react-dom/client'],
    `/${appModule}`,
  ];
  return [
    '<!doctype html>',
    '<html lang="es-ES">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <title>React only</title>',
    '    <link rel="icon" href="data:," />',
    `    <script type="importmap">${JSON.stringify(importMap)}</script>`,
    ...preloads.map((href) => `    <link rel="modulepreload" href="${href}" />`),
    '  </head>',
    '  <body>',
    '    <div id="app"></div>',
    `    <script type="module" src="/${appModule}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes `<file>.br` beside every file under `dir`. */
async function brotliCompressEach(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(BROTLI_EXTENSION)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const compressed = brotliCompressSync(await readFile(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    await writeFile(`${file}${BROTLI_EXTENSION}`, compressed);
  }
}

/** Builds the reference page into `outDir`: `index.html`, `vendor/…`, the app module, each with its `.br`. */
export async function buildReferencePage(outDir) {
  const { imports, runtime } = await buildVendor(path.join(outDir, VENDOR_DIR));
  const appCode = appModuleSource();
  const appModule = `app.${contentHash(appCode)}.js`;
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, appModule), appCode);
  await writeFile(path.join(outDir, INDEX_FILE), referencePageHtml({ imports, runtime, appModule }));
  await brotliCompressEach(outDir);
}

/**
 * Serves the `.br` files of `dir` on loopback: `/` is `index.html`, anything else its own file.
 * @returns the page's URL and `close()`.
 */
export async function serveBrotliFiles(dir) {
  const root = path.resolve(dir);
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://reference').pathname;
    const fileName = pathname === '/' ? INDEX_FILE : pathname.slice(1);
    const file = path.resolve(root, fileName);
    const contentType = CONTENT_TYPES[path.extname(file)];
    if (!file.startsWith(root + path.sep) || !contentType) return void response.writeHead(HTTP_NOT_FOUND).end();
    // A server without uncompressed copies cannot answer a client that takes no brotli.
    if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) return void response.writeHead(HTTP_NOT_ACCEPTABLE).end();
    let body;
    try {
      body = await readFile(`${file}${BROTLI_EXTENSION}`);
    } catch {
      return void response.writeHead(HTTP_NOT_FOUND).end();
    }
    response.writeHead(HTTP_OK, {
      'Content-Type': contentType,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': fileName === INDEX_FILE ? 'no-cache' : `public, max-age=${IMMUTABLE_MAX_AGE_S}, immutable`,
      Vary: 'Accept-Encoding',
      ...(fileName === INDEX_FILE ? DOCUMENT_SECURITY_HEADERS : {}),
    });
    response.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ANY_FREE_PORT, LOOPBACK_HOST, resolve);
  });
  const { port } = server.address();
  return {
    url: `http://${LOOPBACK_HOST}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
