import type { Page, Request } from '@playwright/test';
import { CUSTOMERS, advanceSandboxClock, expect, login, test, trackRequests } from './fixtures';

/** shell.md §9. */
const LEGACY_AUTOLOAD_DELAY_MS = 15_000;
const TOKEN_REFRESH_INTERVAL_MS = 180_000;
const LEGACY_TOKEN_SYNC_INTERVAL_MS = 500;
const MS_PER_S = 1000;
const LEGACY_SCRIPT = '/legacy/genoma.js';
const REFRESH_PATH = '/oauth2/token';
/** What the bank puts before every JSON body (shell.md §7). */
const ANTI_HIJACK_PREFIX = ")]}',";

interface LegacyWindow {
  genomaApp?: { accessToken(): string | null };
}

const legacyToken = (page: Page) => page.evaluate(() => (window as LegacyWindow).genomaApp?.accessToken() ?? null);

function isLegacyScript(request: Request): boolean {
  return new URL(request.url()).pathname === LEGACY_SCRIPT;
}

test('15 s after login the legacy app loads, gets the access token, and follows each refresh within 500 ms (shell.md §4, §9)', async ({
  page,
  context,
  baseURL,
}) => {
  const network = trackRequests(context);
  const legacyLoads: Request[] = [];
  page.on('request', (request) => {
    if (isLegacyScript(request)) legacyLoads.push(request);
  });
  await page.clock.install();
  await login(page, CUSTOMERS.affluent);

  await page.clock.fastForward(LEGACY_AUTOLOAD_DELAY_MS - MS_PER_S);
  expect(legacyLoads).toHaveLength(0);
  await page.clock.fastForward(MS_PER_S);
  await expect.poll(() => legacyToken(page)).not.toBeNull();
  expect(legacyLoads).toHaveLength(1);

  // The token the legacy app holds is the one the shell calls the bank with; after the refresh,
  // the new one the bank issued.
  const before = await legacyToken(page);
  await network.settled(page);
  await advanceSandboxClock(baseURL ?? '', TOKEN_REFRESH_INTERVAL_MS / MS_PER_S);
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === REFRESH_PATH);
  await page.clock.fastForward(TOKEN_REFRESH_INTERVAL_MS);
  const refresh = await refreshed;
  expect(refresh.request().headers().authorization).toBe(`Bearer ${before}`);
  const issued = JSON.parse((await refresh.text()).replace(ANTI_HIJACK_PREFIX, '')) as { access_token: string };
  await network.settled(page);
  await page.clock.fastForward(LEGACY_TOKEN_SYNC_INTERVAL_MS);
  expect(await legacyToken(page)).toBe(issued.access_token);
});

test('with the block-genoma-autoload flag set, the legacy app does not load', async ({ page }) => {
  let legacyLoads = 0;
  page.on('request', (request) => {
    if (isLegacyScript(request)) legacyLoads += 1;
  });
  await page.clock.install();
  await page.addInitScript(() => window.localStorage.setItem('block-genoma-autoload', 'true'));
  await login(page, CUSTOMERS.affluent);
  await page.clock.fastForward(LEGACY_AUTOLOAD_DELAY_MS * 2);
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
  expect(legacyLoads).toBe(0);
  expect(await legacyToken(page)).toBeNull();
});
