import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  lastOtpSent,
  loginAs,
  postOtpRequest,
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

  /** Has a code sent to the customer's phone, as the security process does, and reads it there. */
  async function sendCode(customer: SignedIn): Promise<string> {
    expect((await postOtpRequest(sandbox.app, customer.jar)).status).toBe(200);
    return lastOtpSent(sandbox.phone);
  }

  /** Unblocks with a fresh code of the session: the security process's call. */
  async function unblock(customer: SignedIn, cardId: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const code = await sendCode(customer);
    return change(customer, cardId, 'unblock', { headers: { ...appCallHeaders(customer.jar), 'x-otp': code, ...extraHeaders } });
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

  it('unblocks a card with a one-time password of the session: 200 { id, status: active, deviceCheck }, and the card’s page shows it active again', async () => {
    const customer = await signIn(lucia);
    expect((await change(customer, 'CRD-0002', 'block')).status).toBe(200);
    const response = await unblock(customer, 'CRD-0002');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ id: 'CRD-0002', status: 'active', deviceCheck: 'not-profiled' });
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
      const response = action === 'block' ? await change(customer, 'CRD-0005', action) : await unblock(customer, 'CRD-0005');
      expect(response.status).toBe(200);
      expect(await readJson(response)).toMatchObject({ id: 'CRD-0005', status });
      expect(await statusShown(customer, 'CRD-0005')).toBe(status);
    }
  });

  it('answers 20 concurrent blocks of one card all 200 blocked, and keeps it blocked', async () => {
    const customer = await signIn(javier);
    const responses = await Promise.all(Array.from({ length: 20 }, () => change(customer, 'CRD-0004', 'block')));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const answered = await Promise.all(responses.map((response) => readJson<{ id: string; status: string }>(response)));
    expect(answered).toEqual(Array.from({ length: 20 }, () => ({ id: 'CRD-0004', status: 'blocked' })));
    expect(await statusStored('CRD-0004')).toBe('blocked');
  });

  it('unblocks without a one-time password never: 403 otp_required, and the card stays blocked', async () => {
    const customer = await signIn(lucia);
    await change(customer, 'CRD-0001', 'block');
    for (const code of [undefined, '', '   ']) {
      const headers = { ...appCallHeaders(customer.jar), ...(code === undefined ? {} : { 'x-otp': code }) };
      const response = await change(customer, 'CRD-0001', 'unblock', { headers });
      expect(response.status).toBe(403);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'otp_required',
        message: 'Esta operación necesita un código de verificación.',
      });
    }
    expect(await statusStored('CRD-0001')).toBe('blocked');
  });

  it('refuses a wrong, an overlong or another session’s code with 401 invalid_otp, and the card stays blocked', async () => {
    const customer = await signIn(lucia);
    const other = await signIn(lucia);
    await change(customer, 'CRD-0001', 'block');
    const code = await sendCode(customer);
    const othersCode = await sendCode(other);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    for (const attempt of [wrong, '1'.repeat(17), othersCode === code ? wrong : othersCode]) {
      const response = await change(customer, 'CRD-0001', 'unblock', { headers: { ...appCallHeaders(customer.jar), 'x-otp': attempt } });
      expect(response.status, attempt).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_otp');
    }
    expect(await statusStored('CRD-0001')).toBe('blocked');
    const spent = await unblock(customer, 'CRD-0001');
    expect(spent.status).toBe(200);
  });

  it('spends a code once however many unblocks race with it: 10 concurrent calls with one code, exactly one 200', async () => {
    const customer = await signIn(javier);
    await change(customer, 'CRD-0004', 'block');
    const code = await sendCode(customer);
    const headers = { ...appCallHeaders(customer.jar), 'x-otp': code };
    const responses = await Promise.all(Array.from({ length: 10 }, () => change(customer, 'CRD-0004', 'unblock', { headers })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 401)]);
    expect(await statusStored('CRD-0004')).toBe('active');
  });

  it('says whether the device-risk process id it was given was profiled (features.md §4.9): profiled, or not-profiled', async () => {
    const customer = await signIn(lucia);
    await sandbox.db.query(
      "INSERT INTO device_risk_profiles (process_id, device_type, signals, profiled_at) VALUES ('f47ac10b-58cc-4372-a567-0e02b2c3d479', 'web', '{}', now())",
    );
    for (const [processId, deviceCheck] of [
      ['f47ac10b-58cc-4372-a567-0e02b2c3d479', 'profiled'],
      ['00000000-0000-4000-8000-000000000000', 'not-profiled'],
      ["x' OR '1'='1", 'not-profiled'],
    ] as const) {
      await change(customer, 'CRD-0001', 'block');
      const response = await unblock(customer, 'CRD-0001', { 'x-device-risk-process-id': processId });
      expect(await readJson(response)).toEqual({ id: 'CRD-0001', status: 'active', deviceCheck });
    }
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
        const response =
          action === 'block'
            ? await change(customer, cardId, action, { token })
            : await change(customer, cardId, action, {
                token,
                headers: { ...appCallHeaders(customer.jar), 'x-otp': await sendCode(customer) },
              });
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
