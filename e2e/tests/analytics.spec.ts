import type { Page } from '@playwright/test';
import { ANTI_HIJACK_PREFIX, CONSENT_CHOICES_KEY, CUSTOMERS, armFault, callSandboxApi, clearFaults, expect, login, test } from './fixtures';

/**
 * Funnel analytics in the browser (features.md §4.8, issue 20 §2; issue 19 §3's lightbox page
 * view): the library is the sandbox's stand-in on its vendors host, which stores what it is sent;
 * it runs only for a customer who allows analytics.
 */

test.describe.configure({ mode: 'serial' });

const VENDORS_HOST = /^http:\/\/vendors\.bank\.localhost(:\d+)?\//;

interface TrackedEvent {
  kind: 'view' | 'link';
  data: Record<string, string>;
  /** When the collector stored it (what the sandbox answers; not sent by the page). */
  receivedAt?: string;
}

/** What the sandbox's analytics stand-in received for a page name, newest first. */
async function trackedViews(baseURL: string, pageName: string): Promise<TrackedEvent[]> {
  const response = await callSandboxApi(baseURL, 'GET', `/__sandbox/tracking-events?pageName=${encodeURIComponent(pageName)}&limit=50`, {});
  if (response.status !== 200) throw new Error(`Reading the tracked events failed: ${response.status} ${response.text}`);
  return (JSON.parse(response.text.replace(ANTI_HIJACK_PREFIX, '')) as { events: TrackedEvent[] }).events;
}

/** A visitor who chose before: analytics allowed or not. */
async function choose(page: Page, analytics: boolean): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_CHOICES_KEY,
    JSON.stringify({ analytics, personalisation: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
  ] as const);
}

/** The page views the library sends, as they leave the browser. */
function recordViews(page: Page): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/tracking/v1/collect') {
      const body = request.postDataJSON() as TrackedEvent;
      if (body.kind === 'view') sent.push(body.data);
    }
  });
  return sent;
}

test.afterEach(async ({ baseURL }) => {
  await clearFaults(baseURL!);
});

