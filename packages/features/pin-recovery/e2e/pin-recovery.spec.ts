import type { BrowserContext, Page } from '@playwright/test';
import { advanceSandboxClock, axeViolations, codeOnThePhone, expect, fillLogin, screenshotPath, test } from '@bank-shell/e2e/fixtures';

/**
 * Carmen, whom no other test logs in with after this one changes her PIN: each test changes it
 * and then, through the recovery again, puts the seeded one back, so other tests' logins work.
 */
const CARMEN = { document: '45678912S', birthDate: '08/09/1992', pin: '246810', firstName: 'Carmen' } as const;
const NEW_PIN = '383838';
/**
 * The recovery allows 3 attempts per document from one address in 15 minutes, and every attempt
 * here comes from 127.0.0.1: the sandbox clock moves past that window before each one.
 */
const RECOVERY_WINDOW_S = 15 * 60;

const SPANISH = {
  title: 'Recuperar la clave de seguridad',
  document: 'Número de documento',
  birthDate: 'Fecha de nacimiento',
  sendCode: 'Enviar el código',
  codeHeading: 'El código de tu móvil',
  code: 'Código de verificación',
  checkCode: 'Continuar',
  pinHeading: 'Tu nueva clave',
  newPin: 'Nueva clave de seguridad',
  confirmPin: 'Repite la nueva clave',
  showPin: 'Mostrar clave',
  savePin: 'Cambiar la clave',
  done: 'Has cambiado tu clave',
  goToLogin: 'Entrar con la nueva clave',
};
const ENGLISH: typeof SPANISH = {
  title: 'Recover your security PIN',
  document: 'Document number',
  birthDate: 'Date of birth',
  sendCode: 'Send the code',
  codeHeading: 'The code on your mobile',
  code: 'Verification code',
  checkCode: 'Continue',
  pinHeading: 'Your new PIN',
  newPin: 'New security PIN',
  confirmPin: 'Repeat the new PIN',
  showPin: 'Show PIN',
  savePin: 'Change the PIN',
  done: 'You have changed your PIN',
  goToLogin: 'Log in with the new PIN',
};

/** The three steps of the page, from its first, with the code read on the demo phone. */
async function recover(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  newPin: string,
  texts = SPANISH,
  shots?: (name: string) => Promise<void>,
): Promise<void> {
  await advanceSandboxClock(baseURL, RECOVERY_WINDOW_S);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await page.getByLabel(texts.document).fill(CARMEN.document);
  await page.getByLabel(texts.birthDate).fill(CARMEN.birthDate);
  expect(await axeViolations(page)).toEqual([]);
  await shots?.('identify');
  await page.getByRole('button', { name: texts.sendCode }).click();

  await expect(page.getByRole('heading', { level: 2, name: texts.codeHeading })).toBeFocused();
  await page.getByLabel(texts.code).fill(await codeOnThePhone(context, baseURL));
  expect(await axeViolations(page)).toEqual([]);
  await shots?.('code');
  await page.getByRole('button', { name: texts.checkCode, exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: texts.pinHeading })).toBeFocused();
  await page.getByLabel(texts.newPin).fill(newPin);
  await page.getByLabel(texts.confirmPin).fill(newPin);
  await page.getByRole('button', { name: texts.showPin }).click();
  await expect(page.getByLabel(texts.newPin)).toHaveAttribute('type', 'text');
  expect(await axeViolations(page)).toEqual([]);
  await shots?.('pin');
  await page.getByRole('button', { name: texts.savePin }).click();

  await expect(page.getByRole('heading', { level: 2, name: texts.done })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await shots?.('done');
}

/** Puts Carmen's seeded PIN back, in a browser of its own, as she would on another day. */
async function restoreSeededPin(context: BrowserContext, baseURL: string): Promise<void> {
  const browser = context.browser();
  if (browser === null) throw new Error('no browser');
  const other = await browser.newContext({ baseURL, locale: 'es-ES' });
  try {
    const page = await other.newPage();
    await page.goto('/#/pin-recovery');
    await recover(page, other, baseURL, CARMEN.pin);
    await page.goto('/#/login');
    await fillLogin(page, CARMEN);
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  } finally {
    await other.close();
  }
}

test.describe('PIN recovery (issue 42 §1)', () => {
  // Whatever happened in the test, Carmen's seeded PIN is hers again for the tests after it.
  test.afterEach(async ({ context, baseURL }) => {
    await restoreSeededPin(context, baseURL ?? '');
  });

  test('after a wrong PIN, Carmen recovers hers on a phone in Spanish and logs in with the new one', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/#/login');
    await fillLogin(page, { ...CARMEN, pin: '111111' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Los datos de acceso no son correctos.');
    await page.screenshot({ path: screenshotPath(testInfo, 'login-wrong-pin-375-es.png'), fullPage: true });
    await alert.getByRole('link', { name: '¿Has olvidado tu clave?' }).click();
    await expect(page).toHaveURL(/#\/pin-recovery$/);
    await expect(page).toHaveTitle(`${SPANISH.title} - Banco Alba`);

    const shots = async (name: string) => {
      await page.screenshot({ path: screenshotPath(testInfo, `pin-recovery-${name}-375-es.png`), fullPage: true });
    };
    await recover(page, context, baseURL ?? '', NEW_PIN, SPANISH, shots);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'pin-recovery-done-375-es-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('link', { name: SPANISH.goToLogin }).click();
    // The old PIN no longer opens anything; the new one does.
    await fillLogin(page, CARMEN);
    await expect(page.getByRole('alert')).toContainText('Los datos de acceso no son correctos.');
    await fillLogin(page, { ...CARMEN, pin: NEW_PIN });
    // In: the bank takes her to what waits for her (the overall position, or a payment to confirm).
    await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  });

  test('in English at 1280 px, from the login’s link, light and dark', async ({ page, context, baseURL }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Cambiar a English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'login-1280-en.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'login-1280-en-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('link', { name: 'Forgotten your PIN?' }).click();
    const shots = async (name: string) => {
      await page.screenshot({ path: screenshotPath(testInfo, `pin-recovery-${name}-1280-en.png`), fullPage: true });
    };
    await recover(page, context, baseURL ?? '', NEW_PIN, ENGLISH, shots);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'pin-recovery-done-1280-en-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('link', { name: ENGLISH.goToLogin }).click();
    await page.getByLabel('Document number').fill(CARMEN.document);
    await page.getByLabel('Date of birth').fill(CARMEN.birthDate);
    await page.getByLabel('Security PIN').fill(NEW_PIN);
    await page.getByLabel('Security PIN').press('Enter');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
