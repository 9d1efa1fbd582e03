import { CUSTOMERS, advanceSandboxClock, expect, login, test } from './fixtures';

const LOGIN_HEADING = 'Accede a tu banca online';
/** The bank's inactivity rule for Javier's only profile (shell.md §9). */
const RULE_S = 300;
const STEP_S = 60;
const TEN_MINUTES_S = 600;

// Each test moves the sandbox clock forward for good: later tests log in afresh, so that is harmless.
test('300 s without activity ends the session: the server refuses it and the login shows', async ({ page, baseURL }) => {
  await page.clock.install();
  await login(page, CUSTOMERS.affluent);
  await advanceSandboxClock(baseURL ?? '', RULE_S + 1);
  await page.clock.runFor((RULE_S + 1) * 1000);
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/app-login\//);
});

test('activity keeps the session alive past the inactivity rule', async ({ page, baseURL }) => {
  await page.clock.install();
  await login(page, CUSTOMERS.affluent);
  for (let elapsed = 0, step = 0; elapsed < TEN_MINUTES_S; elapsed += STEP_S, step += 1) {
    await page.mouse.move(100 + step, 200 + step);
    await advanceSandboxClock(baseURL ?? '', STEP_S);
    await page.clock.runFor(STEP_S * 1000);
    // Let the keep-alive and refresh calls reach the bank before its clock moves again.
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
  await expect(page.getByText('Cuenta')).not.toHaveCount(0);
});
