import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * Developing against a running shell (issue 40 §3): a developer points one feature of their
 * browser's page at their own dev server, sees it inside the real shell with a real session, is
 * told so by a banner, and clears it in one click. The sandbox under test allows overrides
 * (`--allow-overrides`, as `npm run dev` starts it); `npm start` does not.
 */

/** Mi área as a developer's dev server would serve it: a module that imports React and the bindings from the page's import map. */
const DEV_MODULE = `
import { jsx } from 'react/jsx-runtime';
import { defineFeature } from '@bank-shell/react';
function Page() {
  return jsx('section', { className: 'page', children: jsx('h1', { className: 'page__title', children: 'Mi área, desde mi servidor' }) });
}
export default defineFeature({ id: 'personal-area', component: Page, messages: { 'es-ES': {}, 'en-GB': {} } });
`;

test.describe('feature overrides', () => {
  let devServer: http.Server;
  let devOrigin = '';

  test.beforeAll(async () => {
    devServer = http.createServer((request, response) => {
      if (request.url !== '/src/personal-area.js') {
        response.writeHead(404).end();
        return;
      }
      // A module of another origin is a CORS request.
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' }).end(DEV_MODULE);
    });
    await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
    devOrigin = `http://localhost:${(devServer.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => devServer.close(() => resolve())));

  test('a developer’s module stands in for one feature in this browser, a banner says so, and one click clears it', async ({ page }) => {
    await login(page);
    await page.goto('/__overrides/');
    await page.getByLabel('Feature id').fill('personal-area');
    await page.getByLabel('Module URL on your machine').fill(`${devOrigin}/src/personal-area.js`);
    await page.getByRole('button', { name: 'Override this feature' }).click();
    await expect(page.getByRole('listitem')).toHaveText(`personal-area ← ${devOrigin}/src/personal-area.js`);

    await page.goto('/#/area-personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi área, desde mi servidor' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Overridden for this browser' });
    await expect(banner).toContainText(`personal-area ← ${devOrigin}/src/personal-area.js`);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: screenshotPath(test.info(), 'feature-override-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The real session goes on under the override: the overall position is the bank's own.
    await page.goto('/#/posicion-global');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();

    await banner.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByText('Overridden for this browser')).toHaveCount(0);
    await page.goto('/#/area-personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
  });
});
