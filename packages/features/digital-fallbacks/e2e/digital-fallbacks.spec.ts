import type { Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, codeOnThePhone, expect, fillLogin, screenshotPath, test } from '@bank-shell/e2e/fixtures';

/**
 * Pablo, overdrawn, in campaign 79 (features.md §2.4; issue 41 §5): the login takes him to his real
 * ways out. The second test splits his overdraft, so it runs after the first, which reads it.
 */
test.describe.configure({ mode: 'serial' });

const PAGE_URL = /#\/solution-selling-digital-fallbacks$/;

/** Whether the page is wider than the screen: nothing may be cut off or scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the digital-fallback page (issue 41 §5)', () => {
  test('Pablo lands on it after login with his real figures: −350,20 € overdrawn, his 200,00 € to move in, or 3, 6 or 12 instalments', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/login');
    await fillLogin(page, CUSTOMERS.overdrawn);
    await expect(page).toHaveURL(PAGE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Soluciones para ti' })).toBeVisible();
    await expect(page).toHaveTitle('Soluciones para ti - Banco Alba');

    const account = page.getByRole('region', { name: /Cuenta NÓMINA ···\d{4}, en descubierto/ });
    await expect(account.getByText('-350,20 €')).toBeVisible();
    const move = page.getByRole('region', { name: 'Pasa dinero desde otra cuenta' });
    await expect(move.getByText(/Tienes 200,00\s€ en tu Cuenta Naranja ···\d{4}\. .*tu descubierto baja a 150,20\s€\./)).toBeVisible();
    const instalments = page.getByRole('region', { name: 'Fracciona tu descubierto en cuotas' });
    await expect(instalments.getByRole('radio')).toHaveCount(3);
    await expect(instalments.getByRole('radio', { name: /^6 cuotas de 59,73\s€/ })).toBeChecked();
    await expect(instalments.getByText(/7,95\s% TIN fijo \(TAE 8,25\s%\)/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-1280.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-1280-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await overflow(page)).toBe(0);

    // The transfer proposed is one he still reviews and signs: the form is filled in, nothing more.
    await move.getByRole('link', { name: /^Pasar 200,00\s€$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transferencias' })).toBeVisible();
    await expect(page.getByLabel('Cuenta de origen')).toHaveValue('ACC-0012');
    await expect(page.getByRole('radio', { name: 'Entre mis cuentas' })).toBeChecked();
    await expect(page.getByLabel('Cuenta de destino')).toHaveValue('ACC-0011');
    await expect(page.getByLabel('Importe (€)')).toHaveValue('200,00');
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Pasa dinero desde otra cuenta' })).toBeVisible();
  });

  test('in English at 375 px: he reviews 6 instalments, signs with the code on his phone, and the account is at €0.00', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => window.localStorage.setItem('bank-shell.locale', 'en-GB'));
    await page.goto('/#/login');
    await page.getByLabel('Document number').fill(CUSTOMERS.overdrawn.document);
    await page.getByLabel('Date of birth').fill(CUSTOMERS.overdrawn.birthDate);
    await page.getByLabel('Security PIN').fill(CUSTOMERS.overdrawn.pin);
    await page.getByLabel('Security PIN').press('Enter');
    await expect(page).toHaveURL(PAGE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions for you' })).toBeVisible();
    const instalments = page.getByRole('region', { name: 'Split your overdraft into instalments' });
    await expect(instalments.getByRole('radio', { name: /^6 instalments of €59\.73/ })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-375-en.png'), fullPage: true });
    expect(await overflow(page)).toBe(0);

    await instalments.getByRole('button', { name: 'Review the instalments' }).click();
    await expect(page.getByRole('heading', { name: 'Review your instalments' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: '€59.73 (the last one €59.71)' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '€358.36' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-review-375-en.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-review-375-en-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await overflow(page)).toBe(0);

    // Reviewed, not yet signed: nothing has moved.
    await page.getByRole('button', { name: 'Sign and split' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(stepUp.getByText(/We have sent a 6-digit code/)).toBeVisible();
    await stepUp.getByLabel('Verification code').fill(await codeOnThePhone(context, baseURL ?? ''));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: 'Your account is no longer overdrawn' })).toBeFocused();
    await expect(page.getByText(/We have paid the €350\.20 of your overdraft: your NÓMINA account ···\d{4} is at €0\.00\./)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'digital-fallbacks-done-375-en.png'), fullPage: true });

    // The bank's figures say the same: the account at €0.00, the loan among his products.
    await page.getByRole('link', { name: 'Go to your overview', exact: true }).click();
    const nomina = page.getByRole('link', { name: /Cuenta NÓMINA|NÓMINA account/ }).first();
    await expect(nomina).toContainText('€0.00');
    await expect(page.getByText('Fraccionamiento del descubierto').first()).toBeVisible();
    // And the page, opened again, has nothing left to propose.
    await page.goto('/#/solution-selling-digital-fallbacks');
    await expect(page.getByRole('heading', { name: 'Your account is no longer overdrawn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your overview', exact: true })).toHaveAttribute('href', '#/posicion-global');
  });
});
