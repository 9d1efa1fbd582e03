import { axeViolations, expect, login, screenshotPath, test } from './fixtures';

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('login has no axe-core violations', async ({ page }, testInfo) => {
      await page.goto('/#/login');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `login-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('overall position has no axe-core violations', async ({ page }, testInfo) => {
      await login(page);
      await expect(page.getByRole('heading', { name: 'Tarjetas' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `overall-position-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an account's detail and its movements page have no axe-core violations (issue 18 §4)", async ({ page }, testInfo) => {
      await login(page);
      await page
        .getByRole('link', { name: /Cuenta NÓMINA/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver todos los movimientos' })).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `account-detail-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
      await expect(page.getByText(/^\d+ movimientos$/)).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `movements-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the overall position and its product screens fit the screen: nothing scrolls sideways', async ({ page }) => {
      const widths = () =>
        page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      await login(page);
      await expect(page.getByRole('heading', { name: 'Últimos movimientos' })).toBeVisible();
      let measured = await widths();
      expect(measured.page).toBe(measured.screen);
      // An account's movements page lists long concepts ("Transferencia a Comunidad de propietarios").
      await page.goto('/#/posicion-global/cuentas/ACC-0001/movimientos');
      await expect(page.getByText(/^\d+ movimientos$/)).toBeVisible();
      measured = await widths();
      expect(measured.page).toBe(measured.screen);
    });

    test('the chrome follows the 840 px rule: tab bar below, footer from 840 up', async ({ page }) => {
      await login(page);
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(navigation).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      if (width < 840) {
        await expect(page.locator('.tabbar')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeHidden();
      } else {
        await expect(page.locator('.tabbar')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  });
}
