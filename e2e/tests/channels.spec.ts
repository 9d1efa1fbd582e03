import { CUSTOMERS, expect, fillLogin, test } from './fixtures';

/** shell.md §6: each client kind's page and the channel code it counts under. */
const CLIENT_PAGES = [
  ['bank-web', 'web-transactional', '83'],
  ['bank-teen-web', 'teen-web', '83'],
  ['bank-signups', 'sign-ups', '83'],
  ['bank-android', 'android-transactional', '86'],
  ['bank-ios', 'ios-transactional', '86'],
  ['bank-teen-android', 'teen-android', '86'],
  ['bank-teen-ios', 'teen-ios', '86'],
  ['bank-twin', 'assisted', '81'],
] as const;

const LOGIN_HEADING = 'Accede a tu banca online';
/** The assisted client's login is the staff's own (issue 14). */
const headingOf = (kind: string) => (kind === 'assisted' ? 'Acceso del canal asistido' : LOGIN_HEADING);

for (const [clientId, kind, code] of CLIENT_PAGES) {
  // features.md §1.1: whom the features serve, each on its own client page: customers on web,
  // Android and iOS and their teen variants, prospects in the sign-up flow (bank-signups) and the
  // assisted channel's staff (bank-twin).
  test(`the ${clientId} page starts as the ${kind} client, channel ${code}`, async ({ page }) => {
    await page.goto(`/clients/${clientId}/#/login`);
    await expect(page.getByRole('heading', { level: 1, name: headingOf(kind) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-channel', code);
    await expect(page.locator('html')).toHaveAttribute('data-client-kind', kind);
  });
}

test('the assisted client in a branch (app=COF) counts under channel 85, and keeps it on the next page', async ({ page }) => {
  await page.goto('/clients/bank-twin/?app=COF#/login');
  await expect(page.locator('html')).toHaveAttribute('data-channel', '85');
  await page.goto('/clients/bank-twin/#/login');
  await expect(page.getByRole('heading', { level: 1, name: headingOf('assisted') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-channel', '85');
});

test('a client page sends a visitor to its own login, and back to its own page after it', async ({ page }) => {
  await page.goto('/clients/bank-teen-web/#/posicion-global');
  await expect(page).toHaveURL(/\/clients\/bank-teen-web\/app-login\/#\/posicion-global$/);
  await fillLogin(page, CUSTOMERS.teen);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.teen.firstName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/bank-teen-web\/#\/posicion-global$/);
  await expect(page.locator('html')).toHaveAttribute('data-channel', '83');
});

test('the teen client refuses an adult with a clear message and keeps the form, which a teen then passes', async ({ page }) => {
  await page.goto('/clients/bank-teen-web/#/login');
  await fillLogin(page, CUSTOMERS.main);
  await expect(page.getByRole('alert')).toHaveText(
    'Esta banca es solo para menores de 18 años. Si eres mayor de edad, entra en la banca online de Banco Alba.',
  );
  await expect(page).toHaveURL(/\/clients\/bank-teen-web\/#\/login$/);
  await expect(page.getByLabel('Número de documento')).toHaveValue(CUSTOMERS.main.document);
  await fillLogin(page, CUSTOMERS.teen);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.teen.firstName}` })).toBeVisible();
});
