import type { Page } from '@playwright/test';
import { callSandboxApi, expect, test } from './fixtures';

/**
 * Pending security operations inside the native app (features.md §4.1, issue 17), through the
 * sandbox's native-wrapper simulator: the app signs Javier in, the web app finds the operation the
 * test created for him, and the simulator answers the app's mobile validation as each test chooses.
 */

const JAVIER = { document: '87654321X', firstName: 'Javier' } as const;
const SIMULATOR_PATH = '/native-simulator/';

const log = (page: Page) => page.getByRole('log');
const logEntry = (page: Page, ...texts: string[]) =>
  texts.reduce((entries, text) => entries.filter({ hasText: text }), log(page).getByRole('listitem'));
const app = (page: Page) => page.frameLocator('#app-frame');

async function sandboxPost(baseURL: string, path: string, body: object, expected: number): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', path, body);
  expect(response.status, response.text).toBe(expected);
}

/** Javier starts with exactly one pending operation: this one. */
async function onlyPendingOperation(baseURL: string, operation: object): Promise<void> {
  await sandboxPost(baseURL, '/__sandbox/pending-operations/clear', { document: JAVIER.document }, 200);
  await sandboxPost(baseURL, '/__sandbox/pending-operations', { document: JAVIER.document, ...operation }, 201);
}

/** The simulator as Android 1.7.2 with the validation answered as given, then the app signs Javier in. */
async function signInInTheApp(page: Page, validation: { mode: 'success' } | { mode: 'error'; code: string }): Promise<void> {
  await page.goto(SIMULATOR_PATH);
  await expect(logEntry(page, 'Contenedor Android 1.7.2 instalado')).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('Respuesta (runMobileValidation)').selectOption(validation.mode);
  if (validation.mode === 'error') await page.getByLabel('Código de error (runMobileValidation)').selectOption({ label: validation.code });
  await page.getByLabel('Cliente de demostración').selectOption(JAVIER.document);
  await page.getByRole('button', { name: 'Iniciar sesión en la app' }).click();
}

/** The page's snackbars, in the app's frame. */
const snackbar = (page: Page) => app(page).locator('.snackbars');

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ baseURL }) => {
  await sandboxPost(baseURL ?? '', '/__sandbox/pending-operations/clear', { document: JAVIER.document }, 200);
});

// features.md §1.2: an operation waiting for the customer (here a Bizum payment) is confirmed in the app.
test('a Bizum payment in the app: the mobile validation runs with the spec’s parameters, and success shows its message', async ({
  page,
  baseURL,
}) => {
  await onlyPendingOperation(baseURL ?? '', { type: '85', channelCode: 86, merchant: 'Tienda Bizum', amount: 15 });
  await signInInTheApp(page, { mode: 'success' });
  const call = logEntry(page, 'runMobileValidation', 'Llamada').first();
  await expect(call).toContainText('Contestado con éxito.');
  for (const parameter of [
    '"maxFailures": 3',
    '"maxPasswordLength": 12',
    '"smsRetries": 3',
    '"passwordRequired": true',
    '"personId": "31907254"',
  ])
    await expect(call).toContainText(parameter);
  await expect(snackbar(page)).toContainText('Pago con Bizum confirmado.');
  // The app, having validated it, confirms the operation with the bank.
  await expect(logEntry(page, 'La app ha confirmado la operación')).toBeVisible();
  // The success message closes itself (after 5 s).
  await expect(app(page).locator('.snackbar')).toHaveCount(0, { timeout: 10_000 });
});

// features.md §1.2, §2.2.1: strong customer authentication at login goes to the
// confirm-pending-operation feature and, once complete, back one step in history.
test('a login from a computer (75) is confirmed in the app: the confirm screen, “Sí, soy yo”, the validation, and back', async ({
  page,
  baseURL,
}) => {
  await onlyPendingOperation(baseURL ?? '', { type: '75', channelCode: 83, device: 'Firefox en Linux', place: 'Sevilla, España' });
  await signInInTheApp(page, { mode: 'success' });
  await expect(app(page).getByRole('heading', { level: 1, name: 'Confirma que eres tú' })).toBeVisible();
  await expect(app(page).getByText('Firefox en Linux')).toBeVisible();
  await app(page).getByRole('button', { name: 'Sí, soy yo' }).click();
  await expect(snackbar(page)).toContainText('Has confirmado el acceso.');
  await expect(app(page).getByRole('heading', { level: 1, name: `Hola, ${JAVIER.firstName}` })).toBeVisible();
  await expect(logEntry(page, 'runMobileValidation', 'Llamada').first()).toContainText('"passwordRequired": false');
});

test('validation code 16 (cancelled) shows the cancelled message', async ({ page, baseURL }) => {
  await onlyPendingOperation(baseURL ?? '', { type: '91', channelCode: 86 });
  await signInInTheApp(page, { mode: 'error', code: '16 · Operation cancelled' });
  await expect(snackbar(page)).toContainText('Has cancelado la operación: no se ha confirmado nada.');
});

test('any other validation code (35) shows the generic error message', async ({ page, baseURL }) => {
  await onlyPendingOperation(baseURL ?? '', { type: '94', channelCode: 86 });
  await signInInTheApp(page, { mode: 'error', code: '35 · Mobile validation: generic' });
  await expect(snackbar(page)).toContainText('No hemos podido confirmar la operación. Inténtalo de nuevo más tarde.');
});

test('validation code 37 (activate again) logs the customer out', async ({ page, baseURL }) => {
  await onlyPendingOperation(baseURL ?? '', { type: '95', channelCode: 86 });
  await signInInTheApp(page, { mode: 'error', code: '37 · Mobile validation: activate again' });
  await expect(logEntry(page, 'runMobileValidation', 'Contestado con el error 37').first()).toBeVisible();
  await expect(app(page).getByRole('button', { name: 'Entrar' })).toBeVisible();
});
