import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  readJson,
  type ApiErrorBody,
  type CookieJar,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen] = DEMO_LOGINS;

/** A customer signed in as the shell would be: the session's cookies and each profile's bearer. */
interface SignedIn {
  jar: CookieJar;
  tokens: string[];
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('POST /genoma_api/rest/cards/{cardId}/block and /unblock (docs/design/overview-contract.md, Products)', () => {
  const sandbox = useTestSandbox();

  async function signIn(login: DemoLogin | undefined): Promise<SignedIn> {
    const jar = await loginAs(sandbox.app, required(login, 'demo login'));
    const body = await authenticate(sandbox.app, jar);
    return { jar, tokens: body.accessTokens.map((profile) => profile.accessToken) };
  }

  function change(
    customer: SignedIn,
    cardId: string,
    action: 'block' | 'unblock',
    { token = customer.tokens[0] ?? '', headers = appCallHeaders(customer.jar) }: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    return apiRequest(sandbox.app, `/genoma_api/rest/cards/${cardId}/${action}`, {
      method: 'POST',
      headers: { ...headers, ...(token === '' ? {} : { Authorization: `Bearer ${token}` }) },
      jar: customer.jar,
    });
  }

  async function statusShown(customer: SignedIn, cardId: string, token = customer.tokens[0] ?? ''): Promise<string> {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${cardId}`, token);
    expect(response.status).toBe(200);
    return (await readJson<{ status: string }>(response)).status;
  }

  async function statusStored(cardId: string): Promise<string | undefined> {
    const { rows } = await sandbox.db.query<{ status: string }>('SELECT status FROM cards WHERE card_id = $1', [cardId]);
    return rows[0]?.status;
  }

  it('blocks a card: 200 { id, status: blocked }, and the card’s page shows it blocked from then on', async () => {
    const customer = await signIn(lucia);
    const response = await change(customer, 'CRD-0001', 'block');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ id: 'CRD-0001', status: 'blocked' });
    expect(await statusShown(customer, 'CRD-0001')).toBe('blocked');
    // Persisted: a new login, as after a reload, still sees it blocked.
    expect(await statusShown(await signIn(lucia), 'CRD-0001')).toBe('blocked');
    expect(await statusStored('CRD-0001')).toBe('blocked');
  });

  it('unblocks a card: 200 { id, status: active }, and the card’s page shows it active again', async () => {
    const customer = await signIn(lucia);
    expect((await change(customer, 'CRD-0002', 'block')).status).toBe(200);
    const response = await change(customer, 'CRD-0002', 'unblock');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ id: 'CRD-0002', status: 'active' });
    expect(await statusShown(customer, 'CRD-0002')).toBe('active');
  });

  it('is idempotent: blocking a blocked card and unblocking an active one answer 200 with the status it keeps', async () => {
    const customer = await signIn(javier);
    for (const [action, status] of [
      ['block', 'blocked'],
      ['block', 'blocked'],
      ['unblock', 'active'],
      ['unblock', 'active'],
    ] as const) {
      const response = await change(customer, 'CRD-0005', action);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ id: 'CRD-0005', status });
      expect(await statusShown(customer, 'CRD-0005')).toBe(status);
    }
  });

  it('answers 20 concurrent blocks and unblocks of one card all 200, each with its own status, and keeps one of them', async () => {
    const customer = await signIn(javier);
    const actions = Array.from({ length: 20 }, (_, index): 'block' | 'unblock' => (index % 2 === 0 ? 'block' : 'unblock'));
    const responses = await Promise.all(actions.map((action) => change(customer, 'CRD-0004', action)));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const answered = await Promise.all(responses.map((response) => readJson<{ id: string; status: string }>(response)));
    expect(answered).toEqual(actions.map((action) => ({ id: 'CRD-0004', status: action === 'block' ? 'blocked' : 'active' })));
    const final = await statusShown(customer, 'CRD-0004');
    expect(['blocked', 'active']).toContain(final);
    expect(await statusStored('CRD-0004')).toBe(final);
  });

  it('answers another profile’s card 404 product_not_found, as an unknown one, and leaves it as it was', async () => {
    const customer = await signIn(lucia);
    const [personal = '', business = ''] = customer.tokens;
    const other = await signIn(marta);
    for (const [token, cardId] of [
      [business, 'CRD-0002'],
      [personal, 'CRD-0003'],
      [personal, 'CRD-0006'],
      [personal, 'CRD-9999'],
    ] as const) {
      for (const action of ['block', 'unblock'] as const) {
        const response = await change(customer, cardId, action, { token });
        expect(response.status, `${action} ${cardId}`).toBe(404);
        expect(await readJson<ApiErrorBody>(response)).toEqual({
          error: 'product_not_found',
          message: 'No tienes ningún producto con ese identificador.',
        });
      }
    }
    expect(await statusShown(other, 'CRD-0006')).toBe('active');
    expect(await statusStored('CRD-0003')).toBe('active');
  });

  it.each(['ACC-0001', 'DEP-0001', 'crd-0001', 'CRD-1', 'not-a-card', '%00', "CRD-0001'%20OR%20'1'%3D'1"])(
    'answers the card id %s 404 product_not_found: no card has it, never 400 or 500',
    async (cardId) => {
      const customer = await signIn(lucia);
      const response = await change(customer, cardId, 'block');
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('product_not_found');
    },
  );

  it('answers without a bearer, or with an unknown one, 401 invalid_token, and changes nothing', async () => {
    const customer = await signIn(carmen);
    for (const token of ['', 'not-a-token']) {
      const response = await apiRequest(sandbox.app, '/genoma_api/rest/cards/CRD-0007/block', {
        method: 'POST',
        headers: { ...appCallHeaders(customer.jar), ...(token === '' ? {} : { Authorization: `Bearer ${token}` }) },
        jar: customer.jar,
      });
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
    expect(await statusStored('CRD-0007')).toBe('active');
  });

  it('needs the XSRF header and the app’s origin, as every state-changing call (403), and changes nothing without them', async () => {
    const customer = await signIn(carmen);
    const withoutXsrf = await change(customer, 'CRD-0007', 'block', { headers: { Origin: TEST_APP_ORIGIN } });
    expect(withoutXsrf.status).toBe(403);
    expect((await readJson<ApiErrorBody>(withoutXsrf)).error).toBe('xsrf_mismatch');
    const wrongXsrf = await change(customer, 'CRD-0007', 'block', { headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': 'x'.repeat(43) } });
    expect(wrongXsrf.status).toBe(403);
    expect((await readJson<ApiErrorBody>(wrongXsrf)).error).toBe('xsrf_mismatch');
    const otherOrigin = await change(customer, 'CRD-0007', 'block', {
      headers: { ...appCallHeaders(customer.jar), Origin: 'https://evil.example' },
    });
    expect(otherOrigin.status).toBe(403);
    expect((await readJson<ApiErrorBody>(otherOrigin)).error).toBe('forbidden_origin');
    expect(await statusShown(customer, 'CRD-0007')).toBe('active');
  });

  it('is no change through GET', async () => {
    const customer = await signIn(carmen);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/cards/CRD-0007/block', customer.tokens[0] ?? '')).status).toBe(404);
    expect(await statusStored('CRD-0007')).toBe('active');
  });
});
