import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  ANTI_HIJACK_PREFIX,
  CUSTOMERS,
  axeViolations,
  callSandboxApi,
  codeOnThePhone,
  expect,
  login,
  loginInEnglish,
  screenshotPath,
  test,
} from './fixtures';

/**
 * Issue 42 §4, the controls a card page has: online purchases and use abroad turned on and off
 * (sandbox-api.md, Card controls), the PIN shown after the customer's own code, and the card's
 * statements. Javier's debit card (•••• 1177) is the one: a shop payment made with it while its
 * online purchases are off, and one from a shop abroad while its use abroad is off, are refused,
 * then rejected, so no figure any other test reads changes, and every control is left as it was.
 */

test.describe.configure({ mode: 'serial' });

const CARD_PAGE = '/#/posicion-global/tarjetas/CRD-0005';
const CONTROLS_PATH = /\/genoma_api\/rest\/cards\/CRD-0005\/controls$/;
const PIN_PATH = /\/genoma_api\/rest\/cards\/CRD-0005\/pin$/;

const controls = (page: Page) => page.getByRole('region', { name: 'Uso de la tarjeta' });
const online = (page: Page) => controls(page).getByRole('switch', { name: 'Compras por internet' });
const abroad = (page: Page) => controls(page).getByRole('switch', { name: 'Compras y retiradas en el extranjero' });

/** A shop charges Javier's debit card on the internet: a pending card payment (type 76) for him to decide. */
async function shopCharges(
  baseURL: string | undefined,
  payment: { merchant: string; amount: number; merchantCountry?: string },
): Promise<void> {
  const created = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations', {
    document: CUSTOMERS.affluent.document,
    type: '76',
    channelCode: 83,
    panLast4: '1177',
    ...payment,
  });
  expect(created.status).toBe(201);
}

/** Confirms the payment at `merchant` and signs it with the code on the demo phone; the payment's card on the list. */
async function confirmAndSign(page: Page, context: BrowserContext, baseURL: string | undefined, merchant: string): Promise<Locator> {
  await page.goto('/#/operaciones-pendientes');
  const payment = page.getByRole('article').filter({ hasText: merchant });
  await payment.getByRole('button', { name: 'Confirmar pago' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await stepUp.getByLabel('Código de verificación').fill(await codeOnThePhone(context, baseURL!));
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  return payment;
}

async function openCard(page: Page): Promise<void> {
  await page.goto(CARD_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Débito' })).toBeVisible();
}

test('Javier turns his card’s online purchases off and on: the bank keeps it across a reload, and a shop’s payment meanwhile is refused with the reason', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await login(page, CUSTOMERS.affluent);
  await openCard(page);
  await expect(online(page)).toHaveAttribute('aria-checked', 'true');
  await expect(abroad(page)).toHaveAttribute('aria-checked', 'true');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await controls(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(testInfo, `card-controls-${width}.png`), fullPage: true });
  }

  const put = page.waitForResponse((response) => CONTROLS_PATH.test(response.url()) && response.request().method() === 'PUT');
  await online(page).click();
  expect(JSON.parse((await (await put).text()).replace(ANTI_HIJACK_PREFIX, ''))).toEqual({
    id: 'CRD-0005',
    controls: { onlinePayments: false, abroadPayments: true },
  });
  await expect(controls(page).getByRole('status')).toHaveText('Compras por internet desactivadas.');
  await expect(online(page)).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(online(page)).toHaveAttribute('aria-checked', 'false');

  // A shop charges the card on the internet: Javier signs it with his code, and the bank refuses it.
  await shopCharges(baseURL, { merchant: 'Tienda Online Norte', amount: 35.2 });
  const payment = await confirmAndSign(page, context, baseURL, 'Tienda Online Norte');
  await expect(page.getByRole('alert').filter({ hasText: 'Las compras por internet están desactivadas' })).toHaveText(
    'Las compras por internet están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
  );
  expect(await axeViolations(page)).toEqual([]);
  // Javier does not know the shop after all: he rejects it, and nothing was paid.
  await payment.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(/Has rechazado el pago de 35,20\s€ en Tienda Online Norte/)).toBeVisible();

  await openCard(page);
  await online(page).click();
  await expect(controls(page).getByRole('status')).toHaveText('Compras por internet activadas.');
  await expect(online(page)).toHaveAttribute('aria-checked', 'true');
  // Keyboard too: the switch is a button Space presses.
  await abroad(page).focus();
  await page.keyboard.press('Space');
  await expect(controls(page).getByRole('status')).toHaveText('Compras y retiradas en el extranjero desactivadas.');
  await page.keyboard.press('Space');
  await expect(controls(page).getByRole('status')).toHaveText('Compras y retiradas en el extranjero activadas.');
});

