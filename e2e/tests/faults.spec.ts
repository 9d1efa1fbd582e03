import type { Page } from '@playwright/test';
import { CUSTOMERS, armFault, clearFaults, expect, fillLogin, test } from './fixtures';
import type { Fault } from './fixtures';

const PRODUCTS = '/genoma_api/rest/products';
const OVERVIEW_ERROR = 'No hemos podido cargar tu posición global. Inténtalo de nuevo.';
/** The API client's time-out (shell.md §9). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Longer than the time-out: the bank answers too late to matter. */
const STALL_MS = 30_000;
/** The most calls a fault may affect: more than Chromium's own retries of a dropped GET. */
const DROP_EVERY_TRY = 100;

/** Logs in with the fault armed for the overview's products call. */
async function loginWithFault(page: Page, baseURL: string, fault: Omit<Fault, 'path'>): Promise<void> {
  await page.goto('/#/login');
  await armFault(baseURL, { path: PRODUCTS, method: 'GET', ...fault });
  await fillLogin(page, CUSTOMERS.main);
}

/** The failure is told, the customer is still logged in on the same page, and a retry works. */
async function expectClearErrorWithSessionIntact(page: Page, beforeRetry: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(OVERVIEW_ERROR);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expect(page).toHaveURL(/#\/posicion-global$/);
  await beforeRetry();
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: 'Cuentas' }).getByText('Cuenta NÓMINA')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
}

test('a 500 from the bank shows a clear error; the session and the page stay', async ({ page, baseURL }) => {
  await loginWithFault(page, baseURL ?? '', { kind: 'status', status: 500 });
  await expectClearErrorWithSessionIntact(page);
});

test('a malformed body shows a clear error; the session and the page stay', async ({ page, baseURL }) => {
  await loginWithFault(page, baseURL ?? '', { kind: 'malformed' });
  await expectClearErrorWithSessionIntact(page);
});

test('a dropped connection shows a clear error; the session and the page stay', async ({ page, baseURL }) => {
  // Chromium itself sends a GET again when a kept-alive connection closes unanswered, as often as
  // its idle connections allow: every try is dropped until the fault is cleared, just before the
  // customer tries again.
  await loginWithFault(page, baseURL ?? '', { kind: 'drop', times: DROP_EVERY_TRY });
  await expectClearErrorWithSessionIntact(page, () => clearFaults(baseURL ?? ''));
});

test('a bank that stalls for 10 s shows a clear error; the session and the page stay', async ({ page, baseURL }) => {
  await page.clock.install();
  await loginWithFault(page, baseURL ?? '', { kind: 'delay', delayMs: STALL_MS });
  await expect(page.getByRole('status')).toBeVisible();
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expectClearErrorWithSessionIntact(page);
});
