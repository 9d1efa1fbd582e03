import type { Page } from '@playwright/test';
import { CUSTOMERS, advanceSandboxClock, axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * The way out (issue 42 §1): a manual logout is confirmed on the login page, as the inactivity
 * logout is explained there; and once a session has ended, nothing more is asked of the bank in
 * its name.
 */

const LOGIN_HEADING = 'Accede a tu banca online';
/** The bank's inactivity rule for Javier's only profile (shell.md §9). */
const RULE_S = 300;
/** How long the page is watched after the session ended: past the monitoring and idle waits. */
const WATCH_AFTER_END_MS = 15_000;

/** Calls to the API host from `startCalls()`, and console errors from `startConsole()`. */
function watch(page: Page, apiHost: string) {
  let watching = false;
  let watchingConsole = false;
  const apiCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (watching && url.host === apiHost) apiCalls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    if (watchingConsole && message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    apiCalls,
    consoleErrors,
    startCalls: () => {
      watching = true;
    },
    startConsole: () => {
      watchingConsole = true;
    },
  };
}

test('after the inactivity logout the page asks nothing more of the bank, and the console stays clean (issue 42 §1)', async ({
  page,
  baseURL,
}) => {
  const app = new URL(baseURL ?? '');
  const seen = watch(page, `api.${app.host}`);
  await page.clock.install();
  await login(page, CUSTOMERS.affluent);
  // The refresh that reports 300 s of inactivity is how the bank ends the session (shell.md §9): it
  // is refused, and the profile is removed. From that answer on, the session is over.
  const ending = page.waitForResponse((response) => new URL(response.url()).pathname === '/oauth2/token' && response.status() === 400);
  await advanceSandboxClock(baseURL ?? '', RULE_S + 1);
  await page.clock.fastForward((RULE_S + 1) * 1000);
  await ending;
  seen.startCalls();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'inactividad' })).toBeVisible();
  // The browser itself logs the refusal that ended the session (a 400 on the console, as for any
  // refused call); what follows it must log nothing.
  seen.startConsole();
  // The login page's own timers, and whatever the ended session had left waiting, run their course.
  await page.clock.runFor(WATCH_AFTER_END_MS);
  await page.waitForLoadState('networkidle');
  expect(seen.apiCalls).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a manual logout says so on the login page, ${colorScheme} (issue 42 §1)`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await login(page, CUSTOMERS.affluent);
    await page.getByRole('button', { name: 'Salir' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'sesión' })).toHaveText('Has cerrado sesión. Vuelve a entrar cuando quieras.');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, `logout-message-1280-${colorScheme}.png`) });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: screenshotPath(testInfo, `logout-message-375-${colorScheme}.png`) });

    // In English too; and the next login forgets it.
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'logged out' })).toHaveText(
      'You have logged out. Log in again whenever you like.',
    );
  });
}

test('the message is said once: a new login forgets it (issue 42 §1)', async ({ page }) => {
  await login(page, CUSTOMERS.affluent);
  await page.getByRole('button', { name: 'Salir' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Has cerrado sesión' })).toBeVisible();
  await login(page, CUSTOMERS.affluent);
  expect(await page.evaluate(() => window.sessionStorage.getItem('bank-shell.logout-reason'))).toBeNull();
});
