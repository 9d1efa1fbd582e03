import type { BrowserContext, Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, codeOnThePhone, expect, login, screenshotPath, test } from '@bank-shell/e2e/fixtures';

/** A BBVA account outside the sandbox bank: only the payer's books change. */
const BBVA_IBAN = 'ES92 0182 2370 4402 0001 2345';

/** Javier's Cuenta NÓMINA, another customer of the same bank. */
const JAVIER_IBAN = 'ES54 1465 0100 9600 3190 7254';

/** A concept no other test or run writes. */
const uniqueConcept = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Signs with the code on the demo phone, in the step-up's dialog. */
async function signWithTheCode(page: Page, context: BrowserContext, baseURL: string, english = false): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: english ? 'Confirm it’s you' : 'Confirma que eres tú' });
  // The code is on the phone once the dialog says it was sent.
  await expect(stepUp.getByText(english ? /We have sent a 6-digit code/ : /Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await stepUp.getByLabel(english ? 'Verification code' : 'Código de verificación').fill(await codeOnThePhone(context, baseURL));
  await stepUp.getByRole('button', { name: english ? 'Confirm' : 'Confirmar' }).click();
}

/** The balance of Marta's Cuenta Joven, in cents, as the overall position shows it. */
async function accountBalanceCents(page: Page): Promise<number> {
  await page.goto('/#/posicion-global');
  const row = page.getByRole('link', { name: /Cuenta Joven/ }).first();
  const text = (await row.textContent()) ?? '';
  const amount = /(-?[\d.]+,\d{2})\s*€/.exec(text.replace(/\u00a0/g, ' '))?.[1];
  if (amount === undefined) throw new Error(`no balance in ${text}`);
  return Math.round(Number(amount.replace(/\./g, '').replace(',', '.')) * 100);
}

test.describe('transfers (issue 41 §1)', () => {
  test('the quick action leads to a transfer that is reviewed, signed on the phone, and leaves the payer’s balance 5 € lower', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await login(page, CUSTOMERS.teen);
    const before = await accountBalanceCents(page);
    await page.getByRole('region', { name: 'Acciones rápidas' }).getByRole('link', { name: 'Transferir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transferencias' })).toBeVisible();
    await expect(page).toHaveTitle('Transferencias - Banco Alba');

    await page.getByLabel('IBAN del beneficiario').fill(BBVA_IBAN);
    await expect(page.getByText('IBAN correcto · BBVA')).toBeVisible();
    await page.getByLabel('Nombre del beneficiario').fill('Ana Gil Romero');
    await page.getByLabel('Concepto').fill('Regalo de cumpleaños');
    await page.getByLabel('Importe (€)').fill('5');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'transfer-form-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Revisa tu transferencia' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: 'BBVA' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Reviewed, not yet signed: nothing has left.
    await page.getByRole('button', { name: 'Firmar y enviar' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
    await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
    await stepUp.getByLabel('Código de verificación').fill(await codeOnThePhone(context, baseURL ?? ''));
    await stepUp.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page.getByRole('heading', { name: 'Transferencia enviada' })).toBeVisible();
    await expect(page.getByText('Has enviado 5,00 € a Ana Gil Romero.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The receipt, a document of the bank's the shell downloads with the customer's session.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Descargar el justificante' }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText('Ana Gil Romero');
    await receipt.close();

    expect(before - (await accountBalanceCents(page))).toBe(500);
  });

  test('a wrong IBAN is caught as it is typed, and the form is usable at 375 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page, CUSTOMERS.teen);
    await page.goto('/#/transferencias');
    await page.getByLabel('IBAN del beneficiario').fill('ES92 0182 2370 4402 0001 2346');
    await expect(page.getByText('Revisa el IBAN: alguna cifra no es correcta.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Revisa lo que falta antes de continuar:' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'transfer-form-375.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  test('a transfer from Lucía to Javier’s IBAN is in both customers’ movements: Lucía in Spanish at 1280 px, Javier in English at 375 px', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const concept = uniqueConcept('Entradas concierto');
    await login(page, CUSTOMERS.main);
    await page.goto('/#/transferencias');
    await page.getByLabel('IBAN del beneficiario').fill(JAVIER_IBAN);
    await expect(page.getByText('IBAN correcto · Banco Alba')).toBeVisible();
    await page.getByLabel('Nombre del beneficiario').fill('Javier Ortega Ruiz');
    await page.getByLabel('Concepto').fill(concept);
    await page.getByLabel('Importe (€)').fill('12,40');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu transferencia' })).toBeFocused();
    await page.getByRole('button', { name: 'Firmar y enviar' }).click();
    await signWithTheCode(page, context, baseURL ?? '');
    await expect(page.getByRole('heading', { name: 'Transferencia enviada' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/#/posicion-global/cuentas/ACC-0001/movimientos');
    await expect(page.locator('main').getByText(`Transferencia a Javier Ortega Ruiz: ${concept}`)).toBeVisible();
    await page
      .getByRole('button', { name: /^Salir$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    // The customer chooses English on the login page.
    await page.getByRole('button', { name: 'Cambiar a English' }).click();
    await page.getByLabel('Document number').fill(CUSTOMERS.affluent.document);
    await page.getByLabel('Date of birth').fill(CUSTOMERS.affluent.birthDate);
    await page.getByLabel('Security PIN').fill(CUSTOMERS.affluent.pin);
    await page.getByLabel('Security PIN').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Javier' })).toBeVisible();
    await page.goto('/#/posicion-global/cuentas/ACC-0005/movimientos');
    await expect(page.locator('main').getByText(`Transferencia de Lucía Martínez García: ${concept}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/#/inbox');
    await expect(page.getByRole('link', { name: /Transfer received: €12\.40 from Lucía Martínez García/ })).toBeVisible();
  });
});
