import type { Request } from '@playwright/test';
import { expect, login, test } from './fixtures';

test('after login every API request carries the bearer and goes to the api. host; no other host gets it', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const apiOrigin = appOrigin.replace('://', '://api.');
  const requests: { request: Request; authorization: string | null }[] = [];
  let loggedIn = false;
  page.on('request', (request) => {
    void request.allHeaders().then((headers) => {
      requests.push({ request, authorization: headers.authorization ?? null });
    });
    if (request.url().includes('/saf/tpa/accesstoken')) loggedIn = true;
  });
  await login(page);
  await page.getByRole('link', { name: 'Tarjetas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();

  const apiCalls = requests.filter(({ request }) => new URL(request.url()).origin === apiOrigin);
  const afterLogin = apiCalls.filter(({ request }) => /\/genoma_api\/rest\//.test(request.url()));
  expect(loggedIn).toBe(true);
  expect(afterLogin.length).toBeGreaterThan(0);
  for (const { authorization, request } of afterLogin) expect(authorization, request.url()).toMatch(/^Bearer \S+$/);
  const elsewhere = requests.filter(({ request }) => new URL(request.url()).origin !== apiOrigin);
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const { authorization, request } of elsewhere) expect(authorization, request.url()).toBeNull();
});
