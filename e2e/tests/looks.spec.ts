import { CUSTOMERS, armFault, axeViolations, expect, fillLogin, login, test } from './fixtures';

const CONTACT = 'Atención al cliente: 910 000 000, de lunes a domingo de 8:00 a 22:00.';

test.describe('what a customer sees on a phone and a computer (issue 14, looks)', () => {
  test('a long profile name shows whole in the header at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await login(page);
    await page.getByRole('button', { name: /Personal/ }).click();
    await page.getByRole('button', { name: 'Martínez Diseño SL' }).click();
    const picker = page.getByRole('button', { name: /Martínez Diseño SL/ });
    await expect(picker).toBeVisible();
    const cut = await picker.evaluate((button) => button.scrollWidth > button.clientWidth);
    expect(cut).toBe(false);
  });

  test('an IBAN never breaks across lines, even at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await login(page);
    const iban = page.getByText('ES34 1465 0100 9900 1234 5671');
    await expect(iban).toBeVisible();
    const lines = await iban.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect: DOMRect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('the accounts and cards tabs have icons that do not look alike: a bank for accounts, a card for cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await login(page);
    const tabBar = page.getByRole('navigation', { name: 'Navegación principal' });
    const iconOf = (name: string) => tabBar.getByRole('link', { name }).locator('svg path').getAttribute('d');
    // A roof over four columns on a base: nothing like the card's rectangle with its stripe.
    expect(await iconOf('Cuentas')).toBe('M3 9.5 12 4l9 5.5zM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3 19.5h18');
    expect(await iconOf('Tarjetas')).toBe('M2.5 6h19v12h-19zM2.5 10h19M6 14.5h5');
  });

  test('while the position loads, the page shows placeholders shaped like it and says it is loading', async ({ page, baseURL }) => {
    await page.goto('/#/login');
    await armFault(baseURL ?? '', { path: '/genoma_api/rest/products', method: 'GET', kind: 'delay', delayMs: 2_000 });
    await fillLogin(page, CUSTOMERS.main);
    const status = page.getByRole('status').filter({ hasText: 'Cargando tu posición global…' });
    await expect(status).toBeAttached();
    await expect(status.locator('.skeleton__block').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('region', { name: 'Cuentas' }).getByText('Cuenta NÓMINA')).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  test('below 840 px the support phone and the legal notice close the page; from 840 px the footer has them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await login(page);
    await expect(page.getByRole('main').getByText(CONTACT)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('contentinfo').getByText(CONTACT)).toBeVisible();
    await expect(page.getByRole('main').getByText(CONTACT)).toBeHidden();
  });

  test('at 1280 px the overview goes on with the latest movements instead of an empty lower half', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page);
    const movements = page.getByRole('region', { name: 'Últimos movimientos' });
    await expect(movements.getByRole('listitem')).toHaveCount(6);
    await expect(movements.getByRole('listitem').first()).toContainText('€');
    // The page's content reaches the bottom of the window.
    const contentBottom = await movements.evaluate((section) => section.getBoundingClientRect().bottom);
    expect(contentBottom).toBeGreaterThan(800 * 0.9);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('movements that cannot load are said in their section; the rest of the overview stays', async ({ page, baseURL }) => {
    await page.goto('/#/login');
    await armFault(baseURL ?? '', { path: '/genoma_api/rest/movements', method: 'GET', kind: 'status', status: 503 });
    await fillLogin(page, CUSTOMERS.main);
    const movements = page.getByRole('region', { name: 'Últimos movimientos' });
    await expect(movements).toContainText('No hemos podido cargar tus últimos movimientos. Vuelve a intentarlo más tarde.');
    await expect(page.getByRole('region', { name: 'Cuentas' }).getByText('Cuenta NÓMINA')).toBeVisible();
  });
  test('the overall position brings its own styles (issue 15 §5): linked when it loads, never on the login page', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(stylesheets.filter((path) => path.includes('overall-position'))).toEqual([]);
    await login(page);
    const balance = page.locator('.balance-hero');
    await expect(balance).toBeVisible();
    expect(stylesheets.filter((path) => path.includes('/cdn/features/overall-position/'))).toHaveLength(1);
    // Its rules apply: the balance card is padded 24 px, in white on the brand's orange.
    const looks = await balance.evaluate((element) => {
      const style = getComputedStyle(element);
      return { padding: style.paddingTop, color: style.color };
    });
    expect(looks).toEqual({ padding: '24px', color: 'rgb(255, 255, 255)' });
  });
});
