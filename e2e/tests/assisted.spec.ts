import { AGENT, CUSTOMERS, axeViolations, expect, fillLogin, screenshotPath, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The seeded call-centre agent's staff credentials: staff id (person id) and PIN (README, "Demo logins"). */
const STAFF = { staffId: '90000001', pin: AGENT.pin };

async function fillStaffLogin(page: Page, fields: { staffId: string; pin: string; customerDocument: string }): Promise<void> {
  await page.getByLabel('Identificador de empleado').fill(fields.staffId);
  await page.getByLabel('Clave de empleado').fill(fields.pin);
  await page.getByLabel('Documento del cliente').fill(fields.customerDocument);
  await page.getByLabel('Documento del cliente').press('Enter');
}

test.describe('the assisted channel login (issue 14)', () => {
  test('a member of staff signs in on the assisted client for a customer and sees that customer’s position', async ({ page }, testInfo) => {
    await page.goto('/clients/bank-twin/#/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso del canal asistido' })).toBeVisible();
    // The staff form, not the customers' one.
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'assisted-login.png') });

    await fillStaffLogin(page, { ...STAFF, customerDocument: CUSTOMERS.main.document });
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.main.firstName}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-channel', '81');
  });

  test('every refusal says what happened: wrong staff PIN with the tries left, then a customer nobody is', async ({ page }) => {
    await page.goto('/clients/bank-twin/#/login');
    await fillStaffLogin(page, { ...STAFF, pin: '000000', customerDocument: CUSTOMERS.main.document });
    await expect(page.getByRole('alert')).toHaveText(
      'El identificador o la clave de empleado no son correctos. Intentos antes del bloqueo: 4.',
    );
    await expect(page.getByLabel('Clave de empleado')).toHaveValue('');

    await fillStaffLogin(page, { ...STAFF, customerDocument: '00000000T' });
    await expect(page.getByRole('alert')).toHaveText('No hay ningún cliente con el documento 00000000T. Revísalo con el cliente.');
    await expect(page.getByLabel('Identificador de empleado')).toHaveValue(STAFF.staffId);
  });

  test('a malformed field is named before anything is sent', async ({ page }) => {
    await page.goto('/clients/bank-twin/#/login');
    await fillStaffLogin(page, { staffId: '123', pin: STAFF.pin, customerDocument: CUSTOMERS.main.document });
    await expect(page.getByRole('alert')).toHaveText('Revisa los datos marcados para continuar.');
    await expect(page.getByText('El identificador de empleado tiene 8 cifras.')).toBeVisible();
  });

  test('in English, the staff login speaks English', async ({ page }) => {
    await page.goto('/clients/bank-twin/#/login');
    await page.getByRole('button', { name: 'Cambiar a English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assisted channel sign-in' })).toBeVisible();
    await expect(page.getByLabel('Staff ID')).toBeVisible();
  });

  test('a member of staff on the customers’ page is told to use the assisted channel, not to try later', async ({ page }) => {
    await page.goto('/#/login');
    await fillLogin(page, AGENT);
    await expect(page.getByRole('alert')).toHaveText('Las cuentas de empleado entran por la página del canal asistido, no por esta.');
  });
});

test.describe('issue 38 §3: the agent never stands in for the customer’s signature', () => {
  test.use({ consentDecided: false });

  test('every page says who is assisting whom; the card page offers no unblock or limit; no consent banner, no outside script', async ({
    page,
  }, testInfo) => {
    const vendorRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.startsWith('vendors.')) vendorRequests.push(request.url());
    });
    await page.goto('/clients/bank-twin/#/login');
    await fillStaffLogin(page, { ...STAFF, customerDocument: CUSTOMERS.affluent.document });
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.affluent.firstName}` })).toBeVisible();
    const banner = page.getByRole('note').filter({ hasText: 'Atendiendo a' });
    await expect(banner).toContainText('Atendiendo a Javier Ortega Ruiz · agente 90000001');
    await expect(banner).toContainText('Solo el cliente puede firmar operaciones');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'assisted-banner-1280.png') });

    await page
      .getByRole('link', { name: /Tarjeta Oro/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Oro' })).toBeVisible();
    await expect(banner).toContainText('Atendiendo a Javier Ortega Ruiz · agente 90000001');
    const limit = page.getByRole('region', { name: 'Límite de la tarjeta' });
    await expect(limit).toContainText('Solo el cliente puede firmar esto');
    await expect(limit.getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The page has settled: the consent manager and the other outside scripts never loaded.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Preferencias de cookies' })).toHaveCount(0);
    expect(vendorRequests).toEqual([]);
  });

  test('the bank refuses the agent’s signature even if the page were to ask: no code is sent, 403 employee_not_allowed', async ({
    page,
  }) => {
    await page.goto('/clients/bank-twin/#/login');
    await fillStaffLogin(page, { ...STAFF, customerDocument: CUSTOMERS.affluent.document });
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.affluent.firstName}` })).toBeVisible();
    const answer = await page.evaluate(async () => {
      const api = `${location.protocol}//api.${location.host}`;
      const xsrf =
        document.cookie
          .split('; ')
          .find((pair) => pair.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch(`${api}/genoma_api/rest/otp`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'x-xsrf-token': xsrf },
      });
      return { status: response.status, body: await response.text() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('employee_not_allowed');
  });
});
