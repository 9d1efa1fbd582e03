import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen] = DEMO_LOGINS;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('GET /genoma_api/rest/inbox/summary (docs/design/overview-contract.md, Client extras)', () => {
  const sandbox = useTestSandbox();

  async function tokensOf(login: DemoLogin | undefined): Promise<string[]> {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login, 'demo login')));
    return body.accessTokens.map((profile) => profile.accessToken);
  }

  async function unread(token: string): Promise<unknown> {
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/inbox/summary', token);
    expect(response.status).toBe(200);
    return readJson(response);
  }

  it('answers Lucía 2 unread messages, from either of her profiles: the inbox is the person’s', async () => {
    const [personal = '', business = ''] = await tokensOf(lucia);
    expect(await unread(personal)).toEqual({ unread: 2 });
    expect(await unread(business)).toEqual({ unread: 2 });
  });

  it('counts only the unread: Lucía has 3 messages, one read', async () => {
    const { rows } = await sandbox.db.query<{ total: number; read: number }>(
      `SELECT count(*)::integer AS total, count(read_at)::integer AS read FROM inbox_messages WHERE person_id = '20481736'`,
    );
    expect(rows).toEqual([{ total: 3, read: 1 }]);
  });

  it('answers Javier 1, and the teen and Carmen 0', async () => {
    const [affluent = ''] = await tokensOf(javier);
    const [teen = ''] = await tokensOf(marta);
    const [payer = ''] = await tokensOf(carmen);
    expect(await unread(affluent)).toEqual({ unread: 1 });
    expect(await unread(teen)).toEqual({ unread: 0 });
    expect(await unread(payer)).toEqual({ unread: 0 });
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await getWithBearer(sandbox.app, '/genoma_api/rest/inbox/summary', token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });
});
