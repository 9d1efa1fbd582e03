import { readFile } from 'node:fs/promises';
import { CUSTOMERS, axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * The overall position's product screens (issue 18 §4): a card blocked from its detail stays
 * blocked at the bank, and the account's movements page searches the bank's movements.
 */

test.describe.configure({ mode: 'serial' });

test('a card blocked from its detail is still blocked after a reload, and unblocks with a code from the demo phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  await page
    .getByRole('link', { name: /Tarjeta Débito/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Débito' })).toBeVisible();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Bloquear tarjeta' }).click();
  await page.getByRole('button', { name: 'Sí, bloquear' }).click();
  await expect(page.getByText('Tarjeta bloqueada. Nadie podrá usarla hasta que la desbloquees.')).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'card-blocked.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta Débito' })).toBeVisible();
  await expect(page.getByText('Bloqueada', { exact: true })).toBeVisible();
  // Issue 42 §4: nothing to spend on a blocked card, so no "Disponible".
  await expect(page.getByText('Disponible', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Desbloquear tarjeta' }).click();
  await page.getByRole('button', { name: 'Sí, desbloquear' }).click();
  // Unblocking is a security process (features.md §4.10): a code by SMS to the demo phone.
  const step = page.getByRole('dialog', { name: 'Confirma la operación' });
  await expect(step.getByText(/Te hemos enviado un código/)).toBeVisible();
  const app = new URL(baseURL!);
  const phone = await context.newPage();
  await phone.goto(`${app.protocol}//api.${app.host}/phone/`);
  const code = /(\d{6})\s*$/.exec((await phone.getByRole('listitem').first().textContent()) ?? '')?.[1] ?? '';
  await phone.close();
  await step.getByLabel('Código de verificación').fill(code);
  await step.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tarjeta desbloqueada. Ya puedes volver a usarla.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
});

test('the movements page of an account searches the bank’s movements by concept', async ({ page }) => {
  await login(page, CUSTOMERS.main);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
  const all = page.getByText(/^\d+ movimientos$/);
  await expect(all).toBeVisible();
  const total = Number((await all.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(1);

  await page.getByLabel('Concepto').fill('nómina');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/^(1 movimiento|\d+ movimientos)$/)).not.toHaveText(`${total} movimientos`);
  await expect(page.getByRole('main')).toContainText('Nómina');
  expect(await axeViolations(page)).toEqual([]);
});

test('an account’s statement downloads through the shell as the bank’s printable document, and its figures add up (shell.md §3 document download)', async ({
  page,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  const statements = page.getByRole('region', { name: 'Extractos' });
  await expect(statements.getByLabel('Mes').locator('option')).toHaveCount(12);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: screenshotPath(testInfo, `account-statements-${width}.png`), fullPage: true });
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Descargar extracto' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^extracto-5671-\d{4}-\d{2}\.html$/);
  const html = await readFile(await download.path(), 'utf8');
  expect(html).toContain('<h1>Extracto de cuenta · ');
  expect(html).toContain('Lucía Martínez');
  // Opening balance plus every amount is the closing balance, in the document itself.
  const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
  const facts = [...html.matchAll(/<dd>([^<]*€)<\/dd>/g)].map((match) => euros(match[1] ?? ''));
  const amounts = [...html.matchAll(/<tr><td>[^<]*<\/td><td>[^<]*<\/td><td class="n">([^<]*)<\/td>/g)].map((match) =>
    euros(match[1] ?? ''),
  );
  expect(facts).toHaveLength(2);
  expect(amounts.length).toBeGreaterThan(0);
  const [opening = 0, closing = 0] = facts;
  expect(Math.round((opening + amounts.reduce((sum, amount) => sum + amount, 0)) * 100)).toBe(Math.round(closing * 100));
});

test('the movements page pages the bank’s movements 20 at a time, and moves the focus to the results', async ({ page }) => {
  // Javier's Cuenta NÓMINA has a year of movements (issue 38 §7): more than a hundred, several pages.
  await login(page, CUSTOMERS.affluent);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
  const results = page.getByRole('region', { name: /^\d+ movimientos$/ });
  await expect(results.getByRole('listitem')).toHaveCount(20);
  const heading = (await results.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const total = Number(heading.split(' ')[0]);
  expect(total).toBeGreaterThan(100);
  const pages = Math.ceil(total / 20);
  const pager = page.getByRole('navigation', { name: 'Páginas de movimientos' });
  await expect(pager).toContainText(`Página 1 de ${pages}`);
  await expect(pager.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
  const firstOfPageOne = await results.getByRole('listitem').first().textContent();

  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pager).toContainText(`Página 2 de ${pages}`);
  await expect(results.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  await expect(results.getByRole('listitem').first()).not.toHaveText(firstOfPageOne ?? '');

  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(pager).toContainText(`Página 1 de ${pages}`);
  await expect(results.getByRole('listitem').first()).toHaveText(firstOfPageOne ?? '');
});

test('the bank’s card campaign offers Lucía’s credit card a higher limit on its page, and its button opens the change at that limit (features.md §7: card campaigns)', async ({
  page,
}, testInfo) => {
  // Before step-up.spec.ts raises this card to the limit offered (the files run in order), after
  // which the page offers it no more.
  await login(page);
  await page.goto('/#/posicion-global/tarjetas/CRD-0002');
  const limit = page.getByRole('region', { name: 'Límite de la tarjeta' });
  await expect(limit).toContainText('Más límite para tu tarjeta de crédito Te ofrecemos subir el límite de esta tarjeta hasta 4.500 €.');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await limit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, 'card-campaign-375.png') });
  await limit.getByRole('button', { name: 'Subir el límite a 4.500 €' }).click();
  await expect(limit.getByLabel('Nuevo límite (€)')).toHaveValue('4500');
  // Nothing is signed here: the form waits for the customer, as any change of the limit does.
  await limit.getByRole('button', { name: 'Cancelar' }).click();
});

test('Javier’s overall position lists what the bank waits for from him: a document for the review of his details, a pension contribution and a proposal (features.md §7)', async ({
  page,
}) => {
  await login(page, CUSTOMERS.affluent);
  const tasks = page.getByRole('region', { name: 'Pendiente de ti' });
  await expect(tasks.getByRole('listitem')).toHaveCount(3);
  await expect(tasks.getByRole('listitem').nth(0)).toContainText(
    'tenemos que revisar tus datos, y nos falta: Justificante de ingresos actualizado.',
  );
  await expect(tasks.getByRole('listitem').nth(1)).toContainText('Plan Naranja 2040: te quedan 1.500,00 € por aportar antes del 31 dic');
  await expect(tasks.getByRole('listitem').nth(2)).toContainText(
    'Cartera gestionada perfil moderado, por 50.000,00 €: propuesta abierta hasta el',
  );
  expect(await axeViolations(page)).toEqual([]);
});
