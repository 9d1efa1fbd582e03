import type { Page, Response } from '@playwright/test';
import { CUSTOMERS, expect, login, test } from './fixtures';
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

  test("the page hints at the API host and the login feature's module, and carries the configuration", async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL ?? '').origin;
    const apiOrigin = appOrigin.replace('://', '://api.');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();

    await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', apiOrigin);
    // The configuration is in the page, so nothing preloads the call.
    await expect(page.locator('link[rel="preload"][href$="/config/appConfig"]')).toHaveCount(0);
    const carried = JSON.parse((await page.locator('script[type="application/json"][data-app-config]').textContent()) ?? '') as {
      propsConfig: { means: { path: string }[]; meansScope?: string };
    };
    expect(carried.propsConfig.means.map((mean) => mean.path)).toContain('login');
    // Only the pages a visitor may open (issue 40 §2): the rest comes at login.
    expect(carried.propsConfig.meansScope).toBe('public-pages');
    expect(carried.propsConfig.means.map((mean) => mean.path)).not.toContain('posicion-global');

    const loginModule = page.locator('link[rel="modulepreload"][href*="/cdn/features/"]');
    await expect(loginModule).toHaveCount(1);
    // After the page's own preloads: the first preload takes the connection the page came on, and
    // React's runtime, the biggest module, is the one to have it.
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded[0]).toMatch(/\/vendor\/react-runtime\.[\w-]+\.js$/);
    expect(preloaded.at(-1)).toMatch(/\/cdn\/features\/login\//);
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
  });

  test('no request of the login page waits for more than one other after the page: chains of at most two after the HTML', async ({
    page,
    baseURL,
  }) => {
    const { chains, pageUrl } = await loadLoginPageRecordingChains(page, baseURL);
    await page.waitForLoadState('networkidle');
    const requested = chains.urls().filter((url) => url !== pageUrl);
    expect(requested.length, "React's runtime, the shell, the login feature").toBeGreaterThanOrEqual(3);
    for (const url of requested) {
      const chain = chains.chainOf(url);
      expect(chain[0], url).toBe(pageUrl);
      expect(chain.length - 1, `${url}: ${chain.join(' → ')}`).toBeLessThanOrEqual(2);
    }
  });

  test('asks the API for no configuration: the page carries it, in Spanish or English', async ({ page }) => {
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
    expect(configRequests).toEqual([]);
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
    .locator('link[rel="modulepreload"][href*="/cdn/features/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/\/cdn\/features\/overall-position\/overall-position\.[\w-]+\.js$/);
});

for (const customer of [CUSTOMERS.main, CUSTOMERS.affluent]) {
  test(`${customer.firstName} coming back has the overview's first calls started by the page itself, before its modules, each asked once (issue 42 §6)`, async ({
    page,
    baseURL,
  }) => {
    await login(page, customer);
    const chains = await recordRequestChains(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/genoma_api/rest/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${customer.firstName}` })).toBeVisible();
    await expect(page.locator('.balance-hero__amount')).not.toBeEmpty();
    const pageUrl = new URL('/', baseURL).href;
    const apiBase = new URL(baseURL ?? '').origin.replace('//', '//api.');
    // The shell's own first call (the preferences, issue 42 §6) and the overview's.
    for (const path of ['/genoma_api/rest/client/preferences', '/genoma_api/rest/client', '/genoma_api/rest/products']) {
      // Named by the page's own script: a chain of two, as the modules the HTML names.
      expect(chains.chainOf(`${apiBase}${path}`)).toEqual([pageUrl, `${apiBase}${path}`]);
      // The shell's API client took the answer (an affluent customer's carries his level): the bank was asked once.
      expect(apiCalls.filter((called) => called === path)).toHaveLength(1);
    }
    await expect.poll(() => page.evaluate(() => 'bankShellEarlyAnswers' in window)).toBe(false);
  });
}
