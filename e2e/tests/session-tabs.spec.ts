import { CUSTOMERS, expect, login, test } from './fixtures';

const LOGIN_HEADING = 'Accede a tu banca online';
const TABS = 5;
const CROSS_TAB_LOGOUT_BUDGET_MS = 1_000;

test('logout in one tab logs out all five within one second', async ({ page, context }) => {
  await login(page);
  const others = [];
  for (let i = 1; i < TABS; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/#/posicion-global');
    await expect(tab.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    others.push(tab);
  }
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  for (const tab of others) {
    await expect(tab.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible({ timeout: CROSS_TAB_LOGOUT_BUDGET_MS });
  }
});

test.describe('without Web Storage', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Web Storage is blocked', 'SecurityError');
        },
      });
    });
  });

  test('the session survives a reload through the cookie fallback, and no token is written to a cookie', async ({ page, context }) => {
    await login(page, CUSTOMERS.affluent);
    const cookies = await context.cookies();
    const scriptCookies = cookies.filter((cookie) => cookie.name.startsWith('aoa.'));
    expect(scriptCookies.length).toBeGreaterThan(0);
    for (const cookie of scriptCookies) {
      expect(cookie.sameSite).toBe('Strict');
      expect(decodeURIComponent(cookie.value)).not.toMatch(/accessToken|refreshToken/);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
  });
});
