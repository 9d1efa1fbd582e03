import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, appCallHeaders, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { FIXTURE_ENTRIES, UNBUILT_FIXTURE_MODULE } from '../../../../test/fixtures';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import type { Mean } from '../../../means';

interface AppConfig {
  urlsConfig: Record<string, string>;
  propsConfig: { 'enable-pending-operation': boolean; 'enable-legacy-native-bridge': boolean; means: Mean[]; localMeans: Mean[] };
}

// The test sandbox has a dev origin, so feature modules are served through it (config.test.ts
// covers the plain case).
const CDN_BASE = `${TEST_DEV_ORIGIN}/cdn/features/`;
// A feature the seed does not have, on a module the fixtures build.
const HELP_FEATURE = { id: 'help-desk', path: 'ayuda', componentId: 'ing-feat-help-desk', module: 'help', title: 'Ayuda' };

describe('GET /config/appConfig and the test-only POST /__sandbox/means', () => {
  const sandbox = useTestSandbox({ testMode: true });

  async function appConfig(): Promise<AppConfig> {
    const response = await apiRequest(sandbox.app, '/config/appConfig');
    expect(response.status).toBe(200);
    return readJson<AppConfig>(response);
  }

  function postMean(body: object, app = sandbox.app): Promise<Response> {
    return apiRequest(app, '/__sandbox/means', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('builds means from the built manifests at request time, with the CDN host and each page name in English', async () => {
    const config = await appConfig();
    expect(config.propsConfig.means).toEqual([
      {
        id: 'login',
        path: 'login',
        componentId: 'ing-feat-login',
        host: CDN_BASE,
        module: `login/${FIXTURE_ENTRIES.login}`,
        title: 'Acceso clientes',
        titles: { 'en-GB': 'Customer login' },
      },
      {
        id: 'overall-position',
        path: 'posicion-global',
        componentId: 'ing-feat-overall-position',
        host: CDN_BASE,
        module: `overall-position/${FIXTURE_ENTRIES['overall-position']}`,
        title: 'Posición global',
        titles: { 'en-GB': 'Overview' },
      },
      {
        id: 'help',
        path: 'help',
        componentId: 'ing-feat-help',
        host: CDN_BASE,
        module: `help/${FIXTURE_ENTRIES.help}`,
        title: 'Ayuda',
        titles: { 'en-GB': 'Help' },
      },
    ]);
    expect(config.propsConfig.localMeans).toEqual([]);
    expect(config.propsConfig['enable-pending-operation']).toBe(true);
    expect(config.urlsConfig.login).toBe(`${TEST_APP_ORIGIN}/app-login/`);
    expect(config.urlsConfig.legacyApp).toBe(`${TEST_APP_ORIGIN}/legacy/genoma.js`);
  });

  it('declares the fallback route that carries the unknown-route rules: page-not-found for a customer, login for a visitor (shell.md §2.1.2, §2.6)', async () => {
    const config = await appConfig();
    expect((config.propsConfig as { fallbackRoute?: unknown }).fallbackRoute).toEqual({
      id: 'unknown-route',
      redirect: '/pagina-no-encontrada',
    });
  });

  it('holds where a standalone process ends under login, publichome and onboardingweb, the keys the native bridge reads (features.md §4.5)', async () => {
    const config = await appConfig();
    expect(config.urlsConfig).toMatchObject({
      login: `${TEST_APP_ORIGIN}/app-login/`,
      publichome: `${TEST_APP_ORIGIN}/`,
      onboardingweb: `${TEST_APP_ORIGIN}/#/signups-account`,
    });
  });

  it('names the consent manager’s stand-in on the vendors host, with the sha384 integrity of the bytes it serves', async () => {
    const { urlsConfig } = await appConfig();
    expect(urlsConfig['consentManager']).toBe('http://vendors.bank.localhost:8080/consent/v1/consent-manager.js');
    const script = await sandbox.app.request('/consent/v1/consent-manager.js', { headers: { Host: 'vendors.bank.localhost:8080' } });
    const served = new Uint8Array(await script.arrayBuffer());
    expect(urlsConfig['consentManagerIntegrity']).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
  });

  it('names the tag manager’s tracking location on the vendors host, ending in /, and the bank’s test environment (features.md §4.8)', async () => {
    const { urlsConfig } = await appConfig();
    expect(urlsConfig['tealium']).toBe('http://vendors.bank.localhost:8080/tracking/v1/');
    expect(urlsConfig['trackingEnvironment']).toBe('test');
    const script = await sandbox.app.request(new URL('utag.js', urlsConfig['tealium']).pathname, {
      headers: { Host: 'vendors.bank.localhost:8080' },
    });
    expect(script.status).toBe(200);
    // Issue 38 §6: the tag manager is pinned too, with the sha384 integrity of the bytes served.
    const served = new Uint8Array(await script.arrayBuffer());
    expect(urlsConfig['tealiumIntegrity']).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
  });

  it('names the device-risk script’s stand-in on the vendors host, without a query, with the sha384 integrity of the bytes it serves (features.md §4.9)', async () => {
    const { urlsConfig } = await appConfig();
    expect(urlsConfig['deviceRisk']).toBe('http://vendors.bank.localhost:8080/device-risk/v1/profile.js');
    // The page adds its query; the bytes, and so the integrity, are the same whatever it is.
    const script = await sandbox.app.request(
      '/device-risk/v1/profile.js?processId=3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93&deviceType=web&r=0.42',
      {
        headers: { Host: 'vendors.bank.localhost:8080' },
      },
    );
    expect(script.status).toBe(200);
    const served = new Uint8Array(await script.arrayBuffer());
    expect(urlsConfig['deviceRiskIntegrity']).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
  });

  it('names the bank’s two production sites for deep links; the sandbox’s own host is not one of them (features.md §2.3)', async () => {
    const origins = (await appConfig()).urlsConfig['deepLinkProductionOrigins']?.split(' ');
    expect(origins).toEqual(['https://www.bancoalba.es', 'https://bancoalba.es']);
    expect(origins).not.toContain(TEST_APP_ORIGIN);
  });

  it('enables the legacy native bridge, so the simulator’s legacy wrappers get their 1500 ms start-up (features.md §4.5)', async () => {
    expect((await appConfig()).propsConfig['enable-legacy-native-bridge']).toBe(true);
  });

  it('is revalidated, not stored: no-cache with a strong ETag of its body', async () => {
    const response = await apiRequest(sandbox.app, '/config/appConfig');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body.startsWith(")]}',\n")).toBe(true);
    expect(response.headers.get('etag')).toBe(`"${createHash('sha256').update(body).digest('base64url')}"`);
  });

  it('answers 304 without a body to a matching If-None-Match, with the CORS headers the app needs', async () => {
    const etag = (await apiRequest(sandbox.app, '/config/appConfig')).headers.get('etag') ?? '';
    const response = await apiRequest(sandbox.app, '/config/appConfig', { headers: { Origin: TEST_APP_ORIGIN, 'If-None-Match': etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the whole configuration to an ETag that no longer matches', async () => {
    const response = await apiRequest(sandbox.app, '/config/appConfig', { headers: { 'If-None-Match': '"an-older-config"' } });
    expect(response.status).toBe(200);
    expect((await readJson<AppConfig>(response)).propsConfig.means.length).toBeGreaterThan(0);
  });

  it('leaves out a feature whose module is not built, and warns once', async () => {
    await appConfig();
    await appConfig();
    const warnings = sandbox.logs.filter((line) => line.includes(`module "${UNBUILT_FIXTURE_MODULE}"`));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: feature "page-not-found" left out of means/);
  });

  it('adds a built feature through the test-only interface, and means lists it from then on', async () => {
    const response = await postMean(HELP_FEATURE);
    expect(response.status).toBe(201);
    const expected = { ...HELP_FEATURE, host: CDN_BASE, module: `help/${FIXTURE_ENTRIES.help}` };
    expect(await readJson(response)).toEqual({ mean: expected });
    expect((await appConfig()).propsConfig.means).toContainEqual(expected);
    // Adding it again is harmless.
    expect((await postMean(HELP_FEATURE)).status).toBe(201);
    expect((await appConfig()).propsConfig.means.filter((mean) => mean.id === 'help-desk')).toHaveLength(1);
  });

  it('publishes a test-only feature with its English page name, and lists it in means', async () => {
    const withEnglish = { ...HELP_FEATURE, id: 'help-desk-en', path: 'ayuda-en', titleEnGb: 'Help' };
    const response = await postMean(withEnglish);
    expect(response.status).toBe(201);
    expect((await readJson<{ mean: Mean }>(response)).mean).toMatchObject({ title: 'Ayuda', titles: { 'en-GB': 'Help' } });
    expect((await postMean({ ...withEnglish, titleEnGb: '' })).status).toBe(400);
  });

  it('refuses a test-only feature whose module is not built, or is not a folder name', async () => {
    for (const module of [UNBUILT_FIXTURE_MODULE, '../login', 'Login']) {
      const response = await postMean({ ...HELP_FEATURE, id: 'other', path: 'otra', module });
      expect(response.status, module).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    }
  });

  it('refuses a test-only feature on a path another feature routes (409)', async () => {
    const response = await postMean({ ...HELP_FEATURE, id: 'impostor', path: 'login' });
    expect(response.status).toBe(409);
  });

  it('has no test-only interface outside test mode (404 even past the origin and XSRF checks)', async () => {
    const production = sandbox.appWith({ testMode: false });
    const [lucia] = DEMO_LOGINS;
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(production, lucia);
    const response = await apiRequest(production, '/__sandbox/means', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...HELP_FEATURE, id: 'ghost', path: 'fantasma' }),
      jar,
    });
    expect(response.status).toBe(404);
    expect((await appConfig()).propsConfig.means.map((mean) => mean.id)).not.toContain('ghost');
  });
});

