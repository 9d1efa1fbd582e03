import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

test.describe('session', () => {
  test('a reload keeps the session', async ({ page }) => {
    await login(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  });

  test('an unknown hash shows page-not-found', async ({ page }) => {
    await login(page);
    await page.goto('/#/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expect(page).toHaveURL(/#\/pagina-no-encontrada$/);
  });

  test('an unknown hash without a session goes to login', async ({ page }) => {
    await page.goto('/#/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
  });

  test('logout returns to login and logs out a second tab of the same browser', async ({ page, context }) => {
    await login(page);
    const second = await context.newPage();
    await second.goto('/#/posicion-global');
    await expect(second.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
    await expect(second.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();

    // The server session is gone too: going back to the overview needs a new login.
    await page.goto('/#/posicion-global');
    await expect(page).toHaveURL(/\/app-login\/#\/posicion-global$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
  });

  test('switching profile changes the data shown', async ({ page }) => {
    await login(page);
    const personalAccounts = await page.locator('.product__name').allTextContents();
    await switchProfile(page, 'Martínez Diseño SL');
    // Issue 42 §3: a company's page is headed by its name, and greets the customer under it.
    await expect(page.getByRole('heading', { level: 1, name: 'Martínez Diseño SL' })).toBeVisible();
    await expect(page.getByText('Perfil de empresa · Hola, Lucía')).toBeVisible();
    await expect(page.locator('.product__name').first()).not.toHaveText(personalAccounts[0] ?? '');
  });

  test('focus lands on the new page heading after navigation', async ({ page }) => {
    await login(page);
    await page.getByRole('link', { name: 'Cuentas' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeFocused();
  });
});

test('a cached GET makes no second request within its max age: back on the first profile, its data comes from the cache', async ({
  page,
}) => {
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/genoma_api/rest/products') productCalls.push(request.url());
  });
  await login(page);
  await expect(page.getByRole('region', { name: 'Cuentas' }).getByText('Cuenta NÓMINA')).toBeVisible();
  await switchProfile(page, 'Martínez Diseño SL');
  await expect(page.getByRole('heading', { level: 1, name: 'Martínez Diseño SL' })).toBeVisible();
  await switchProfile(page, 'Personal');
  await expect(page.getByRole('region', { name: 'Cuentas' }).getByText('Cuenta NÓMINA')).toBeVisible();
  expect(productCalls).toHaveLength(2);
});

test('the profile picker changes profile only when one is picked, never on an arrow key (WCAG 3.2.2, issue 14)', async ({ page }) => {
  await login(page);
  const picker = page.getByRole('button', { name: 'Perfil: Personal' });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  // Escape closes the list without a change, and focus returns to the picker.
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toBeFocused();
  await expect(page.getByText('Perfil: Personal')).toBeVisible();
  // Picking one switches: the page shows that profile's data.
  await switchProfile(page, 'Martínez Diseño SL');
  await expect(page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Martínez Diseño SL' })).toBeVisible();
});

/** Opens the profile picker and picks `name`. */
async function switchProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Perfil: / }).click();
  await page.getByRole('listitem').getByRole('button', { name, exact: true }).click();
}
