import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  readJson,
  type ApiErrorBody,
  type TestProfile,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

/** Lucía: a personal profile (300 s inactivity rule) and her company's (900 s). */
const [lucia, javier] = DEMO_LOGINS;
const PROFILES = '/genoma_api/rest/profiles';
const ACCESS_TOKENS = '/genoma_api/rest/profiles/access-tokens';
const BUSINESS = 'PRF-20481736-EMPR';
const PERSONAL = 'PRF-20481736-PERS';

// shell.md §4 "Profiles can be added"; sandbox-api.md, Endpoints (issue 39 §6).
describe('a profile added to a session without a new login', () => {
  const sandbox = useTestSandbox();

  async function signedIn(login = lucia) {
    if (login === undefined) throw new Error('missing demo login');
    const jar = await loginAs(sandbox.app, login);
    const { accessTokens } = await authenticate(sandbox.app, jar);
    const tokenOf = (profileId: string) => accessTokens.find((profile) => profile.profileId === profileId)?.accessToken ?? '';
    return { jar, token: accessTokens[0]?.accessToken ?? '', tokenOf };
  }

  function add(
    customer: Awaited<ReturnType<typeof signedIn>>,
    body: unknown,
    headers = appCallHeaders(customer.jar),
    token = customer.token,
  ) {
    return apiRequest(sandbox.app, ACCESS_TOKENS, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar: customer.jar,
    });
  }

  it('lists every profile of the person, held by the session or not', async () => {
    const customer = await signedIn();
    const response = await getWithBearer(sandbox.app, PROFILES, customer.token);
    expect(await readJson(response)).toEqual({
      profiles: [
        { profileId: PERSONAL, setId: 'SET-PERS-0001', name: 'Personal', kind: 'personal', default: true },
        { profileId: BUSINESS, setId: 'SET-EMPR-0001', name: 'Martínez Diseño SL', kind: 'business', default: false },
      ],
    });
    const other = await getWithBearer(sandbox.app, PROFILES, (await signedIn(javier)).token);
    expect((await readJson<{ profiles: { profileId: string }[] }>(other)).profiles.map((profile) => profile.profileId)).toEqual([
      'PRF-31907254-PERS',
    ]);
  });

  it('issues a profile of the person in the bearer’s session: 201 with its tokens, which the bank then accepts', async () => {
    const customer = await signedIn();
    const response = await add(customer, { profileId: BUSINESS });
    expect(response.status).toBe(201);
    const profile = await readJson<TestProfile>(response);
    expect(profile).toMatchObject({
      profileId: BUSINESS,
      setId: 'SET-EMPR-0001',
      personId: '20481736',
      default: false,
      identifyeeType: 'CUSTOMER',
      name: 'Martínez Diseño SL',
      kind: 'business',
      inactivityRuleSeconds: 900,
    });
    expect(profile.accessToken).not.toBe(customer.tokenOf(BUSINESS));
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', profile.accessToken)).status).toBe(200);
  });

  it('issues one family per call when two tabs ask at once, each accepted', async () => {
    const customer = await signedIn();
    const responses = await Promise.all([add(customer, { profileId: BUSINESS }), add(customer, { profileId: BUSINESS })]);
    const profiles = await Promise.all(responses.map((response) => readJson<TestProfile>(response)));
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(new Set(profiles.map((profile) => profile.accessToken)).size).toBe(2);
    for (const profile of profiles)
      expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', profile.accessToken)).status).toBe(200);
  });

  it('refuses another person’s profile and an unknown one with 404 profile_not_found', async () => {
    const customer = await signedIn();
    for (const profileId of ['PRF-31907254-PERS', 'PRF-unknown']) {
      const response = await add(customer, { profileId });
      expect(response.status, profileId).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('profile_not_found');
    }
  });

  it('refuses text no database can store (NUL, a lone surrogate) with 400 before looking anything up', async () => {
    const customer = await signedIn();
    for (const profileId of [`${BUSINESS}\u0000`, '\uD800']) {
      const response = await add(customer, { profileId });
      expect(response.status, profileId).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    }
  });

  it.each([
    [{}, 'Falta profileId, el perfil que abrir.'],
    [{ profileId: '' }, 'Falta profileId, el perfil que abrir.'],
    [{ profileId: 'x'.repeat(65) }, 'profileId es demasiado largo.'],
    [{ profileId: BUSINESS, default: true }, 'El cuerpo solo lleva profileId.'],
    [[BUSINESS], 'El cuerpo debe ser { profileId }.'],
  ])('refuses the body %j with 400: "%s"', async (body, message) => {
    const response = await add(await signedIn(), body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'invalid_request', message });
  });

  it('refuses a profile its inactivity rule has cut off in this session: 409 profile_cut_off', async () => {
    const customer = await signedIn();
    // 300 s without activity cut the personal profile off; the business one (900 s) is live.
    sandbox.clock.advanceS(301);
    const response = await add(customer, { profileId: PERSONAL }, appCallHeaders(customer.jar), customer.tokenOf(BUSINESS));
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({
      error: 'profile_cut_off',
      message: 'Este perfil se ha cerrado por inactividad: vuelve a entrar para abrirlo.',
    });
  });

  function close(customer: Awaited<ReturnType<typeof signedIn>>, profileId: string, headers = appCallHeaders(customer.jar)) {
    return apiRequest(sandbox.app, `${ACCESS_TOKENS}/${encodeURIComponent(profileId)}`, {
      method: 'DELETE',
      headers: { ...headers, Authorization: `Bearer ${customer.token}` },
      jar: customer.jar,
    });
  }

  it('closes a profile in the session: its tokens stop working, a sync no longer issues it, and opening it brings it back', async () => {
    const customer = await signedIn();
    const businessToken = customer.tokenOf(BUSINESS);
    expect((await close(customer, BUSINESS)).status).toBe(204);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', businessToken)).status).toBe(401);
    const synced = await authenticate(sandbox.app, customer.jar);
    expect(synced.accessTokens.map((profile) => profile.profileId)).toEqual([PERSONAL]);
    // Closing it twice is closing it once.
    expect((await close(customer, BUSINESS)).status).toBe(204);
    expect((await add(customer, { profileId: BUSINESS })).status).toBe(201);
    const again = await authenticate(sandbox.app, customer.jar);
    expect(again.accessTokens.map((profile) => profile.profileId)).toEqual([PERSONAL, BUSINESS]);
    // Another session of the same person is not touched, and a new login opens every profile.
    const other = await signedIn();
    expect((await close(other, BUSINESS)).status).toBe(204);
    expect((await authenticate(sandbox.app, customer.jar)).accessTokens).toHaveLength(2);
  });

  it('refuses to close the bearer’s own profile (409 profile_in_use), another person’s or an unknown one (404)', async () => {
    const customer = await signedIn();
    expect(await readJson(await close(customer, PERSONAL))).toEqual({
      error: 'profile_in_use',
      message: 'No puedes cerrar el perfil con el que haces la llamada: cambia antes a otro.',
    });
    for (const profileId of ['PRF-31907254-PERS', 'PRF-unknown', 'x'.repeat(65), `${BUSINESS}\u0000`]) {
      const response = await close(customer, profileId);
      expect(response.status, profileId).toBe(404);
    }
    expect((await authenticate(sandbox.app, customer.jar)).accessTokens).toHaveLength(2);
  });

  it('refuses without the XSRF header (403) and without a bearer (401), issuing nothing', async () => {
    const customer = await signedIn();
    expect((await add(customer, { profileId: BUSINESS }, { Origin: TEST_APP_ORIGIN })).status).toBe(403);
    expect((await add(customer, { profileId: BUSINESS }, appCallHeaders(customer.jar), 'not-a-token')).status).toBe(401);
    expect((await apiRequest(sandbox.app, PROFILES, { headers: { Origin: TEST_APP_ORIGIN } })).status).toBe(401);
    expect((await close(customer, BUSINESS, { Origin: TEST_APP_ORIGIN })).status).toBe(403);
    expect((await authenticate(sandbox.app, customer.jar)).accessTokens).toHaveLength(2);
  });
});
