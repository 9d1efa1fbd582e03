import { describe, expect, it } from 'vitest';
import { saveCommunications } from '../../../campaigns';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { apiRequest, authenticate, getWithBearer, loginAs, readJson } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , carmen, elena] = DEMO_LOGINS;
const CAMPAIGNS = '/genoma_api/rest/campaigns?section=overall-position&subsection=home';
const PROMOTION = '/v2/promotions/eligibility/NOMINA-150';
const SECONDS_PER_DAY = 86_400;

interface Listed {
  communicationCode: string;
  actionCode: string;
}

/**
 * Campaign targeting (issue 42 §4): decided when the communications are listed, from what the
 * bank knows then. Its own sandbox: the clock moves and Elena joins Bizum here.
 */
describe('campaign targeting: Bizum, payroll and the business profile (issue 42 §4)', () => {
  const sandbox = useTestSandbox();

  /** The bearer of a demo customer's profile of a kind: the first one, or the business one. */
  async function bearerOf(login: DemoLogin | undefined, kind: 'personal' | 'business' = 'personal'): Promise<string> {
    if (login === undefined) throw new Error('missing demo login');
    const profiles = (await authenticate(sandbox.app, await loginAs(sandbox.app, login))).accessTokens;
    const profile = profiles.find((candidate) => candidate.kind === kind);
    if (profile === undefined) throw new Error(`no ${kind} profile`);
    return profile.accessToken;
  }

  async function actionsOf(token: string): Promise<string[]> {
    const response = await apiRequest(sandbox.app, CAMPAIGNS, {
      headers: { Authorization: `Bearer ${token}`, Origin: TEST_APP_ORIGIN, 'Accept-Language': 'es-ES' },
    });
    expect(response.status).toBe(200);
    return (await readJson<{ communications: Listed[] }>(response)).communications.map((listed) => listed.actionCode);
  }

  async function payrollPromotionEligible(login: DemoLogin | undefined): Promise<boolean> {
    const response = await getWithBearer(sandbox.app, PROMOTION, await bearerOf(login));
    expect(response.status).toBe(200);
    return (await readJson<{ eligible: boolean }>(response)).eligible;
  }

  it('asks Elena to turn Bizum on until she is on Bizum, then no more', async () => {
    const token = await bearerOf(elena);
    expect(await actionsOf(token)).toContain('BIZUM-SIGN-UP');
    await sandbox.db.query(
      `INSERT INTO bizum_registrations (person_id, phone, account_id, registered_at)
       SELECT p.person_id, '+34644668800', a.account_id, now()
         FROM accounts a JOIN profiles p ON p.profile_id = a.profile_id
        WHERE p.person_id = '31597204' ORDER BY a.position LIMIT 1`,
    );
    expect(await actionsOf(token)).not.toContain('BIZUM-SIGN-UP');
    // Her other campaigns stay.
    expect(await actionsOf(token)).toEqual(['INSTANT-TRANSFERS', 'PAY-BILLS']);
  });

  it('shows business campaigns on the business profile only, and personal ones on the personal profile only', async () => {
    expect(await actionsOf(await bearerOf(lucia, 'personal'))).toEqual(['PREAPPROVED-LOAN', 'PAY-BILLS']);
    expect(await actionsOf(await bearerOf(lucia, 'business'))).toEqual(['BUSINESS-SUPPLIER-PAYMENTS']);
  });

  it('offers the payroll promotion to nobody whose salary came in within the last 35 days, and again once it has not', async () => {
    // Lucía's and Javier's salaries come in every month (the 27th and the 28th), both eligible otherwise.
    expect(await payrollPromotionEligible(lucia)).toBe(false);
    expect(await payrollPromotionEligible(javier)).toBe(false);
    // A payroll campaign goes the same way.
    await saveCommunications(sandbox.db, [
      {
        communicationCode: 'COM-PAYROLL-TEST',
        personId: '20481736',
        campaignCode: '1999',
        actionCode: 'PAYROLL-PROMOTION',
        description: 'Bring your salary',
        section: 'overall-position',
        subsection: 'home',
        qualifier: null,
        format: 'banner',
        content: {
          'es-ES': { title: 'Trae tu nómina', body: 'Y llévate 150 €.', icon: 'gift', cta: null, closable: true },
          'en-GB': { title: 'Bring your salary', body: 'And get €150.', icon: 'gift', cta: null, closable: true },
        },
        position: 99,
      },
    ]);
    expect(await actionsOf(await bearerOf(lucia))).not.toContain('PAYROLL-PROMOTION');

    // The seeded year ends at the test clock's day: 36 days on, no salary is in the last 35 days.
    sandbox.clock.advanceS(36 * SECONDS_PER_DAY);
    expect(await payrollPromotionEligible(lucia)).toBe(true);
    expect(await actionsOf(await bearerOf(lucia))).toContain('PAYROLL-PROMOTION');
  });

  it('offers the payroll promotion to Elena, whose salary is paid into another bank and moved here, and to nobody it does not name', async () => {
    expect(await payrollPromotionEligible(elena)).toBe(true);
    const { rows } = await sandbox.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM movements WHERE account_id = 'ACC-0010' AND concept LIKE 'Nómina %'",
    );
    expect(rows[0]?.count).toBe(0);
    // Carmen is paid into the bank, and the promotion does not name her either.
    expect(await payrollPromotionEligible(carmen)).toBe(false);
  });
});
