import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../../../tokens';
import { EXTENDED_INACTIVITY_RULE_S, SESSION_INACTIVITY_TIMEOUT_S, STANDARD_INACTIVITY_RULE_S } from '../../../sessions';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  authenticate,
  CookieJar,
  loginAs,
  readJson,
  type ApiErrorBody,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , agent] = DEMO_LOGINS;

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing fixture');
  return value;
}

function affluentLevelOf(response: Response): string {
  const [, encoded = ''] = (response.headers.get('x-ing-affluent') ?? '').split('.');
  return Buffer.from(encoded, 'base64').toString('utf8');
}

describe('authentication calls (accesstoken, assisted channel, synchronize)', () => {
  const sandbox = useTestSandbox();

  function call(path: string, jar: CookieJar, headers: Record<string, string> = { 'x-device-brand': 'test' }) {
    return apiRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN, ...headers }, jar });
  }

  it('issues one token pair per profile of the customer, default profile first', async () => {
    const jar = await loginAs(sandbox.app, required(lucia));
    const response = await call('/genoma_api/saf/tpa/accesstoken', jar);
    expect(response.status).toBe(200);
    const body = await readJson<TestAuthentication>(response);
    expect(body.person.id).toBe('20481736');
    expect(body.accessTokens).toHaveLength(2);
    const [personal, business] = body.accessTokens;
    expect(personal).toMatchObject({
      profileId: 'PRF-20481736-PERS',
      setId: 'SET-PERS-0001',
      accessTokenTimeToLive: ACCESS_TOKEN_TTL_S,
      personId: '20481736',
      default: true,
      identifyeeType: 'CUSTOMER',
      name: 'Personal',
      kind: 'personal',
      inactivityRuleSeconds: STANDARD_INACTIVITY_RULE_S,
    });
    expect(business).toMatchObject({
      setId: 'SET-EMPR-0001',
      default: false,
      name: 'Martínez Diseño SL',
      kind: 'business',
      inactivityRuleSeconds: EXTENDED_INACTIVITY_RULE_S,
    });
    for (const profile of body.accessTokens) {
      expect(profile.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(profile.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('sends X-ING-AFFLUENT as <random>.<base64(level)>.<random>', async () => {
    const affluent = await call('/genoma_api/saf/tpa/accesstoken', await loginAs(sandbox.app, required(javier)));
    const header = affluent.headers.get('x-ing-affluent') ?? '';
    expect(header).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9_-]+$/);
    expect(affluentLevelOf(affluent)).toBe('AFLNT_HIGH');
    const regular = await call('/genoma_api/saf/tpa/accesstoken', await loginAs(sandbox.app, required(lucia)));
    expect(affluentLevelOf(regular)).toBe('NO_AFLNT');
  });

  it('stores only hashes of the issued tokens', async () => {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(lucia)));
    const [profile] = body.accessTokens;
    const { rows } = await sandbox.db.query<{ count: number }>(
      `SELECT count(*)::int AS count
         FROM (SELECT token_hash FROM access_tokens UNION ALL SELECT token_hash FROM refresh_tokens) AS stored
        WHERE token_hash IN ($1, $2)`,
      [profile?.accessToken, profile?.refreshToken],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('answers 401 no_session without a session cookie, or with an unknown one', async () => {
    const withoutCookie = await call('/genoma_api/saf/tpa/accesstoken', new CookieJar());
    const withUnknownCookie = await apiRequest(sandbox.app, '/genoma_api/saf/tpa/accesstoken', {
      headers: { Origin: TEST_APP_ORIGIN, 'x-device-brand': 'test', Cookie: `bank_session=${'A'.repeat(43)}` },
    });
    for (const response of [withoutCookie, withUnknownCookie]) {
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('no_session');
    }
  });

  it('requires the x-device-brand header on the customer call', async () => {
    const response = await call('/genoma_api/saf/tpa/accesstoken', await loginAs(sandbox.app, required(lucia)), {});
    expect(response.status).toBe(400);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
  });

  it('refuses an EMPLOYEE on the customer call and on synchronize (403 employee_not_allowed)', async () => {
    const jar = await loginAs(sandbox.app, required(agent));
    for (const path of ['/genoma_api/saf/tpa/accesstoken', '/saf/tpa/accesstoken/synchronize']) {
      const response = await call(path, jar);
      expect(response.status, path).toBe(403);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('employee_not_allowed');
    }
  });

  it('lets an EMPLOYEE in through the assisted channel with identifyeeType EMPLOYEE', async () => {
    const response = await call('/assisted_channels/saf/tpa/accesstoken', await loginAs(sandbox.app, required(agent)));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ing-affluent')).not.toBeNull();
    const body = await readJson<TestAuthentication>(response);
    expect(body.accessTokens.map((profile) => profile.identifyeeType)).toEqual(['EMPLOYEE']);
  });

  it('refuses a customer on the assisted channel (403 agent_only)', async () => {
    const response = await call('/assisted_channels/saf/tpa/accesstoken', await loginAs(sandbox.app, required(lucia)));
    expect(response.status).toBe(403);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('agent_only');
  });

  it('synchronizes a session into fresh tokens, as the customer call does', async () => {
    const jar = await loginAs(sandbox.app, required(lucia));
    const first = await authenticate(sandbox.app, jar);
    const response = await call('/saf/tpa/accesstoken/synchronize', jar, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ing-affluent')).not.toBeNull();
    const synced = await readJson<TestAuthentication>(response);
    expect(synced.accessTokens.map((profile) => profile.profileId)).toEqual(first.accessTokens.map((profile) => profile.profileId));
    expect(synced.accessTokens[0]?.accessToken).not.toBe(first.accessTokens[0]?.accessToken);
  });

  it('ends a session after 5 minutes without requests when all its profiles are under the 300 s rule', async () => {
    const jar = await loginAs(sandbox.app, required(javier));
    sandbox.clock.advanceS(SESSION_INACTIVITY_TIMEOUT_S - 1);
    expect((await call('/saf/tpa/accesstoken/synchronize', jar)).status).toBe(200);
    sandbox.clock.advanceS(SESSION_INACTIVITY_TIMEOUT_S);
    expect((await call('/saf/tpa/accesstoken/synchronize', jar)).status).toBe(401);
  });

  it('keeps a session with a 900 s profile until 900 s, handing out only the profiles their rule has not cut off', async () => {
    const jar = await loginAs(sandbox.app, required(lucia));
    sandbox.clock.advanceS(STANDARD_INACTIVITY_RULE_S);
    const response = await call('/saf/tpa/accesstoken/synchronize', jar);
    expect(response.status).toBe(200);
    const body = await readJson<TestAuthentication>(response);
    expect(body.accessTokens.map((profile) => [profile.profileId, profile.inactivityRuleSeconds])).toEqual([
      ['PRF-20481736-EMPR', EXTENDED_INACTIVITY_RULE_S],
    ]);
    // The personal profile stays cut off, however active the customer is now.
    sandbox.clock.advanceS(1);
    const again = await readJson<TestAuthentication>(await call('/saf/tpa/accesstoken/synchronize', jar));
    expect(again.accessTokens.map((profile) => profile.profileId)).toEqual(['PRF-20481736-EMPR']);
    sandbox.clock.advanceS(EXTENDED_INACTIVITY_RULE_S);
    expect((await call('/saf/tpa/accesstoken/synchronize', jar)).status).toBe(401);
  });

  it("refuses a 300 s profile's bearer once its rule cut it off, while the 900 s profile's still works", async () => {
    const jar = await loginAs(sandbox.app, required(lucia));
    const [personal, business] = (await authenticate(sandbox.app, jar)).accessTokens;
    sandbox.clock.advanceS(STANDARD_INACTIVITY_RULE_S);
    const refused = await apiRequest(sandbox.app, '/genoma_api/rest/client', {
      headers: { Authorization: `Bearer ${personal?.accessToken ?? ''}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-token-expired')).toBe('true');
    const allowed = await apiRequest(sandbox.app, '/genoma_api/rest/client', {
      headers: { Authorization: `Bearer ${business?.accessToken ?? ''}` },
    });
    expect(allowed.status).toBe(200);
  });
});
