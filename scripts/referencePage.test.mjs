import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferencePage, referencePageHtml, serveBrotliFiles } from './lib/referencePage.mjs';

/** A raw GET, so that the test sees the bytes and headers as sent, not decoded. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the React-only page', () => {
  const html = referencePageHtml({
    imports: {
      react: 'react.a.js',
      'react/jsx-runtime': 'react-jsx-runtime.b.js',
      'react-dom': 'react-dom.c.js',
      'react-dom/client': 'react-dom-client.d.js',
    },
    runtime: 'react-runtime.e.js',
    appModule: 'app.f.js',
  });

  it('maps React’s specifiers to the vendor folder in its import map', () => {
    const importMap = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(html)[1]);
    expect(importMap.imports['react-dom/client']).toBe('/vendor/react-dom-client.d.js');
  });

  it('preloads the React runtime and the app module as the shell page preloads its own', () => {
    expect(html).toContain('<link rel="modulepreload" href="/vendor/react-runtime.e.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/app.f.js" />');
  });

  it('has the mobile viewport the shell page has, so that Lighthouse lays both out alike', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  });
});

describe('the React-only page, built and served brotli-compressed', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-react-only-test-'));
  let server = { url: '', close: async () => undefined };
  beforeAll(async () => {
    await buildReferencePage(dir);
    server = await serveBrotliFiles(dir);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page as brotli with its type and exact length', async () => {
    const response = await get(server.url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  });

  it('sends the page with the opener, referrer and sniffing headers of a bank page (SECURITY.md rule 9), as the sandbox sends the shell page', async () => {
    const response = await get(server.url, { 'Accept-Encoding': 'br' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the app module, which renders one "Entrar" button, as JavaScript', async () => {
    const appModule = /<script type="module" src="([^"]+)"/.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))[1];
    const response = await get(new URL(appModule, server.url), { 'Accept-Encoding': 'br' });
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(response.body).toString()).toContain(`jsx('button', { type: 'button', children: "Entrar" })`);
  });

  it('answers 406 to a client that does not take brotli, having no uncompressed copy to send', async () => {
    expect((await get(server.url, { 'Accept-Encoding': 'gzip' })).status).toBe(406);
  });

  it('serves nothing outside its folder', async () => {
    expect((await get(new URL('/../../etc/passwd', server.url), { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get(new URL('/%2e%2e/%2e%2e/etc/passwd.js', server.url), { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});
