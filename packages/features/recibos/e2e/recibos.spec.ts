import type { Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, codeOnThePhone, expect, login, screenshotPath, test } from '@bank-shell/e2e/fixtures';

/**
 * Bills (issue 41 §3) in Chromium, as Javier: no other end-to-end test asserts his figures, and
 * these assert only how much his balance moved. A seeded DGT fine is his to pay (docs/demo.md, Bills).
 */
const DGT_FINE = { issuerCode: '000063', reference: '2860 0012 3457 1' };

/** An amount as the page writes it, in cents: `4.823,15 €` in Spanish, `€4,823.15` in English. */
function centsOf(written: string): number {
  const text = written.replace(/[^\d.,-]/g, '');
  const decimal = /[.,](\d{2})$/.exec(text);
  if (decimal === null) throw new Error(`no amount in ${written}`);
  const whole = Number(text.slice(0, decimal.index).replace(/[.,-]/g, ''));
  return (text.startsWith('-') ? -1 : 1) * (whole * 100 + Number(decimal[1]));
}

/** The balance of Javier's Cuenta NÓMINA, in cents, as the overall position shows it. */
async function nominaBalanceCents(page: Page): Promise<number> {
  await page.goto('/#/posicion-global');
  const link = page.getByRole('link', { name: /Cuenta NÓMINA|NÓMINA account/ }).first();
  const text = ((await link.locator('.product__amount').textContent()) ?? '').replace(/\u00a0/g, ' ');
  const amount = /(-?[\d.]+,\d{2}) ?€|€(-?[\d,]+\.\d{2})/.exec(text);
  if (amount === null) throw new Error(`no balance in ${text}`);
  return centsOf(amount[0]);
}

/** Signs on the step-up's dialog with the code sent to the demo phone, once the dialog says it was sent. */
async function signWithTheCode(
  page: Page,
  names: { dialog: string; sent: RegExp; code: string; confirm: string },
  baseURL: string,
): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: names.dialog });
  // Until then the phone's newest code may be an earlier one of Javier's.
  await expect(stepUp.getByText(names.sent)).toBeVisible();
  await stepUp.getByLabel(names.code).fill(await codeOnThePhone(page.context(), baseURL));
  await stepUp.getByRole('button', { name: names.confirm }).click();
}

test.describe('bills (issue 41 §3)', () => {
  test('the quick action leads to Javier’s direct debits; his newest returnable Endesa charge is reviewed, signed and returned: the money is back, and the movement shows it', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, CUSTOMERS.affluent);
    const before = await nominaBalanceCents(page);
    await page.getByRole('region', { name: 'Acciones rápidas' }).getByRole('link', { name: 'Pagar un recibo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible();
    await expect(page).toHaveTitle('Recibos - Banco Alba');
    const charges = page.getByRole('list', { name: 'Últimos cargos de Endesa' });
    await expect(charges.getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-1280.png'), fullPage: true });

    // The list is newest first: the first "Devolver" is the newest charge still within its 8 weeks.
    const returnButton = charges.getByRole('button', { name: /^Devolver el recibo de Endesa/ }).first();
    const label = (await returnButton.getAttribute('aria-label')) ?? '';
    // Spaces as a plain space: the page writes a no-break space before the euro sign.
    const amount = /, ([\d.]+,\d{2})\s€$/.exec(label)?.[1]?.concat(' €');
    if (amount === undefined) throw new Error(`no amount in ${label}`);
    await returnButton.click();

    await expect(page.getByRole('heading', { name: 'Revisa la devolución' })).toBeFocused();
    await expect(page.getByText('Endesa puede volver a cobrártelo o reclamártelo por otra vía')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-return-review-1280.png'), fullPage: true });
    // The shell's dark theme, with the warning's and the card's colours: still contrast enough.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-return-review-dark-1280.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Firmar y devolver' }).click();
    await signWithTheCode(
      page,
      {
        dialog: 'Confirma que eres tú',
        sent: /Te hemos enviado un código de 6 cifras/,
        code: 'Código de verificación',
        confirm: 'Confirmar',
      },
      baseURL ?? '',
    );

    await expect(page.getByRole('heading', { name: 'Recibo devuelto' })).toBeFocused();
    await expect(page.getByText(`Hemos devuelto ${amount} de Endesa a tu cuenta Cuenta NÓMINA ···7254.`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Volver a recibos' }).click();
    await expect(charges.getByRole('listitem').filter({ hasText: 'Devuelto el' }).first()).toBeVisible();

    expect((await nominaBalanceCents(page)) - before).toBe(centsOf(amount));
    await page.goto('/#/posicion-global/cuentas/ACC-0005');
    const returned = page
      .getByRole('region', { name: 'Últimos movimientos' })
      .getByRole('listitem')
      .filter({ hasText: 'Devolución recibo Endesa' });
    await expect(returned).toContainText(amount);
  });

  test('in English at 375 px, a DGT fine is found by issuer code and reference, reviewed, signed and paid: the balance 100 € lower, the movement and the receipt show it', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, CUSTOMERS.affluent);
    const before = await nominaBalanceCents(page);
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await page.goto('/#/recibos');
    await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    await page.getByLabel('Issuer code').fill(DGT_FINE.issuerCode);
    await page.getByLabel('Reference').fill(DGT_FINE.reference);
    await expect(page.getByLabel('Pay from')).toContainText('NÓMINA account ···7254');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-375-en.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-375-en-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Find the bill' }).click();

    await expect(page.getByRole('heading', { name: 'Review the payment' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: 'DGT multas' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '€100.00' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-pay-review-375-en.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.getByRole('button', { name: 'Sign and pay' }).click();
    await signWithTheCode(
      page,
      { dialog: 'Confirm it’s you', sent: /We have sent a 6-digit code/, code: 'Verification code', confirm: 'Confirm' },
      baseURL ?? '',
    );

    await expect(page.getByRole('heading', { name: 'Bill paid' })).toBeFocused();
    await expect(page.getByText('You paid €100.00 to DGT multas.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bills-paid-375-en.png'), fullPage: true });
    const [receipt] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Download the receipt' }).click()]);
    await expect(receipt.locator('body')).toContainText('2860001234571');
    await receipt.close();

    expect(before - (await nominaBalanceCents(page))).toBe(10_000);
    await page.goto('/#/posicion-global/cuentas/ACC-0005');
    await expect(
      page.getByRole('region', { name: 'Latest transactions' }).getByRole('listitem').filter({ hasText: 'Pago recibo DGT multas' }),
    ).toContainText('€100.00');
  });
});
