import { CUSTOMERS, axeViolations, codeOnThePhone, expect, fillLogin, login, screenshotPath, test } from './fixtures';

/**
 * Pre-approved offers in the browser (features.md §3, §7, §9; issue 19 §4): the offers area and
 * the loan simulator against the sandbox bank, a loan taken out for real, and the 409 swallowed.
 */

test.describe.configure({ mode: 'serial' });

// features.md §1.5: a logged-in customer's personalised offers (a loan, a credit line).
test('the loan banner leads to the simulator, which works the instalment out live in es-ES; both screens are axe-clean', async ({
  page,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  await page.getByRole('link', { name: 'Ver mi préstamo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simula tu préstamo preconcedido' })).toBeVisible();
  await page.getByRole('slider', { name: 'Importe' }).fill('10000');
  await page.getByRole('slider', { name: 'Plazo' }).fill('60');
  // features.md §9: 10,000 € at 6.5 % over 60 months.
  await expect(page.locator('.simulator__monthly')).toHaveText('195,66 €');
  await expect(page.getByText('5 años', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'loan-simulator.png'), fullPage: true });

  await page.goto('/#/ofertas');
  await expect(page.getByRole('article', { name: 'Préstamo preconcedido' }).getByText('Hasta 15.000 €')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Línea de crédito' })).toContainText('Cuenta NÓMINA acabada en 5671');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath(testInfo, 'offers-375.png'), fullPage: true });
});

test('issue 38 §1: a loan is reviewed, its SECCI opened, its terms accepted and signed with the phone’s code; only then is it paid in, and it is a product with its schedule; the offer and its banner are gone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await login(page, CUSTOMERS.main);
  await expect(page.getByRole('link', { name: 'Ver mi préstamo' })).toBeVisible();
  await page.goto('/#/ofertas/prestamo');
  await page.getByRole('slider', { name: 'Importe' }).fill('7500');
  await page.getByRole('slider', { name: 'Plazo' }).fill('60');
  await expect(page.locator('.simulator__monthly')).toHaveText('146,75 €');
  await page.getByRole('button', { name: 'Solicitar el préstamo' }).click();

  // The review: the bank's figures, nothing paid in yet.
  const review = page.getByRole('region', { name: 'Revisa tu préstamo antes de firmar' });
  await expect(review.getByText('8.804,78 €')).toBeVisible();
  await expect(review).toContainText('60 cuotas de 146,75 € (la última, de 146,53 €)');
  await expect(review).toContainText('1.304,78 €');
  await expect(review).toContainText('6,70 %');
  await expect(review).toContainText('para desistir del préstamo sin dar explicaciones');
  await expect(page.getByRole('heading', { name: 'Revisa tu préstamo antes de firmar' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'loan-review-1280.png'), fullPage: true });

  // Signing before accepting is refused, and says why.
  await review.getByRole('button', { name: 'Firmar y contratar' }).click();
  await expect(review.getByRole('alert')).toHaveText('Abre y lee la información normalizada europea antes de aceptarla.');

  // The SECCI opens in a new tab, with the same figures.
  const [secci] = await Promise.all([
    page.waitForEvent('popup'),
    review.getByRole('button', { name: 'Abrir la información normalizada europea' }).click(),
  ]);
  await expect(secci.getByRole('heading', { level: 1 })).toHaveText('Información normalizada europea sobre el crédito al consumo');
  await expect(secci.locator('body')).toContainText('8.804,78 €');
  await expect(secci.locator('body')).toContainText('Derecho de desistimiento');
  await secci.close();

  // A link out of the app: the shell opens it in a new tab that cannot reach back (open-external-url).
  const guideRequest = page.context().waitForEvent('request', (request) => request.url().startsWith('https://clientebancario.bde.es/'));
  const [guide] = await Promise.all([
    page.waitForEvent('popup'),
    review.getByRole('button', { name: 'Guía del Banco de España sobre préstamos personales (se abre en otra pestaña)' }).click(),
  ]);
  expect((await guideRequest).url()).toBe(
    'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/financiacion/prestamopersonal/',
  );
  expect(await guide.evaluate(() => window.opener === null)).toBe(true);
  await guide.close();

  await review
    .getByRole('checkbox', { name: 'He leído la información normalizada europea y acepto las condiciones del préstamo.' })
    .check();
  await review.getByRole('button', { name: 'Firmar y contratar' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp).toBeVisible();
  // The code is on the phone once the dialog says it was sent.
  await expect(stepUp.getByText(/Te hemos enviado un código de 6 cifras/)).toBeVisible();
  await stepUp.getByLabel('Código de verificación').fill(await codeOnThePhone(context, baseURL!));
  await stepUp.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Préstamo contratado. Hemos ingresado 7.500,00 € en tu Cuenta NÓMINA.')).toBeVisible();
  await expect(page.getByText(/Tienes 14 días naturales desde la firma, hasta el/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A product: its page with what is owed and the schedule, at 1280 and 375 px.
  await page.getByRole('link', { name: 'Ver mi préstamo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Préstamo personal' })).toBeVisible();
  await expect(page.locator('.balance-hero__amount')).toHaveText('7.500,00 €');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(61);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, 'loan-detail-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath(testInfo, 'loan-detail-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Listed in the overall position; the payout is the account's movement; the banner is gone.
  await page.goto('/#/posicion-global');
  await expect(page.getByRole('region', { name: 'Préstamos' })).toContainText('Préstamo personal');
  await expect(page.getByText('Abono préstamo personal').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mi préstamo' })).toHaveCount(0);
  await page.goto('/#/ofertas');
  await expect(page.getByRole('article', { name: 'Línea de crédito' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Préstamo preconcedido' })).toHaveCount(0);
  await page.goto('/#/ofertas/prestamo');
  await expect(page.getByText('No tienes ningún préstamo preconcedido disponible.')).toBeVisible();
});

test('a customer whose offers the bank holds (409) is shown none, not an error', async ({ page }) => {
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.overdrawn);
  // Campaign 79 takes him to the digital fallbacks first (features.md §2.4).
  await expect(page).toHaveURL(/#\/solution-selling-digital-fallbacks$/);
  await page.goto('/#/ofertas');
  await expect(page.getByText('Ahora mismo no tenemos ofertas preconcedidas para ti.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test('issue 42 §4: Elena, whose salary is paid into another bank, is offered the payroll promotion, in Spanish and in English', async ({
  page,
}) => {
  await page.goto('/#/login');
  await fillLogin(page, CUSTOMERS.campaigns);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Elena' })).toBeVisible();
  await page.goto('/#/ofertas');
  const promotion = page.getByRole('article').filter({ hasText: '150 € por traer tu nómina' });
  await expect(promotion).toBeVisible();
  await expect(promotion.getByText('Nómina de al menos 700 € al mes durante 6 meses')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cambiar a English' }).click();
  const inEnglish = page.getByRole('article').filter({ hasText: '€150 for bringing your salary' });
  await expect(inEnglish).toBeVisible();
  await expect(inEnglish.getByText('A salary of at least €700 a month for 6 months')).toBeVisible();
  // Back as the other specs expect her.
  await page.getByRole('button', { name: 'Switch to Español' }).click();
  await expect(page.getByRole('article').filter({ hasText: '150 € por traer tu nómina' })).toBeVisible();
});
