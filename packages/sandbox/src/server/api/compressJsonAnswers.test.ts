import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiRequest, readJson } from '../../../test/apiClient';
import { readEncodedBody } from '../../../test/contentEncoding';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../test/testSandbox';
import { answerNotModified } from './answerNotModified';
import { compressJsonAnswers } from './compressJsonAnswers';
import { jsonText } from './json';

const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A JSON text of exactly `bytes` bytes, anti-hijack prefix included. */
function jsonOfLength(bytes: number): string {
  const empty = jsonText({ filler: '' });
  return jsonText({ filler: 'x'.repeat(bytes - empty.length) });
}

/** An app answering `body` as JSON at `path`, behind the same middleware order as the API. */
function appAnswering(path: string, body: string, headers: Record<string, string> = {}): Hono {
  const app = new Hono();
  app.use(answerNotModified);
  app.use(compressJsonAnswers);
  app.all(path, (c) => c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8', ...headers }));
  return app;
}

function get(app: Hono, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return Promise.resolve(app.request(path, { method, headers }));
}

describe('compression of API answers on the fly', () => {
  it('compresses a JSON answer of 1024 bytes with brotli for a client that accepts br, with Vary and the length sent', async () => {
    const body = jsonOfLength(1024);
    expect(Buffer.byteLength(body)).toBe(1024);
    const response = await get(appAnswering('/genoma_api/rest/products', body), '/genoma_api/rest/products', {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const { sent, decoded } = await readEncodedBody(response);
    expect(decoded.toString()).toBe(body);
    expect(sent.byteLength).toBeLessThan(1024);
  });

  it('sends a JSON answer of 1023 bytes as it is, without Vary: it does not depend on Accept-Encoding', async () => {
    const body = jsonOfLength(1023);
    const response = await get(appAnswering('/genoma_api/rest/products', body), '/genoma_api/rest/products', {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe(body);
  });

  it('uses gzip for a client that takes gzip only, and nothing for one that names no coding', async () => {
    const body = jsonOfLength(4096);
    const app = appAnswering('/genoma_api/rest/products', body);
    const gzip = await get(app, '/genoma_api/rest/products', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await readEncodedBody(gzip)).decoded.toString()).toBe(body);
    const plain = await get(app, '/genoma_api/rest/products');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(body);
  });

  it.each([
    '/genoma_api/saf/tpa/accesstoken',
    '/assisted_channels/saf/tpa/accesstoken',
    '/saf/tpa/accesstoken/synchronize',
    '/saf/tpa/generate-ticket',
    '/genoma_api/rest/otp',
    '/oauth2/token',
  ])('never compresses the answer of %s, which carries credentials (BREACH)', async (path) => {
    const body = jsonText({ access_token: 'secret-token', echoed: 'attacker text '.repeat(200) });
    const response = await get(appAnswering(path, body), path, { 'Accept-Encoding': CHROME_ACCEPT_ENCODING }, 'POST');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe(body);
  });

  it('leaves alone HEAD, answers already encoded, and answers that are not JSON', async () => {
    const body = jsonOfLength(4096);
    const head = await get(appAnswering('/x', body), '/x', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    const encoded = await get(appAnswering('/x', body, { 'Content-Encoding': 'identity' }), '/x', { 'Accept-Encoding': 'br' });
    expect(encoded.headers.get('content-encoding')).toBe('identity');
    const html = await get(appAnswering('/x', body, { 'Content-Type': 'text/html; charset=utf-8' }), '/x', { 'Accept-Encoding': 'br' });
    expect(html.headers.get('content-encoding')).toBeNull();
  });

  it('leaves alone 204 and 304 answers', async () => {
    const app = new Hono();
    app.use(compressJsonAnswers);
    app.get('/empty', (c) => c.body(null, 204));
    app.get('/same', (c) => c.body(null, 304, { 'Content-Type': 'application/json; charset=utf-8' }));
    for (const path of ['/empty', '/same']) {
      const response = await get(app, path, { 'Accept-Encoding': 'br' });
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
  });

  it('gives a compressed answer an ETag of its encoding, and a 304 only to that ETag', async () => {
    const app = appAnswering('/config/appConfig', jsonOfLength(2048), { ETag: '"abc"' });
    const brotli = await get(app, '/config/appConfig', { 'Accept-Encoding': 'br' });
    expect(brotli.headers.get('etag')).toBe('"abc-br"');
    const revalidated = await get(app, '/config/appConfig', { 'Accept-Encoding': 'br', 'If-None-Match': '"abc-br"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-encoding')).toBeNull();
    expect(revalidated.headers.get('content-length')).toBeNull();
    expect(await revalidated.text()).toBe('');
    const identityHeld = await get(app, '/config/appConfig', { 'Accept-Encoding': 'br', 'If-None-Match': '"abc"' });
    expect(identityHeld.status).toBe(200);
    expect(identityHeld.headers.get('content-encoding')).toBe('br');
  });
});

describe('compression of API answers in the sandbox', () => {
  const sandbox = useTestSandbox({ testMode: true });

  /** Publishes enough features that the configuration passes 1024 bytes. */
  async function growAppConfig(): Promise<void> {
    for (const index of [1, 2, 3, 4]) {
      const response = await apiRequest(sandbox.app, '/__sandbox/means', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: `help-${index}`, path: `ayuda-${index}`, componentId: 'ing-feat-help', module: 'help', title: 'Ayuda' }),
      });
      expect(response.status).toBe(201);
    }
  }

  it('compresses config/appConfig over 1024 bytes for the app, keeping CORS, the prefix and revalidation', async () => {
    await growAppConfig();
    const response = await apiRequest(sandbox.app, '/config/appConfig', {
      headers: { Origin: TEST_APP_ORIGIN, 'Accept-Encoding': CHROME_ACCEPT_ENCODING },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}-br"$/);
    const { sent, decoded } = await readEncodedBody(response);
    expect(decoded.byteLength).toBeGreaterThanOrEqual(1024);
    expect(sent.byteLength).toBeLessThan(decoded.byteLength);
    expect(decoded.toString().startsWith(")]}',\n")).toBe(true);

    const revalidated = await apiRequest(sandbox.app, '/config/appConfig', {
      headers: { Origin: TEST_APP_ORIGIN, 'Accept-Encoding': CHROME_ACCEPT_ENCODING, 'If-None-Match': response.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
  });

  it('sends the same configuration, uncompressed, to a client that names no coding', async () => {
    const plain = await apiRequest(sandbox.app, '/config/appConfig');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const config = await readJson<{ propsConfig: { means: unknown[] } }>(plain);
    expect(config.propsConfig.means.length).toBeGreaterThan(4);
  });

  it('sends a short answer as it is: an error of a few bytes', async () => {
    const response = await apiRequest(sandbox.app, '/no/such/path', { headers: { 'Accept-Encoding': CHROME_ACCEPT_ENCODING } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
