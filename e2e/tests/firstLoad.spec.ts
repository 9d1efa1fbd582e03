import type { Page, Response } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { recordRequestChains } from './requestChains';

const LOGIN_HEADING = 'Accede a tu banca online';

/** The kinds of answer the build compresses and the sandbox sends as brotli: scripts, styles, the page. */
const COMPRESSED_CONTENT_TYPE = /^(text\/javascript|text\/css|text\/html)\b/;

/** Opens the login page while recording what started each of its requests. */
async function loadLoginPageRecordingChains(page: Page, baseURL: string | undefined) {
  const chains = await recordRequestChains(page);
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  return { chains, pageUrl: new URL('/', baseURL).href };
}

test.describe('the first load of the login page', () => {
  test('the page and every script come as brotli, fewer bytes on the wire than decoded; the styles come inside the page', async ({
    page,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL ?? '').origin;
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const compressible: { url: string; encoding: string | undefined; sent: number; decoded: number }[] = [];
    for (const response of responses) {
      const headers = await response.allHeaders();
      if (new URL(response.url()).origin !== appOrigin || !COMPRESSED_CONTENT_TYPE.test(headers['content-type'] ?? '')) continue;
      const { responseBodySize } = await response.request().sizes();
      compressible.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        sent: responseBodySize,
        decoded: (await response.body()).byteLength,
      });
    }
    const kinds = new Set(compressible.map(({ url }) => new URL(url).pathname.split('.').at(-1)));
    expect(kinds, 'a page and its scripts: no stylesheet to wait for').toEqual(new Set(['/', 'js']));
    expect(await page.locator('head style').count()).toBe(1);
    for (const { url, encoding, sent, decoded } of compressible) {
      expect(encoding, url).toBe('br');
      expect(sent, url).toBeGreaterThan(0);
      expect(sent, url).toBeLessThan(decoded);
    }
  });

  test("the page hints at the API host, the configuration and the login feature's module", async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL ?? '').origin;
    const apiOrigin = appOrigin.replace('://', '://api.');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();

    await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', apiOrigin);
    const preload = page.locator('head link[rel="preload"]');
    await expect(preload).toHaveAttribute('href', `${apiOrigin}/config/appConfig`);
    await expect(preload).toHaveAttribute('as', 'fetch');
    await expect(preload).toHaveAttribute('crossorigin', 'use-credentials');

    const loginModule = page.locator('head link[rel="modulepreload"][href*="/cdn/features/"]');
    await expect(loginModule).toHaveCount(1);
    const href = (await loginModule.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${appOrigin}/cdn/features/login/login\\.[\\w-]+\\.js$`));
    expect(await loginModule.getAttribute('integrity')).toMatch(/^sha384-[A-Za-z0-9+/]+={0,2}$/);
    // The preloaded module is the one the login page runs.
    expect(scripts).toContain(href);
  });

  test("the login feature's module is requested by the page itself, not after the configuration that names it", async ({
    page,
    baseURL,
  }) => {
    const { chains, pageUrl } = await loadLoginPageRecordingChains(page, baseURL);
    const loginModule = chains.urls().find((url) => /\/cdn\/features\/login\/login\.[\w-]+\.js$/.test(url));
    if (loginModule === undefined) throw new Error(`the login module was never requested: ${chains.urls().join(', ')}`);
    expect(chains.chainOf(loginModule)).toEqual([pageUrl, loginModule]);
    const config = chains.urls().find((url) => url.endsWith('/config/appConfig'));
    expect(chains.chainOf(config ?? '')).toEqual([pageUrl, config]);
  });

  test('no request of the login page waits for more than one other after the page: chains of at most two after the HTML', async ({
    page,
    baseURL,
  }) => {
    const { chains, pageUrl } = await loadLoginPageRecordingChains(page, baseURL);
    await page.waitForLoadState('networkidle');
    const requested = chains.urls().filter((url) => url !== pageUrl);
    expect(requested.length, 'the page, its styles, its modules, the configuration').toBeGreaterThan(5);
    for (const url of requested) {
      const chain = chains.chainOf(url);
      expect(chain[0], url).toBe(pageUrl);
      expect(chain.length - 1, `${url}: ${chain.join(' → ')}`).toBeLessThanOrEqual(2);
    }
  });

  test("asks for the configuration once, through the page's preload, in Spanish or English", async ({ page }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/config/appConfig')) configRequests.push(request.method());
    });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(configRequests).toEqual(['GET', 'GET']);
  });

  test('loads again from the browser cache: a preloaded module fetched before the import map was read would not resolve', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    // The assisted client's login is the staff's own (issue 14).
    for (const [path, heading] of [
      ['/clients/bank-twin/#/login', 'Acceso del canal asistido'],
      ['/app-login/#/login', LOGIN_HEADING],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a signed-in customer coming back gets the overall position preloaded instead of the login', async ({ page }) => {
  await login(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  const preloads = await page
    .locator('head link[rel="modulepreload"][href*="/cdn/features/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/\/cdn\/features\/overall-position\/overall-position\.[\w-]+\.js$/);
});
