import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed';
import { apiRequest, appCallHeaders, authenticate, loginAs } from '../../../test/apiClient';
import { useTestSandbox } from '../../../test/testSandbox';

/** The "Method and Path" columns of features.md §7's table, verbatim: the rows the sandbox must answer. */
const SPEC_ROWS = [
  'GET /genoma_api/rest/client',
  'GET config/appConfig',
  'GET /genoma_api/rest/mobileconfirmation/pending-operations',
  'GET /genoma_api/rest/cdddata',
  'GET /genoma_api/rest/reports/fundInfoRentability',
  'GET /genoma_api/rest/reports/fundMostProfitable',
  'GET /genoma_api/rest/plan-pending-input',
  'GET /genoma_api/rest/constants?resources=card-campaigns',
  'GET /genoma_api/rest/proposalData',
  'GET /genoma_api/rest/preconLc?personId=0&campaignCod={campaignCod}&productCod={productCod}',
  'GET /genoma_api/rest/card-limits-campaing/{campaignId}/limit',
  'GET /genoma_api/rest/fingerprint/devices/{deviceId}',
  'GET /genoma_api/rest/sign-ups/prepare-loans-sign-up/1/',
  'GET /genoma_api/rest/sign-ups/prepare-loans-sign-up/4/',
  'GET /genoma_api/rest/prescoring/mortgage/',
  'GET /v2/promotions/eligibility/{id}',
  // Last: it ends the session the others use.
  'DELETE /genoma_api/rest/session',
] as const;

/** The main demo customer's values for the rows' placeholders (docs/sandbox-api.md, Offers, Bank data). */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  campaignCod: 'LC2026',
  productCod: '5671',
  campaignId: 'LIM-CRD-0002',
  deviceId: 'dev-web-lucia-01',
  id: 'NOMINA-150',
};

describe('features.md §7: every call answers from the sandbox’s database for a seeded customer', () => {
  const sandbox = useTestSandbox();

  it('answers each row 200 with a JSON body for the main demo customer, and 204 for the one offer she has none of (the mortgage)', async () => {
    const jar = await loginAs(sandbox.app, DEMO_LOGINS[0]!);
    const token = (await authenticate(sandbox.app, jar)).accessTokens[0]!.accessToken;
    for (const row of SPEC_ROWS) {
      const [method = '', path = ''] = row.split(' ');
      const url = `/${path.replace(/^\//, '')}`.replace(/\{(\w+)\}/g, (_, name: string) => PLACEHOLDERS[name] ?? '');
      const response = await apiRequest(sandbox.app, url, {
        method,
        headers: { ...appCallHeaders(jar), Authorization: `Bearer ${token}` },
        jar,
      });
      if (row === 'GET /genoma_api/rest/prescoring/mortgage/') {
        expect(response.status, row).toBe(204);
        continue;
      }
      expect(response.status, row).toBe(200);
      expect(response.headers.get('content-type') ?? '', row).toMatch(/^application\/json/);
    }
  });
});
