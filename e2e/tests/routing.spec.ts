import type { Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, expect, fillLogin, login, screenshotPath, test } from './fixtures';

const LOGIN_HEADING = 'Accede a tu banca online';

/**
 * The page name of each demo section these tests open (the sandbox's catalogue serves every page
 * the specs name, issue 19 §1): its heading.
 */
const PAGE_NAME = {
  'pin-recovery': 'Recuperar la clave de seguridad',
  insight: 'Novedades',
  inbox: 'Buzón',
  'sso-login': 'Acceso desde otra aplicación',
  'mfv-enrolment': 'Alta en la validación móvil',
  producto: 'Producto',
  'ing-feature-page': 'Página de función',
} as const;

async function expectChrome(page: Page, chrome: { banner: boolean; contentinfo: boolean; navigation: boolean }) {
  const visibility = async (locator: ReturnType<Page['getByRole']>) => (await locator.count()) > 0 && (await locator.first().isVisible());
  expect({
    banner: await visibility(page.getByRole('banner')),
    contentinfo: await visibility(page.getByRole('contentinfo')),
    navigation: await visibility(page.getByRole('navigation', { name: 'Navegación principal' })),
  }).toEqual(chrome);
}

test.describe('login entry (shell.md §2.6)', () => {
  test('an unauthenticated unknown route reaches /app-login/ with the original hash', async ({ page }) => {
    await page.goto('/#/no-existe/en-absoluto');
    await expect(page).toHaveURL(/\/app-login\/#\/no-existe\/en-absoluto$/);
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  });

  test('after logging in there, the customer lands on the page they asked for', async ({ page }) => {
    await page.goto('/#/posicion-global/tarjetas');
    await expect(page).toHaveURL(/\/app-login\/#\/posicion-global\/tarjetas$/);
    await fillLogin(page, CUSTOMERS.main);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toBe('#/posicion-global/tarjetas');
  });
});

test.describe('malformed addresses (issue 13)', () => {
  const NOT_FOUND_HEADING = 'No encontramos esta página';

  test('#/% shows the page-not-found screen, with no uncaught error', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await login(page);
    await page.goto('/#/%');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/#\/pagina-no-encontrada$/);
    expect(errors).toEqual([]);
  });

  test('#/% without a session shows the login, then page-not-found once logged in', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/#/%');
    await expect(page).toHaveURL(/\/app-login\/#\/%$/);
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await fillLogin(page, CUSTOMERS.main);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('redirections (shell.md §2.5)', () => {
  const cases = [
    ['/login/mfv-enrolment', '#/mfv-enrolment', PAGE_NAME['mfv-enrolment']],
    ['/login/app-login', '#/sso-login', PAGE_NAME['sso-login']],
    ['/login/native-login', '#/sso-login', PAGE_NAME['sso-login']],
    ['/movements-refactor', '#/producto/legacy', PAGE_NAME.producto],
    ['/movements-switch', '#/producto/legacy', PAGE_NAME.producto],
  ] as const;
  for (const [from, to, name] of cases) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await login(page);
      await page.goto(`/#${from}`);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Esta sección es una demostración.')).toBeVisible();
    });
  }
});

test('a feature whose script fails to load leaves the customer where they were, with an announced error and a retry', async ({ page }) => {
  await login(page);
  await page.route('**/cdn/registry/inbox/**', (route) => route.abort());
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/inbox'));
  const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar esta sección' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/#\/posicion-global\/cuentas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();

  await page.unroute('**/cdn/registry/inbox/**');
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME.inbox })).toBeVisible();
  await expect(page).toHaveURL(/#\/inbox$/);
  await expect(alert).toHaveCount(0);
});

test('focus lands on the new page heading after every navigation', async ({ page }) => {
  await login(page);
  const steps = [
    ['Cuentas', 'Tus cuentas'],
    ['Tarjetas', 'Tus tarjetas'],
    ['Inicio', 'Hola, Lucía'],
  ] as const;
  for (const [link, heading] of steps) {
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
  await page.evaluate(() => (window.location.hash = '#/inbox'));
  await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME.inbox })).toBeFocused();
});

