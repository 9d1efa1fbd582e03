import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { EXTENDED_INACTIVITY_RULE_S, SESSION_INACTIVITY_TIMEOUT_S, STANDARD_INACTIVITY_RULE_S } from '../../../sessions';
import { DEMO_LOGINS } from '../../../seed';
import { ACCESS_TOKEN_TTL_S, REFRESH_RETRY_GRACE_S, REFRESH_TOKEN_TTL_S, TOKEN_FAMILY_ABSOLUTE_LIFETIME_S } from '../../../tokens';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  postRefresh,
  readJson,
  readOAuthJson,
  type ApiErrorBody,
  type CookieJar,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { TEST_API_HOST, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;

/** How often the shell refreshes its tokens (shell.md §9: every 180 s). */
const SHELL_REFRESH_INTERVAL_S = 180;

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
  const sandbox = useTestSandbox();

  /** Lucía: a personal profile under the 300 s rule and a business one under the 900 s rule. */
  async function startSession(): Promise<{ jar: CookieJar; pair: Pair; businessPair: Pair }> {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const [personal, business] = (await authenticate(sandbox.app, jar)).accessTokens;
    if (personal === undefined || business === undefined) throw new Error('expected two profiles');
    return { jar, pair: personal, businessPair: business };
  }

  /** Javier: a single profile, under the 300 s rule. */
  async function startSingleProfileSession(): Promise<{ jar: CookieJar; pair: Pair }> {
    if (javier === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, javier);
    const [personal] = (await authenticate(sandbox.app, jar)).accessTokens;
    if (personal === undefined) throw new Error('expected a profile');
    return { jar, pair: personal };
  }

  async function refreshOk(jar: CookieJar, pair: Pair, headers: Record<string, string> = {}): Promise<Pair & { expiresIn: number }> {
    const response = await postRefresh(sandbox.app, jar, pair, headers);
    expect(response.status).toBe(200);
    const body = await readOAuthJson<TokenResponse>(response);
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

  /** RFC 6749 §5.2: 400 invalid_grant; marked expired, so that the shell removes the profile. */
  async function expectInvalidGrant(response: Response): Promise<void> {
    expect(response.status).toBe(400);
    expect((await readOAuthJson<ApiErrorBody>(response)).error).toBe('invalid_grant');
    expect(response.headers.get('x-token-expired')).toBe('true');
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

  it('revokes the whole family when a used refresh token is presented again after its new pair was used', async () => {
    const { jar, pair, businessPair } = await startSession();
    const next = await refreshOk(jar, pair);
    const latest = await refreshOk(jar, next);

    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair));

    // Every token of the family is dead now, the newest included…
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, latest));
    const client = await getWithBearer(sandbox.app, '/genoma_api/rest/client', latest.accessToken);
    expect(client.status).toBe(401);
    expect((await readJson<ApiErrorBody>(client)).error).toBe('invalid_token');
    // …but not the other profile's family.
    await refreshOk(jar, businessPair);
  });

  it('a retry within 30 s of a refresh whose response was lost gets a new pair; the lost pair is dead', async () => {
    const { jar, pair } = await startSession();
    const lost = await refreshOk(jar, pair);
    sandbox.clock.advanceS(REFRESH_RETRY_GRACE_S - 1);
    const retried = await refreshOk(jar, pair);
    expect(retried.refreshToken).not.toBe(lost.refreshToken);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', retried.accessToken)).status).toBe(200);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', lost.accessToken)).status).toBe(401);
    // The family goes on rotating from the retried pair.
    await refreshOk(jar, retried);
  });

  it('the lost pair presented after a retry revokes the family: someone else made the retry', async () => {
    const { jar, pair } = await startSession();
    const lost = await refreshOk(jar, pair);
    // A retry comes after the shell's 10 s time-out: the client has to give up on the answer first.
    sandbox.clock.advanceS(10);
    const retried = await refreshOk(jar, pair);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, lost));
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, retried));
  });

  it('issue 38 §4: a copy that arrives after the first answer left but sooner than 5 s after the first try is reuse, not a retry: the family is revoked', async () => {
    const { jar, pair } = await startSession();
    const first = await refreshOk(jar, pair);
    sandbox.clock.advanceS(4);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair));
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', first.accessToken)).status).toBe(401);
    // 5 s after the first try, the same copy would have been a retry.
    const other = await startSession();
    await refreshOk(other.jar, other.pair);
    sandbox.clock.advanceS(5);
    await refreshOk(other.jar, other.pair);
  });

  it('a used refresh token presented 30 s or more after its use is reuse: the family is revoked', async () => {
    const { jar, pair } = await startSession();
    const next = await refreshOk(jar, pair);
    sandbox.clock.advanceS(REFRESH_RETRY_GRACE_S);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair));
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, next));
  });

  it("refuses a refresh token with another family's bearer", async () => {
    const { jar, pair, businessPair } = await startSession();
    const mixed = { accessToken: businessPair.accessToken, refreshToken: pair.refreshToken };
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, mixed));
  });

  it('refuses an expired refresh token (400 invalid_grant, x-token-expired)', async () => {
    const { jar, pair } = await startSession();
    await keepSessionAliveFor(jar, REFRESH_TOKEN_TTL_S);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair));
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
      // The customer is at work: a call with the bearer (refreshes alone are not activity).
      expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', current.accessToken)).status).toBe(200);
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
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, current));
  });

  it("cuts off a 300 s profile when the client reports 300 s of inactivity, leaving the session's 900 s profile", async () => {
    const { jar, pair, businessPair } = await startSession();
    const response = await postRefresh(sandbox.app, jar, pair, { 'x-user-inactivity': String(STANDARD_INACTIVITY_RULE_S) });
    await expectInvalidGrant(response);
    // The personal family is revoked…
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', pair.accessToken)).status).toBe(401);
    // …the business profile (900 s rule) lives on, even if the client now reports less…
    await refreshOk(jar, businessPair, { 'x-user-inactivity': '0' });
    // …and the personal profile does not come back through synchronize.
    const sync = await readJson<TestAuthentication>(await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar }));
    expect(sync.accessTokens.map((profile) => profile.profileId)).toEqual(['PRF-20481736-EMPR']);
  });

  it("ends the session when the client reports inactivity reaching the session's longest rule (900 s)", async () => {
    const { jar, pair, businessPair } = await startSession();
    await refreshOk(jar, pair, { 'x-user-inactivity': String(STANDARD_INACTIVITY_RULE_S - 1) });
    const response = await postRefresh(sandbox.app, jar, businessPair, { 'x-user-inactivity': String(EXTENDED_INACTIVITY_RULE_S) });
    await expectInvalidGrant(response);
    const sync = await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar });
    expect(sync.status).toBe(401);
    expect((await readJson<ApiErrorBody>(sync)).error).toBe('no_session');
  });

  it('ends the session of a customer whose only profile is under the 300 s rule when the client reports 300 s', async () => {
    const { jar, pair } = await startSingleProfileSession();
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, pair, { 'x-user-inactivity': String(SESSION_INACTIVITY_TIMEOUT_S) }));
    expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(401);
  });

  it('does not count refreshes as activity: a tab refreshing every 180 s with x-user-inactivity 0 is cut off at 300 s', async () => {
    const { jar, pair } = await startSingleProfileSession();
    sandbox.clock.advanceS(SHELL_REFRESH_INTERVAL_S);
    const next = await refreshOk(jar, pair, { 'x-user-inactivity': '0' });
    sandbox.clock.advanceS(STANDARD_INACTIVITY_RULE_S - SHELL_REFRESH_INTERVAL_S - 1);
    const last = await refreshOk(jar, next, { 'x-user-inactivity': '0' });
    sandbox.clock.advanceS(1);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, last, { 'x-user-inactivity': '0' }));
    expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(401);
  });

  it('cuts each profile off by its own rule when the client reports 0: personal at 300 s, business at 900 s', async () => {
    const { jar, pair, businessPair } = await startSession();
    let personal: Pair = pair;
    let business: Pair = businessPair;
    for (let elapsed = SHELL_REFRESH_INTERVAL_S; elapsed < STANDARD_INACTIVITY_RULE_S; elapsed += SHELL_REFRESH_INTERVAL_S) {
      sandbox.clock.advanceS(SHELL_REFRESH_INTERVAL_S);
      personal = await refreshOk(jar, personal, { 'x-user-inactivity': '0' });
      business = await refreshOk(jar, business, { 'x-user-inactivity': '0' });
    }
    sandbox.clock.advanceS(STANDARD_INACTIVITY_RULE_S - SHELL_REFRESH_INTERVAL_S);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, personal, { 'x-user-inactivity': '0' }));
    business = await refreshOk(jar, business, { 'x-user-inactivity': '0' });

    sandbox.clock.advanceS(EXTENDED_INACTIVITY_RULE_S - STANDARD_INACTIVITY_RULE_S - 1);
    business = await refreshOk(jar, business, { 'x-user-inactivity': '0' });
    sandbox.clock.advanceS(1);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, business, { 'x-user-inactivity': '0' }));
    expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(401);
  });

  it('counts calls made with the bearer as activity: they keep a 300 s profile alive between refreshes', async () => {
    const { jar, pair } = await startSingleProfileSession();
    let current: Pair = pair;
    // Four refresh rounds: 720 s in all, far past the 300 s rule, never 300 s without a call.
    for (let i = 0; i < 4; i += 1) {
      sandbox.clock.advanceS(SHELL_REFRESH_INTERVAL_S);
      expect((await getWithBearer(sandbox.app, '/genoma_api/rest/products', current.accessToken)).status).toBe(200);
      sandbox.clock.advanceS(1);
      current = await refreshOk(jar, current, { 'x-user-inactivity': '1' });
    }
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

  it('refuses a refresh without a bearer (400 invalid_grant)', async () => {
    const { jar, pair } = await startSession();
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, { ...pair, accessToken: 'missing' }));
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
    expect(await readOAuthJson(revoke)).toEqual({});
    expect(revoke.headers.get('clear-site-data')).toBe('"cache"');
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', next.accessToken)).status).toBe(401);
    await expectInvalidGrant(await postRefresh(sandbox.app, jar, next));
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

describe('POST /oauth2/token under concurrency and from an OAuth client library (issue 13)', () => {
  const sandbox = useTestSandbox();

  async function lucíaSession(): Promise<{ jar: CookieJar; pair: Pair }> {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const [personal] = (await authenticate(sandbox.app, jar)).accessTokens;
    if (personal === undefined) throw new Error('expected a profile');
    return { jar, pair: personal };
  }

  it('200 refreshes of one refresh token sent at once: exactly one gets a pair, the others 400 invalid_grant, and the family is revoked (RFC 9700 §4.14.2)', async () => {
    const { jar, pair } = await lucíaSession();
    const responses = await Promise.all(Array.from({ length: 200 }, () => postRefresh(sandbox.app, jar, pair)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(199);
    const refused = responses.find((response) => response.status === 400);
    expect((await readOAuthJson<ApiErrorBody>(refused ?? new Response('{}'))).error).toBe('invalid_grant');
    // Reuse was detected: the one pair handed out is revoked with its family.
    const winner = responses.find((response) => response.status === 200);
    const issued = await readOAuthJson<TokenResponse>(winner ?? new Response('{}'));
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', issued.access_token)).status).toBe(401);
  });

  it('a retry sent after the answer was lost still gets a pair: a retry is not a concurrent copy', async () => {
    const { jar, pair } = await lucíaSession();
    expect((await postRefresh(sandbox.app, jar, pair)).status).toBe(200);
    sandbox.clock.advanceS(10);
    const retried = await postRefresh(sandbox.app, jar, pair);
    expect(retried.status).toBe(200);
    const next = await readOAuthJson<TokenResponse>(retried);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', next.access_token)).status).toBe(200);
  });

  it('refreshes through oauth4webapi, a standard OAuth 2 client, and reads its invalid_grant', async () => {
    const { jar, pair } = await lucíaSession();
    const apiOrigin = `http://${TEST_API_HOST}`;
    const as: oauth.AuthorizationServer = { issuer: apiOrigin, token_endpoint: `${apiOrigin}/oauth2/token` };
    const client: oauth.Client = { client_id: 'bank-web' };
    const refresh = (tokens: Pair) =>
      oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refreshToken, {
        [oauth.allowInsecureRequests]: true,
        headers: new Headers({ ...appCallHeaders(jar), Host: TEST_API_HOST, Cookie: jar.header() }),
        // The library keeps `Authorization` for client authentication; the shell's bearer rides along here.
        [oauth.customFetch]: (url, init) => {
          const headers = new Headers(init.headers);
          headers.set('Authorization', `Bearer ${tokens.accessToken}`);
          return Promise.resolve(sandbox.app.request(url, { ...init, headers }));
        },
      });

    const result = await oauth.processRefreshTokenResponse(as, client, await refresh(pair));
    expect(result.token_type).toBe('bearer');
    expect(result.expires_in).toBe(600);
    expect(typeof result.refresh_token).toBe('string');

    // The old refresh token again, later than any retry: reuse, which the library reports as the server said.
    sandbox.clock.advanceS(60);
    await expect(oauth.processRefreshTokenResponse(as, client, await refresh(pair))).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
  });
});
