import type { Page, Route } from '@playwright/test';
import { CUSTOMERS, advanceSandboxClock, expect, login, test, trackRequests } from './fixtures';

const LOGIN_HEADING = 'Accede a tu banca online';
const TABS = 5;
const CROSS_TAB_LOGOUT_BUDGET_MS = 1_000;

test('logout in one tab logs out all five within one second', async ({ page, context }) => {
  await login(page);
  const others = [];
  for (let i = 1; i < TABS; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/#/posicion-global');
    await expect(tab.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    others.push(tab);
  }
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
  for (const tab of others) {
    await expect(tab.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible({ timeout: CROSS_TAB_LOGOUT_BUDGET_MS });
  }
});

test.describe('token refresh across tabs whose timers fire together (issue 13)', () => {
  /** The shell refreshes every 180 s across all tabs (shell.md §9): one interval. */
  const INTERVAL_S = 180;
  const INTERVALS = 10;
  const ROUNDS = 20;
  const MS_PER_S = 1000;
  /** Both of Lucía's profiles are refreshed once per interval; each answer is awaited before time moves on. */
  const PROFILES = 2;
  const ANSWERS_WAIT_MS = 2_000;
  const TOKEN_PATH = '/oauth2/token';

  async function storedRefreshTokens(page: Page): Promise<{ profileId: string; refreshToken: string }[]> {
    const raw = await page.evaluate(() => window.localStorage.getItem('bank-shell.session.profiles'));
    return JSON.parse(raw ?? '[]') as { profileId: string; refreshToken: string }[];
  }

  test('five tabs, two profiles, the clock moved in all tabs at once: at most one refresh per profile per interval, and no refresh token sent twice', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const network = trackRequests(context);
    await context.clock.install();
    await login(page);
    for (let i = 1; i < TABS; i += 1) {
      const tab = await context.newPage();
      await tab.goto('/#/posicion-global');
      await expect(tab.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    }
    // Whose refresh token each is: each profile's first from the stored session, then each answer's.
    const owner = new Map<string, string>();
    for (const { profileId, refreshToken } of await storedRefreshTokens(page)) owner.set(refreshToken, profileId);
    expect(new Set(owner.values()).size).toBe(PROFILES);
    const sent = new Set<string>();
    const resent: string[] = [];
    let refreshes: string[] = [];
    let answered = 0;
    await context.route(`**${TOKEN_PATH}`, async (route: Route) => {
      const token = new URLSearchParams(route.request().postData() ?? '').get('refresh_token') ?? '';
      const profileId = owner.get(token) ?? 'unknown';
      if (sent.has(token)) resent.push(profileId);
      sent.add(token);
      refreshes.push(profileId);
      await route.continue();
      const response = await route.request().response();
      const next = /"refresh_token":"([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
      if (next !== undefined) owner.set(next, profileId);
      answered += 1;
    });
    const overLimit: string[] = [];
    const perProfile = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let interval = 0; interval < INTERVALS; interval += 1) {
        refreshes = [];
        answered = 0;
        // The customer moves the mouse in the first tab: the 300 s inactivity rule never ends the session.
        await page.mouse.move(100 + interval, 200 + round);
        await advanceSandboxClock(baseURL ?? '', INTERVAL_S);
        await context.clock.fastForward(INTERVAL_S * MS_PER_S);
        await expect
          .poll(() => answered, { timeout: ANSWERS_WAIT_MS })
          .toBeGreaterThanOrEqual(PROFILES)
          .catch(() => undefined);
        await network.settled(page);
        for (const profileId of new Set(refreshes)) {
          const count = refreshes.filter((id) => id === profileId).length;
          perProfile.set(profileId, (perProfile.get(profileId) ?? 0) + 1);
          if (count > 1) overLimit.push(`round ${round + 1}, interval ${interval + 1}: ${count} refreshes of ${profileId}`);
        }
      }
    }
    expect(overLimit).toEqual([]);
    expect(resent).toEqual([]);
    // Not passed by refreshing nothing: each profile is refreshed in every interval, give or take
    // one per round whose refresh the clock's jump carried into the next interval.
    for (const profileId of new Set(owner.values())) {
      expect(perProfile.get(profileId) ?? 0).toBeGreaterThanOrEqual((INTERVALS - 1) * ROUNDS);
    }
  });
});

test('under a Web Lock, IndexedDB shows each tab what the last holder wrote; localStorage may not (why the token ledger is in IndexedDB)', async ({
  page,
  context,
}, testInfo) => {
  /** Read-modify-write cycles per tab, each under one Web Lock that all tabs share. */
  const CYCLES = 100;
  await page.goto('/#/login');
  const tabs = [page];
  for (let i = 1; i < TABS; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/#/login');
    tabs.push(tab);
  }
  const counted = async (store: 'indexedDB' | 'localStorage'): Promise<number> => {
    await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(
          async ([cycles, kind]) => {
            const key = `e2e.lock-probe.${kind}`;
            const database = await new Promise<IDBDatabase>((resolve, reject) => {
              const request = indexedDB.open('e2e.lock-probe', 1);
              request.onupgradeneeded = () => request.result.createObjectStore('counters');
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(new Error('IndexedDB did not open'));
            });
            const read = (): Promise<number> =>
              kind === 'localStorage'
                ? Promise.resolve(Number(localStorage.getItem(key) ?? 0))
                : new Promise((resolve) => {
                    const request = database.transaction('counters').objectStore('counters').get(key);
                    request.onsuccess = () => resolve(Number(request.result ?? 0));
                  });
            const write = (value: number): Promise<void> => {
              if (kind === 'localStorage') return Promise.resolve(localStorage.setItem(key, String(value)));
              return new Promise((resolve) => {
                const transaction = database.transaction('counters', 'readwrite');
                transaction.objectStore('counters').put(value, key);
                transaction.oncomplete = () => resolve();
              });
            };
            for (let cycle = 0; cycle < cycles; cycle += 1) {
              await navigator.locks.request(key, async () => write((await read()) + 1));
            }
            database.close();
          },
          [CYCLES, store] as const,
        ),
      ),
    );
    return page.evaluate(async (kind) => {
      const key = `e2e.lock-probe.${kind}`;
      if (kind === 'localStorage') return Number(localStorage.getItem(key));
      const database = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('e2e.lock-probe', 1);
        request.onsuccess = () => resolve(request.result);
      });
      return new Promise<number>((resolve) => {
        const request = database.transaction('counters').objectStore('counters').get(key);
        request.onsuccess = () => resolve(Number(request.result));
      });
    }, store);
  };
  expect(await counted('indexedDB')).toBe(TABS * CYCLES);
  // Not asserted (it depends on the machine's load): how many writes a tab holding the lock missed.
  const lost = TABS * CYCLES - (await counted('localStorage'));
  testInfo.annotations.push({ type: 'localStorage writes missed under the lock', description: `${lost} of ${TABS * CYCLES}` });
});

test.describe('without Web Storage', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Web Storage is blocked', 'SecurityError');
        },
      });
    });
  });

  test('the session survives a reload through the cookie fallback, and no token is written to a cookie', async ({ page, context }) => {
    await login(page, CUSTOMERS.affluent);
    const cookies = await context.cookies();
    const scriptCookies = cookies.filter((cookie) => cookie.name.startsWith('aoa.'));
    expect(scriptCookies.length).toBeGreaterThan(0);
    for (const cookie of scriptCookies) {
      expect(cookie.sameSite).toBe('Strict');
      expect(decodeURIComponent(cookie.value)).not.toMatch(/accessToken|refreshToken/);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Javier' })).toBeVisible();
  });
});
