import { callSandboxApi, expect, login, staffCookie, test } from './fixtures';

/** Lucía's personId in the sandbox's seed. */
const PERSON_ID = '20481736';

test('after login the monitoring agent reports to the bank’s intake: the customer, the routing cookies, the route changes', async ({
  page,
  context,
  baseURL,
}) => {
  // The monitoring page is for the bank's staff: it is read with the agent's session.
  const cookie = await staffCookie(baseURL ?? '');
  const monitoringPage = async () => (await callSandboxApi(baseURL ?? '', 'GET', '/apm/', {}, { cookie })).text;
  // A routing value of this run only, so the test finds its own session among earlier ones.
  const pool = `blue-${Date.now()}`;
  await context.addCookies([{ name: 'x-pool', value: pool, domain: new URL(baseURL ?? '').hostname, path: '/' }]);
  const intakeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apm/intake/')) intakeCalls.push(request.url());
  });
  await page.goto('/#/login');
  await page.waitForLoadState('networkidle');
  // The agent is not part of the login page.
  expect(intakeCalls).toHaveLength(0);

  await login(page);
  await expect.poll(monitoringPage, { timeout: 10_000 }).toContain(pool);
  await expect.poll(monitoringPage, { timeout: 10_000 }).toContain(`user ${PERSON_ID}`);

  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus cuentas' })).toBeVisible();
  await expect.poll(monitoringPage, { timeout: 10_000 }).toContain('posicion-global/cuentas · route-change');
});
