import type { Page } from '@playwright/test';
import {
  ANTI_HIJACK_PREFIX,
  CUSTOMERS,
  axeViolations,
  callSandboxApi,
  codeOnThePhone,
  expect,
  login,
  screenshotPath,
  test,
  wrongCodeFor,
} from './fixtures';

/**
 * Security processes and the legacy overlay (features.md §4.10, issue 20 §4), with the device-risk
 * script (§4.9, issue 20 §3): unblocking a card is a security process; the overlay slot shows the
 * legacy UI's one-time-password step, the code comes to the sandbox's demo phone, and the call goes
 * with this login's device-risk process id.
 */

test.describe.configure({ mode: 'serial' });

/** The shell's prefix before its local-storage keys, and the spec's item (features.md §3). */
const PROCESS_ID_KEY = 'bank-shell.device-risk-process-id';
const UNBLOCK_PATH = /\/genoma_api\/rest\/cards\/CRD-0001\/unblock$/;

const overlay = (page: Page) => page.locator('.legacy-overlay');
const step = (page: Page) => page.getByRole('dialog', { name: 'Confirma la operación' });

/** Lucía's debit card page, blocked, with the unblock asked for and confirmed. */
async function askToUnblock(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /Tarjeta Débito/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Débito' })).toBeVisible();
  const block = page.getByRole('button', { name: 'Bloquear tarjeta', exact: true });
  const unblock = page.getByRole('button', { name: 'Desbloquear tarjeta', exact: true });
  await expect(block.or(unblock)).toBeVisible();
  if (await block.isVisible()) {
    await block.click();
    await page.getByRole('button', { name: 'Sí, bloquear' }).click();
    await expect(page.getByText('Tarjeta bloqueada. Nadie podrá usarla hasta que la desbloquees.')).toBeVisible();
  }
  await unblock.click();
  await page.getByRole('button', { name: 'Sí, desbloquear' }).click();
}

async function storedProfile(baseURL: string, processId: string): Promise<{ status: number; body: { deviceType?: string } | null }> {
  const response = await callSandboxApi(baseURL, 'GET', `/__sandbox/device-risk-profiles/${processId}`, {});
  const body = response.status === 200 ? (JSON.parse(response.text.replace(ANTI_HIJACK_PREFIX, '')) as { deviceType?: string }) : null;
  return { status: response.status, body };
}

// features.md §1.10: the device-risk script, loaded at login, profiles the device.
test('after login the device-risk script profiles the device under a process id kept in local storage (features.md §4.9)', async ({
  page,
  baseURL,
}) => {
  const scripts: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/device-risk/v1/profile.js') scripts.push(url);
  });
  await login(page, CUSTOMERS.main);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROCESS_ID_KEY)).not.toBeNull();
  const processId = await page.evaluate((key) => localStorage.getItem(key), PROCESS_ID_KEY);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]!.searchParams.get('processId')).toBe(processId);
  expect(scripts[0]!.searchParams.get('deviceType')).toBe('web');
  expect(scripts[0]!.searchParams.get('r')).not.toBe('');
  await expect.poll(async () => (await storedProfile(baseURL!, processId!)).status).toBe(200);
  expect((await storedProfile(baseURL!, processId!)).body?.deviceType).toBe('web');
});

