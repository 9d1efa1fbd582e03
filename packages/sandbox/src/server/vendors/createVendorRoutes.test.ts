import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, readJson, vendorsRequest } from '../../../test/apiClient';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, useTestSandbox } from '../../../test/testSandbox';

const SCRIPT = '/consent/v1/consent-manager.js';
const STYLES = '/consent/v1/consent-banner.css';
const SCRIPT_FILE = new URL('../../../vendor-stand-ins/consent/consent-manager.js', import.meta.url);
const STYLES_FILE = new URL('../../../vendor-stand-ins/consent/consent-banner.css', import.meta.url);

const sha384Of = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('vendors host: the consent manager’s script and styles (sandbox-api.md, Vendors host)', () => {
  const sandbox = useTestSandbox({ testMode: true });
  afterEach(async () => {
    await apiRequest(sandbox.app, '/__sandbox/faults', { method: 'DELETE' });
  });

  it.each([
    [SCRIPT, SCRIPT_FILE, 'text/javascript; charset=utf-8'],
    [STYLES, STYLES_FILE, 'text/css; charset=utf-8'],
  ])('serves %s as shipped, readable by the app’s page, kept an hour, never sniffed', async (path, file, contentType) => {
    const response = await vendorsRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://bank.localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(file))).toBe(true);
  });

  it('serves the script whose bytes match the integrity the app’s configuration names', async () => {
    const script = new Uint8Array(await (await vendorsRequest(sandbox.app, SCRIPT)).arrayBuffer());
    const config = await readJson<{ urlsConfig: Record<string, string> }>(await apiRequest(sandbox.app, '/config/appConfig'));
    expect(config.urlsConfig['consentManagerIntegrity']).toBe(sha384Of(script));
    expect(config.urlsConfig['consentManagerIntegrity']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('sends brotli or gzip as Accept-Encoding asks, each decoding to the same bytes, so the integrity holds', async () => {
    const plain = new Uint8Array(await (await vendorsRequest(sandbox.app, SCRIPT)).arrayBuffer());
    const brotli = await vendorsRequest(sandbox.app, SCRIPT, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(sha384Of(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())))).toBe(sha384Of(plain));
    const gzip = await vendorsRequest(sandbox.app, SCRIPT, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(sha384Of(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(sha384Of(plain));
    expect(gzip.headers.get('etag')).not.toBe(brotli.headers.get('etag'));
  });

  it('answers 304 to a browser that holds the script, with the CORS and cache headers still on', async () => {
    const first = await vendorsRequest(sandbox.app, SCRIPT);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await vendorsRequest(sandbox.app, SCRIPT, { headers: { 'If-None-Match': etag, Origin: TEST_APP_ORIGIN } });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('lets the dev server’s page read the script, and names the app origin to any other page, which the browser then refuses', async () => {
    const fromDevServer = await vendorsRequest(sandbox.app, SCRIPT, { headers: { Origin: TEST_DEV_ORIGIN } });
    expect(fromDevServer.headers.get('access-control-allow-origin')).toBe(TEST_DEV_ORIGIN);
    const fromElsewhere = await vendorsRequest(sandbox.app, SCRIPT, { headers: { Origin: 'https://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
  });

  it('answers any other path 404 in plain text, not sniffed and not kept', async () => {
    for (const path of ['/', '/consent/v1/', '/consent/v1/consent-manager.js.map', '/consent/v2/consent-manager.js', '/config/appConfig']) {
      const response = await vendorsRequest(sandbox.app, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answers a fault armed on the script’s path (POST /__sandbox/faults on the API host), once, then serves it again', async () => {
    const armed = await apiRequest(sandbox.app, '/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: SCRIPT, kind: 'status', status: 503 }),
    });
    expect(armed.status).toBe(200);
    const failed = await vendorsRequest(sandbox.app, SCRIPT, { headers: { Origin: TEST_APP_ORIGIN } });
    expect(failed.status).toBe(503);
    expect(await readJson(failed)).toMatchObject({ error: 'injected_fault' });
    expect(failed.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect((await vendorsRequest(sandbox.app, SCRIPT)).status).toBe(200);
  });

  it('drops the script’s connection when asked (in process, where there is no socket, the call fails)', async () => {
    await apiRequest(sandbox.app, '/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: SCRIPT, kind: 'drop' }),
    });
    expect((await vendorsRequest(sandbox.app, SCRIPT)).status).toBe(500);
    expect(sandbox.logs.some((line) => line.startsWith(`error: vendors GET ${SCRIPT} failed`))).toBe(true);
  });
});
