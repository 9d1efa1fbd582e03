import http from 'node:http';
import type { Page, Response } from '@playwright/test';
import { axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * The developer inspector (issue 40 §4): on a sandbox that allows overrides (this one does, as
 * `npm run dev` starts it; `npm start` never does), Alt+Shift+D opens a panel with the page's
 * features and their lifecycle states, the route on screen and the bus's last events. A page
 * without the sandbox's meta, the bank's own, loads none of it.
 */

/** Words only each of the inspector's chunks holds: the recorder's shortcut key, the panel's title. */
const RECORDER_MARK = 'KeyD';
const PANEL_MARK = 'Inspector de desarrollo';

/** The bodies of the page's own scripts as they arrive. */
function recordScripts(page: Page): { texts: () => Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return { texts: () => Promise.all(bodies) };
}

/**
 * The shell page from the sandbox, asked for from Node: Node does not resolve `*.localhost` names
 * as browsers do, so it connects to 127.0.0.1 and names the host in the Host header. Uncompressed,
 * so the test can edit it.
 */
function pageFromSandbox(address: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: url.port, path: url.pathname, headers: { host: url.host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers[name] = value;
        delete headers['content-length'];
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    });
    request.on('error', reject);
  });
}

const holding = async (scripts: { texts: () => Promise<string[]> }, mark: string) =>
  (await scripts.texts()).some((text) => text.includes(mark));

test.describe('the developer inspector', () => {
  test('Alt+Shift+D shows the features and their states, the route and the bus’s events; Escape closes it', async ({ page }) => {
    const scripts = recordScripts(page);
    await login(page);
    await page.waitForLoadState('networkidle');
    // Recording from the start, the panel itself not loaded until asked for.
    expect(await holding(scripts, RECORDER_MARK)).toBe(true);
    expect(await holding(scripts, PANEL_MARK)).toBe(false);

    // Where the developer was when they opened it: the focus comes back there.
    const before = page.locator('main a[href]').first();
    await before.focus();
    await page.keyboard.press('Alt+Shift+KeyD');
    const inspector = page.getByRole('dialog', { name: 'Inspector de desarrollo' });
    await expect(inspector).toBeVisible();
    await expect(inspector.getByRole('heading', { level: 2, name: 'Inspector de desarrollo' })).toBeFocused();
    expect(await holding(scripts, PANEL_MARK)).toBe(true);

    const features = inspector.getByRole('region', { name: 'Funcionalidades' });
    const overallPosition = features
      .getByRole('listitem')
      .filter({ has: page.locator('.inspector__name', { hasText: /^overall-position$/ }) });
    await expect(overallPosition).toContainText('MOUNTED');
    await expect(overallPosition).toContainText('/posicion-global');

    const route = inspector.getByRole('region', { name: 'Ruta y diseño' });
    await expect(route).toContainText('overall-position');
    await expect(route).toContainText('/posicion-global');
    await expect(route).toContainText('distributive');

    const events = inspector.getByRole('region', { name: 'Eventos del bus' });
    const routeChanged = events.getByRole('listitem').filter({ hasText: 'route-changed' }).first();
    await expect(routeChanged).toContainText('aceptado');
    await routeChanged.getByText('Contenido').click();
    await expect(routeChanged.locator('pre')).toContainText('"path": "/posicion-global"');

    await expect(inspector.getByRole('region', { name: 'Sustituciones' })).toContainText('Ninguna: cada funcionalidad viene del banco.');
    await expect(inspector.getByRole('link', { name: 'Cambiar las sustituciones' })).toHaveAttribute('href', '/__overrides/');

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(test.info(), 'inspector-events-1280.png') });
    const toTop = () => inspector.evaluate((panel) => panel.scrollTo(0, 0));
    await toTop();
    await page.screenshot({ path: screenshotPath(test.info(), 'inspector-1280.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(test.info(), 'inspector-dark-1280.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(inspector).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await toTop();
    await page.screenshot({ path: screenshotPath(test.info(), 'inspector-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await inspector.getByRole('button', { name: 'Cerrar' }).focus();
    await page.keyboard.press('Escape');
    await expect(inspector).toHaveCount(0);
    await expect(before).toBeFocused();
    await page.keyboard.press('Alt+Shift+KeyD');
    await expect(inspector).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyD');
    await expect(inspector).toHaveCount(0);
  });

  test('a page without the sandbox’s meta, as the bank serves it, loads no inspector and ignores the shortcut', async ({ page }) => {
    // The page as `npm start` sends it: the same, without the developer tools' meta.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const { status, headers, body } = await pageFromSandbox(route.request().url());
        await route.fulfill({ status, headers, body: body.replace(/<meta name="bank-developer-tools"[^>]*>/, '') });
      },
    );
    const scripts = recordScripts(page);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
    expect(await page.locator('meta[name="bank-developer-tools"]').count()).toBe(0);
    await page.keyboard.press('Alt+Shift+KeyD');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await holding(scripts, RECORDER_MARK)).toBe(false);
    expect(await holding(scripts, PANEL_MARK)).toBe(false);
  });
});
