import type { Page } from '@playwright/test';
import { axeViolations, expect, login, test } from './fixtures';

/**
 * Remote modules that are web components, and route-scoped custom elements (shell.md §2.1 route
 * kinds, §3 "Route entity": scopedElements; issue 21): the exchange-rates and fund-prices pages are
 * custom elements, mounted beside the React features, each with a `<bank-figure>` of its own under
 * the same tag name, defined in a registry of its route's and gone with it.
 */

const figures = (page: Page) => page.locator('.web-component-host bank-figure');

test('a web-component module is mounted as its element, and two routes give one tag name their own elements, never the page’s global registry', async ({
  page,
}) => {
  await login(page);
  await page.goto('/#/cambio-divisas');
  await expect(page.getByRole('heading', { level: 1, name: 'Cambio de divisas' })).toBeVisible();
  await expect(page.locator('.web-component-host').first()).toBeAttached();
  // This route's <bank-figure> writes a rate with four decimals, in the page's language.
  await expect(figures(page).first()).toHaveText('1,0842');
  await expect(figures(page).first()).toHaveAttribute('data-figure', 'rate');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/#/valor-fondos');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentabilidad de los fondos' })).toBeVisible();
  // The same tag name, another element: a return in per cent, of the bank's own report (the
  // best fund of the year first: features.md §7 reports/fundMostProfitable, through the bankApi).
  await expect(page.getByRole('table', { name: 'Los más rentables del último año' }).getByRole('rowheader').first()).toContainText(
    'Naranja Standard & Poor’s 500',
  );
  await expect(figures(page).first()).toHaveText('+14,87 %');
  await expect(figures(page).first()).toHaveAttribute('data-figure', 'return');
  await expect(page.getByRole('table', { name: 'Todos los fondos' }).getByRole('row')).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the tables scroll sideways in a region the keyboard reaches.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const global = await page.evaluate(() => ({
    figure: customElements.get('bank-figure') === undefined,
    rates: customElements.get('bank-exchange-rates') === undefined,
    funds: customElements.get('bank-fund-prices') === undefined,
  }));
  // Scoped: none is in the global registry; and the previous route's element went with its route.
  expect(global).toEqual({ figure: true, rates: true, funds: true });
  // Playwright's locators see into open shadow roots: the exchange rates' element is gone.
  await expect(page.locator('bank-exchange-rates')).toHaveCount(0);
  await expect(page.locator('bank-fund-prices')).toHaveCount(1);
  expect(await page.locator('.web-component-host').count()).toBe(1);

  // The element follows the page's language.
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fund returns' })).toBeVisible();
  await expect(figures(page).first()).toHaveText('+14.87%');
});
