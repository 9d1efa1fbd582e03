import type { Page } from '@playwright/test';
import {
  axeViolations,
  callSandboxApi,
  codeOnThePhone,
  expect,
  fillLogin,
  screenshotPath,
  test,
  trackRequests,
  wrongCodeFor,
} from './fixtures';

/**
 * Pending security operations in a browser (features.md §4.1, issue 17): a customer with a card
 * payment waiting is led to confirm it. Carmen, the sandbox's demo customer for this, has one
 * seeded; the tests add their own through the sandbox's test-only route.
 */

const CARMEN = { document: '45678912S', birthDate: '08/09/1992', pin: '246810' } as const;
const PENDING_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';
const CANCELLED_IDS_KEY = 'bank-shell.pending.cancelled-ids';
/** The API's JSON answers start with it (docs/sandbox-api.md, common rules). */
const ANTI_HIJACK_PREFIX = ")]}',";

interface CreatedOperation {
  secProcessId: string;
}

/** Carmen's only pending operation becomes a new card payment: the shell acts on the first one left. */
async function createCardPayment(baseURL: string, merchant: string, amount: number): Promise<CreatedOperation> {
  const cleared = await callSandboxApi(baseURL, 'POST', '/__sandbox/pending-operations/clear', { document: CARMEN.document });
  expect(cleared.status).toBe(200);
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/pending-operations', {
    document: CARMEN.document,
    type: '76',
    channelCode: 83,
    merchant,
    amount,
  });
  expect(response.status).toBe(201);
  const body = response.text.startsWith(ANTI_HIJACK_PREFIX) ? response.text.slice(ANTI_HIJACK_PREFIX.length) : response.text;
  return (JSON.parse(body) as { pendingOperation: CreatedOperation }).pendingOperation;
}

async function setPendingCheck(baseURL: string, enabled: boolean): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/pending-operations/enabled', { enabled });
  expect(response.status).toBe(200);
}

/** The payment's card on the screen, found by its merchant. */
const paymentCard = (page: Page, merchant: string) => page.getByRole('article').filter({ hasText: merchant });

async function loginAsCarmen(page: Page): Promise<void> {
  await page.goto('/#/login');
  await fillLogin(page, CARMEN);
}

test.describe.configure({ mode: 'serial' });

test('issue 38 §1: a browser customer with a card payment waiting lands on its screen, confirms it with the code sent to the phone, and it is paid: the balance and the movement show it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await loginAsCarmen(page);
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos pendientes de confirmar' })).toBeVisible();
  const payment = paymentCard(page, 'Zapatería Sol');
  await expect(payment).toContainText('49,90 €');
  await expect(payment).toContainText('•••• 3096');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'pending-ecommerce-1280.png'), fullPage: true });

  // One tap is not enough: the shell's step-up asks for the code sent to Carmen's phone.
  await payment.getByRole('button', { name: 'Confirmar pago' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp).toBeVisible();
  // The code is on the phone once the dialog says it was sent.
  await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await expect(page.getByText(/Has confirmado el pago/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const code = await codeOnThePhone(context, baseURL!);
  await stepUp.getByLabel('Código de verificación').fill(wrongCodeFor(code));
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(stepUp.getByRole('alert')).toHaveText('El código no es correcto. Revísalo e inténtalo de nuevo.');
  await stepUp.getByLabel('Código de verificación').fill(code);
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/Has confirmado el pago de 49,90\s€ en Zapatería Sol/)).toBeVisible();

  // Paid: 1.287,45 € less 49,90 €, and the movement on the account; gone from the screen, which asks the bank.
  await page.goto('/#/posicion-global');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
  await expect(page.getByText('Compra en Zapatería Sol').first()).toBeVisible();
  await expect(page.getByText(/1\.237,55\s€/).first()).toBeVisible();
  await page.goto('/#/operaciones-pendientes');
  await expect(page.getByText('No tienes pagos pendientes de confirmar.')).toBeVisible();
});

test('in a browser, the confirm screen shows a login from a new computer and says to validate it in the app', async ({
  page,
}, testInfo) => {
  // After the card payment, Carmen's first operation is the seeded login from a computer (75), which
  // only the app matches: a browser customer stays where they are unless they open its screen.
  await loginAsCarmen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
  await page.goto('/#/confirmar-operacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma que eres tú' })).toBeVisible();
  await expect(page.getByText('Chrome en Windows')).toBeVisible();
  await expect(
    page.getByText('Para confirmar este acceso, abre la app de Banco Alba en tu móvil: allí te pediremos tu validación.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sí, soy yo' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'confirm-pending-operation-browser.png'), fullPage: true });
});