test('Javier turns his card’s use abroad off: a shop in Portugal says where it is and is refused with the reason; he turns it on again', async ({
  page,
  context,
  baseURL,
}) => {
  await login(page, CUSTOMERS.affluent);
  await openCard(page);
  await abroad(page).click();
  await expect(controls(page).getByRole('status')).toHaveText('Compras y retiradas en el extranjero desactivadas.');
  await expect(abroad(page)).toHaveAttribute('aria-checked', 'false');

  await shopCharges(baseURL, { merchant: 'Livraria Lello', merchantCountry: 'PT', amount: 24.5 });
  await page.goto('/#/operaciones-pendientes');
  const listed = page.getByRole('article').filter({ hasText: 'Livraria Lello' });
  await expect(listed.getByText('Comercio en el extranjero')).toBeVisible();
  await expect(listed.getByText('Portugal', { exact: true })).toBeVisible();
  const payment = await confirmAndSign(page, context, baseURL, 'Livraria Lello');
  await expect(page.getByRole('alert').filter({ hasText: 'Las compras en el extranjero están desactivadas' })).toHaveText(
    'Las compras en el extranjero están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await payment.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(/Has rechazado el pago de 24,50\s€ en Livraria Lello/)).toBeVisible();

  await openCard(page);
  await abroad(page).click();
  await expect(controls(page).getByRole('status')).toHaveText('Compras y retiradas en el extranjero activadas.');
  await expect(abroad(page)).toHaveAttribute('aria-checked', 'true');
});

test('“Ver PIN” asks for Javier’s code, then shows the card’s four digits with when they go, and “Ocultar” takes them away', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await login(page, CUSTOMERS.affluent);
  await openCard(page);
  const pin = page.getByRole('region', { name: 'PIN de la tarjeta' });
  await pin.getByRole('button', { name: 'Ver PIN' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
  const answer = page.waitForResponse((response) => PIN_PATH.test(response.url()));
  await stepUp.getByLabel('Código de verificación').fill(await codeOnThePhone(context, baseURL!));
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  const response = await answer;
  expect(response.request().headers()['x-authentication-ticket']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(response.headers()['cache-control']).toBe('no-store');
  const { pin: digits } = JSON.parse((await response.text()).replace(ANTI_HIJACK_PREFIX, '')) as { pin: string };
  expect(digits).toMatch(/^\d{4}$/);

  const shown = pin.getByRole('group', { name: 'Tu PIN' });
  await expect(shown).toContainText(digits.split('').join(' '));
  await expect(pin.getByText('Se ocultará en 10 s')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath(testInfo, 'card-pin-375.png'), fullPage: true });
  // Nothing keeps it: not the page's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(`"${digits}"`);
  await pin.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(shown).toHaveCount(0);
  await expect(pin.getByRole('button', { name: 'Ver PIN' })).toBeFocused();
});

test('the card’s statement of a month downloads as the bank’s document', async ({ page }) => {
  await login(page, CUSTOMERS.affluent);
  await openCard(page);
  const statements = page.getByRole('region', { name: 'Extractos' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Descargar extracto' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^extracto-tarjeta-1177-\d{4}-\d{2}\.html$/);
  const html = await readFile(await download.path(), 'utf8');
  expect(html).toContain('<h1>Extracto de tarjeta · ');
  expect(html).toContain('Tarjeta Débito · •••• 1177');
});

test('the card page’s controls read in English for a customer who chose it, axe-clean in the dark theme', async ({ page }, testInfo) => {
  await loginInEnglish(page, CUSTOMERS.affluent);
  await page.goto(CARD_PAGE);
  const use = page.getByRole('region', { name: 'Card use' });
  await expect(use.getByRole('switch', { name: 'Online purchases' })).toHaveAttribute('aria-checked', 'true');
  await expect(use.getByRole('switch', { name: 'Payments and withdrawals abroad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card PIN' }).getByRole('button', { name: 'Show PIN' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshotPath(testInfo, 'card-controls-en-dark.png'), fullPage: true });
});