test('with analytics allowed, private pages are tracked with the customer’s cip, each route change after the first', async ({
  page,
  baseURL,
}) => {
  await choose(page, true);
  const sent = recordViews(page);
  await login(page, CUSTOMERS.main);
  await expect.poll(() => sent.map((view) => view['page_name'])).toContain('posicion-global');
  const overview = sent.find((view) => view['page_name'] === 'posicion-global')!;
  expect(overview).toMatchObject({ page_domain_type: 'priv', app_ing: 'no' });
  expect(overview['client_cip']).toMatch(/^\d+$/);

  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toMatchObject({ page_domain_type: 'priv', client_cip: overview['client_cip'] });
  expect(sent[1]!['page_name']).toMatch(/^posicion-global\//);

  // The sandbox stored what the library sent.
  const stored = await trackedViews(baseURL!, 'posicion-global');
  expect(stored.some((event) => event.kind === 'view' && event.data['client_cip'] === overview['client_cip'])).toBe(true);
});

test('a campaign’s lightbox is tracked as a page view named lightbox/<description> (features.md §2.4)', async ({ page }) => {
  await choose(page, true);
  const sent = recordViews(page);
  await login(page, CUSTOMERS.campaigns);
  await expect(page.getByRole('dialog', { name: 'Envía dinero al instante con Bizum' })).toBeVisible();
  await expect.poll(() => sent.map((view) => view['page_name'])).toContain('lightbox/bizum-sign-up');
});

test('without analytics consent the library is never loaded and nothing is tracked', async ({ page }) => {
  await choose(page, false);
  const vendorScripts: string[] = [];
  page.on('request', (request) => {
    if (VENDORS_HOST.test(request.url()) && request.url().includes('/tracking/')) vendorScripts.push(request.url());
  });
  await login(page, CUSTOMERS.affluent);
  await page.waitForLoadState('networkidle');
  expect(vendorScripts).toEqual([]);
});

test('a library that fails to load is said on the console; the customer’s pages work', async ({ page, baseURL }) => {
  await armFault(baseURL!, { path: '/tracking/v1/utag.js', kind: 'status', status: 503, times: 5 });
  await choose(page, true);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('utag.js')) errors.push(message.text());
  });
  const sent = recordViews(page);
  await login(page, CUSTOMERS.main);
  await expect.poll(() => errors.some((text) => text.includes('failed to load'))).toBe(true);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('a library whose connection drops is said on the console; nothing is tracked and the pages work', async ({ page, baseURL }) => {
  await armFault(baseURL!, { path: '/tracking/v1/utag.js', kind: 'drop', times: 5 });
  await choose(page, true);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('utag.js')) errors.push(message.text());
  });
  const sent = recordViews(page);
  await login(page, CUSTOMERS.main);
  await expect.poll(() => errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page
    .getByRole('link', { name: /Cuenta NÓMINA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta NÓMINA' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('issue 38 §6: the tag manager runs in a sandboxed frame on the vendors origin, pinned by its integrity: it tracks, and cannot reach the page’s storage where the refresh tokens are', async ({
  page,
}) => {
  await choose(page, true);
  const sent = recordViews(page);
  await login(page, CUSTOMERS.main);
  await expect.poll(() => sent.map((view) => view['page_name'])).toContain('posicion-global');

  // The page itself runs no tag manager, and holds the profiles' tokens.
  expect(await page.evaluate(() => 'utag' in window)).toBe(false);
  await expect(page.locator('script[src*="utag.js"]')).toHaveCount(0);
  const stored = await page.evaluate(() => Object.values({ ...window.localStorage }).join('\n'));
  expect(stored).toContain('refreshToken');

  const frameElement = page.locator('iframe[src*="/tracking/v1/frame.html"]');
  await expect(frameElement).toHaveCount(1);
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frameElement).toBeHidden();
  const frame = page.frames().find((candidate) => candidate.url().includes('/tracking/v1/frame.html'));
  expect(frame).toBeDefined();
  expect(frame!.url()).toMatch(VENDORS_HOST);
  // The library in the frame was loaded with the integrity the configuration gives.
  const integrity = await frame!.evaluate(() => document.querySelector('script[src$="utag.js"]')?.getAttribute('integrity') ?? '');
  expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(await frame!.evaluate(() => typeof (window as { utag?: unknown }).utag)).toBe('object');
  // What a compromised tag manager would try: the page's storage, cookies and DOM are another origin's.
  const reach = await frame!.evaluate(() =>
    ['localStorage', 'document', 'sessionStorage'].map((what) => {
      try {
        const parent = window.parent as unknown as Record<string, unknown>;
        return `${what}: ${typeof parent[what]} read`;
      } catch (error) {
        return `${what}: ${(error as Error).name}`;
      }
    }),
  );
  expect(reach).toEqual(['localStorage: SecurityError', 'document: SecurityError', 'sessionStorage: SecurityError']);
  // Its own storage is the vendors origin's: no token there either.
  expect(await frame!.evaluate(() => Object.values({ ...window.localStorage }).join('\n'))).not.toContain('refreshToken');
});

test('features.md §4.8.6: a link the available links list and that has not expired in test sends a link event, an expired one none', async ({
  page,
  baseURL,
}) => {
  const startedAt = new Date().toISOString();
  await choose(page, true);
  const sentLinks: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/tracking/v1/collect') {
      const body = request.postDataJSON() as TrackedEvent;
      if (body.kind === 'link') sentLinks.push(body.data);
    }
  });
  const sent = recordViews(page);
  await login(page, CUSTOMERS.main);
  await expect.poll(() => sent.map((view) => view['page_name'])).toContain('posicion-global');
  const quickActions = page.getByRole('region', { name: 'Acciones rápidas' });

  // "Pagar un recibo" expired on 2025-12-31 in every environment: nothing is sent for it.
  await quickActions.getByRole('link', { name: 'Pagar un recibo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible();
  await page.goBack();
  await expect(quickActions).toBeVisible();
  // "Transferir" is tracked in test until 2099-12-31.
  await quickActions.getByRole('link', { name: 'Transferir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias' })).toBeVisible();

  // Links go out in the order they were followed: once the second is sent, the first would have been.
  await expect.poll(() => sentLinks.map((link) => link['event_name'])).toEqual(['overview-quick-action-transferencia']);
  expect(sentLinks[0]).toMatchObject({ page_name: 'posicion-global' });

  // The sandbox's collector got it, and nothing for the expired link.
  const stored = (await trackedViews(baseURL!, 'posicion-global')).filter(
    (event) => event.kind === 'link' && (event.receivedAt ?? '') >= startedAt,
  );
  expect(stored.map((event) => event.data['event_name'])).toEqual(['overview-quick-action-transferencia']);
});