test('unblocking a card is a security process: the overlay shows the legacy code step, the code from the demo phone unblocks it, and the overlay hides', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  // Profiled before the operation, so the bank knows the device.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROCESS_ID_KEY)).not.toBeNull();
  const processId = await page.evaluate((key) => localStorage.getItem(key), PROCESS_ID_KEY);
  await expect.poll(async () => (await storedProfile(baseURL!, processId!)).status).toBe(200);

  await askToUnblock(page);
  await expect(overlay(page)).toBeVisible();
  await expect(step(page)).toBeVisible();
  await expect(step(page).getByText(/Te hemos enviado un código de 6 cifras por SMS al \*{3}\d{4}\./)).toBeVisible();
  await expect(step(page).getByLabel('Código de verificación')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'security-process-step.png') });

  const code = await codeOnThePhone(context, baseURL!);
  const unblock = page.waitForRequest((request) => UNBLOCK_PATH.test(request.url()));
  const answer = page.waitForResponse((response) => UNBLOCK_PATH.test(response.url()));
  await step(page).getByLabel('Código de verificación').fill(code);
  await step(page).getByRole('button', { name: 'Confirmar' }).click();
  const sent = await unblock;
  expect(sent.headers()['x-otp']).toBe(code);
  expect(sent.headers()['x-device-risk-process-id']).toBe(processId);
  expect(JSON.parse((await (await answer).text()).replace(ANTI_HIJACK_PREFIX, ''))).toEqual({
    id: 'CRD-0001',
    status: 'active',
    deviceCheck: 'profiled',
  });

  await expect(page.getByText('Tarjeta desbloqueada. Ya puedes volver a usarla.')).toBeVisible();
  await expect(overlay(page)).toBeHidden();
  await page.reload();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
});

test('a wrong code is said and another may be typed; cancelling hides the overlay and the card stays blocked', async ({
  page,
  context,
  baseURL,
}) => {
  await login(page, CUSTOMERS.main);
  await askToUnblock(page);
  await expect(step(page)).toBeVisible();
  await expect(step(page).getByText(/Te hemos enviado un código/)).toBeVisible();
  await step(page).getByLabel('Código de verificación').fill('12');
  await step(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(step(page).getByRole('alert')).toHaveText('Escribe las 6 cifras del código.');

  // The code sent, with its first digit changed: the bank's 401 invalid_otp.
  const code = await codeOnThePhone(context, baseURL!);
  await step(page).getByLabel('Código de verificación').fill(wrongCodeFor(code));
  await step(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(step(page).getByRole('alert')).toHaveText('El código no es correcto. Revísalo e inténtalo de nuevo.');

  await step(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByText('Has cancelado el desbloqueo: la tarjeta sigue bloqueada.')).toBeVisible();
  await expect(page.getByText('Bloqueada', { exact: true })).toBeVisible();
});

test('Escape cancels the step, and leaving the page cancels a running process', async ({ page }) => {
  await login(page, CUSTOMERS.main);
  await askToUnblock(page);
  await expect(step(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByText('Has cancelado el desbloqueo: la tarjeta sigue bloqueada.')).toBeVisible();

  await page.getByRole('button', { name: 'Desbloquear tarjeta' }).click();
  await page.getByRole('button', { name: 'Sí, desbloquear' }).click();
  await expect(step(page)).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(overlay(page)).toBeHidden();
  await expect(step(page)).toHaveCount(0);
});

test('a legacy modal opened in the overlay container shows the slot; closed, the slot hides and the focus comes back', async ({ page }) => {
  await page.clock.install();
  await login(page, CUSTOMERS.main);
  // The legacy app loads 15 s after login (shell.md §4).
  await page.clock.fastForward(15_000);
  await expect.poll(() => page.evaluate(() => 'genomaApp' in window)).toBe(true);
  const help = page.getByRole('link', { name: /Cuenta NÓMINA/ }).first();
  await help.focus();
  await page.evaluate(() => {
    const legacy = (window as unknown as { genomaApp: { openModal(options: object): void } }).genomaApp;
    legacy.openModal({
      container: document.getElementById('legacy-overlay'),
      language: 'es-ES',
      title: 'Aviso de la banca anterior',
      text: 'Este producto se gestiona aún desde la banca anterior.',
    });
  });
  const modal = page.getByRole('dialog', { name: 'Aviso de la banca anterior' });
  await expect(modal).toBeVisible();
  await expect(overlay(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(overlay(page)).toBeHidden();
  await expect(help).toBeFocused();
});
