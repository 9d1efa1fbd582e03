import type { Request } from '@playwright/test';
import { ANTI_HIJACK_PREFIX, callSandboxApi, expect, test } from './fixtures';

/**
 * The anonymous profile in the browser (issue 39 §6; shell.md §3.2, §4.9): a prospect on the public
 * sign-up pages gets an anonymous token from the bank, which the session keeps as its anonymous
 * profile and every sign-up call carries; it is gone once the prospect leaves the sign-up.
 */

const ANONYMOUS_TOKEN_PATH = '/genoma_api/rest/sign-ups/anonymous-token';
const APPLICATIONS_PATH = '/genoma_api/rest/sign-ups/applications';
/** Where the session keeps its anonymous profile and its profiles (core's session stores, under the shell's prefix). */
const ANONYMOUS_PROFILE_KEY = 'bank-shell.session.anonymous-profile';
const PROFILES_KEY = 'bank-shell.session.profiles';

test('a prospect’s sign-up calls carry the anonymous profile’s token, kept with its expirationTime, dropped on leaving (shell.md §4.9)', async ({
  page,
}) => {
  const signUpCalls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(APPLICATIONS_PATH) && request.method() !== 'OPTIONS') signUpCalls.push(request);
  });
  const issued = page.waitForResponse((response) => new URL(response.url()).pathname === ANONYMOUS_TOKEN_PATH);

  await page.goto('/#/signups-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte cliente de Banco Alba' })).toBeVisible();
  const answer = await issued;
  expect(answer.status()).toBe(201);
  const profile = JSON.parse((await answer.text()).replace(ANTI_HIJACK_PREFIX, '')) as { accessToken: string; expirationTime: number };

  await page.getByRole('link', { name: 'Abrir esta cuenta' }).first().click();
  await page.getByRole('button', { name: 'Empezar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo te llamas?' })).toBeVisible();

  // GET …/current on arrival, POST …/applications on "Empezar": each with the anonymous bearer.
  expect(signUpCalls.map((request) => request.method())).toEqual(expect.arrayContaining(['GET', 'POST']));
  for (const request of signUpCalls) expect(await request.headerValue('authorization')).toBe(`Bearer ${profile.accessToken}`);

  // shell.md §3.1: the expirationTime the bank gave, kept as given.
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), ANONYMOUS_PROFILE_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ profileId: 'anonymous', expirationTime: profile.expirationTime });
  // No customer's profile: the anonymous one is no customer.
  expect(JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), PROFILES_KEY)) ?? '[]')).toEqual([]);

  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), ANONYMOUS_PROFILE_KEY)).toBeNull();
});

test('the sandbox refuses a sign-up call without an anonymous token: 401 anonymous_token_required, with a message a person reads', async ({
  baseURL,
}) => {
  const answer = await callSandboxApi(baseURL ?? '', 'POST', APPLICATIONS_PATH, { product: 'current', flow: 'adult' });
  expect(answer.status).toBe(401);
  const body = JSON.parse(answer.text.replace(ANTI_HIJACK_PREFIX, '')) as { error: string; message: string };
  expect(body.error).toBe('anonymous_token_required');
  expect(body.message).toBe('El alta necesita el acceso anónimo que da el banco, vigente: vuelve a abrir la página de alta.');
  expect(answer.setCookies).toEqual([]);
});
