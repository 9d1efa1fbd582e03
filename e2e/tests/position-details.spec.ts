import type { Locator, Page, TestInfo } from '@playwright/test';
import { CUSTOMERS, axeViolations, expect, login, screenshotPath, test, loginInEnglish } from './fixtures';

/**
 * Issue 42 §4, the details a customer notices on the overall position's screens: each screen names
 * itself in the title, the balances toggle says what it does, movements by day with a category's
 * picture, the card page's meter and brand mark, words never cut in the middle, the affluent card's
 * glow under its digits, the accounts list using the width, and the offers reachable and left.
 * In Spanish and English, at 375 and 1280 px. Nothing here changes the bank's figures.
 */

const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

/** The words of an element's text that the browser laid out across two lines: cut in the middle. */
function wordsCutIn(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) cut.push(match[0]);
      }
    }
    return cut;
  });
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(testInfo, `details-${name}.png`), fullPage: true });
}

test.describe.configure({ mode: 'serial' });

test('Javier’s overall position on a phone: the glow lies under the digits, the manager’s phone grouped, his address never cut inside a word; the toggle says what it does', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await login(page, CUSTOMERS.affluent);
  await expect(page).toHaveTitle('Posición global - Banco Alba');
  const hero = page.locator('.balance-hero--affluent');
  const amount = hero.locator('.balance-hero__amount');
  await expect(amount).toBeVisible();
  // The glow is painted below the figures, and on a phone kept in the corner, clear of them.
  const glowOverDigits = await hero.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const glow = getComputedStyle(element, '::after');
    const right = box.right - Number.parseFloat(glow.right);
    const top = box.top + Number.parseFloat(glow.top);
    const glowBox = { left: right - Number.parseFloat(glow.width), right, top, bottom: top + Number.parseFloat(glow.height) };
    const digits = element.querySelector('.balance-hero__amount .amount')?.getBoundingClientRect();
    if (!digits) return null;
    return digits.right > glowBox.left && digits.left < glowBox.right && digits.bottom > glowBox.top && digits.top < glowBox.bottom;
  });
  expect(glowOverDigits).toBe(false);

  const manager = page.getByRole('region', { name: 'Tu gestor personal' });
  await expect(manager.getByRole('link', { name: 'Llamar al +34 914 56 23 80' })).toBeVisible();
  const email = manager.getByRole('link', { name: /^Escribir a / });
  await expect(email).toHaveAccessibleName('Escribir a elena.navarro@bank.localhost');
  expect(await wordsCutIn(manager.locator('.manager__email'))).toEqual([]);
  // Each part between its break points stays on one line: "bank.localh" / "ost" no more.
  const partsOnTwoLines = await manager.locator('.manager__email').evaluate((element) =>
    Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .filter((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
      })
      .map((node) => node.textContent),
  );
  expect(partsOnTwoLines).toEqual([]);

  const toggle = page.getByRole('button', { name: 'Ocultar saldos' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await shoot(page, testInfo, 'javier-overview-375');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Mostrar saldos' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mostrar saldos' }).click();
  await expect(page.getByRole('button', { name: 'Ocultar saldos' })).toHaveAttribute('aria-pressed', 'false');
  expect(await axeViolations(page)).toEqual([]);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the movements page at ${viewport.width} px: its title names the account, the movements come by day with their category, the dates fit, and a "from" after "to" shows its error only`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await login(page, CUSTOMERS.affluent);
    await page.goto('/#/posicion-global/cuentas');
    await expect(page).toHaveTitle('Tus cuentas - Banco Alba');
    await page
      .getByRole('link', { name: /Cuenta NÓMINA/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
    await expect(page).toHaveTitle('Cuenta NÓMINA - Banco Alba');
    await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
    await expect(page).toHaveTitle('Movimientos · Cuenta NÓMINA - Banco Alba');

    const results = page.getByRole('region', { name: /^\d+ movimientos$/ });
    await expect(results.getByRole('listitem')).toHaveCount(20);
    const days = results.getByRole('heading', { level: 3 });
    expect(await days.count()).toBeGreaterThan(1);
    await expect(days.first()).toHaveText(/^(Hoy|Ayer|[a-záéíóúñ]+, \d{1,2} de [a-záéíóúñ]+( de \d{4})?)$/);
    // Every movement has its category's picture; a year of Javier's has more than one category.
    const categories = await results.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    expect(categories.every((category) => category !== null)).toBe(true);
    expect(new Set(categories).size).toBeGreaterThan(1);
    // Concepts are whole: not cut with an ellipsis or after two lines.
    const clipped = await results
      .locator('.movement__concept')
      .evaluateAll(
        (concepts) =>
          concepts.filter((concept) => concept.scrollHeight > concept.clientHeight + 1 || concept.scrollWidth > concept.clientWidth + 1)
            .length,
      );
    expect(clipped).toBe(0);

    // The date fields are whole, inside the form, wide enough for a day, a month, a year and the calendar button.
    const form = await page.getByRole('search', { name: /movimientos/i }).boundingBox();
    for (const label of ['Desde', 'Hasta']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((form?.x ?? 0) + (form?.width ?? 0));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, testInfo, `movements-${viewport.width}`);

    await page.getByLabel('Desde').fill('2026-11-20');
    await page.getByLabel('Hasta').fill('2026-11-01');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('alert')).toHaveText('La fecha «Desde» no puede ser posterior a la fecha «Hasta».');
    await expect(page.getByRole('heading', { level: 2, name: /movimientos$/ })).toHaveCount(0);
    await expect(page.getByText(/^0 movimientos$/)).toHaveCount(0);
    await shoot(page, testInfo, `movements-range-error-${viewport.width}`);
  });
}

test('Javier’s gold card: named in the title, its spending a labelled meter, its brand a mark; the page goes back to the accounts list using the width at 1280 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await login(page, CUSTOMERS.affluent);
  await page
    .getByRole('link', { name: /Tarjeta Oro/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Oro' })).toBeVisible();
  await expect(page).toHaveTitle(/^Tarjeta Oro •••• \d{4} - Banco Alba$/);
  const meter = page.getByRole('meter', { name: 'Gastado del límite' });
  await expect(meter).toHaveAttribute('aria-valuetext', /^\d{1,3} % del límite$/);
  await expect(page.locator('.card-picture .brand-mark--mastercard')).toBeVisible();
  await expect(page.locator('.card-picture')).not.toContainText('mastercard');
  await expect(page.getByText('Tarjeta de crédito · Mastercard')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'card-1280');

  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'card-375');
  await page.setViewportSize(DESKTOP);

  // "Tus cuentas" fills the page's width: no empty half beside it.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
  const list = await page.getByRole('region', { name: 'Cuentas' }).boundingBox();
  const grid = await page.locator('.overview').boundingBox();
  expect((list?.width ?? 0) / (grid?.width ?? 1)).toBeGreaterThan(0.95);
  await shoot(page, testInfo, 'accounts-1280');
});

test('the offers are in the navigation and lead back to the overall position', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await login(page, CUSTOMERS.main);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Ofertas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas para ti' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'offers-375');
  await page.getByRole('link', { name: 'Posición global', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
});

test('Mi área at 1280 px: "Según el dispositivo" is never cut inside a word', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await login(page, CUSTOMERS.main);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mi área' }).first().click();
  const option = page.locator('.theme-option__label', { hasText: 'Según el dispositivo' });
  await expect(option).toBeVisible();
  expect(await wordsCutIn(page.locator('main'))).toEqual([]);
  await shoot(page, testInfo, 'mi-area-1280');
});

test('in English, at 375 and 1280 px: the screens name themselves, the toggle, the days, the meter and the way back', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await loginInEnglish(page, CUSTOMERS.affluent);
  await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'false');
  await page
    .getByRole('link', { name: /Cuenta NÓMINA|Payroll account|NÓMINA account/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'See all transactions' }).click();
  await expect(page).toHaveTitle(/^Transactions · .+ - Banco Alba$/);
  const results = page.getByRole('region', { name: /^\d+ transactions$/ });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^(Today|Yesterday|[A-Z][a-z]+ \d{1,2} [A-Z][a-z]+( \d{4})?)$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'movements-en-1280');

  await page.setViewportSize(PHONE);
  await page.goto('/#/posicion-global/tarjetas');
  await page
    .getByRole('link', { name: /Tarjeta Oro|Gold card/ })
    .first()
    .click();
  await expect(page.getByRole('meter', { name: 'Spent of the limit' })).toHaveAttribute('aria-valuetext', /^\d{1,3}% of the limit$/);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'card-en-375');

  await page.goto('/#/ofertas');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Javier' })).toBeVisible();
});
