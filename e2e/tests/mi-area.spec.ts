import type { BrowserContext, Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, codeOnThePhone, expect, login, screenshotPath, test, loginInEnglish } from './fixtures';

/**
 * Mi área, help and the profile menu (issue 42 §3), in the browser:
 * - the sections of Mi área, each at its own address: personal data, the PIN change (signed),
 *   notifications, documents, the pending operations' count, help;
 * - `#/help`: frequent questions, the bank's phone and hours, an affluent customer's manager;
 * - in Spanish at 1280 px and in English at 375 px, light and dark, axe clean.
 */

/**
 * Elena: her PIN (135790) passes the sign-up's weak-PIN rules, so it can be set back (Lucía's and
 * Javier's cannot); the other tests log in with it, so the test that changes it puts it back at
 * once. She has no payment waiting that would take the login elsewhere.
 */
const ELENA = CUSTOMERS.campaigns;
const ELENA_NEW_PIN = '583920';

/** What the page's width overflows by: nothing may be cut off or scroll sideways. */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Signs with the code on the demo phone, in the step-up's dialog. */
async function signWithTheCode(page: Page, context: BrowserContext, baseURL: string): Promise<void> {
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await stepUp.getByLabel('Código de verificación').fill(await codeOnThePhone(context, baseURL));
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
}

/** Changes the PIN on Mi área's page, signed; waits for the bank's yes. */
async function changePin(page: Page, context: BrowserContext, baseURL: string, from: string, to: string): Promise<void> {
  // From Mi área's overview, so that the form starts afresh after a change already made.
  await page.goto('/#/area-personal');
  await page
    .getByRole('navigation', { name: 'Secciones de tu área personal' })
    .getByRole('link', { name: /Cambiar la clave/ })
    .click();
  await page.getByLabel('Clave actual').fill(from);
  await page.getByLabel('Clave nueva', { exact: true }).fill(to);
  await page.getByLabel('Repite la clave nueva').fill(to);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa el cambio' })).toBeFocused();
  await page.getByRole('button', { name: 'Firmar y cambiar la clave' }).click();
  await signWithTheCode(page, context, baseURL);
  await expect(page.getByRole('status').filter({ hasText: 'Hemos cambiado tu clave de acceso.' })).toBeVisible();
}

test('Mi área leads to each section, and the PIN is changed with the customer’s signature (and put back)', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ELENA);
  await page.goto('/#/area-personal');
  const sections = page.getByRole('navigation', { name: 'Secciones de tu área personal' });
  await expect(sections.getByRole('link')).toHaveCount(6);
  await expect(sections.getByRole('link', { name: /Operaciones pendientes/ })).toHaveAttribute('href', '#/operaciones-pendientes');
  await expect(sections.getByRole('link', { name: /Ayuda/ })).toHaveAttribute('href', '#/help');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-home-es-1280.png'), fullPage: true });

  // The change, then at once back to her PIN: the other tests log in with it.
  await sections.getByRole('link', { name: /Cambiar la clave/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar la clave' })).toBeVisible();
  await changePin(page, context, baseURL ?? '', ELENA.pin, ELENA_NEW_PIN);
  await changePin(page, context, baseURL ?? '', ELENA_NEW_PIN, ELENA.pin);
  expect(await axeViolations(page)).toEqual([]);

  // What the form tells before asking the bank.
  await page.reload();
  await page.getByLabel('Clave actual').fill('1234');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Clave actual')).toBeFocused();
  await expect(page.getByText('Escribe 6 cifras.').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-pin-es-1280.png'), fullPage: true });

  // The inbox tells her; she logs in with her own PIN again.
  await page.goto('/#/inbox');
  await expect(page.getByText('Has cambiado tu clave de acceso').first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Salir$/ })
    .first()
    .click();
  await login(page, ELENA);
});

