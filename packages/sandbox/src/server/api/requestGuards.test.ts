import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed';
import { apiRequest, appCallHeaders, authenticate, loginAs, readJson, type ApiErrorBody } from '../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;
const LOGIN_BODY = JSON.stringify({ document: lucia?.document, birthDate: lucia?.birthDate, pin: lucia?.pin });

describe('origin and XSRF checks on state-changing calls', () => {
  const sandbox = useTestSandbox();

  async function errorCode(response: Response): Promise<string> {
    return (await readJson<ApiErrorBody>(response)).error;
  }

  it('refuses a state-changing call from a foreign origin (403 forbidden_origin)', async () => {
    const response = await apiRequest(sandbox.app, '/genoma_api/login', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: LOGIN_BODY,
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('forbidden_origin');
  });

  it('refuses a state-changing call with neither Origin nor a same-site Sec-Fetch-Site', async () => {
    for (const headers of [{}, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const response = await apiRequest(sandbox.app, '/genoma_api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: LOGIN_BODY,
      });
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('forbidden_origin');
    }
  });

  it('accepts Sec-Fetch-Site same-site when Origin is absent', async () => {
    const response = await apiRequest(sandbox.app, '/genoma_api/login', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
      body: LOGIN_BODY,
    });
    expect(response.status).toBe(200);
  });

  it('exempts the login call from the XSRF check', async () => {
    const response = await apiRequest(sandbox.app, '/genoma_api/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: LOGIN_BODY,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a state-changing call without a matching XSRF header', async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const [profile] = (await authenticate(sandbox.app, jar)).accessTokens;
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: profile?.refreshToken ?? '' });
    for (const xsrf of [undefined, 'wrong-value', '']) {
      const response = await apiRequest(sandbox.app, '/oauth2/token', {
        method: 'POST',
        headers: {
          Origin: TEST_APP_ORIGIN,
          Authorization: `Bearer ${profile?.accessToken ?? ''}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': xsrf }),
        },
        body: form.toString(),
        jar,
      });
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('xsrf_mismatch');
    }
    const logout = await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: { Origin: TEST_APP_ORIGIN },
      jar,
    });
    expect(logout.status).toBe(403);
  });

  it('refuses an XSRF pair that is not the one the session was given at login', async () => {
    if (lucia === undefined || javier === undefined) throw new Error('no demo login');
    const victim = await loginAs(sandbox.app, lucia);
    const attacker = await loginAs(sandbox.app, javier);
    // Cookie and header agree with each other, but come from another session.
    const plantedXsrf = attacker.get('XSRF-TOKEN') ?? '';
    const response = await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'X-XSRF-TOKEN': plantedXsrf,
        Cookie: `bank_session=${victim.get('bank_session') ?? ''}; XSRF-TOKEN=${plantedXsrf}`,
      },
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('xsrf_mismatch');
    const rightPair = await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: appCallHeaders(victim),
      jar: victim,
    });
    expect(rightPair.status).toBe(200);
  });
});
