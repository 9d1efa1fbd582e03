import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta] = DEMO_LOGINS;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('GET /genoma_api/rest/client/personal-manager (docs/design/overview-contract.md, Client extras)', () => {
  const sandbox = useTestSandbox();

  async function tokensOf(login: DemoLogin | undefined): Promise<string[]> {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login, 'demo login')));
    return body.accessTokens.map((profile) => profile.accessToken);
  }

  const managerOf = (token: string) => getWithBearer(sandbox.app, '/genoma_api/rest/client/personal-manager', token);

  it('answers the affluent customer his personal manager: name, phone, email and office', async () => {
    const [affluent = ''] = await tokensOf(javier);
    const response = await managerOf(affluent);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      name: 'Elena Navarro Prieto',
      phone: '+34914562380',
      email: 'elena.navarro@bank.localhost',
      office: 'Banca Personal Madrid, Paseo de la Castellana 95, 28046 Madrid',
    });
  });

  it('answers a customer who is not affluent 404 no_personal_manager, from every profile', async () => {
    const tokens = [...(await tokensOf(lucia)), ...(await tokensOf(marta))];
    expect(tokens).toHaveLength(3);
    for (const token of tokens) {
      const response = await managerOf(token);
      expect(response.status).toBe(404);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'no_personal_manager',
        message: 'No tienes un gestor personal asignado.',
      });
    }
  });

  it('shows no manager to a customer who is not affluent, even with one on record', async () => {
    await sandbox.db.query(`UPDATE customers SET personal_manager_id = 'MGR-0001' WHERE person_id = '40215598'`);
    try {
      const [teen = ''] = await tokensOf(marta);
      expect((await managerOf(teen)).status).toBe(404);
    } finally {
      await sandbox.db.query(`UPDATE customers SET personal_manager_id = NULL WHERE person_id = '40215598'`);
    }
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await managerOf(token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });
});
