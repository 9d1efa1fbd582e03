import { CHROMIUM_LAUNCH_OPTIONS } from '../launchOptions';
import { CUSTOMERS, advanceSandboxClock, expect, login, test } from './fixtures';

const LOGIN_HEADING = 'Accede a tu banca online';
/** Well past the access token's 600 s and the cleanup's 10 s + 60 s margin (shell.md §4). */
const AWAY_S = 3600;
/** `pauseAt` only moves forward: a little ahead of the page's clock, which runs until then. */
const PAUSE_MARGIN_MS = 1000;
const MS_PER_S = 1000;

// Playwright turns the back-forward cache off by default; customers' browsers have it on.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('a back-forward-cache restore after expiry drops the profile and shows the login (shell.md §4)', async ({ page, baseURL }) => {
  await page.clock.install();
  await login(page, CUSTOMERS.affluent);
  // Kept in sessionStorage: the login that follows the restore is a page of its own.
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => window.sessionStorage.setItem('restored-from-bfcache', String(event.persisted)));
  });
  // Time stands still in the page from here, so no timer can run the cleanup: only the restore can.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_MARGIN_MS);
  await page.clock.setSystemTime(now + AWAY_S * MS_PER_S);
  await advanceSandboxClock(baseURL ?? '', AWAY_S);

  await page.goto('about:blank');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/app-login\/#\/posicion-global$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('restored-from-bfcache'))).toBe('true');
  expect(await page.evaluate(() => window.localStorage.getItem('bank-shell.session.active-profile-id'))).toBeNull();
});
