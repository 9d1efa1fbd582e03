import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { apiRequest, authenticate, getWithBearer, loginAs, postLogin, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen] = DEMO_LOGINS;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('GET /genoma_api/rest/client/access (docs/design/overview-contract.md, Client extras)', () => {
  // The test clock starts at 2026-01-15T09:00:00.000Z and moves only when a test moves it.
  const sandbox = useTestSandbox();

  /** Logs in as the login page would and answers the default profile's bearer. */
  async function logIn(login: DemoLogin | undefined): Promise<string> {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login, 'demo login')));
    return required(body.accessTokens[0], 'profile').accessToken;
  }

  async function lastAccessAt(token: string): Promise<string | null> {
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/client/access', token);
    expect(response.status).toBe(200);
    const body = await readJson<{ lastAccessAt: string | null }>(response);
    expect(Object.keys(body)).toEqual(['lastAccessAt']);
    return body.lastAccessAt;
  }

  it('answers null on the first login ever, and the time of the first login after the second', async () => {
    const first = await logIn(javier);
    expect(await lastAccessAt(first)).toBeNull();
    sandbox.clock.advanceS(90);
    const second = await logIn(javier);
    expect(await lastAccessAt(second)).toBe('2026-01-15T09:00:00.000Z');
    // The first session's own previous login is still none.
    expect(await lastAccessAt(first)).toBeNull();
    sandbox.clock.advanceS(30);
    expect(await lastAccessAt(await logIn(javier))).toBe('2026-01-15T09:01:30.000Z');
  });

  it('answers every profile of the session alike: the login is the person’s, not the profile’s', async () => {
    const firstJar = await loginAs(sandbox.app, required(lucia));
    const firstAt = new Date(sandbox.clock.now()).toISOString();
    await authenticate(sandbox.app, firstJar);
    sandbox.clock.advanceS(10);
    const profiles = (await authenticate(sandbox.app, await loginAs(sandbox.app, required(lucia)))).accessTokens;
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) expect(await lastAccessAt(profile.accessToken)).toBe(firstAt);
  });

  it('orders two logins in the same millisecond: the second one’s previous login is the first', async () => {
    const at = new Date(sandbox.clock.now()).toISOString();
    const first = await logIn(carmen);
    const second = await logIn(carmen);
    expect(await lastAccessAt(first)).toBeNull();
    expect(await lastAccessAt(second)).toBe(at);
  });

  it('counts neither a failed login try nor an assisted-channel agent’s session as the customer’s login', async () => {
    const teen = required(marta);
    // A wrong PIN opens no session.
    const refused = await postLogin(sandbox.app, { document: teen.document, birthDate: teen.birthDate, pin: '000000' });
    expect(refused.status).toBe(401);
    // An agent's session for her is the agent's login, not hers.
    const agentLogin = await apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ staffId: '90000001', pin: '998877', customerDocument: teen.document }),
    });
    expect(agentLogin.status).toBe(200);
    sandbox.clock.advanceS(5);
    expect(await lastAccessAt(await logIn(marta))).toBeNull();
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await getWithBearer(sandbox.app, '/genoma_api/rest/client/access', token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });
});
