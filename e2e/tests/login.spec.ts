import { APP_NAME, CUSTOMERS, advanceSandboxClock, expect, fillLogin, login, test } from './fixtures';

/** How long a document stays locked after five wrong tries (issue 14): 15 minutes. */
const LOCK_WINDOW_S = 15 * 60;

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

  test('a visitor sent to the login by sign-up has a back action that returns there; one who came straight has none (shell.md §2.4.1)', async ({
    page,
  }) => {
    const loginHeading = page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' });
    const back = page.getByRole('banner').getByRole('button', { name: 'Volver' });
    await page.goto('/#/signups-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte cliente de Banco Alba' })).toBeVisible();
    await page.getByRole('link', { name: 'Ya soy cliente: entrar' }).click();
    await expect(loginHeading).toBeVisible();
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hazte cliente de Banco Alba' })).toBeVisible();
    await expect(page).toHaveURL(/#\/signups-account$/);

    // Straight to the login: "back" would leave the bank, so there is none.
    await page.goto('/#/login');
    await expect(loginHeading).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(back).toHaveCount(0);
  });

  test('a wrong PIN shows a clear error and changes nothing else', async ({ page }) => {
    await page.goto('/#/login');
    await fillLogin(page, { ...CUSTOMERS.affluent, pin: '000000' });
    // The error offers the way to recover the PIN (issue 42 §1).
    await expect(page.getByRole('alert')).toHaveText(
      'Los datos de acceso no son correctos. Intentos antes del bloqueo: 4. ¿Has olvidado tu clave?',
    );
    await expect(page.getByRole('alert').getByRole('link', { name: '¿Has olvidado tu clave?' })).toHaveAttribute('href', '#/pin-recovery');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByLabel('Número de documento')).toHaveValue(CUSTOMERS.affluent.document);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('session.profiles')));
    expect(stored).toEqual([]);
    // The right PIN still works afterwards: one failure locked nothing.
    await fillLogin(page, CUSTOMERS.affluent);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
  });

  test('each wrong try says how many are left; the sixth within 15 minutes is refused, saying until when (issue 14)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/#/login');
    const wrong = { ...CUSTOMERS.teen, pin: '999999' };
    const answered = () => page.waitForResponse((response) => response.url().endsWith('/genoma_api/login'));
    const saidAfterEachTry = [
      'Los datos de acceso no son correctos. Intentos antes del bloqueo: 4. ¿Has olvidado tu clave?',
      'Los datos de acceso no son correctos. Intentos antes del bloqueo: 3. ¿Has olvidado tu clave?',
      'Los datos de acceso no son correctos. Intentos antes del bloqueo: 2. ¿Has olvidado tu clave?',
      'Los datos de acceso no son correctos. Intentos antes del bloqueo: 1. ¿Has olvidado tu clave?',
      'Has superado el número de intentos permitidos. Por tu seguridad, espera 15 minutos antes de volver a intentarlo. ¿Has olvidado tu clave?',
    ];
    for (const said of saidAfterEachTry) {
      const response = answered();
      await fillLogin(page, wrong);
      expect((await response).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText(said);
    }
    // Even the right PIN is refused while the document is locked, and the page says until when.
    const sixth = answered();
    await fillLogin(page, CUSTOMERS.teen);
    expect((await sixth).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(
      /^Has superado el número de intentos permitidos\. Por tu seguridad, podrás volver a intentarlo a las \d{2}:\d{2}\. ¿Has olvidado tu clave\?$/,
    );
    await expect(page).toHaveURL(/#\/login$/);
    // The lock ends with its 15 minutes: the sandbox's clock moves past them, so that the tests
    // after this one find Marta as a customer would a quarter of an hour later, free to log in.
    await advanceSandboxClock(baseURL ?? '', LOCK_WINDOW_S);
    await fillLogin(page, CUSTOMERS.teen);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Marta' })).toBeVisible();
  });

  test('the birth date takes digits only, puts in the separators, and says when a day does not exist (issue 14)', async ({ page }) => {
    await page.goto('/#/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/genoma_api/login')) loginCalls += 1;
    });
    const birthDate = page.getByLabel('Fecha de nacimiento');
    await birthDate.pressSequentially('31021985');
    await expect(birthDate).toHaveValue('31/02/1985');
    await page.getByLabel('Número de documento').fill(CUSTOMERS.main.document);
    await page.getByLabel('Clave de seguridad').fill(CUSTOMERS.main.pin);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Esa fecha no existe: revisa el día.')).toBeVisible();
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls).toBe(0);
    // Digits typed on a numeric keypad log in.
    await birthDate.fill('');
    await birthDate.pressSequentially(CUSTOMERS.main.birthDate.replaceAll('/', ''));
    await expect(birthDate).toHaveValue(CUSTOMERS.main.birthDate);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  });

  test('a logged-in customer who opens #/login is taken to the overall position, never the form (issue 14)', async ({ page }) => {
    await login(page);
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/posicion-global$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByLabel('Número de documento')).toHaveCount(0);
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
