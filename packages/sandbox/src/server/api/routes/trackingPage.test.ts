import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, loginAs, vendorsRequest, type CookieJar } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, TEST_VENDOR_IDENTITY_KEY, TEST_VENDORS_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { TEST_EPOCH_MS } from '../../../../test/testClock';
import { signVendorIdentity } from '../../../vendorIdentity';

const TRACKING_PAGE = '/tracking/';
const [lucia, , , agent] = DEMO_LOGINS;

describe('the tracking page, for the bank’s staff (sandbox-api.md, Tracking)', () => {
  const sandbox = useTestSandbox();
  beforeEach(async () => {
    await sandbox.db.query('DELETE FROM tracking_events');
  });

  const collect = (kind: 'view' | 'link', data: Record<string, string>) =>
    vendorsRequest(sandbox.app, '/tracking/v1/collect', {
      method: 'POST',
      // From the tag frame, on the vendors host's origin (issue 38 §6).
      headers: { Origin: TEST_VENDORS_ORIGIN, 'Content-Type': 'application/json' },
      // A page view about a customer carries the bank's signed statement of who it is (issue 38 §6).
      body: JSON.stringify({
        kind,
        data:
          data.client_cip === undefined
            ? data
            : { ...data, client_identity: signVendorIdentity(TEST_VENDOR_IDENTITY_KEY, data.client_cip, TEST_EPOCH_MS).token },
      }),
    });

  /** The page as the bank's staff open it: with the agent's (an employee's) session. */
  const staffSession = async (): Promise<CookieJar> => {
    if (agent === undefined) throw new Error('no demo agent');
    return loginAs(sandbox.app, agent);
  };

  const rowsOf = (html: string) => [...html.matchAll(/<tr><td>(.*?)<\/td><\/tr>/g)].map((match) => match[1]?.split('</td><td>'));

  it('shows an employee the events received, newest first: time, kind, page, pub/priv, client, event and the other variables', async () => {
    await collect('view', { page_name: 'alta:hazte-cliente', page_domain_type: 'pub', funnel_step: '1', funnel_phase: 'inicio' });
    sandbox.clock.advanceS(1);
    await collect('link', {
      page_name: 'posicion-global',
      page_domain_type: 'priv',
      client_cip: '20481736',
      event_name: 'overview-banner-link',
    });
    const page = await apiRequest(sandbox.app, TRACKING_PAGE, { jar: await staffSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<title>Analítica del sandbox</title>');
    expect(html).toContain('<p>2 eventos recientes, el más nuevo primero.</p>');
    expect(rowsOf(html)).toEqual([
      ['2026-01-15T09:00:01.000Z', 'link', 'posicion-global', 'priv', '20481736', 'overview-banner-link', ''],
      ['2026-01-15T09:00:00.000Z', 'view', 'alta:hazte-cliente', 'pub', '', '', 'funnel_step=1 · funnel_phase=inicio'],
    ]);
  });

  it('keeps one page’s events with ?pageName=, matched exactly, and says so', async () => {
    await collect('view', { page_name: 'posicion-global' });
    await collect('view', { page_name: 'posicion-global-2' });
    const jar = await staffSession();
    const html = await (await apiRequest(sandbox.app, `${TRACKING_PAGE}?pageName=posicion-global`, { jar })).text();
    expect(rowsOf(html).map((row) => row?.[2])).toEqual(['posicion-global']);
    expect(html).toContain('1 eventos recientes de la página <code>posicion-global</code>');
    expect(html).toContain('<input name="pageName" value="posicion-global">');
    const cleared = await (await apiRequest(sandbox.app, `${TRACKING_PAGE}?pageName=`, { jar })).text();
    expect(rowsOf(cleared)).toHaveLength(2);
  });

  it('escapes what the page sent: a <script> page name is text', async () => {
    await collect('view', { page_name: '<script>alert(1)</script>', note: '"><img src=x onerror=alert(1)>' });
    const jar = await staffSession();
    const html = await (await apiRequest(sandbox.app, TRACKING_PAGE, { jar })).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const filtered = await (
      await apiRequest(sandbox.app, `${TRACKING_PAGE}?pageName=${encodeURIComponent('<script>alert(1)</script>')}`, { jar })
    ).text();
    expect(filtered).not.toContain('<script>');
    expect(rowsOf(filtered)).toHaveLength(1);
  });

  it('refuses a query it does not know, or a page name longer than any, with 400', async () => {
    const jar = await staffSession();
    const unknown = await apiRequest(sandbox.app, `${TRACKING_PAGE}?page=x`, { jar });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Parámetros desconocidos: page.');
    const long = await apiRequest(sandbox.app, `${TRACKING_PAGE}?pageName=${'x'.repeat(513)}`, { jar });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('pageName admite como mucho 512 caracteres.');
    expect((await apiRequest(sandbox.app, `${TRACKING_PAGE}?pageName=a&pageName=b`, { jar })).status).toBe(400);
  });

  it('shows the page only to the bank’s staff, as the monitoring page: 401 without a session, 403 to a customer', async () => {
    await collect('view', { page_name: 'posicion-global', client_cip: '20481736' });
    const anonymous = await apiRequest(sandbox.app, TRACKING_PAGE);
    expect(anonymous.status).toBe(401);
    const refusal = await anonymous.text();
    expect(refusal).toContain('Esta página es para el personal del banco');
    expect(refusal).not.toContain('20481736');

    if (lucia === undefined) throw new Error('no demo customer');
    const customer = await apiRequest(sandbox.app, TRACKING_PAGE, { jar: await loginAs(sandbox.app, lucia) });
    expect(customer.status).toBe(403);
    expect(await customer.text()).not.toContain('20481736');

    const staff = await apiRequest(sandbox.app, TRACKING_PAGE, { jar: await staffSession() });
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('20481736');
  });

  it('refuses an employee whose session has ended', async () => {
    const jar = await staffSession();
    await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '' },
      jar: jar.clone(),
    });
    expect((await apiRequest(sandbox.app, TRACKING_PAGE, { jar })).status).toBe(401);
  });

  it('never lets the app’s own scripts read it: no CORS for the app’s origin, same-origin only, never framed or cached', async () => {
    const page = await apiRequest(sandbox.app, TRACKING_PAGE, { headers: { Origin: TEST_APP_ORIGIN }, jar: await staffSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('access-control-allow-credentials')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
