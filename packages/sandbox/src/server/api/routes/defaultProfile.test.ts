import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  readJson,
  signIn,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

/** Lucía: a personal profile (the default) and her company's. */
const [lucia, second] = DEMO_LOGINS;
const DEFAULT_PROFILE = '/genoma_api/rest/profiles/default';

function choose(app: Parameters<typeof apiRequest>[0], customer: SignedInCustomer, body: unknown, headers: Record<string, string> = {}) {
  return apiRequest(app, DEFAULT_PROFILE, {
    method: 'PUT',
    headers: {
      ...appCallHeaders(customer.jar),
      Authorization: `Bearer ${customer.token}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    jar: customer.jar,
  });
}

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<ApiErrorBody>(response);
}

const defaultsOf = async (db: { query: <T>(sql: string, params: unknown[]) => Promise<{ rows: T[] }> }, personId: string) =>
  (
    await db.query<{ profileId: string }>('SELECT profile_id AS "profileId" FROM profiles WHERE person_id = $1 AND is_default', [personId])
  ).rows.map((row) => row.profileId);

// shell.md §3.1 (a profile's default flag), §4.7 (profiles set as default); sandbox-api.md, Endpoints.
describe('PUT /genoma_api/rest/profiles/default: the profile a login opens', () => {
  const sandbox = useTestSandbox();

  it('makes the business profile the default one: 200 { profileId }, and the next login marks it default', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const response = await choose(sandbox.app, customer, { profileId: 'PRF-20481736-EMPR' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ profileId: 'PRF-20481736-EMPR' });
    const next = await authenticate(sandbox.app, (await signIn(sandbox.app, lucia)).jar);
    expect(next.accessTokens.map((profile) => [profile.profileId, profile.default])).toEqual(
      expect.arrayContaining([
        ['PRF-20481736-PERS', false],
        ['PRF-20481736-EMPR', true],
      ]),
    );
    await choose(sandbox.app, customer, { profileId: 'PRF-20481736-PERS' });
    expect(await defaultsOf(sandbox.db, '20481736')).toEqual(['PRF-20481736-PERS']);
  });

  it('refuses another person’s profile, and an unknown one, with 404 profile_not_found, changing nothing', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const other = await authenticate(sandbox.app, (await signIn(sandbox.app, second)).jar);
    for (const profileId of [other.accessTokens[0]?.profileId ?? '', 'PRF-00000000-PERS']) {
      expect((await errorOf(await choose(sandbox.app, customer, { profileId }), 404)).error, profileId).toBe('profile_not_found');
    }
    expect(await defaultsOf(sandbox.db, '20481736')).toEqual(['PRF-20481736-PERS']);
  });

  it('refuses a body that is not { profileId } with 400 invalid_request', async () => {
    const customer = await signIn(sandbox.app, lucia);
    for (const body of [
      {},
      { profileId: '' },
      { profileId: 7 },
      { profileId: 'x'.repeat(65) },
      { profileId: 'PRF-20481736-EMPR', extra: 1 },
      [],
      'PRF',
    ]) {
      expect((await errorOf(await choose(sandbox.app, customer, body), 400)).error, JSON.stringify(body)).toBe('invalid_request');
    }
    expect(await defaultsOf(sandbox.db, '20481736')).toEqual(['PRF-20481736-PERS']);
  });

  it('refuses a call without a bearer (401 invalid_token), without the XSRF header (403 xsrf_mismatch) or from another origin (403)', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const body = { profileId: 'PRF-20481736-EMPR' };
    expect((await errorOf(await choose(sandbox.app, { ...customer, token: 'A'.repeat(43) }, body), 401)).error).toBe('invalid_token');
    expect((await errorOf(await choose(sandbox.app, customer, body, { 'X-XSRF-TOKEN': '' }), 403)).error).toBe('xsrf_mismatch');
    expect((await errorOf(await choose(sandbox.app, customer, body, { Origin: 'https://evil.example' }), 403)).error).toBe(
      'forbidden_origin',
    );
    expect(await defaultsOf(sandbox.db, '20481736')).toEqual(['PRF-20481736-PERS']);
  });

  it('leaves exactly one default when both profiles are chosen at once, many times over', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        choose(sandbox.app, customer, { profileId: n % 2 === 0 ? 'PRF-20481736-EMPR' : 'PRF-20481736-PERS' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await defaultsOf(sandbox.db, '20481736')).toHaveLength(1);
  });
});
