import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  readJson,
  signIn,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , carmen, elena] = DEMO_LOGINS;

// features.md §7's paths, verbatim.
const CONSTANTS = '/genoma_api/rest/constants?resources=card-campaigns';
const CDD = '/genoma_api/rest/cdddata';
const FUND_INFO = '/genoma_api/rest/reports/fundInfoRentability';
const MOST_PROFITABLE = '/genoma_api/rest/reports/fundMostProfitable';
const PLAN_PENDING = '/genoma_api/rest/plan-pending-input';
const PROPOSALS = '/genoma_api/rest/proposalData';
const DEVICE = '/genoma_api/rest/fingerprint/devices/dev-web-lucia-01';
const ALL = [CONSTANTS, CDD, FUND_INFO, MOST_PROFITABLE, PLAN_PENDING, PROPOSALS, DEVICE];

describe('the rest of features.md §7’s calls (sandbox-api.md, Bank data)', () => {
  const sandbox = useTestSandbox();

  const tokenOf = async (login: DemoLogin | undefined) => (await signIn(sandbox.app, login)).token;

  async function body<T>(login: DemoLogin | undefined, path: string, status = 200): Promise<T> {
    const response = await getWithBearer(sandbox.app, path, await tokenOf(login));
    expect(response.status, path).toBe(status);
    return readJson<T>(response);
  }

  it('answers the card campaigns constants by resource name', async () => {
    expect(await body(lucia, CONSTANTS)).toEqual({
      'card-campaigns': [
        { campaignId: 'LIM-CRD-0002', kind: 'card-limit', name: 'Más límite para tu tarjeta de crédito' },
        { campaignId: 'LIM-CRD-0004', kind: 'card-limit', name: 'Más límite para tu tarjeta de crédito' },
      ],
    });
  });

  it('names the card campaigns and the proposals in English to an English app (issue 42 §2), and never answers both', async () => {
    const inEnglish = async (path: string) =>
      readJson<Record<string, unknown>>(
        await apiRequest(sandbox.app, path, { headers: { Authorization: `Bearer ${await tokenOf(lucia)}`, 'accept-language': 'en-GB' } }),
      );
    expect(await inEnglish(CONSTANTS)).toEqual({
      'card-campaigns': [
        { campaignId: 'LIM-CRD-0002', kind: 'card-limit', name: 'A higher limit for your credit card' },
        { campaignId: 'LIM-CRD-0004', kind: 'card-limit', name: 'A higher limit for your credit card' },
      ],
    });
    const { proposals } = (await inEnglish(PROPOSALS)) as { proposals: { title: string }[] };
    expect(proposals.map((proposal) => proposal.title)).toEqual(['Home insurance with a 20% discount']);
  });

  it.each([
    ['/genoma_api/rest/constants?resources=nope', 'Recursos desconocidos: nope.'],
    ['/genoma_api/rest/constants?resources=card-campaigns,nope', 'Recursos desconocidos: nope.'],
    ['/genoma_api/rest/constants', 'Indica resources una vez, con los recursos separados por comas.'],
    ['/genoma_api/rest/constants?resources=a&resources=b', 'Indica resources una vez, con los recursos separados por comas.'],
    ['/genoma_api/rest/constants?resources=Card%20campaigns', 'resources admite hasta 10 nombres de recurso separados por comas.'],
    [
      `/genoma_api/rest/constants?resources=${Array.from({ length: 11 }, () => 'card-campaigns').join(',')}`,
      'resources admite hasta 10 nombres de recurso separados por comas.',
    ],
    ['/genoma_api/rest/constants?resources=card-campaigns&x=1', 'Parámetros desconocidos: x.'],
  ])('refuses %s with 400: "%s"', async (path, message) => {
    expect(await body<ApiErrorBody>(lucia, path, 400)).toEqual({ error: 'invalid_request', message });
  });

  it('answers the person’s due-diligence review, 204 when none is on file', async () => {
    const review = await body<Record<string, unknown>>(javier, CDD);
    expect(review).toMatchObject({ personId: '31907254', riskLevel: 'medium', pendingDocuments: ['Justificante de ingresos actualizado'] });
    expect(String(review.nextReviewOn) > String(review.lastReviewOn)).toBe(true);
    const none = await getWithBearer(sandbox.app, CDD, await tokenOf(elena));
    expect(none.status).toBe(204);
  });

  it('answers every fund’s returns by name, and the three best over a year, best first', async () => {
    const { funds } = await body<{ funds: { name: string; return1y: number }[] }>(lucia, FUND_INFO);
    expect(funds.map((fund) => fund.name)).toEqual([...funds.map((fund) => fund.name)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(funds).toHaveLength(5);
    const best = await body<{ funds: { isin: string; return1y: number }[] }>(lucia, MOST_PROFITABLE);
    expect(best.funds.map((fund) => [fund.isin, fund.return1y])).toEqual([
      ['ES0138922040', 19.35],
      ['ES0138922057', 12.48],
      ['ES0138922073', 10.21],
    ]);
  });

  it('answers the person’s plans with a contribution to make and open proposals, and no one else’s', async () => {
    expect(await body(javier, PLAN_PENDING)).toEqual({
      plans: [
        {
          planId: 'PLAN-0001',
          name: 'Plan Naranja 2040',
          pendingAmount: 1_500,
          deadline: expect.stringMatching(/^\d{4}-12-31$/) as string,
        },
      ],
    });
    const { proposals } = await body<{ proposals: { proposalId: string; amount: number | null }[] }>(lucia, PROPOSALS);
    expect(proposals.map(({ proposalId, amount }) => [proposalId, amount])).toEqual([['PROP-0002', null]]);
    expect(await body(elena, PLAN_PENDING)).toEqual({ plans: [] });
    expect(await body(elena, PROPOSALS)).toEqual({ proposals: [] });
  });

  it('answers a business profile none of its person’s plans or proposals: the company’s page shows none (issue 42 §3)', async () => {
    const jar = await loginAs(sandbox.app, lucia ?? { document: '', birthDate: '', pin: '' });
    const profiles = (await authenticate(sandbox.app, jar)).accessTokens;
    const tokenOfProfile = (profileId: string) => profiles.find((profile) => profile.profileId === profileId)?.accessToken ?? '';
    const business = tokenOfProfile('PRF-20481736-EMPR');
    const personal = tokenOfProfile('PRF-20481736-PERS');
    expect(await readJson(await getWithBearer(sandbox.app, PROPOSALS, business))).toEqual({ proposals: [] });
    expect(await readJson(await getWithBearer(sandbox.app, PLAN_PENDING, business))).toEqual({ plans: [] });
    // The same person's personal profile still has them.
    const { proposals } = await readJson<{ proposals: unknown[] }>(await getWithBearer(sandbox.app, PROPOSALS, personal));
    expect(proposals).toHaveLength(1);
  });

  it('answers one of the person’s devices; another person’s, an unknown or a malformed id is 404 device_not_found', async () => {
    expect(await body(lucia, DEVICE)).toMatchObject({
      deviceId: 'dev-web-lucia-01',
      alias: 'Chrome en Windows',
      platform: 'web',
      trusted: true,
    });
    for (const [login, path] of [
      [carmen, DEVICE],
      [lucia, '/genoma_api/rest/fingerprint/devices/dev-and-carmen-01'],
      [lucia, '/genoma_api/rest/fingerprint/devices/unknown-device'],
      [lucia, '/genoma_api/rest/fingerprint/devices/short'],
      [lucia, "/genoma_api/rest/fingerprint/devices/dev-web-lucia-01'%20OR%201=1"],
    ] as const) {
      expect((await body<ApiErrorBody>(login, path, 404)).error, path).toBe('device_not_found');
    }
  });

  describe('Mi área’s devices: the list and forgetting one (sandbox-api.md, Bank data)', () => {
    const DEVICES = '/genoma_api/rest/fingerprint/devices';

    function forget(customer: SignedInCustomer, path: string, headers: Record<string, string> = appCallHeaders(customer.jar)) {
      return apiRequest(sandbox.app, path, {
        method: 'DELETE',
        headers: { ...headers, Authorization: `Bearer ${customer.token}` },
        jar: customer.jar,
      });
    }

    it('lists the person’s device ids, the one seen last first, and no one else’s', async () => {
      expect(await body(lucia, DEVICES)).toEqual({ deviceIds: ['dev-web-lucia-01', 'dev-ios-lucia-01'] });
      expect(await body(carmen, DEVICES)).toEqual({ deviceIds: ['dev-and-carmen-01'] });
      expect(await body(elena, DEVICES)).toEqual({ deviceIds: [] });
    });

    it('refuses to forget a device without the XSRF header or without a bearer', async () => {
      const customer = await signIn(sandbox.app, lucia);
      const noXsrf = await forget(customer, DEVICE, { Origin: TEST_APP_ORIGIN });
      expect(noXsrf.status).toBe(403);
      const noBearer = await apiRequest(sandbox.app, DEVICE, {
        method: 'DELETE',
        headers: appCallHeaders(customer.jar),
        jar: customer.jar,
      });
      expect(noBearer.status).toBe(401);
      expect(await body(lucia, DEVICES)).toEqual({ deviceIds: ['dev-web-lucia-01', 'dev-ios-lucia-01'] });
    });

    it('forgets one of the person’s devices: 204, then gone from the list and the lookup', async () => {
      const customer = await signIn(sandbox.app, lucia);
      expect((await forget(customer, '/genoma_api/rest/fingerprint/devices/dev-ios-lucia-01')).status).toBe(204);
      expect(await body(lucia, DEVICES)).toEqual({ deviceIds: ['dev-web-lucia-01'] });
      expect((await body<ApiErrorBody>(lucia, '/genoma_api/rest/fingerprint/devices/dev-ios-lucia-01', 404)).error).toBe(
        'device_not_found',
      );
    });

    it('forgets a device once when two tabs ask at the same time: one 204, one 404', async () => {
      const customer = await signIn(sandbox.app, lucia);
      const statuses = await Promise.all(Array.from({ length: 2 }, () => forget(customer, DEVICE).then((response) => response.status)));
      expect(statuses.sort()).toEqual([204, 404]);
    });

    it('refuses another person’s, an unknown and a malformed device with 404 device_not_found, forgetting nothing', async () => {
      const customer = await signIn(sandbox.app, lucia);
      for (const path of [
        '/genoma_api/rest/fingerprint/devices/dev-and-carmen-01',
        '/genoma_api/rest/fingerprint/devices/unknown-device',
        "/genoma_api/rest/fingerprint/devices/dev-web-lucia-01'%20OR%201=1",
        '/genoma_api/rest/fingerprint/devices/dev-web-lucia-01%00',
        '/genoma_api/rest/fingerprint/devices/%ED%A0%80device',
      ]) {
        const response = await forget(customer, path);
        expect(response.status, path).toBe(404);
        expect((await readJson<ApiErrorBody>(response)).error).toBe('device_not_found');
      }
      expect(await body(carmen, DEVICES)).toEqual({ deviceIds: ['dev-and-carmen-01'] });
    });
  });

  it('answers nobody without a bearer: 401 invalid_token on every call', async () => {
    for (const path of ALL) {
      const response = await apiRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN } });
      expect(response.status, path).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });
});
