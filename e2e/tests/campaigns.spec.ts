import { CUSTOMERS, axeViolations, expect, fillLogin, login, screenshotPath, test } from './fixtures';

/**
 * Campaigns in the browser (features.md §2.4, §4.4; issue 19 §3): the lightbox is a real modal
 * dialog, banners are answered for real at the sandbox bank, and campaign 79 sends its customer to
 * the digital-fallback solutions once, after login.
 */

test.describe.configure({ mode: 'serial' });

// features.md §1.4: a lightbox is shown, and the customer's answer is reported back to the bank.
test('the lightbox is a modal dialog: focus stays in it, it is axe-clean, Escape closes it, focus returns, and it is not offered again', async ({
  page,
}, testInfo) => {
  await login(page, CUSTOMERS.campaigns);
  const dialog = page.getByRole('dialog', { name: 'Envía dinero al instante con Bizum' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'campaign-lightbox.png') });
  expect(await axeViolations(page)).toEqual([]);

  // The page behind is inert: however far the customer tabs, focus stays in the dialog.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus is back on the page (its heading, where the shell put it on arrival), not lost on the body.
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Elena' })).toBeFocused();

  // Answered: the bank does not offer it again, on a reload or the next login.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Elena' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Para ti' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// features.md §1.4: banners are shown in a section of the app, and closing one is reported back.
test('a banner closed is gone, and stays gone after a reload; the others stay, axe-clean in both themes', async ({ page }, testInfo) => {
  await login(page, CUSTOMERS.campaigns);
  const forYou = page.getByRole('region', { name: 'Para ti' });
  await expect(forYou.getByRole('heading', { name: 'Transferencias inmediatas y gratis' })).toBeVisible();
  await expect(forYou.getByRole('heading', { name: 'Paga tus recibos sin salir de casa' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await forYou.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, 'campaign-banners-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });

  await forYou.getByRole('button', { name: 'Ocultar «Transferencias inmediatas y gratis»' }).click();
  await expect(forYou.getByRole('heading', { name: 'Transferencias inmediatas y gratis' })).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Para ti' }).getByRole('heading', { name: 'Paga tus recibos sin salir de casa' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transferencias inmediatas y gratis' })).toHaveCount(0);
});

test('a banner’s link leads into the app, to a screen the bank has built (issue 41 §5)', async ({ page }) => {
  await login(page, CUSTOMERS.campaigns);
  await page.getByRole('region', { name: 'Para ti' }).getByRole('link', { name: 'Pagar un recibo' }).click();
  await expect(page).toHaveURL(/#\/recibos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible();
  await expect(page.locator('.demo-section')).toHaveCount(0);
});

test('campaign 79: after login the customer is taken to solution-selling-digital-fallbacks, once for that login', async ({ page }) => {
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.overdrawn);
  await expect(page).toHaveURL(/#\/solution-selling-digital-fallbacks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Soluciones para ti' })).toBeVisible();

  // Back to the overview: the decision is made, the customer stays there, even after a reload.
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Pablo' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Para ti' }).getByRole('heading', { name: 'Tu cuenta está en números rojos' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Pablo' })).toBeVisible();
  // Once the page has nothing left to ask the bank, it is still the overview.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/#\/posicion-global$/);
});
