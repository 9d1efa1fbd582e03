import type { Page } from '@playwright/test';
import {
  ANTI_HIJACK_PREFIX,
  CUSTOMERS,
  axeViolations,
  codeOnThePhone,
  expect,
  login,
  screenshotPath,
  test,
  wrongCodeFor,
} from './fixtures';

/**
 * Step-up for a sensitive action (shell.md §4 "Step-up", §3; docs/step-up.md): changing Lucía's
 * credit card limit publishes `start-step-up`; the shell's dialog reads the SCA documentation, has a
 * code sent to the sandbox's demo phone, trades the code for a ticket (generate-ticket), syncs the
 * session, and the feature sends the new limit with the ticket in `x-authentication-ticket`.
 */

test.describe.configure({ mode: 'serial' });

const LIMIT_PATH = /\/genoma_api\/rest\/cards\/CRD-0002\/limit$/;
const SCA_PATH = /\/genoma_api\/rest\/sca\/documentation\?operativeType=retrieveScaInfo$/;
const TICKET_PATH = /\/saf\/tpa\/generate-ticket$/;
const SYNC_PATH = /\/saf\/tpa\/accesstoken\/synchronize$/;
/** The viewports of the brief: a small phone and a desktop. */
const PHONE_VIEWPORT = { width: 375, height: 812 };
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirma que eres tú' });
const limitSection = (page: Page) => page.getByRole('region', { name: 'Límite de la tarjeta' });
const limitShown = (page: Page) => page.locator('dt', { hasText: /^Límite$/ }).locator('+ dd');

/** Lucía's credit card page, with a new limit typed and sent: the step-up dialog opens. */
async function askForLimit(page: Page, euros: string): Promise<void> {
  await page
    .getByRole('link', { name: /Tarjeta Crédito/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Crédito' })).toBeVisible();
  await limitSection(page).getByRole('button', { name: 'Cambiar el límite' }).click();
  await limitSection(page).getByLabel('Nuevo límite (€)').fill(euros);
  await limitSection(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page)).toBeVisible();
}

test('changes Lucía’s credit card limit through the step-up: the code from the demo phone, a wrong code first, then the right one', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (SCA_PATH.test(url)) calls.push('sca');
    else if (TICKET_PATH.test(url)) calls.push('ticket');
    else if (SYNC_PATH.test(url)) calls.push('sync');
    else if (LIMIT_PATH.test(url) && request.method() === 'PUT') calls.push('limit');
  });
  await login(page, CUSTOMERS.main);
  await askForLimit(page, '4500');
  await expect(dialog(page).getByText('Te hemos enviado un código de 6 cifras por SMS al ***1234.')).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: /teléfono de demostración/ })).toHaveAttribute('href', /\/phone\/$/);
  await expect(dialog(page).getByLabel('Código de verificación')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'step-up-dialog-1280.png') });

  // Too short: said in the dialog, nothing sent.
  await dialog(page).getByLabel('Código de verificación').fill('12');
  await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Escribe las 6 cifras del código.');

  // The code sent, with its first digit changed: the bank's 401 invalid_otp, and another try.
  const code = await codeOnThePhone(context, baseURL!);
  await dialog(page).getByLabel('Código de verificación').fill(wrongCodeFor(code));
  await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('El código no es correcto. Revísalo e inténtalo de nuevo.');
  await expect(dialog(page).getByLabel('Código de verificación')).toBeFocused();

  const put = page.waitForRequest((request) => LIMIT_PATH.test(request.url()) && request.method() === 'PUT');
  const answer = page.waitForResponse((response) => LIMIT_PATH.test(response.url()) && response.request().method() === 'PUT');
  await dialog(page).getByLabel('Código de verificación').fill(code);
  await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
  const sent = await put;
  expect(sent.headers()['x-authentication-ticket']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(JSON.parse((await (await answer).text()).replace(ANTI_HIJACK_PREFIX, ''))).toEqual({
    id: 'CRD-0002',
    limit: { amount: 4500, currency: 'EUR' },
    availableBalance: { amount: 3300, currency: 'EUR' },
  });

  await expect(dialog(page)).toHaveCount(0);
  await expect(limitSection(page).getByRole('status')).toHaveText('Límite cambiado. El nuevo límite es 4.500,00 €.');
  await expect(limitShown(page)).toHaveText('4.500,00 €');
  // shell.md §4: the SCA documentation first; on completion the session is synced, then the feature's call.
  expect(calls.indexOf('sca')).toBeLessThan(calls.indexOf('ticket'));
  expect(calls.filter((call) => call === 'ticket')).toHaveLength(2);
  expect(calls.slice(calls.lastIndexOf('ticket') + 1)).toEqual(['sync', 'limit']);

  await page.reload();
  await expect(limitShown(page)).toHaveText('4.500,00 €');
});

test('cancelling leaves the limit as it was, Escape cancels too, and Back returns to the form; the dialog is axe-clean on a 375 px phone in dark mode', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, CUSTOMERS.main);
  await askForLimit(page, '6000');
  await expect(dialog(page).getByText(/Te hemos enviado un código/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'step-up-dialog-375-dark.png') });
  const before = await limitShown(page).textContent();

  // The focus stays in the dialog: Tab from its last button comes back to its first stop.
  await dialog(page).getByRole('button', { name: 'Cancelar' }).focus();
  await page.keyboard.press('Tab');
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(limitSection(page).getByRole('status')).toHaveText('Has cancelado el cambio: el límite sigue igual.');
  await expect(limitShown(page)).toHaveText(before ?? '');

  await limitSection(page).getByRole('button', { name: 'Cambiar el límite' }).click();
  await limitSection(page).getByLabel('Nuevo límite (€)').fill('6000');
  await limitSection(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(limitSection(page).getByRole('status')).toHaveText('Has cancelado el cambio: el límite sigue igual.');

  await limitSection(page).getByRole('button', { name: 'Cambiar el límite' }).click();
  await limitSection(page).getByLabel('Nuevo límite (€)').fill('6000');
  await limitSection(page).getByRole('button', { name: 'Continuar' }).click();
  await dialog(page).getByRole('button', { name: 'Volver' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(limitSection(page).getByLabel('Nuevo límite (€)')).toHaveValue('6000');
  await expect(limitShown(page)).toHaveText(before ?? '');
});

test('a generate-ticket answer without its ticket ends the step-up with "Invalid authentication ticket result" (shell.md §5, §8): the limit stays', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await login(page, CUSTOMERS.main);
  const before = await (async () => {
    await page
      .getByRole('link', { name: /Tarjeta Crédito/ })
      .first()
      .click();
    return limitShown(page).textContent();
  })();
  await page.goBack();
  // The bank's answer as a broken server might send it: no profiles, no person id, no ticket.
  const appOrigin = new URL(baseURL!).origin;
  await page.route(TICKET_PATH, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': appOrigin, 'access-control-allow-credentials': 'true' },
      body: JSON.stringify({ person: {}, accessTokens: [] }),
    }),
  );
  await askForLimit(page, '4000');
  await expect(dialog(page).getByText('Te hemos enviado un código de 6 cifras', { exact: false })).toBeVisible();
  const code = await codeOnThePhone(context, baseURL!);
  await dialog(page).getByLabel('Código de verificación').fill(code);
  await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(
    limitSection(page).getByText('No hemos podido confirmar que eres tú: el límite sigue igual.', { exact: false }),
  ).toBeVisible();
  await expect(limitShown(page)).toHaveText(before ?? '');
  expect(errors.filter((text) => text.includes('Invalid authentication ticket result'))).toHaveLength(1);
});
