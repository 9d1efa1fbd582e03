import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
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
} from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;

describe('DELETE /genoma_api/rest/session (logout)', () => {
  const sandbox = useTestSandbox();

  it('ends the session, revokes its tokens, expires both cookies and sends Clear-Site-Data', async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const profiles = (await authenticate(sandbox.app, jar)).accessTokens;
    const oldCookies = jar.clone();

    const response = await apiRequest(sandbox.app, '/genoma_api/rest/session', {
      method: 'DELETE',
      headers: appCallHeaders(jar),
      jar,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({});
    expect(response.headers.get('clear-site-data')).toBe('"cookies"');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^bank_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/));
    expect(cookies).toContainEqual(expect.stringMatching(/^XSRF-TOKEN=; Max-Age=0; Domain=bank\.localhost; Path=\/; SameSite=Strict$/));

    for (const profile of profiles) {
      const client = await getWithBearer(sandbox.app, '/genoma_api/rest/client', profile.accessToken);
      expect(client.status).toBe(401);
      expect((await readJson<ApiErrorBody>(client)).error).toBe('invalid_token');
    }
    // Replaying the old cookies and refresh token gets nothing: the family is revoked.
    const [first] = profiles;
    if (first === undefined) throw new Error('no profile');
    const refresh = await postRefresh(sandbox.app, oldCookies, first);
    expect(refresh.status).toBe(400);
    expect((await readOAuthJson<ApiErrorBody>(refresh)).error).toBe('invalid_grant');
  });

  it('refuses the old session cookie after logout', async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const sessionCookie = `bank_session=${jar.get('bank_session') ?? ''}`;
    await apiRequest(sandbox.app, '/genoma_api/rest/session', { method: 'DELETE', headers: appCallHeaders(jar), jar });
    const response = await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { headers: { Cookie: sessionCookie } });
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('no_session');
  });
});

describe('GET /genoma_api/rest/session (keep-alive)', () => {
  const sandbox = useTestSandbox();

  it('answers while the session lives and counts as activity, so an active customer is not cut off at 300 s', async () => {
    if (javier === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, javier);
    const [profile] = (await authenticate(sandbox.app, jar)).accessTokens;
    if (profile === undefined) throw new Error('no profile');
    sandbox.clock.advanceS(200);
    const alive = await getWithBearer(sandbox.app, '/genoma_api/rest/session', profile.accessToken);
    expect(alive.status).toBe(200);
    expect(await readJson(alive)).toEqual({ active: true });
    sandbox.clock.advanceS(200);
    const refreshed = await postRefresh(sandbox.app, jar, profile, { 'x-user-inactivity': '0' });
    expect(refreshed.status).toBe(200);
  });

  it('refuses a call without a bearer', async () => {
    const response = await apiRequest(sandbox.app, '/genoma_api/rest/session', {});
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
  });
});
