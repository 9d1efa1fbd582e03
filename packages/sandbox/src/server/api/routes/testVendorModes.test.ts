import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createContext, runInContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, appCallHeaders, loginAs, readJson, vendorsRequest, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

/** Each stand-in's script path on the vendors host, its file as shipped, and the appConfig key of its integrity (the tag manager has none). */
const STAND_INS = [
  ['consentManager', '/consent/v1/consent-manager.js', 'consent/consent-manager.js', 'consentManagerIntegrity'],
  ['tracking', '/tracking/v1/utag.js', 'tracking/utag.js', undefined],
  ['deviceRisk', '/device-risk/v1/profile.js', 'device-risk/profile.js', 'deviceRiskIntegrity'],
] as const;

type StandIn = (typeof STAND_INS)[number][0];

const shipped = (file: string) => readFile(new URL(`../../../../vendor-stand-ins/${file}`, import.meta.url), 'utf8');
const sha384Of = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Runs a served script in a global scope of its own: what it throws, and which globals it left. */
function runServed(text: string): { thrown: unknown; globals: string[] } {
  const scope = createContext({});
  let thrown: unknown;
  try {
    runInContext(text, scope);
  } catch (error) {
    thrown = error;
  }
  return { thrown, globals: Object.keys(scope) };
}

describe('POST and DELETE /__sandbox/vendor-modes (test mode only): a stand-in’s script that throws at load or never becomes ready', () => {
  const sandbox = useTestSandbox({ testMode: true });
  afterEach(async () => {
    expect((await apiRequest(sandbox.app, '/__sandbox/vendor-modes', { method: 'DELETE' })).status).toBe(204);
  });

  const arm = (body: unknown, app = sandbox.app) =>
    apiRequest(app, '/__sandbox/vendor-modes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function served(path: string, app = sandbox.app): Promise<{ response: Response; bytes: Uint8Array; text: string }> {
    const response = await vendorsRequest(app, path, { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.status, path).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder().decode(bytes) };
  }

  async function urlsConfig(app = sandbox.app): Promise<Record<string, string>> {
    return (await readJson<{ urlsConfig: Record<string, string> }>(await apiRequest(app, '/config/appConfig'))).urlsConfig;
  }

  describe.each(STAND_INS)('%s at %s', (standIn: StandIn, path, file, integrityKey) => {
    it('serves, in mode throws, a script that only throws its Error at load, with the headers and compression of the real file', async () => {
      expect((await arm({ standIn, mode: 'throws' })).status).toBe(204);
      const { response, bytes, text } = await served(path);
      expect(text).toContain(`throw new Error('${standIn} stand-in made to throw at load by the sandbox');`);
      const { thrown, globals } = runServed(text);
      expect(thrown).toMatchObject({ message: `${standIn} stand-in made to throw at load by the sandbox` });
      expect(globals).toEqual([]);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
      const brotli = await vendorsRequest(sandbox.app, path, { headers: { 'Accept-Encoding': 'br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(sha384Of(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())))).toBe(sha384Of(bytes));
      if (integrityKey !== undefined) expect((await urlsConfig())[integrityKey]).toBe(sha384Of(bytes));
    });

    it('serves, in mode never-ready, a script that runs without error and defines nothing', async () => {
      expect((await arm({ standIn, mode: 'never-ready' })).status).toBe(204);
      const { response, bytes, text } = await served(path);
      expect(text).toMatch(/^\/\/ .*\nvoid 0;\n$/);
      expect(runServed(text)).toEqual({ thrown: undefined, globals: [] });
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      if (integrityKey !== undefined) expect((await urlsConfig())[integrityKey]).toBe(sha384Of(bytes));
    });

    it('serves the shipped script again, with its integrity, after mode normal and after DELETE', async () => {
      const original = await shipped(file);
      for (const restore of [
        () => arm({ standIn, mode: 'normal' }),
        () => apiRequest(sandbox.app, '/__sandbox/vendor-modes', { method: 'DELETE' }),
      ]) {
        expect((await arm({ standIn, mode: 'throws' })).status).toBe(204);
        expect((await restore()).status).toBe(204);
        const { bytes, text } = await served(path);
        expect(text).toBe(original);
        if (integrityKey !== undefined) expect((await urlsConfig())[integrityKey]).toBe(sha384Of(bytes));
      }
    });
  });

  it('changes only the stand-in named: the others, and the consent banner’s styles, are served as shipped', async () => {
    expect((await arm({ standIn: 'deviceRisk', mode: 'never-ready' })).status).toBe(204);
    expect((await served('/consent/v1/consent-manager.js')).text).toBe(await shipped('consent/consent-manager.js'));
    expect((await served('/tracking/v1/utag.js')).text).toBe(await shipped('tracking/utag.js'));
    expect((await served('/consent/v1/consent-banner.css')).text).toBe(await shipped('consent/consent-banner.css'));
  });

  it('puts every stand-in back to normal with DELETE', async () => {
    expect((await arm({ standIn: 'consentManager', mode: 'throws' })).status).toBe(204);
    expect((await arm({ standIn: 'tracking', mode: 'never-ready' })).status).toBe(204);
    expect((await arm({ standIn: 'deviceRisk', mode: 'throws' })).status).toBe(204);
    const reset = await apiRequest(sandbox.app, '/__sandbox/vendor-modes', { method: 'DELETE' });
    expect(reset.status).toBe(204);
    expect(await reset.text()).toBe('');
    for (const [, path, file] of STAND_INS) expect((await served(path)).text, path).toBe(await shipped(file));
  });

  it.each([
    ['an unknown field', { standIn: 'tracking', mode: 'throws', times: 1 }, 'Campos desconocidos: times.'],
    ['an unknown stand-in', { standIn: 'monitoring', mode: 'throws' }, 'standIn debe ser "consentManager", "tracking" o "deviceRisk".'],
    ['an unknown mode', { standIn: 'tracking', mode: 'slow' }, 'mode debe ser "normal", "throws" o "never-ready".'],
    ['no stand-in', { mode: 'throws' }, 'Falta standIn.'],
    ['no mode', { standIn: 'tracking' }, 'Falta mode.'],
    ['a list', [{ standIn: 'tracking', mode: 'throws' }], 'El cuerpo debe ser un objeto JSON.'],
    ['broken JSON', '{"standIn":', 'El cuerpo no es un JSON válido.'],
  ])('refuses %s with 400 invalid_request: "%s", changing nothing', async (_case, body, message) => {
    const response = await arm(body);
    expect(response.status).toBe(400);
    expect(await readJson<ApiErrorBody>(response)).toEqual({ error: 'invalid_request', message });
    expect((await served('/tracking/v1/utag.js')).text).toBe(await shipped('tracking/utag.js'));
  });

  it('does not exist outside test mode (404 even past the origin and XSRF checks), and the scripts are served as shipped', async () => {
    const production = sandbox.appWith({ testMode: false });
    const [lucia] = DEMO_LOGINS;
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(production, lucia);
    for (const method of ['POST', 'DELETE']) {
      const response = await apiRequest(production, '/__sandbox/vendor-modes', {
        method,
        headers: { ...appCallHeaders(jar), 'Content-Type': 'application/json' },
        body: JSON.stringify({ standIn: 'deviceRisk', mode: 'throws' }),
        jar,
      });
      expect(response.status, method).toBe(404);
    }
    const { bytes, text } = await served('/device-risk/v1/profile.js', production);
    expect(text).toBe(await shipped('device-risk/profile.js'));
    expect((await urlsConfig(production))['deviceRiskIntegrity']).toBe(sha384Of(bytes));
  });
});
