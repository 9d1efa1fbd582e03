import type { BrowserContext, Page } from '@playwright/test';
import {
  CUSTOMERS,
  axeViolations,
  callSandboxApi,
  codeOnThePhone,
  expect,
  fillLogin,
  login,
  screenshotPath,
  test,
  wrongCodeFor,
} from '@bank-shell/e2e/fixtures';
import type { Customer } from '@bank-shell/e2e/fixtures';

/**
 * Bizum (issue 41 §2) in Chromium, on the one sandbox every spec shares: Lucía's and Javier's
 * money moves, so the tests find their own payments by a concept no other test writes, and
 * compare balances before and after, never with a figure.
 */

/** A concept no other test or run writes: Bizum's concept holds 35 characters. */
const uniqueConcept = (label: string) => `${label} ${Date.now().toString(36)}`;

/** What the page's width overflows by: nothing may be cut off or scroll sideways. */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Logs in in English, choosing the language on the login page as a customer would. */
async function loginInEnglish(page: Page, customer: Customer): Promise<void> {
  await page.goto('/#/login');
  const toEnglish = page.getByRole('button', { name: 'Cambiar a English' });
  if (await toEnglish.isVisible()) await toEnglish.click();
  await page.getByLabel('Document number').fill(customer.document);
  await page.getByLabel('Date of birth').fill(customer.birthDate);
  await page.getByLabel('Security PIN').fill(customer.pin);
  await page.getByLabel('Security PIN').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${customer.firstName}` })).toBeVisible();
}

/** Ends the session with the header's button, in whichever language the page speaks. */
async function logout(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Salir|Log out)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Accede a tu banca online|Log in to online banking)$/ })).toBeVisible();
}

/** Signs with the code on the demo phone, in the step-up's dialog. */
async function signWithTheCode(page: Page, context: BrowserContext, baseURL: string, english = false): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: english ? 'Confirm it’s you' : 'Confirma que eres tú' });
  await expect(stepUp.getByText(english ? /We have sent a 6-digit code/ : /Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await stepUp.getByLabel(english ? 'Verification code' : 'Código de verificación').fill(await codeOnThePhone(context, baseURL));
  await stepUp.getByRole('button', { name: english ? 'Confirm' : 'Confirmar' }).click();
}

/** The balance of the customer's Cuenta NÓMINA, in cents, as the overall position shows it. */
async function nominaCents(page: Page): Promise<number> {
  await page.goto('/#/posicion-global');
  const text =
    (await page
      .getByRole('link', { name: /Cuenta NÓMINA/ })
      .first()
      .textContent()) ?? '';
  const amount = /(-?[\d.]+,\d{2})\s*€/.exec(text.replace(/\u00a0/g, ' '))?.[1];
  if (amount === undefined) throw new Error(`no balance in ${text}`);
  return Math.round(Number(amount.replace(/\./g, '').replace(',', '.')) * 100);
}

/** The movements of an account, as the customer opens them: the newest come first. */
async function movementsOf(page: Page, accountId: string) {
  await page.goto(`/#/posicion-global/cuentas/${accountId}/movimientos`);
  return page.locator('main');
}

