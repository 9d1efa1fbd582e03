import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The page inside the bank's native wrapper (features.md §4.5, shell.md §2.6). A stand-in for the
 * app is injected before any script of the page runs, as the real wrapper does: it records what
 * the web app sends, and answers calls the way the app would.
 */
async function openInWrapper(page: Page, url: string, wrapper: { platform: 'android' | 'ios'; version: string }): Promise<void> {
  await page.addInitScript((injected) => {
    const sent: unknown[] = [];
    Object.assign(window, { nativeMessages: sent });
    Object.assign(window, {
      bankNativeWrapper: {
        ...injected,
        postMessage(message: string) {
          const parsed = JSON.parse(message) as { id?: string; method: string };
          sent.push(parsed);
          if (parsed.id === undefined) return;
          // The app knows "share"; any other method is missing and the browser version answers.
          const detail =
            parsed.method === 'share'
              ? { id: parsed.id, result: 'shared' }
              : { id: parsed.id, error: { code: 'NOT_IMPLEMENTED', description: 'no such method' } };
          setTimeout(() => window.dispatchEvent(new CustomEvent('bank-native-reply', { detail })));
        },
      },
    });
  }, wrapper);
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
