import { callSandboxApi, expect, login, test } from './fixtures';

/**
 * Every route kind of shell.md §2.1.2 declared by the bank's configuration and reached in the
 * running app (issue 39 §1): the sandbox's `means` make the exchange rates and the fund prices
 * remote-module routes (tag and class names from the configuration, the fund prices' <bank-figure>
 * named there by module and export), page-not-found a lazy-import route, the pending operations a
 * route with conditions, and `propsConfig.fallbackRoute` the route that takes any unknown path.
 */

interface Config {
  propsConfig: {
    means: { id: string; kind?: string; tagName?: string; className?: string; scopedElements?: unknown; conditions?: unknown }[];
    fallbackRoute?: unknown;
  };
}

test('the configuration names each kind: remote modules, a lazy route, a route with conditions and the fallback route', async ({
  page,
}) => {
  // GET /config/appConfig as the shell reads it at login (a visitor's page carries the public pages only).
  await page.goto('/#/login');
  const answer = await page.evaluate(async () => {
    const response = await fetch(`${location.origin.replace('//', '//api.')}/config/appConfig`, { credentials: 'include' });
    return response.text();
  });
  const config = JSON.parse(answer.replace(/^\)\]\}',\n/, '')) as Config;
  const kindOf = (id: string) => config.propsConfig.means.find((mean) => mean.id === id);
  expect(kindOf('exchange-rates')).toMatchObject({ kind: 'remote-module', tagName: 'bank-exchange-rates', className: 'exchange-rates' });
  expect(kindOf('fund-prices')).toMatchObject({
    kind: 'remote-module',
    tagName: 'bank-fund-prices',
    scopedElements: { 'bank-figure': { module: expect.stringMatching(/^fund-prices\/[\w.-]+\.js$/) as unknown, export: 'ReturnFigure' } },
  });
  expect(kindOf('page-not-found')).toMatchObject({ kind: 'lazy' });
  expect(kindOf('pending-ecommerce-operations')).toMatchObject({ conditions: [{ flag: 'enable-pending-operation' }] });
  expect(config.propsConfig.fallbackRoute).toEqual({ id: 'unknown-route', redirect: '/pagina-no-encontrada' });
});

test('a remote-module route mounts the element its configuration names, with its class name and the route’s scoped element', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/valor-fondos');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentabilidad de los fondos' })).toBeVisible();
  await expect(page.locator('bank-fund-prices')).toHaveClass('fund-prices');
  // The configuration's <bank-figure>: the fund module's ReturnFigure, scoped to the route.
  await expect(page.locator('bank-fund-prices bank-figure').first()).toHaveAttribute('data-figure', 'return');
  expect(await page.evaluate(() => customElements.get('bank-figure') === undefined)).toBe(true);
  await page.goto('/#/cambio-divisas');
  await expect(page.locator('bank-exchange-rates')).toHaveClass('exchange-rates');
});

test('the fallback route sends an unknown path to page-not-found, a lazy route imported on first use, replacing the unknown address (shell.md §2.6.2)', async ({
  page,
}) => {
  await login(page);
  const notFoundModule: string[] = [];
  page.on('request', (request) => {
    if (/\/cdn\/features\/page-not-found\/[^/]+\.js$/.test(request.url())) notFoundModule.push(request.url());
  });
  await page.goto('/#/posicion-global');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(notFoundModule).toEqual([]);
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    location.hash = '#/no-existe/en-absoluto';
  });
  await expect(page).toHaveURL(/#\/pagina-no-encontrada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  expect(notFoundModule).toHaveLength(1);
  // One new entry, the page-not-found one: the unknown address was replaced.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/#\/posicion-global$/);
});

test('a visitor without a session who opens an unknown path goes to the login with that path, not the fallback’s target (shell.md §2.6.3)', async ({
  page,
}) => {
  await page.goto('/#/no-existe?origen=campana');
  await expect(page).toHaveURL(/\/app-login\/#\/no-existe\?origen=campana$/);
});

test('a route with conditions exists while its propsConfig switch is on: the pending operations without the switch are page-not-found', async ({
  page,
  baseURL,
}) => {
  const setSwitch = async (enabled: boolean) =>
    expect((await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations/enabled', { enabled })).status).toBe(200);
  await setSwitch(false);
  try {
    await login(page);
    await page.goto('/#/operaciones-pendientes');
    await expect(page).toHaveURL(/#\/pagina-no-encontrada$/);
    await setSwitch(true);
    await page.reload();
    await page.goto('/#/operaciones-pendientes');
    await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos pendientes de confirmar' })).toBeVisible();
  } finally {
    await setSwitch(true);
  }
});