test.describe('Bizum (issue 41 §2)', () => {
  test.slow();

  test('Lucía sends a Bizum to Javier’s phone, signed on the phone: it is in both customers’ movements, in Spanish at 1280 px and English at 375 px', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const concept = uniqueConcept('Cena e2e');
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, CUSTOMERS.main);
    const before = await nominaCents(page);
    await page.getByRole('region', { name: 'Acciones rápidas' }).getByRole('link', { name: 'Bizum' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bizum' })).toBeVisible();
    await expect(page).toHaveTitle('Bizum - Banco Alba');

    await page.getByLabel('Móvil de quien recibe').fill('687 65 56 78');
    await expect(page.getByText('Móvil correcto: +34 687 65 56 78')).toBeVisible();
    await page.getByLabel('Importe (€)').fill('1,23');
    await page.getByLabel('Concepto').fill(concept);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-form-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Revisa tu Bizum' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: '+34 687 65 56 78' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-review-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Firmar y enviar' }).click();
    await signWithTheCode(page, context, baseURL ?? '');

    await expect(page.getByRole('heading', { name: 'Bizum enviado' })).toBeVisible();
    await expect(page.getByText(`Has enviado 1,23 € a Javier Ortega con el concepto «${concept}».`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Issue 42 §3: its receipt, as a transfer's, from the bank.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Descargar el justificante' }).click(),
    ]);
    await expect(receipt.locator('h1')).toHaveText('Justificante de Bizum enviado');
    await expect(receipt.locator('body')).toContainText(concept);
    await receipt.close();
    await page.getByRole('button', { name: 'Volver a Bizum' }).click();
    const history = page.getByRole('region', { name: 'Enviados y recibidos' });
    await expect(history.getByRole('listitem').filter({ hasText: concept })).toContainText('Enviado a Javier Ortega');
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-home-1280.png'), fullPage: true });

    expect(before - (await nominaCents(page))).toBe(123);
    await expect((await movementsOf(page, 'ACC-0001')).getByText(`Bizum a Javier Ortega: ${concept}`)).toBeVisible();
    await page.goto('/#/inbox');
    await expect(page.getByRole('link', { name: /Bizum enviado: 1,23\s€ a Javier Ortega/ }).first()).toBeVisible();
    await logout(page);

    // Javier, in English on a phone: the money is in his movements and his Bizum.
    await page.setViewportSize({ width: 375, height: 740 });
    await loginInEnglish(page, CUSTOMERS.affluent);
    await expect((await movementsOf(page, 'ACC-0005')).getByText(`Bizum de Lucía Martínez: ${concept}`)).toBeVisible();
    await page.goto('/#/bizum');
    await expect(page.getByRole('heading', { level: 1, name: 'Bizum' })).toBeVisible();
    const received = page.getByRole('region', { name: 'Sent and received' }).getByRole('listitem').filter({ hasText: concept });
    await expect(received).toContainText('Received from Lucía Martínez');
    await expect(received).toContainText('€1.23');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-home-375-en.png'), fullPage: true });
    expect(await overflowOf(page)).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-home-375-en-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/#/inbox');
    await expect(page.getByRole('link', { name: /Bizum received: €1\.23 from Lucía Martínez/ }).first()).toBeVisible();
  });

  test('Lucía asks Javier for money in English at 375 px; Javier meets it under “Solicitudes recibidas” in Spanish at 1280 px and pays it, signed', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const concept = uniqueConcept('Entradas e2e');
    await page.setViewportSize({ width: 375, height: 740 });
    await loginInEnglish(page, CUSTOMERS.main);
    await page.goto('/#/bizum');
    await page.getByRole('radio', { name: 'Ask for money' }).check();
    await page.getByLabel("Payer's mobile").fill('+34 687 65 56 78');
    await page.getByLabel('Amount (€)').fill('2.50');
    await page.getByLabel('Concept').fill(concept);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-request-375-en.png'), fullPage: true });
    expect(await overflowOf(page)).toBe(0);
    await page.getByRole('button', { name: 'Ask for money' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You asked +34 687 65 56 78 for €2.50.' })).toBeVisible();
    const asked = page.getByRole('region', { name: 'Sent and received' }).getByRole('listitem').filter({ hasText: concept });
    await expect(asked).toContainText('Asked +34 687 65 56 78');
    await expect(asked).toContainText('Pending');
    await logout(page);
    await page.getByRole('button', { name: 'Switch to Español' }).click();

    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, CUSTOMERS.affluent);
    const before = await nominaCents(page);
    await page.goto('/#/bizum');
    const requests = page.getByRole('region', { name: 'Solicitudes recibidas' });
    const request = requests.getByRole('listitem').filter({ hasText: concept });
    await expect(request).toContainText('Lucía Martínez te pide 2,50 €');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-received-1280.png'), fullPage: true });
    await request.getByRole('button', { name: /^Pagar 2,50\s€ a Lucía Martínez$/ }).click();
    await expect(page.getByRole('heading', { name: 'Revisa el pago de la solicitud' })).toBeFocused();
    await expect(page.getByRole('definition').filter({ hasText: concept })).toBeVisible();
    await page.getByRole('button', { name: 'Firmar y enviar' }).click();
    await signWithTheCode(page, context, baseURL ?? '');
    await expect(page.getByText(`Has enviado 2,50 € a Lucía Martínez con el concepto «${concept}».`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Volver a Bizum' }).click();
    // Paid: it no longer waits for him, and his history has the payment of the request.
    await expect(
      page.getByRole('region', { name: 'Enviados y recibidos' }).getByRole('listitem').filter({ hasText: concept }),
    ).toContainText('Enviado a Lucía Martínez');
    await expect(page.getByRole('listitem').filter({ hasText: 'te pide' }).filter({ hasText: concept })).toHaveCount(0);
    expect(before - (await nominaCents(page))).toBe(250);
    await expect((await movementsOf(page, 'ACC-0005')).getByText(`Bizum a Lucía Martínez: ${concept}`)).toBeVisible();
    await logout(page);

    await login(page, CUSTOMERS.main);
    await expect((await movementsOf(page, 'ACC-0001')).getByText(`Bizum de Javier Ortega: ${concept}`)).toBeVisible();
  });

  test('in the native app, Javier’s validation of the request’s pending operation and his code pay it, once (features.md §4.1)', async ({
    page,
    context,
    baseURL,
  }) => {
    const concept = uniqueConcept('App e2e');
    // Javier's only pending operation is the request: the app's check takes the first one.
    const cleared = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/pending-operations/clear', {
      document: CUSTOMERS.affluent.document,
    });
    expect(cleared.status, cleared.text).toBe(200);
    await login(page, CUSTOMERS.main);
    await page.goto('/#/bizum');
    await page.getByRole('radio', { name: 'Pedir dinero' }).check();
    await page.getByLabel('Móvil de quien paga').fill('687655678');
    await page.getByLabel('Importe (€)').fill('3');
    await page.getByLabel('Concepto').fill(concept);
    await page.getByRole('button', { name: 'Pedir dinero' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Has pedido 3,00 € al +34 687 65 56 78.' })).toBeVisible();
    await logout(page);

    // The simulator, as Android 1.7.2, answers the app's validation with success; the app signs Javier in.
    await page.goto('/native-simulator/');
    const log = page.getByRole('log');
    await expect(log.getByRole('listitem').filter({ hasText: 'Contenedor Android 1.7.2 instalado' })).toBeVisible();
    const app = page.frameLocator('#app-frame');
    await expect(app.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.getByLabel('Respuesta (runMobileValidation)').selectOption('success');
    await page.getByLabel('Cliente de demostración').selectOption(CUSTOMERS.affluent.document);
    await page.getByRole('button', { name: 'Iniciar sesión en la app' }).click();
    await expect(app.locator('.snackbars')).toContainText('Registro en Bizum confirmado.');
    // Paying is signed in the app too: the bank sends Javier the code, which he types in the app.
    await expect(log.getByRole('listitem').filter({ hasText: 'El banco pide la firma del cliente' })).toBeVisible();
    const signature = page.getByRole('form', { name: 'Firma en la app' });
    await expect(signature.getByLabel('Código de firma')).toBeFocused();
    const code = await codeOnThePhone(context, baseURL ?? '');
    await signature.getByLabel('Código de firma').fill(wrongCodeFor(code));
    await signature.getByRole('button', { name: 'Firmar y confirmar' }).click();
    await expect(signature.getByRole('alert')).toHaveText(
      'El banco no ha aceptado el código: escribe el último que ha llegado al teléfono.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await signature.getByLabel('Código de firma').fill(code);
    await signature.getByRole('button', { name: 'Firmar y confirmar' }).click();
    await expect(log.getByRole('listitem').filter({ hasText: 'La app ha confirmado la operación' })).toBeVisible();
    await expect(signature).toBeHidden();

    // Paid, once: out of Javier's account (the app's session is his in this browser too), into Lucía's.
    await page.goto('/#/posicion-global');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
    await expect((await movementsOf(page, 'ACC-0005')).getByText(`Bizum a Lucía Martínez: ${concept}`)).toHaveCount(1);
    await logout(page);
    await login(page, CUSTOMERS.main);
    await expect((await movementsOf(page, 'ACC-0001')).getByText(`Bizum de Javier Ortega: ${concept}`)).toHaveCount(1);
  });

  test('a phone that does not use Bizum is told “Este número no usa Bizum”, and nothing is sent', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page, CUSTOMERS.main);
    await page.goto('/#/bizum');
    await page.getByLabel('Móvil de quien recibe').fill('611 22 33 44');
    await page.getByLabel('Importe (€)').fill('1');
    await page.getByLabel('Concepto').fill('Prueba');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Este número no usa Bizum' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Revisa tu Bizum' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-not-a-user-375.png'), fullPage: true });
    expect(await overflowOf(page)).toBe(0);
  });

  test('Elena, not on Bizum, activates it with her phone and the conditions, signed; then she leaves it again, as she was', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Straight to #/bizum: her campaign's lightbox is left unanswered, as other tests expect it.
    await page.goto('/#/login');
    await fillLogin(page, CUSTOMERS.campaigns);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Elena' })).toBeVisible();
    await page.goto('/#/bizum');
    await expect(page.getByRole('heading', { name: 'Activa Bizum' })).toBeVisible();
    await expect(page.getByText('+34 ••• •• 88 00')).toBeVisible();
    await page.getByText('Condiciones del servicio Bizum', { exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-activation-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Activar Bizum' }).click();
    await expect(page.getByText('Para activar Bizum tienes que aceptar sus condiciones.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones del servicio Bizum' }).check();
    await page.getByRole('button', { name: 'Activar Bizum' }).click();
    await signWithTheCode(page, context, baseURL ?? '');
    await expect(page.getByRole('status').filter({ hasText: 'Bizum activado en tu móvil +34 ••• •• 88 00.' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Tu Bizum' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'bizum-activated-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Darse de baja de Bizum' }).click();
    await expect(page.getByText(/^¿Seguro que quieres darte de baja de Bizum\?/)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sí, darme de baja' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Te has dado de baja de Bizum.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activa Bizum' })).toBeVisible();
  });
});
