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

test('the XSRF header goes only on state-changing calls to the API host, and on each of them once logged in', async ({ page, baseURL }) => {
  const apiOrigin = new URL(baseURL ?? '').origin.replace('://', '://api.');
  const seen: { url: string; method: string; xsrf: string | null }[] = [];
  // The headers the page set (the XSRF header is one) are there when the request starts: read then,
  // since a request the logout's navigation cancels never gets its final headers.
  page.on('request', (request) => {
    seen.push({ url: request.url(), method: request.method(), xsrf: request.headers()['x-xsrf-token'] ?? null });
  });
  await login(page);
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();

  const requests = seen;
  const stateChanging = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const withXsrf = requests.filter(({ xsrf }) => xsrf !== null);
  expect(withXsrf.length).toBeGreaterThan(0);
  for (const { url, method } of withXsrf) {
    expect(new URL(url).origin, url).toBe(apiOrigin);
    expect(stateChanging(method), `${method} ${url}`).toBe(true);
  }
  // Logout revokes the tokens and ends the server session, once: state-changing calls, each with the header.
  const logoutCalls = requests.filter(
    ({ url, method }) => stateChanging(method) && /\/oauth2\/token\/revoke|\/genoma_api\/rest\/session/.test(url),
  );
  expect(logoutCalls.filter(({ url }) => url.endsWith('/genoma_api/rest/session'))).toHaveLength(1);
  for (const { url, xsrf } of logoutCalls) expect(xsrf, url).toMatch(/\S+/);
});