test('print hides the header, the footer and the tab bar', async ({ page }) => {
  await login(page);
  await page.emulateMedia({ media: 'print' });
  await expectChrome(page, { banner: false, contentinfo: false, navigation: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
});

for (const width of [375, 1280] as const) {
  test.describe(`route groups at ${width} px (shell.md §2.4)`, () => {
    test.use({ viewport: { width, height: 900 } });
    const wide = width >= 840;

    test('header only: login', async ({ page }, testInfo) => {
      await page.goto('/#/login');
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
      await expectChrome(page, { banner: true, contentinfo: false, navigation: false });
      await page.screenshot({ path: screenshotPath(testInfo, `group-header-only-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('header only: insight', async ({ page }) => {
      await login(page);
      await page.goto('/#/insight');
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME.insight })).toBeVisible();
      // The header keeps its own navigation from 840 px; footer and tab bar are hidden.
      await expectChrome(page, { banner: true, contentinfo: false, navigation: wide });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('full page: pin-recovery', async ({ page }, testInfo) => {
      await page.goto('/#/pin-recovery');
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME['pin-recovery'] })).toBeVisible();
      await expectChrome(page, { banner: false, contentinfo: false, navigation: false });
      await page.screenshot({ path: screenshotPath(testInfo, `group-full-page-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('no tab bar: inbox', async ({ page }) => {
      await login(page);
      await page.goto('/#/inbox');
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME.inbox })).toBeVisible();
      // The header's own navigation shows from 840 px; below it only the tab bar would.
      await expectChrome(page, { banner: true, contentinfo: wide, navigation: wide });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('default: overall position', async ({ page }, testInfo) => {
      await login(page);
      await expectChrome(page, { banner: true, contentinfo: wide, navigation: true });
      await page.screenshot({ path: screenshotPath(testInfo, `group-default-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('empty layout config: ing-feature-page', async ({ page }) => {
      await login(page);
      await page.goto('/#/ing-feature-page/bizum_ing-feat-bizum');
      await expect(page.getByRole('heading', { level: 1, name: PAGE_NAME['ing-feature-page'] })).toBeVisible();
      await expectChrome(page, { banner: true, contentinfo: false, navigation: false });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Volver' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('modal: another route in the empty layout', async ({ page }) => {
      await login(page);
      await page.goto('/#/modal/posicion-global/tarjetas');
      await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
      await expect(page).toHaveTitle('Posición global - Banco Alba');
      await expectChrome(page, { banner: true, contentinfo: false, navigation: false });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Volver' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('modal opened directly (a new tab): "Volver" closes it and stays in the app (issue 14)', async ({ page }) => {
      await login(page);
      const opened = await page.context().newPage();
      await opened.goto('/#/modal/posicion-global/tarjetas');
      await expect(opened.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
      await opened.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
      await expect(opened).toHaveURL(/#\/posicion-global$/);
      await expect(opened.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    });

    test('modal opened from a page: "Volver" goes back to that page', async ({ page }) => {
      await login(page);
      await page.getByRole('link', { name: 'Cuentas' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
      await page.goto('/#/modal/posicion-global/tarjetas');
      await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
    });

    test('logout: an empty header only', async ({ page }) => {
      await login(page);
      // Hold the server's answer so the logout page stays on screen while it is checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/genoma_api/rest/session', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Salir' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cerrar sesión' })).toBeVisible();
      await expectChrome(page, { banner: true, contentinfo: false, navigation: false });
      await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      release();
      await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    });
  });
}

test.describe("the routes behind the login, which a visitor's page does not carry (issue 40 §2)", () => {
  test('a visitor asking for a signed-in page logs in and lands on it: the whole configuration came at login', async ({ page }) => {
    const configCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/config/appConfig')) configCalls.push(request.method());
    });
    await page.goto('/#/posicion-global/tarjetas');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await fillLogin(page, CUSTOMERS.main);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
    expect(configCalls).toEqual(['GET']);
    // A customer coming back signed in gets a page that carries every route, and asks for none.
    configCalls.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
    expect(configCalls).toEqual([]);
  });

  test('when the configuration call fails at login, the customer lands on page-not-found, not a blank page, and a reload mends it', async ({
    page,
  }) => {
    await page.route('**/config/appConfig', (route) => route.abort('connectionreset'));
    await page.goto('/#/login');
    await fillLogin(page, CUSTOMERS.main);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await page.unroute('**/config/appConfig');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi posición global' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.main.firstName}` })).toBeVisible();
  });
});
