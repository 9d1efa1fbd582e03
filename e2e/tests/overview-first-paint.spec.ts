import type { Page } from '@playwright/test';
import { CUSTOMERS, expect, login, loginInEnglish, test } from './fixtures';
import { recordPaintedPages } from './paintedPages';

/**
 * The overview painted from the HTML for a customer coming back with a session (issue 42 §6,
 * docs/first-paint.md): the frame, the greeting and the total in accounts, filled in from the calls
 * the page itself starts, before any module has run; the shell then replaces it with the same top.
 */

/** The shell's own module: without it the page shows only what the HTML itself paints. */
const SHELL_MODULE = '**/assets/shell.*.js';

const painted = (page: Page) => page.locator('#app > .first-paint');

/** Reloads the overall position with the shell's module held back: what shows is the page's own. */
async function reloadWithoutShell(page: Page): Promise<void> {
  await page.route(SHELL_MODULE, (route) => route.abort());
  await page.reload();
  await expect(painted(page)).toHaveCount(1);
}

/** Where each part of the overview's top is laid out: painted or rendered by the shell. */
async function topLayout(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ['.page__title', '.page__subtitle', '.balances-toggle', '.balance-hero', '.balance-hero__amount', '.header__brand'].map(
        (selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return [selector, box ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : null];
        },
      ),
    ),
  );
}

test.describe('the overview painted from the HTML for a customer coming back (issue 42 §6)', () => {
  test('Lucía sees her greeting and her total from the HTML alone, inert, as the overview shows them', async ({ page }) => {
    await login(page);
    const total = await page.locator('.balance-hero__amount').textContent();
    const note = await page.locator('.balance-hero__note').textContent();
    await reloadWithoutShell(page);
    await expect(painted(page)).toHaveAttribute('inert', '');
    await expect(painted(page).locator('h1')).toHaveText('Hola, Lucía');
    await expect(painted(page).locator('.page__subtitle')).toHaveText('Perfil: Personal');
    await expect(painted(page).locator('.balance-hero__amount')).toHaveText(total ?? '');
    await expect(painted(page).locator('.balance-hero__note')).toHaveText(note ?? '');
    await expect(painted(page).getByText('Ocultar saldos')).toBeVisible();
    await expect(painted(page).locator('.affluent-badge')).toHaveCount(0);
    // Inert: nothing in it can be pressed before the shell has replaced it.
    await expect(painted(page).getByText('Ocultar saldos').click({ timeout: 500 })).rejects.toThrow(/Timeout/);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });
    test('Javier, who is affluent, sees his badge and his premium card, in English', async ({ page }) => {
      await loginInEnglish(page, CUSTOMERS.affluent);
      const total = await page.locator('.balance-hero__amount').textContent();
      await reloadWithoutShell(page);
      await expect(painted(page).locator('h1')).toHaveText('Hello, Javier');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
      await expect(painted(page).locator('.affluent-badge')).toHaveText('Premium customer');
      await expect(painted(page).locator('.balance-hero')).toHaveClass(/balance-hero--affluent/);
      await expect(painted(page).locator('.balance-hero__amount')).toHaveText(total ?? '');
      expect(total).toMatch(/^€[\d,]+\.\d\d$/);
    });
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the shell replaces it with the same top, laid out where it was painted`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page);
      await page.reload();
      await expect(painted(page)).toHaveCount(0);
      await expect(page.locator('.visit-facts')).toBeVisible();
      const rendered = await topLayout(page);
      await reloadWithoutShell(page);
      await expect(painted(page).locator('h1')).toHaveText('Hola, Lucía');
      expect(await topLayout(page)).toEqual(rendered);
    });
  }

  test('runs under the page’s Content-Security-Policy, and is gone once the shell has rendered', async ({ page }) => {
    await login(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const paintedPages = await recordPaintedPages(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(painted(page)).toHaveCount(0);
    // One page painted, the overview's: no login first.
    expect(paintedPages.map((shown) => shown.login)).toEqual([false]);
    expect(violations).toEqual([]);
  });

  test('shows no figure to a customer who hides her balances', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'Ocultar saldos' }).click();
    await expect(page.getByRole('button', { name: 'Mostrar saldos' })).toBeVisible();
    try {
      await reloadWithoutShell(page);
      await expect(painted(page).locator('.balance-hero__label')).toBeVisible();
      await expect(painted(page).locator('.balance-hero__amount')).toHaveText('\u00a0');
      await expect(painted(page).locator('.balances-toggle')).toBeHidden();
    } finally {
      await page.unroute(SHELL_MODULE);
      await page.reload();
      await page.getByRole('button', { name: 'Mostrar saldos' }).click();
      await expect(page.getByRole('button', { name: 'Ocultar saldos' })).toBeVisible();
    }
  });

  test('paints nothing at another address than the home page', async ({ page }) => {
    await login(page);
    await page.route(SHELL_MODULE, (route) => route.abort());
    // A new page load at that address, not a hash change in the one already open.
    await page.goto('/#/posicion-global/cuentas');
    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.locator('#app')).toBeEmpty();
    await expect(page.locator('template[data-overview-paint]')).toHaveCount(2);
  });
});
