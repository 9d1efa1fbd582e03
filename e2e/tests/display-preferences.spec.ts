import type { Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * Display preferences (features.md §4.6, §5; issue 18): the theme applies before the first paint
 * on every page, the login included, in both of the device's schemes; masked balances follow the
 * customer's preference at the bank and the show/hide control, and no amount can be read while
 * they are masked.
 */

/** The canvas behind every page (shell.css): light `#f4f5f7`, dark `#111318`. */
const LIGHT_CANVAS = 'rgb(244, 245, 247)';
const DARK_CANVAS = 'rgb(17, 19, 24)';
/** features.md §9 storage key of the customer's choice. */
const CHOICE_KEY = 'user-color-scheme';
/** An amount as the overall position writes it in es-ES: `2.345,67 €`. */
const AMOUNT = /\d+,\d{2}\s?€/;

/** The page as its HTML paints it, before any module has run: modules are held back. */
async function firstPaintOf(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, () => undefined);
  // The held modules keep DOMContentLoaded from firing: the page is in once it starts to arrive.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    canvas: getComputedStyle(document.body).backgroundColor,
  }));
}

for (const [device, stored, expected] of [
  ['light', 'dark', DARK_CANVAS],
  ['dark', 'light', LIGHT_CANVAS],
  ['dark', null, DARK_CANVAS],
  ['light', null, LIGHT_CANVAS],
  ['dark', 'system', DARK_CANVAS],
] as const) {
  test(`the first paint of the login is in the right scheme: device ${device}, choice ${stored ?? 'none'}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-ES', colorScheme: device });
    const page = await context.newPage();
    if (stored !== null) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CHOICE_KEY, stored] as const);
    const painted = await firstPaintOf(page, '/app-login/#/posicion-global');
    expect(painted).toEqual({ theme: stored ?? 'system', canvas: expected });
    await page.screenshot({ path: screenshotPath(testInfo, `first-paint-${device}-${stored ?? 'none'}.png`) });
    await context.close();
  });
}

test('a choice that is not a theme is not applied: the device’s scheme stays', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-ES', colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'sepia'), CHOICE_KEY);
  expect((await firstPaintOf(page, '/app-login/#/posicion-global')).canvas).toBe(DARK_CANVAS);
  await context.close();
});

// features.md §1.7: the theme, a display preference.
test('the personal area switches the theme: kept under user-color-scheme and pref-color-scheme, and the next page is dark before any module runs', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-ES', colorScheme: 'light' });
  const page = await context.newPage();
  await login(page, CUSTOMERS.main);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mi área' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
  await page.getByRole('radio', { name: 'Oscuro' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => [localStorage.getItem('user-color-scheme'), localStorage.getItem('pref-color-scheme')])).toEqual([
    'dark',
    'dark',
  ]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_CANVAS);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'personal-area-dark.png'), fullPage: true });

  // A new tab of the same browser: before any module runs, the page is already dark.
  const next = await context.newPage();
  await next.route(/\.js(\?|$)/, () => undefined);
  await next.goto('/#/posicion-global', { waitUntil: 'commit' });
  await next.waitForFunction(() => document.readyState !== 'loading');
  expect(await next.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_CANVAS);

  await page.getByRole('radio', { name: 'Según el dispositivo' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  expect(await page.evaluate(() => localStorage.getItem('pref-color-scheme'))).toBe('light');
  await context.close();
});

test('in the dark scheme, the login and the overall position are axe-clean', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'es-ES', colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await login(page, CUSTOMERS.main);
  await expect(page.getByRole('heading', { level: 2, name: 'Últimos movimientos' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'overall-position-dark.png'), fullPage: true });
  await context.close();
});

test.describe('masked balances', () => {
  test.describe.configure({ mode: 'serial' });

  /** The accessible text of the page's main content, as assistive technology gets it. */
  const accessibleText = (page: Page) => page.locator('main').ariaSnapshot();

  // features.md §1.7: the masked-balances mode, a display preference.
  test('the show/hide control masks every amount, for screen readers too, and the bank keeps it: after a reload and on the next login', async ({
    page,
  }, testInfo) => {
    await login(page, CUSTOMERS.teen);
    const balance = page.getByText(AMOUNT).first();
    await expect(balance).toBeVisible();
    expect(await accessibleText(page)).toMatch(AMOUNT);

    const toggle = page.getByRole('button', { name: 'Ocultar saldos' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-masked', '');
    // It now says what pressing it does (issue 42 §4), and that it is pressed.
    await expect(page.getByRole('button', { name: 'Mostrar saldos' })).toHaveAttribute('aria-pressed', 'true');
    const masked = await accessibleText(page);
    expect(masked).not.toMatch(AMOUNT);
    expect(masked).toContain('importe oculto');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'overall-position-masked.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Marta' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-masked', '');

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-masked');
    await login(page, CUSTOMERS.teen);
    await expect(page.locator('html')).toHaveAttribute('data-masked', '');
    expect(await accessibleText(page)).not.toMatch(AMOUNT);

    // Shown again, at the bank too.
    await page.getByRole('button', { name: 'Mostrar saldos' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-masked');
    await page.reload();
    await expect(page.getByText(AMOUNT).first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-masked');
  });

  test('the personal area’s switch masks and shows balances through the change-masked-mode event', async ({ page }) => {
    await login(page, CUSTOMERS.teen);
    await expect(page.getByText(AMOUNT).first()).toBeVisible();
    // The personal area publishes the event through the shell's bus: its switch is the event's way in.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mi área' }).first().click();
    const hide = page.getByRole('switch', { name: 'Ocultar saldos en la posición global' });
    await hide.click();
    await expect(page.locator('html')).toHaveAttribute('data-masked', '');
    await hide.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-masked');
  });
});