test('Mi área: personal data, notification preferences and documents, in Spanish at 1280 px, light and dark', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, CUSTOMERS.main);
  await page.goto('/#/area-personal/datos');
  const data = page.getByRole('definition');
  await expect(data.nth(0)).toHaveText('Lucía Martínez García');
  await expect(data.nth(1)).toHaveText('*****678Z');
  await expect(data.nth(3)).toHaveText('+34 *****1234');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-data-es-1280.png'), fullPage: true });

  await page.goto('/#/area-personal/notificaciones');
  const offersByEmail = page.getByRole('group', { name: 'Ofertas y novedades' }).getByRole('checkbox', { name: 'Correo' });
  await expect(offersByEmail).not.toBeChecked();
  await offersByEmail.check();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hemos guardado tus preferencias.' })).toBeVisible();
  await page.reload();
  await expect(offersByEmail).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-notifications-es-1280.png'), fullPage: true });
  // Back as she had them.
  await offersByEmail.uncheck();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hemos guardado tus preferencias.' })).toBeVisible();

  await page.goto('/#/area-personal/documentos');
  const statements = page.getByRole('region', { name: 'Extractos' });
  await expect(statements.getByRole('button', { name: /^Descargar Extracto de / }).first()).toBeVisible();
  // The month under way's statement says it runs to today (issue 42 §3); the ones before do not.
  await expect(statements.getByRole('button', { name: /^Descargar Extracto de .*, hasta hoy · Cuenta NÓMINA$/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Justificantes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-documents-es-1280.png'), fullPage: true });
  const popup = page.waitForEvent('popup');
  await statements
    .getByRole('button', { name: /^Descargar Extracto de / })
    .first()
    .click();
  await (await popup).close();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/#/area-personal');
  await expect(page.getByRole('navigation', { name: 'Secciones de tu área personal' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-home-es-1280-dark.png'), fullPage: true });
});

test('help, in Spanish at 1280 px: frequent questions, the bank’s phone and hours; no manager for a customer who has none', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, CUSTOMERS.main);
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page).toHaveTitle('Ayuda - Banco Alba');
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  await faq.getByText('¿Cuánto puedo enviar por Bizum?').click();
  await expect(faq.getByText(/Cada Bizum puede ser de 0,50 € a 1.000 €/)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Llámanos' });
  await expect(contact.getByRole('link', { name: '910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
  await expect(contact.getByText('De lunes a domingo, de 8:00 a 22:00.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu gestor personal' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'help-es-1280.png'), fullPage: true });
});

test('help and Mi área in English at 375 px, light and dark: an affluent customer’s manager, formatted', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginInEnglish(page, CUSTOMERS.affluent);
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const manager = page.getByRole('region', { name: 'Your personal manager' });
  await expect(manager.getByRole('link', { name: '+34 914 56 23 80' })).toBeVisible();
  await page.getByRole('region', { name: 'Frequently asked questions' }).getByText('Why was I logged out?').click();
  await expect(page.getByText(/after 5 minutes without activity/)).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'help-en-375.png'), fullPage: true });

  await page.goto('/#/area-personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal area' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections of your personal area' }).getByRole('link')).toHaveCount(6);
  expect(await overflowOf(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-home-en-375.png'), fullPage: true });

  await page.goto('/#/area-personal/clave');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your PIN' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await overflowOf(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-pin-en-375-dark.png'), fullPage: true });
  await page.goto('/#/area-personal/notificaciones');
  await expect(page.getByRole('group', { name: 'Security alerts' })).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'mi-area-notifications-en-375-dark.png'), fullPage: true });
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'help-en-375-dark.png'), fullPage: true });
});

test('the profile menu marks the profile in use, and the business profile shows the company', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, CUSTOMERS.main);
  await page.getByRole('button', { name: 'Perfil: Personal' }).click();
  const menu = page.getByRole('list', { name: 'Perfil' });
  await expect(menu.getByRole('button', { name: 'Personal', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('button', { name: 'Martínez Diseño SL', exact: true })).not.toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('button', { name: 'Personal', exact: true })).toContainText('Personal · en uso');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'profile-menu-es-1280.png') });

  await menu.getByRole('button', { name: 'Martínez Diseño SL', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' })).toBeVisible();
  await page.goto('/#/posicion-global');
  await expect(page.getByText('Cuenta Negocios').first()).toBeVisible();
  // A company's page: no Bizum between people's phones, none of the person's plans or proposals.
  await expect(page.getByRole('region', { name: 'Últimos movimientos' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const quickActions = page.getByRole('region', { name: 'Acciones rápidas' });
  await expect(quickActions.getByRole('link')).toHaveText(['Transferir', 'Pagar un recibo']);
  await expect(page.getByRole('region', { name: 'Pendiente de ti' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' }).click();
  await expect(page.getByRole('list', { name: 'Perfil' }).getByRole('button', { name: 'Martínez Diseño SL', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot({ path: screenshotPath(testInfo, 'profile-menu-business-es-1280.png') });
  // Back as the other specs expect Lucía.
  await page.getByRole('list', { name: 'Perfil' }).getByRole('button', { name: 'Personal', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();
});
