import type { Page, Request } from '@playwright/test';
import {
  AGENT,
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

/** The banner's colours as the page shows them: its own background and text, inside its shadow root. */
async function bannerColours(page: Page): Promise<{ background: string; text: string; surface: string; ink: string }> {
  return page.evaluate(() => {
    const banner = document.getElementById('bank-consent')?.shadowRoot?.querySelector('.banner');
    if (!banner) throw new Error('no banner');
    const probe = document.createElement('div');
    probe.style.setProperty('background-color', 'var(--surface-raised)');
    probe.style.setProperty('color', 'var(--ink)');
    document.body.append(probe);
    const page = getComputedStyle(probe);
    const own = getComputedStyle(banner);
    const colours = { background: own.backgroundColor, text: own.color, surface: page.backgroundColor, ink: page.color };
    probe.remove();
    return colours;
  });
}

/**
 * Whether a control, scrolled into view as the browser scrolls to it, is the element under its
 * own centre: not covered by the banner (nor by anything else).
 */
async function reachable(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  return selector.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

// Issue 42 §4: the banner is the bank's own, light or dark as the page is, and axe-clean in both.
for (const scheme of ['light', 'dark'] as const) {
  test(`the banner wears the page’s ${scheme} colours and buttons, axe-clean at 375 and 1280 px`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login(page, CUSTOMERS.affluent);
    const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
    await expect(banner).toBeVisible();
    const colours = await bannerColours(page);
    expect(colours.background).toBe(colours.surface);
    expect(colours.text).toBe(colours.ink);
    // Accepting and rejecting are the page's primary button, alike; choosing its outlined one.
    const looks = await page.evaluate(() => {
      const root = document.getElementById('bank-consent')?.shadowRoot;
      return Array.from(root?.querySelectorAll('.actions button') ?? []).map((button) => {
        const style = getComputedStyle(button);
        return `${style.backgroundColor} ${style.borderRadius}`;
      });
    });
    expect(looks[0]).toBe(looks[1]);
    expect(looks[0]).not.toBe(looks[2]);
    expect(looks[0]).toMatch(/ 999px$/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await banner.getByRole('button', { name: 'Elegir' }).click();
      await expect(banner.getByText('Medir qué páginas se visitan y cómo se usan')).toBeVisible();
      await expect(banner.getByRole('link', { name: /Política de cookies/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(testInfo, `consent-banner-${scheme}-${width}.png`) });
    }
    // The page makes room: its foot ends above the banner, however tall the open choices made it.
    const room = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
    expect(Number.parseFloat(room)).toBeGreaterThanOrEqual(Math.floor(height));
  });
}

test('the banner links to the cookie policy, a page of the bank in Spanish and in English', async ({ page, context }) => {
  await login(page, CUSTOMERS.affluent);
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  const [policy] = await Promise.all([context.waitForEvent('page'), banner.getByRole('link', { name: /Política de cookies/ }).click()]);
  await expect(policy).toHaveURL(/\/politica-de-cookies\/$/);
  await expect(policy.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
  await expect(policy.getByRole('heading', { level: 2, name: 'Analítica' })).toBeVisible();
  expect(await axeViolations(policy)).toEqual([]);
  await policy.getByRole('link', { name: 'Cookie policy in English' }).click();
  await expect(policy.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  expect(await axeViolations(policy)).toEqual([]);
});

test('on a phone the banner covers neither the sign-up’s error nor its Continuar, which stays clickable', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/#/signups-account');
  await page.getByRole('link', { name: 'Abrir esta cuenta' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antes de empezar' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo te llamas?' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await expect(banner).toBeVisible();
  const continuar = page.getByRole('button', { name: 'Continuar', exact: true });
  await continuar.click();
  const error = page.getByRole('alert').filter({ hasText: 'Revisa los datos marcados para continuar.' });
  await expect(error).toBeVisible();
  expect(await reachable(page, error)).toBe(true);
  expect(await reachable(page, continuar)).toBe(true);
  await page.screenshot({ path: screenshotPath(testInfo, 'consent-banner-sign-up-375.png') });
  // With the choices open the banner is taller: the page still makes room.
  await banner.getByRole('button', { name: 'Elegir' }).click();
  expect(await reachable(page, continuar)).toBe(true);
  await continuar.click({ trial: true });
});

test('under a modal dialog of the page the banner is faded and inert, and answerable again when it closes', async ({ page }, testInfo) => {
  await login(page, CUSTOMERS.affluent);
  const banner = page.getByRole('region', { name: 'Preferencias de cookies' });
  await expect(banner).toBeVisible();
  const host = page.locator('#bank-consent');
  // A lightbox as the app opens one: the browser's modal dialog.
  await page.evaluate(() => {
    const dialog = document.createElement('dialog');
    dialog.id = 'test-lightbox';
    dialog.setAttribute('aria-label', 'Prueba');
    dialog.append(Object.assign(document.createElement('button'), { textContent: 'Cerrar' }));
    document.body.append(dialog);
    dialog.showModal();
  });
  await expect(host).toHaveAttribute('data-behind-modal', '');
  await expect.poll(() => host.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(0.5);
  expect(await host.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await page.screenshot({ path: screenshotPath(testInfo, 'consent-banner-under-lightbox.png') });
  await page.evaluate(() => (document.getElementById('test-lightbox') as HTMLDialogElement).close());
  await expect(host).not.toHaveAttribute('data-behind-modal');
  await banner.getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(banner).toBeHidden();
});

/** Longer than the signed-in page takes to go quiet and idle, when the outside scripts would start. */
const OUTSIDE_SCRIPTS_START_WAIT_MS = 5_000;

/** The requests the page makes to the consent manager's location. */
function consentRequestsOf(page: Page): string[] {
  const consentRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/consent/')) consentRequests.push(request.url());
  });
  return consentRequests;
}

test('inside the native app there is no banner: the app asks for consent itself', async ({ page }) => {
  const consentRequests = consentRequestsOf(page);
  // The device-risk script is asked for in the step that would load the consent manager.
  const started = page.waitForRequest((request) => new URL(request.url()).pathname === '/device-risk/v1/profile.js');
  await page.goto('/native-simulator/');
  const app = page.frameLocator('#app-frame');
  await expect(app.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('Cliente de demostración').selectOption(CUSTOMERS.affluent.document);
  await page.getByRole('button', { name: 'Iniciar sesión en la app' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
  await started;
  // The consent manager would be asked for in the same step: the app's page never goes quiet for
  // long (the simulator's own calls), so wait past that step rather than for an idle network.
  await page.waitForTimeout(OUTSIDE_SCRIPTS_START_WAIT_MS);
  expect(consentRequests).toEqual([]);
  await expect(app.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
});

test('an agent on the assisted client is not asked: their choice is not the customer’s', async ({ page }) => {
  // The assisted client profiles no device, so nothing marks the moment the scripts would start: wait past it.
  const consentRequests = consentRequestsOf(page);
  await page.goto('/clients/bank-twin/#/login');
  await page.getByLabel('Identificador de empleado').fill('90000001');
  await page.getByLabel('Clave de empleado').fill(AGENT.pin);
  await page.getByLabel('Documento del cliente').fill(CUSTOMERS.main.document);
  await page.getByLabel('Documento del cliente').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(OUTSIDE_SCRIPTS_START_WAIT_MS);
  expect(consentRequests).toEqual([]);
  await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
});
