import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../crypto';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, CookieJar, getWithBearer, readJson, signIn, type ApiErrorBody } from '../../../../test/apiClient';
import {
  ANONYMOUS_TOKEN,
  CURRENT_APPLICATION,
  SIGN_UP_APPLICATIONS,
  freshClientAddress,
  requestAnonymousToken,
  signUpCall,
  signUpJar,
  stepPath,
} from '../../../../test/signUpClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia] = DEMO_LOGINS;

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<ApiErrorBody>(response);
}

const countApplications = async (db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }) =>
  (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM sign_up_applications')).rows[0]?.count;

/** A call on an application with `authorization` as its bearer header (or none). */
function openWith(authorization: string | undefined) {
  return {
    method: 'POST',
    headers: {
      Origin: TEST_APP_ORIGIN,
      'Content-Type': 'application/json',
      ...(authorization === undefined ? {} : { Authorization: authorization }),
    },
    body: JSON.stringify({ product: 'current', flow: 'adult' }),
    clientAddress: freshClientAddress(),
  };
}

// shell.md §3.1 (a profile's fields), §3.2 ("an anonymous profile"), §4.9 (its token first); sandbox-api.md, Sign-up.
describe('sign-up: the anonymous token of POST /genoma_api/rest/sign-ups/anonymous-token', () => {
  const sandbox = useTestSandbox();

  it('answers 201 with an anonymous profile: its ids, a 43-character token, 900 s to live and its expirationTime, no refresh token', async () => {
    const nowMs = sandbox.clock.now();
    const response = await requestAnonymousToken(sandbox.app);
    expect(response.status).toBe(201);
    const body = await readJson<Record<string, unknown>>(response);
    expect(body).toEqual({
      profileId: 'anonymous',
      setId: 'anonymous',
      personId: 'anonymous',
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      accessTokenTimeToLive: 900,
      expirationTime: nowMs + 900_000,
      default: false,
    });
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('stores only the hash of the token', async () => {
    const jar = await signUpJar(sandbox.app);
    const token = jar.anonymousToken ?? '';
    const { rows } = await sandbox.db.query<{ tokenHash: string }>('SELECT token_hash AS "tokenHash" FROM anonymous_tokens');
    expect(rows.map((row) => row.tokenHash)).toContain(sha256Hex(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('refuses every call on an application without one: 401 anonymous_token_required, and opens nothing', async () => {
    const before = await countApplications(sandbox.db);
    const refused = await apiRequest(sandbox.app, SIGN_UP_APPLICATIONS, openWith(undefined));
    expect((await errorOf(refused, 401)).error).toBe('anonymous_token_required');
    expect(refused.headers.get('x-token-expired')).toBeNull();
    for (const [method, path] of [
      ['GET', CURRENT_APPLICATION],
      ['PUT', stepPath('what-is-your-name')],
      ['POST', `${CURRENT_APPLICATION}/activation`],
      ['DELETE', CURRENT_APPLICATION],
    ] as const) {
      const response = await apiRequest(sandbox.app, path, { method, headers: { Origin: TEST_APP_ORIGIN } });
      expect((await errorOf(response, 401)).error, `${method} ${path}`).toBe('anonymous_token_required');
    }
    expect(await countApplications(sandbox.db)).toBe(before);
  });

  it('refuses a malformed bearer, a forged token of the right shape, and a customer’s access token: it never acts as a customer', async () => {
    const customer = await signIn(sandbox.app, lucia);
    for (const authorization of ['Bearer short', `Bearer ${'A'.repeat(43)}`, `Basic ${'A'.repeat(43)}`, `Bearer ${customer.token}`]) {
      const refused = await apiRequest(sandbox.app, SIGN_UP_APPLICATIONS, openWith(authorization));
      expect((await errorOf(refused, 401)).error, authorization).toBe('anonymous_token_required');
    }
  });

  it('is no customer’s token: a customer call with it answers 401 invalid_token', async () => {
    const jar = await signUpJar(sandbox.app);
    for (const path of ['/genoma_api/rest/client', '/genoma_api/rest/products', '/genoma_api/rest/session']) {
      const response = await getWithBearer(sandbox.app, path, jar.anonymousToken ?? '');
      expect((await errorOf(response, 401)).error, path).toBe('invalid_token');
    }
  });

  it('lives 900 s: then 401 anonymous_token_required with x-token-expired, and a new one works', async () => {
    const jar = await signUpJar(sandbox.app);
    sandbox.clock.advanceS(899);
    expect((await signUpCall(sandbox.app, jar, 'POST', SIGN_UP_APPLICATIONS, { product: 'current', flow: 'adult' })).status).toBe(201);
    sandbox.clock.advanceS(1);
    const expired = await signUpCall(sandbox.app, jar, 'GET', CURRENT_APPLICATION);
    expect((await errorOf(expired, 401)).error).toBe('anonymous_token_required');
    expect(expired.headers.get('x-token-expired')).toBe('true');
    jar.anonymousToken = (await signUpJar(sandbox.app)).anonymousToken;
    expect((await signUpCall(sandbox.app, jar, 'GET', CURRENT_APPLICATION)).status).toBe(200);
  });

  it('refuses a call from another origin with 403 forbidden_origin, and issues nothing', async () => {
    const { rows: before } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM anonymous_tokens');
    const response = await apiRequest(sandbox.app, ANONYMOUS_TOKEN, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      clientAddress: freshClientAddress(),
    });
    expect((await errorOf(response, 403)).error).toBe('forbidden_origin');
    const { rows: after } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM anonymous_tokens');
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('gives a client address 30 an hour, then 429 too_many_attempts with Retry-After 120; another address still gets one', async () => {
    const address = freshClientAddress();
    for (let n = 0; n < 30; n += 1) expect((await requestAnonymousToken(sandbox.app, address)).status).toBe(201);
    const refused = await requestAnonymousToken(sandbox.app, address);
    expect((await errorOf(refused, 429)).error).toBe('too_many_attempts');
    expect(refused.headers.get('retry-after')).toBe('120');
    expect((await requestAnonymousToken(sandbox.app)).status).toBe(201);
  });

  it('issues exactly 30 of 40 asked for at once from one address, each token different', async () => {
    const address = freshClientAddress();
    const responses = await Promise.all(Array.from({ length: 40 }, () => requestAnonymousToken(sandbox.app, address)));
    const issued = responses.filter((response) => response.status === 201);
    expect(issued).toHaveLength(30);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(10);
    const tokens = await Promise.all(issued.map(async (response) => (await readJson<{ accessToken: string }>(response)).accessToken));
    expect(new Set(tokens).size).toBe(30);
  });

  it('lets one token carry a whole application from a new browser jar (the cookie names the application, the token the caller)', async () => {
    const jar = await signUpJar(sandbox.app);
    const other = new CookieJar();
    other.anonymousToken = jar.anonymousToken;
    expect((await signUpCall(sandbox.app, jar, 'POST', SIGN_UP_APPLICATIONS, { product: 'orange', flow: 'adult' })).status).toBe(201);
    // The other jar has no application of its own: none is current there (204, issue 42 §4).
    expect((await signUpCall(sandbox.app, other, 'GET', CURRENT_APPLICATION)).status).toBe(204);
  });
});
