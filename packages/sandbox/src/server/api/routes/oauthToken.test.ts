import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INACTIVITY_TIMEOUT_S } from '../../../sessions';
import { DEMO_LOGINS } from '../../../seed';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, TOKEN_FAMILY_ABSOLUTE_LIFETIME_S } from '../../../tokens';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  postRefresh,
  readJson,
  type ApiErrorBody,
  type CookieJar,
} from '../../../../test/apiClient';
import { createTestSandbox, type TestSandbox } from '../../../../test/testSandbox';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../../../test/timeouts';

const [lucia] = DEMO_LOGINS;

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** Refreshes often enough to keep the session alive (under the 5-minute inactivity rule). */
const KEEP_ALIVE_STEP_S = SESSION_INACTIVITY_TIMEOUT_S - 10;

describe('POST /oauth2/token and /oauth2/token/revoke', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await sandbox.dispose();
  });

  async function startSession(): Promise<{ jar: CookieJar; pair: Pair; businessPair: Pair }> {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const [personal, business] = (await authenticate(sandbox.app, jar)).accessTokens;
    if (personal === undefined || business === undefined) throw new Error('expected two profiles');
    return { jar, pair: personal, businessPair: business };
  }

  async function refreshOk(jar: CookieJar, pair: Pair, headers: Record<string, string> = {}): Promise<Pair & { expiresIn: number }> {
    const response = await postRefresh(sandbox.app, jar, pair, headers);
    expect(response.status).toBe(200);
    const body = await readJson<TokenResponse>(response);
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in };
  }

  /** Lets time pass while the session keeps making requests, as an open app does. */
  async function keepSessionAliveFor(jar: CookieJar, seconds: number): Promise<void> {
    for (let elapsed = 0; elapsed < seconds; elapsed += KEEP_ALIVE_STEP_S) {
      const step = Math.min(KEEP_ALIVE_STEP_S, seconds - elapsed);
      sandbox.clock.advanceS(step);
      expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(200);
    }
  }

  async function expectInvalidGrant(response: Response, expired: boolean): Promise<void> {
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_grant');
    expect(response.headers.get('x-token-expired')).toBe(expired ? 'true' : null);
  }

  it('rotates the refresh token: new pair, and the old refresh token is marked used', async () => {
    const { jar, pair } = await startSession();
    const next = await refreshOk(jar, pair, { 'x-user-inactivity': '12' });
    expect(next.expiresIn).toBe(ACCESS_TOKEN_TTL_S);
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect(next.accessToken).not.toBe(pair.accessToken);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', next.accessToken)).status).toBe(200);
    const { rows } = await sandbox.db.query<{ used: boolean }>(
      "SELECT used FROM refresh_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [pair.refreshToken],
    );
    expect(rows).toEqual([{ used: true }]);
  });

  it('accepts an expired bearer of the same family', async () => {
    const { jar, pair } = await startSession();
    await keepSessionAliveFor(jar, ACCESS_TOKEN_TTL_S);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', pair.accessToken)).status).toBe(401);
    await refreshOk(jar, pair);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const { jar, pair, businessPair } = await startSession();
    const next = await refreshOk(jar, pair);
    const latest = await refreshOk(jar, next);

    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair), false);

    // Every token of the family is dead now, the newest included…
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, latest), false);
    const client = await getWithBearer(sandbox.app, '/genoma_api/rest/client', latest.accessToken);
    expect(client.status).toBe(401);
    expect((await readJson<ApiErrorBody>(client)).error).toBe('invalid_token');
    // …but not the other profile's family.
    await refreshOk(jar, businessPair);
  });

  it("refuses a refresh token with another family's bearer", async () => {
    const { jar, pair, businessPair } = await startSession();
    const mixed = { accessToken: businessPair.accessToken, refreshToken: pair.refreshToken };
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, mixed), false);
  });

  it('marks an expired refresh token with x-token-expired', async () => {
    const { jar, pair } = await startSession();
    await keepSessionAliveFor(jar, REFRESH_TOKEN_TTL_S);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair), true);
  });

  it('never extends a family past its 12-hour absolute lifetime', async () => {
    const loginAtMs = sandbox.clock.now();
    const { jar, pair } = await startSession();
    const lifetimeEndS = TOKEN_FAMILY_ABSOLUTE_LIFETIME_S;
    let elapsedS = 0;
    let current: Pair = pair;
    while (elapsedS + KEEP_ALIVE_STEP_S < lifetimeEndS) {
      sandbox.clock.advanceS(KEEP_ALIVE_STEP_S);
      elapsedS += KEEP_ALIVE_STEP_S;
      const next = await refreshOk(jar, current);
      // Near the end, the access token lives only until the family's end.
      expect(next.expiresIn).toBe(Math.min(ACCESS_TOKEN_TTL_S, lifetimeEndS - elapsedS));
      current = next;
    }
    const { rows } = await sandbox.db.query<{ latest: Date }>(
      `SELECT max(r.expires_at) AS latest
         FROM refresh_tokens r JOIN token_families f ON f.family_id = r.family_id
        WHERE f.session_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [jar.get('bank_session')],
    );
    expect(rows[0]?.latest.getTime()).toBe(loginAtMs + TOKEN_FAMILY_ABSOLUTE_LIFETIME_S * 1000);

    sandbox.clock.advanceS(lifetimeEndS - elapsedS);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, current), true);
  });

  it('ends the session when the client reports 5 minutes of inactivity', async () => {
    const { jar, pair, businessPair } = await startSession();
    const response = await postRefresh(sandbox.app, jar, pair, { 'x-user-inactivity': String(SESSION_INACTIVITY_TIMEOUT_S) });
    await expectInvalidGrant(response, true);
    // The whole session is over, every profile included.
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, businessPair), false);
    const sync = await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar });
    expect(sync.status).toBe(401);
  });

  it('refuses a malformed refresh request with 400 invalid_request', async () => {
    const { jar, pair } = await startSession();
    const wrongGrant = await apiRequest(sandbox.app, '/oauth2/token', {
      method: 'POST',
      headers: {
        ...appCallHeaders(jar),
        Authorization: `Bearer ${pair.accessToken}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'password', refresh_token: pair.refreshToken }).toString(),
      jar,
    });
    expect(wrongGrant.status).toBe(400);
    const badInactivity = await postRefresh(sandbox.app, jar, pair, { 'x-user-inactivity': 'soon' });
    expect(badInactivity.status).toBe(400);
    const asJson = await apiRequest(sandbox.app, '/oauth2/token', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), Authorization: `Bearer ${pair.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: pair.refreshToken }),
      jar,
    });
    expect(asJson.status).toBe(400);
  });

  it('refuses a refresh without a bearer (401 invalid_grant)', async () => {
    const { jar, pair } = await startSession();
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, { ...pair, accessToken: 'missing' }), false);
  });

  it('revoke endpoint revokes the whole family of a refresh token', async () => {
    const { jar, pair } = await startSession();
    const next = await refreshOk(jar, pair);
    const revoke = await apiRequest(sandbox.app, '/oauth2/token/revoke', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: next.refreshToken }).toString(),
      jar,
    });
    expect(revoke.status).toBe(200);
    expect(await readJson(revoke)).toEqual({});
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', next.accessToken)).status).toBe(401);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, next), false);
  });

  it('answers 200 {} when revoking an unknown token (RFC 7009)', async () => {
    const { jar } = await startSession();
    const revoke = await apiRequest(sandbox.app, '/oauth2/token/revoke', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'token=unknown',
      jar,
    });
    expect(revoke.status).toBe(200);
  });
});