describe('propsConfig enable-pending-operation and its test-only switch POST /__sandbox/pending-operations/enabled', () => {
  const sandbox = useTestSandbox({ testMode: true });

  async function appConfigOf(app: Hono = sandbox.app): Promise<AppConfig> {
    const response = await apiRequest(app, '/config/appConfig');
    expect(response.status).toBe(200);
    return readJson<AppConfig>(response);
  }

  it('turns the pending-operation check on: enable-pending-operation is true (docs/design/pending-contract.md; features.md §4.1)', async () => {
    expect((await appConfigOf()).propsConfig['enable-pending-operation']).toBe(true);
    expect((await appConfigOf(sandbox.appWith({ testMode: false }))).propsConfig['enable-pending-operation']).toBe(true);
  });

  it('lets the end-to-end tests switch the check off and on again, with a new ETag each time (test mode only)', async () => {
    const switchTo = (enabled: unknown, app = sandbox.app) =>
      apiRequest(app, '/__sandbox/pending-operations/enabled', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
    const etagOn = (await apiRequest(sandbox.app, '/config/appConfig')).headers.get('etag');
    try {
      const off = await switchTo(false);
      expect(off.status).toBe(200);
      expect(await readJson(off)).toEqual({ enabled: false });
      expect((await appConfigOf()).propsConfig['enable-pending-operation']).toBe(false);
      const stale = await apiRequest(sandbox.app, '/config/appConfig', { headers: { 'If-None-Match': etagOn ?? '' } });
      expect(stale.status).toBe(200);
      // Another app (another sandbox) keeps its own switch.
      expect((await appConfigOf(sandbox.appWith({ testMode: true }))).propsConfig['enable-pending-operation']).toBe(true);

      for (const refused of ['false', 0, null, undefined]) expect((await switchTo(refused)).status, String(refused)).toBe(400);
      expect((await appConfigOf()).propsConfig['enable-pending-operation']).toBe(false);
    } finally {
      expect((await switchTo(true)).status).toBe(200);
    }
    expect((await appConfigOf()).propsConfig['enable-pending-operation']).toBe(true);
    expect((await apiRequest(sandbox.app, '/config/appConfig')).headers.get('etag')).toBe(etagOn);

    const production = sandbox.appWith({ testMode: false });
    expect((await switchTo(false, production)).status).not.toBe(200);
    expect((await appConfigOf(production)).propsConfig['enable-pending-operation']).toBe(true);
  });
});
