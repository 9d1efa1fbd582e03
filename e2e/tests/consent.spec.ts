import type { Page, Request } from '@playwright/test';
import {
  ANTI_HIJACK_PREFIX,
  CUSTOMERS,
  armFault,
  axeViolations,
  callSandboxApi,
  clearFaults,
  expect,
  fillLogin,
  login,
  screenshotPath,
  test,
} from './fixtures';

/**
 * Consent in the browser (features.md §4.7, issue 20 §1): the consent manager is the sandbox's
 * stand-in, served from its vendors host; its banner asks, the customer's choice is sent once with
 * their personId, and a consent manager that fails leaves the bank's pages as they are.
 */

test.describe.configure({ mode: 'serial' });
// This spec's visitors have not chosen yet.
test.use({ consentDecided: false });

const VENDORS_HOST = /^http:\/\/vendors\.bank\.localhost(:\d+)?\//;
const RECEIPTS_PATH = '/consent/v1/receipts';

/** The consent receipts the page sends, as they leave the browser. */
function recordReceipts(page: Page): { userId: string; choices: unknown }[] {
  const sent: { userId: string; choices: unknown }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === RECEIPTS_PATH)
      sent.push(request.postDataJSON() as { userId: string; choices: unknown });
  });
  return sent;
}

async function storedReceipt(baseURL: string, userId: string): Promise<{ status: number; body: unknown }> {
  const response = await callSandboxApi(baseURL, 'GET', `/__sandbox/consent-receipts/${userId}`, {});
  // The API's answers start with the anti-hijack prefix (shell.md §7).
  return { status: response.status, body: response.status === 200 ? JSON.parse(response.text.replace(ANTI_HIJACK_PREFIX, '')) : null };
}

test.afterEach(async ({ baseURL }) => {
  await clearFaults(baseURL!);
});

test('the login page loads no outside script: no vendor code where credentials are typed', async ({ page }) => {
  const vendorRequests: string[] = [];
  page.on('request', (request) => {
    if (VENDORS_HOST.test(request.url())) vendorRequests.push(request.url());
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(vendorRequests).toEqual([]);
  await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
});

// features.md §1.8: the consent manager identifies the customer after login.
test('after login the banner asks, axe-clean at 375 and 1280 px; accepting sends the personId with the consent, once', async ({
  page,
  baseURL,
}, testInfo) => {
  const sent = recordReceipts(page);
  await login(page, CUSTOMERS.main);
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Usamos cookies para medir y mejorar la web.');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'consent-banner-1280.png') });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(banner.getByRole('button', { name: 'Aceptar todas' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'consent-banner-375.png') });

  await banner.getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => sent.length).toBe(1);
  const [receipt] = sent;
  expect(receipt!.choices).toEqual({ analytics: true, personalisation: true });
  expect(receipt!.userId).toMatch(/^[A-Za-z0-9-]+$/);
  // The rest of the suite logs Lucía in too (with the choice its visitors made): count from here.
  await expect
    .poll(async () => (await storedReceipt(baseURL!, receipt!.userId)).body)
    .toMatchObject({ analytics: true, personalisation: true });
  const timesSent = ((await storedReceipt(baseURL!, receipt!.userId)).body as { times: number }).times;

  // The consent-sent marker: the next login of the same customer with the same choice sends nothing.
  await page.getByRole('button', { name: 'Salir' }).first().click();
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.main);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  expect((await storedReceipt(baseURL!, receipt!.userId)).body).toMatchObject({ times: timesSent });
});

test('choosing by keyboard: analytics only; a change of mind is sent too', async ({ page }) => {
  const sent = recordReceipts(page);
  await login(page, CUSTOMERS.affluent);
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await banner.getByRole('button', { name: 'Elegir' }).focus();
  await page.keyboard.press('Enter');
  const analytics = banner.getByRole('checkbox', { name: 'Analítica' });
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await expect(banner.getByRole('checkbox', { name: 'Personalización' })).not.toBeChecked();
  await banner.getByRole('button', { name: 'Guardar' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => sent.map((receipt) => receipt.choices)).toEqual([{ analytics: true, personalisation: false }]);

  await page.evaluate(() => (window as unknown as { bankConsent: { openPreferences(): void } }).bankConsent.openPreferences());
  await banner.getByRole('button', { name: 'Rechazar todas' }).click();
  await expect
    .poll(() => sent.map((receipt) => receipt.choices))
    .toEqual([
      { analytics: true, personalisation: false },
      { analytics: false, personalisation: false },
    ]);
});

test('a consent manager that cannot be loaded is said once on the console, and the bank’s pages work', async ({ page, baseURL }) => {
  await armFault(baseURL!, { path: '/consent/v1/consent-manager.js', kind: 'status', status: 503, times: 5 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('consent-manager.js')) errors.push(message.text());
  });
  const sent = recordReceipts(page);
  await login(page, CUSTOMERS.main);
  await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
  await expect.poll(() => errors.some((text) => text.includes('failed to load'))).toBe(true);
  // The customer's pages go on as before.
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Cuenta NÓMINA/ })).toBeVisible();
  expect(sent).toEqual([]);
});

test('when the client cannot be fetched, no consent id is sent (features.md §8)', async ({ page, baseURL }) => {
  await armFault(baseURL!, { path: '/genoma_api/rest/client', kind: 'status', status: 500, times: 20 });
  const sent = recordReceipts(page);
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.main);
  // Without the client the overview greets without a name; the consent manager loads all the same.
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(banner).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});

test('a slow consent manager holds nothing up: the customer’s pages work while it comes, then its banner asks', async ({
  page,
  baseURL,
}) => {
  await armFault(baseURL!, { path: '/consent/v1/consent-manager.js', kind: 'delay', delayMs: 3_000 });
  await login(page, CUSTOMERS.main);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toBeVisible({ timeout: 10_000 });
});
