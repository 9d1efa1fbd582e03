import { APP_NAME, CUSTOMERS, expect, fillLogin, login, test } from './fixtures';

test.describe('login and overall position', () => {
  test('the main customer logs in and is greeted by name on the overall position', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('heading', { name: 'Cuentas' })).toBeVisible();
    await expect(page.getByText(/€/).first()).toBeVisible();
    await expect(page).toHaveTitle(`Posición global - ${APP_NAME}`);
  });

  test('the login page title is "<page name> - <app name>"', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Acceso clientes - ${APP_NAME}`);
  });

  test('a wrong PIN shows a clear error and changes nothing else', async ({ page }) => {
    await page.goto('/#/login');
    await fillLogin(page, { ...CUSTOMERS.affluent, pin: '000000' });
    await expect(page.getByRole('alert')).toHaveText('Los datos de acceso no son correctos. Revísalos e inténtalo de nuevo.');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByLabel('Número de documento')).toHaveValue(CUSTOMERS.affluent.document);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('session.profiles')));
    expect(stored).toEqual([]);
    // The right PIN still works afterwards: one failure locked nothing.
    await fillLogin(page, CUSTOMERS.affluent);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
  });

  test('the sixth wrong try within 15 minutes is refused', async ({ page }) => {
    await page.goto('/#/login');
    const wrong = { ...CUSTOMERS.teen, pin: '999999' };
    const answered = () => page.waitForResponse((response) => response.url().endsWith('/genoma_api/login'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = answered();
      await fillLogin(page, wrong);
      expect((await response).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText(/no son correctos/);
    }
    // Even the right PIN is refused while the document is locked.
    const sixth = answered();
    await fillLogin(page, CUSTOMERS.teen);
    expect((await sixth).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(/Has superado el número de intentos/);
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('a malformed form is reported field by field without calling the bank', async ({ page }) => {
    await page.goto('/#/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/genoma_api/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Revisa los datos marcados para continuar.');
    await expect(page.getByLabel('Número de documento')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('La clave de seguridad tiene 6 dígitos.')).toBeVisible();
    expect(loginCalls).toBe(0);
  });
});
