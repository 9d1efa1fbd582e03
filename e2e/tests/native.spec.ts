import type { Browser, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * The page inside the bank's native wrapper (features.md §4.5, shell.md §2.6). A stand-in for the
 * app is injected before any script of the page runs, as the real wrapper does: it records what
 * the web app sends, and answers calls the way the app would: with `answers` for the methods it
 * knows (by default "share"), and NOT_IMPLEMENTED for any other, whose browser version answers.
 */
async function openInWrapper(
  page: Page,
  url: string,
  wrapper: { platform: 'android' | 'ios'; version: string },
  answers: Record<string, unknown> = { share: 'shared' },
): Promise<void> {
  await page.addInitScript(
    ({ injected, known }) => {
      const sent: unknown[] = [];
      Object.assign(window, { nativeMessages: sent });
      Object.assign(window, {
        bankNativeWrapper: {
          ...injected,
          postMessage(message: string) {
            const parsed = JSON.parse(message) as { id?: string; method: string };
            sent.push(parsed);
            if (parsed.id === undefined) return;
            const detail =
              parsed.method in known
                ? { id: parsed.id, result: known[parsed.method] }
                : { id: parsed.id, error: { code: 'NOT_IMPLEMENTED', description: 'no such method' } };
            setTimeout(() => window.dispatchEvent(new CustomEvent('bank-native-reply', { detail })));
          },
        },
      });
    },
    { injected: wrapper, known: answers },
  );
  await page.goto(url);
}

const nativeMessages = (page: Page) => page.evaluate(() => (window as unknown as { nativeMessages: unknown[] }).nativeMessages);

test('inside the wrapper the web app tells the app its bridge is ready (BRIDGE_READY)', async ({ page }) => {
  await openInWrapper(page, '/clients/bank-android/#/login', { platform: 'android', version: '1.7.2' });
  await expect.poll(() => nativeMessages(page)).toContainEqual({ method: 'setWebAppStatus', params: { status: 'BRIDGE_READY' } });
});

test('inside the wrapper an unknown route of a visitor asks for the native login, with reason default and the target', async ({ page }) => {
  await openInWrapper(page, '/clients/bank-ios/#/posicion-global/tarjetas?origen=push', { platform: 'ios', version: '1.7.4' });
  await expect
    .poll(() => nativeMessages(page))
    .toContainEqual({ method: 'login', params: { reason: 'default', postNavigation: '/posicion-global/tarjetas?origen=push' } });
  // The browser's login page is not where the customer goes in the app.
  await expect(page).not.toHaveURL(/app-login/);
});

test('in a plain browser the same visitor goes to /app-login/, and the bridge module is never loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/clients/bank-android/#/posicion-global/tarjetas');
  await expect(page).toHaveURL(/\/clients\/bank-android\/app-login\/#\/posicion-global\/tarjetas$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(scripts.filter((url) => url.includes('core-native'))).toEqual([]);
});

test('a wrapper-shaped object that is not a valid wrapper leaves the page a browser page', async ({ page }) => {
  await openInWrapper(page, '/#/posicion-global', { platform: 'android', version: 'latest' } as never);
  await expect(page).toHaveURL(/\/app-login\/#\/posicion-global$/);
  expect(await nativeMessages(page)).toEqual([]);
});

/**
 * The session the app owns (shell.md §4, §9): a customer logged in, as the app would have done it
 * with the bank, and the profiles it hands over, without their refresh tokens.
 */
async function appSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  await login(page);
  const stored = await page.evaluate(() => ({
    profiles: JSON.parse(localStorage.getItem('bank-shell.session.profiles') ?? '[]') as Record<string, unknown>[],
    activeProfileId: localStorage.getItem('bank-shell.session.active-profile-id'),
  }));
  await context.close();
  const profiles = stored.profiles.map(({ refreshToken: _kept, expirationTime: _local, ...profile }) => profile);
  return { activeProfileId: stored.activeProfileId, profiles };
}

/** A wrapper whose app owns the session: it answers the session-bridge calls with `session`. */
const openInSessionOwningApp = (
  page: Page,
  url: string,
  wrapper: { platform: 'android' | 'ios'; version: string },
  session: { activeProfileId: string | null; profiles: unknown[] },
): Promise<void> =>
  openInWrapper(page, url, wrapper, { getActiveProfileId: { profileId: session.activeProfileId }, getProfiles: session.profiles });

const methodsSent = async (page: Page) => ((await nativeMessages(page)) as { method: string }[]).map((message) => message.method);

for (const wrapper of [
  { platform: 'android', version: '1.7.2' },
  { platform: 'ios', version: '1.7.4' },
] as const) {
  test(`on ${wrapper.platform} ${wrapper.version} the app owns the session: its customer sees the page without a login, and the web refreshes nothing`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const session = await appSession(browser, baseURL ?? '');
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      // A token refresh (POST /oauth2/token) or a login of the web's own: neither while the app owns the session.
      if (/\/oauth2\/token$|accesstoken$/.test(new URL(request.url()).pathname)) tokenCalls.push(request.url());
    });
    await openInSessionOwningApp(page, `/clients/bank-${wrapper.platform}/#/posicion-global`, wrapper, session);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    const sent = await methodsSent(page);
    expect(sent).toEqual(expect.arrayContaining(['setWebAppStatus', 'getActiveProfileId', 'getProfiles']));
    expect(sent).not.toContain('login');
    expect(tokenCalls).toEqual([]);
  });
}

test('on iOS 1.6.9 the web keeps its own session: no session-bridge calls, and a visitor is asked to log in natively', async ({
  page,
  browser,
  baseURL,
}) => {
  const session = await appSession(browser, baseURL ?? '');
  await openInSessionOwningApp(page, '/clients/bank-ios/#/posicion-global', { platform: 'ios', version: '1.6.9' }, session);
  await expect.poll(() => methodsSent(page)).toContain('login');
  const sent = await methodsSent(page);
  expect(sent).not.toContain('getActiveProfileId');
  expect(sent).not.toContain('getProfiles');
});

test('the app’s bootstrap profile id counts as no profile: the app is asked for its login', async ({ page, browser, baseURL }) => {
  const { profiles } = await appSession(browser, baseURL ?? '');
  await openInSessionOwningApp(
    page,
    '/clients/bank-android/#/posicion-global',
    { platform: 'android', version: '1.7.2' },
    { activeProfileId: 'bootstrap', profiles },
  );
  await expect.poll(() => methodsSent(page)).toContain('login');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toHaveCount(0);
});