test('rejecting a payment adds it to the cancelled list, and it does not come back in this session', async ({ page, baseURL }) => {
  const { secProcessId } = await createCardPayment(baseURL ?? '', 'Librería Alba', 23.5);
  await loginAsCarmen(page);
  const payment = paymentCard(page, 'Librería Alba');
  await payment.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText(/Has rechazado el pago de 23,50\s€ en Librería Alba/)).toBeVisible();
  // Issue 38 §1: a payment the customer does not recognise: the card can be blocked from here.
  await expect(page.getByText('¿No reconoces este pago? Bloquea la tarjeta •••• 3096 para que nadie más pueda usarla.')).toBeVisible();
  await page.getByRole('button', { name: 'Bloquear la tarjeta' }).click();
  await expect(
    page.getByText('Tarjeta •••• 3096 bloqueada. Nadie podrá usarla hasta que la desbloquees desde la página de la tarjeta.'),
  ).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  const cancelled = await page.evaluate((key) => sessionStorage.getItem(key), CANCELLED_IDS_KEY);
  expect(JSON.parse(cancelled ?? '[]')).toContain(secProcessId);

  await page.goto('/#/posicion-global');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
  await page.goto('/#/operaciones-pendientes');
  await expect(page.getByText('No tienes pagos pendientes de confirmar.')).toBeVisible();
});

test('“decide later” leaves the payment pending at the bank but offers it no more in this session', async ({ page, baseURL }) => {
  const { secProcessId } = await createCardPayment(baseURL ?? '', 'Cine Sol', 9);
  await loginAsCarmen(page);
  await paymentCard(page, 'Cine Sol').getByRole('button', { name: 'Decidir más tarde' }).click();
  await expect(page.getByText(/Has dejado para más tarde el pago de 9,00\s€ en Cine Sol/)).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(PENDING_PATH)) requests.push(request.url());
  });
  await page.goto('/#/posicion-global');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
  // The check asked the bank, which still lists it, and left the customer where they were.
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/#\/posicion-global$/);
  const cancelled = await page.evaluate((key) => sessionStorage.getItem(key), CANCELLED_IDS_KEY);
  expect(JSON.parse(cancelled ?? '[]')).toContain(secProcessId);
});

test('deep link 86 lands on the deposit contract (contratar-deposito), which the check skips: a payment waiting does not interrupt it (features.md §2.1.5; issue 39 item 15)', async ({
  page,
  context,
  baseURL,
}) => {
  const network = trackRequests(context);
  await createCardPayment(baseURL ?? '', 'Floristería Luna', 12);
  // The payment interrupts any other page: the login leads to its screen.
  await loginAsCarmen(page);
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(paymentCard(page, 'Floristería Luna')).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(PENDING_PATH)) requests.push(request.url());
  });
  await page.goto('/#/deeplinks/86');
  await expect(page).toHaveURL(/#\/contratar-deposito$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contratar un depósito' })).toBeVisible();
  // A route change's check would have asked the bank once the page was painted: it asks nothing,
  // and the customer stays on the contract.
  await network.settled(page);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/#\/contratar-deposito$/);

  // Leaving the contract, the payment still waiting is offered again.
  await page.goto('/#/posicion-global');
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(paymentCard(page, 'Floristería Luna')).toBeVisible();
});

test('with the enable-pending-operation flag off, the shell asks for no pending operation at all', async ({ page, baseURL }) => {
  await setPendingCheck(baseURL ?? '', false);
  try {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mobileconfirmation/')) requests.push(request.url());
    });
    await loginAsCarmen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
    await page.goto('/#/posicion-global?otra=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carmen' })).toBeVisible();
    expect(requests).toEqual([]);
  } finally {
    await setPendingCheck(baseURL ?? '', true);
  }
});

test('issue 42 §4: a payment made online while a login waits for the app still leads Carmen to it, and the header counts the payments waiting', async ({
  page,
  baseURL,
}, testInfo) => {
  const cleared = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations/clear', { document: CARMEN.document });
  expect(cleared.status).toBe(200);
  // A login from a new computer, left to confirm in the app: older than the payment, which the
  // bank still puts first, since the shop waits for its answer.
  const login = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations', {
    document: CARMEN.document,
    type: '75',
    channelCode: 83,
    device: 'Chrome en Windows',
    place: 'Madrid, España',
  });
  expect(login.status).toBe(201);
  const payment = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations', {
    document: CARMEN.document,
    type: '76',
    channelCode: 83,
    merchant: 'Electrodomésticos Sur',
    amount: 1299,
  });
  expect(payment.status).toBe(201);

  await page.setViewportSize({ width: 375, height: 740 });
  await loginAsCarmen(page);
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(paymentCard(page, 'Electrodomésticos Sur')).toContainText('1.299,00 €');
  const badge = page.getByRole('banner').getByRole('link', { name: '1 pago pendiente de confirmar' });
  await expect(badge).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'pending-badge-375.png') });

  // Put off, it no longer interrupts her; the badge still counts it, and leads back to it.
  await paymentCard(page, 'Electrodomésticos Sur').getByRole('button', { name: 'Decidir más tarde' }).click();
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page).toHaveURL(/#\/posicion-global\/cuentas$/);
  await badge.click();
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(paymentCard(page, 'Electrodomésticos Sur')).toBeVisible();
  await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations/clear', { document: CARMEN.document });
});
