import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, loginAs, type CookieJar } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const INTAKE = '/apm/intake/v2/rum/events';
const MONITORING_PAGE = '/apm/';
const [lucia, , , agent] = DEMO_LOGINS;
const ndjson = (...lines: object[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join('');

describe('the monitoring page, for the bank’s staff', () => {
  const sandbox = useTestSandbox();

  const post = (body: string) =>
    apiRequest(sandbox.app, INTAKE, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'content-type': 'application/x-ndjson' },
      body,
    });

  /** The page as the bank's staff open it: with the agent's (an employee's) session. */
  const staffSession = async (): Promise<CookieJar> => {
    if (agent === undefined) throw new Error('no demo agent');
    return loginAs(sandbox.app, agent);
  };

  it('shows an employee what the intake received, escaped', async () => {
    await post(
      ndjson(
        { metadata: { service: { name: 'bank-shell' }, user: { id: '20481736' }, labels: { 'x-pool': 'blue-2' } } },
        { transaction: { name: 'posicion-global', type: 'route-change' } },
        { transaction: { name: '<img src=x onerror=alert(1)>', type: 'route-change' } },
      ),
    );
    const page = await apiRequest(sandbox.app, MONITORING_PAGE, { jar: await staffSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('user 20481736');
    expect(html).toContain('posicion-global · route-change');
    expect(html).not.toContain('<img');
  });

  it('shows the monitoring page only to the bank’s staff: 401 without a session, 403 to a customer (issue 13, item 4)', async () => {
    await post(ndjson({ metadata: { service: { name: 'bank-shell' }, user: { id: '20481736' } } }));
    const anonymous = await apiRequest(sandbox.app, MONITORING_PAGE);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('20481736');

    if (lucia === undefined) throw new Error('no demo customer');
    const customer = await apiRequest(sandbox.app, MONITORING_PAGE, { jar: await loginAs(sandbox.app, lucia) });
    expect(customer.status).toBe(403);
    expect(await customer.text()).not.toContain('20481736');

    const staff = await apiRequest(sandbox.app, MONITORING_PAGE, { jar: await staffSession() });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('user 20481736');
  });

  it('refuses an employee whose session has ended', async () => {
    const jar = await staffSession();
    await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '' },
      jar: jar.clone(),
    });
    expect((await apiRequest(sandbox.app, MONITORING_PAGE, { jar })).status).toBe(401);
  });

  it('never lets the app’s own scripts read it: no CORS for the app’s origin, same-origin only, never framed or cached', async () => {
    const page = await apiRequest(sandbox.app, MONITORING_PAGE, { headers: { Origin: TEST_APP_ORIGIN }, jar: await staffSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('access-control-allow-credentials')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const preflight = await apiRequest(sandbox.app, MONITORING_PAGE, {
      method: 'OPTIONS',
      headers: { Origin: TEST_APP_ORIGIN, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
