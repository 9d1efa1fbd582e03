import { CUSTOMERS, axeViolations, expect, fillLogin, login, screenshotPath, test } from './fixtures';

/**
 * Pre-approved offers in the browser (features.md §3, §7, §9; issue 19 §4): the offers area and
 * the loan simulator against the sandbox bank, a loan taken out for real, and the 409 swallowed.
 */

test.describe.configure({ mode: 'serial' });

test('the loan banner leads to the simulator, which works the instalment out live in es-ES; both screens are axe-clean', async ({
  page,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  await page.getByRole('link', { name: 'Ver mi préstamo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simula tu préstamo preconcedido' })).toBeVisible();
  await page.getByRole('slider', { name: 'Importe' }).fill('10000');
  await page.getByRole('slider', { name: 'Plazo' }).fill('60');
  // features.md §9: 10,000 € at 6.5 % over 60 months.
  await expect(page.locator('.simulator__monthly')).toHaveText('195,66 €');
  await expect(page.getByText('5 años', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'loan-simulator.png'), fullPage: true });

  await page.goto('/#/ofertas');
  await expect(page.getByRole('article', { name: 'Préstamo preconcedido' }).getByText('Hasta 15.000 €')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Línea de crédito' })).toContainText('Cuenta NÓMINA acabada en 5671');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath(testInfo, 'offers-375.png'), fullPage: true });
});

test('a loan taken out is paid into the chosen account and the offer is gone', async ({ page }) => {
  await login(page, CUSTOMERS.affluent);
  await page.goto('/#/ofertas/prestamo');
  await page.getByRole('slider', { name: 'Importe' }).fill('10000');
  await page.getByRole('slider', { name: 'Plazo' }).fill('60');
  // Javier's payroll is not paid in: the no-payroll 7,25 %.
  await expect(page.locator('.simulator__monthly')).toHaveText('199,19 €');
  await page.getByLabel('Cuenta donde recibirlo').selectOption({ label: 'Cuenta Naranja ···7262' });
  await page.getByRole('button', { name: 'Contratar el préstamo' }).click();
  await expect(page.getByText('Préstamo contratado. Hemos ingresado 10.000,00 € en tu Cuenta Naranja.')).toBeVisible();

  await page.getByRole('link', { name: 'Ver la cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta Naranja' })).toBeVisible();
  await expect(page.getByText('Préstamo preconcedido').first()).toBeVisible();

  await page.goto('/#/ofertas');
  await expect(page.getByRole('article', { name: 'Hipoteca preconcedida' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Préstamo preconcedido' })).toHaveCount(0);
});

test('a customer whose offers the bank holds (409) is shown none, not an error', async ({ page }) => {
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.overdrawn);
  // Campaign 79 takes him to the digital fallbacks first (features.md §2.4).
  await expect(page).toHaveURL(/#\/solution-selling-digital-fallbacks$/);
  await page.goto('/#/ofertas');
  await expect(page.getByText('Ahora mismo no tenemos ofertas preconcedidas para ti.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});
