import type { Page } from '@playwright/test';
import { CONSENT_CHOICES_KEY, CUSTOMERS, callSandboxApi, expect, login, test } from './fixtures';

/**
 * Issue 20, "Failure is tolerated": each outside script may throw at load or never become ready
 * (the sandbox's stand-in modes, docs/sandbox-api.md); the customer's login and pages are
 * unaffected, and the console says what failed, once. A slow, missing or dropped script is covered
 * in consent.spec.ts and analytics.spec.ts.
 */

test.describe.configure({ mode: 'serial' });

type StandIn = 'consentManager' | 'tracking' | 'deviceRisk';
type Mode = 'throws' | 'never-ready';

async function setMode(baseURL: string, standIn: StandIn, mode: Mode): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/vendor-modes', { standIn, mode });
  if (response.status !== 204) throw new Error(`Setting the ${standIn} stand-in's mode failed: ${response.status} ${response.text}`);
}

test.afterEach(async ({ baseURL }) => {
  await callSandboxApi(baseURL!, 'DELETE', '/__sandbox/vendor-modes', {});
});

/** What the shell says on the console when each script failed. */
const FAILURE_MESSAGE: Record<StandIn, string> = {
  consentManager: 'did not define a usable window.bankConsent',
  tracking: 'loaded but never became ready',
  deviceRisk: 'The fraud-detection component could not be initialised',
};

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The customer goes on as if nothing had happened: the overall position, then an account's page. */
async function customerGoesOn(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
}

for (const standIn of ['consentManager', 'tracking', 'deviceRisk'] as const) {
  for (const mode of ['throws', 'never-ready'] as const) {
    test(`a ${standIn} stand-in that ${mode === 'throws' ? 'throws at load' : 'never becomes ready'} leaves login and pages as they are, and is said once`, async ({
      page,
      baseURL,
    }) => {
      await setMode(baseURL!, standIn, mode);
      // Analytics runs only for a customer who allowed it.
      if (standIn === 'tracking') {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          CONSENT_CHOICES_KEY,
          JSON.stringify({ analytics: true, personalisation: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
        ] as const);
      }
      const errors = consoleErrors(page);
      await login(page, CUSTOMERS.main);
      // The tag manager is looked for 25 times, 400 ms apart, before the shell gives up on it.
      await expect.poll(() => errors.filter((text) => text.includes(FAILURE_MESSAGE[standIn])).length, { timeout: 20_000 }).toBe(1);
      await customerGoesOn(page);
      expect(errors.filter((text) => text.includes(FAILURE_MESSAGE[standIn]))).toHaveLength(1);
    });
  }
}

for (const standIn of ['consentManager', 'tracking'] as const) {
  test(`on the public sign-up pages, a ${standIn} stand-in that throws at load leaves the prospect's steps as they are, and is said once`, async ({
    page,
    baseURL,
  }) => {
    await setMode(baseURL!, standIn, 'throws');
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      CONSENT_CHOICES_KEY,
      JSON.stringify({ analytics: true, personalisation: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
    ] as const);
    const errors = consoleErrors(page);
    await page.goto('/#/signups-account');
    await page.getByRole('link', { name: 'Abrir esta cuenta' }).first().click();
    await page.getByRole('button', { name: 'Empezar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Cómo te llamas?' })).toBeVisible();
    await expect.poll(() => errors.filter((text) => text.includes(FAILURE_MESSAGE[standIn])).length, { timeout: 20_000 }).toBe(1);
    await page.getByLabel('Nombre', { exact: true }).fill('Iris');
    await page.getByLabel('Primer apellido').fill('Sinfallos');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datos de acceso y contacto' })).toBeVisible();
    expect(errors.filter((text) => text.includes(FAILURE_MESSAGE[standIn]))).toHaveLength(1);
  });
}
