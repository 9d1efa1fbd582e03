import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiRequest, readJson, vendorsRequest } from '../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../test/testSandbox';

const SCRIPT = '/device-risk/v1/profile.js';
const SCRIPT_FILE = new URL('../../../vendor-stand-ins/device-risk/profile.js', import.meta.url);
/** As the shell loads it at login (features.md §4.9). */
const LOADED_AT_LOGIN = `${SCRIPT}?processId=3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93&deviceType=web&r=0.7361`;

const sha384Of = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('vendors host: the device-risk script (sandbox-api.md, Device risk)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('serves /device-risk/v1/profile.js as shipped, whatever the query, readable by the app’s page, kept an hour, never sniffed', async () => {
    for (const path of [SCRIPT, LOADED_AT_LOGIN]) {
      const response = await vendorsRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://bank.localhost:8080');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
      expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(SCRIPT_FILE))).toBe(true);
    }
  });

  it('serves the bytes whose integrity the app’s configuration names, gzip included, and 304 to a browser that holds them', async () => {
    const plain = new Uint8Array(await (await vendorsRequest(sandbox.app, LOADED_AT_LOGIN)).arrayBuffer());
    const config = await readJson<{ urlsConfig: Record<string, string> }>(await apiRequest(sandbox.app, '/config/appConfig'));
    expect(config.urlsConfig['deviceRiskIntegrity']).toBe(sha384Of(plain));
    const gzip = await vendorsRequest(sandbox.app, LOADED_AT_LOGIN, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(sha384Of(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(sha384Of(plain));
    const etag = gzip.headers.get('etag') ?? '';
    const again = await vendorsRequest(sandbox.app, LOADED_AT_LOGIN, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers a fault armed on the script’s path (POST /__sandbox/faults on the API host), once', async () => {
    await apiRequest(sandbox.app, '/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: SCRIPT, kind: 'status', status: 503 }),
    });
    expect((await vendorsRequest(sandbox.app, LOADED_AT_LOGIN)).status).toBe(503);
    expect((await vendorsRequest(sandbox.app, LOADED_AT_LOGIN)).status).toBe(200);
  });

  it('answers any other path under /device-risk/ 404', async () => {
    for (const path of ['/device-risk/v1/', '/device-risk/v1/profile.js.map', '/device-risk/v2/profile.js']) {
      expect((await vendorsRequest(sandbox.app, path)).status, path).toBe(404);
    }
  });
});
