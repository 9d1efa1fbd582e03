import type { Hono } from 'hono';
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
const LIST = '/genoma_api/rest/mobileconfirmation/pending-operations';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface TestPendingOperation {
  secProcessId: string;
  personId: string;
  type: string;
  operationData: {
    channelCode: number;
    createdAt: string;
    device?: string;
    place?: string;
    merchant?: string;
    amount?: { amount: number; currency: string };
    cardAlias?: string;
    maskedPan?: string;
    cardId?: string;
    description?: string;
  };
  destination?: string;
}

/** A customer signed in as the shell would be: the session's cookies and the default profile's bearer. */
interface SignedIn {
  jar: CookieJar;
  accessToken: string;
  personId: string;
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('pending security operations: list, confirm and reject (docs/design/pending-contract.md, Endpoints)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  async function signIn(login: DemoLogin | undefined, app: Hono = sandbox.app): Promise<SignedIn> {
    const jar = await loginAs(app, required(login, 'demo login'));
    const body = await authenticate(app, jar);
    const profile = required(body.accessTokens[0], 'profile');
    return { jar, accessToken: profile.accessToken, personId: body.person.id };
  }

  async function create(operation: object): Promise<TestPendingOperation> {
    const response = await apiRequest(sandbox.app, '/__sandbox/pending-operations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(operation),
    });
    expect(response.status).toBe(201);
    return (await readJson<{ pendingOperation: TestPendingOperation }>(response)).pendingOperation;
  }

  async function list(customer: SignedIn): Promise<TestPendingOperation[]> {
    const response = await getWithBearer(sandbox.app, LIST, customer.accessToken);
    expect(response.status).toBe(200);
    return (await readJson<{ pendingOperations: TestPendingOperation[] }>(response)).pendingOperations;
  }

  function decide(customer: SignedIn, secProcessId: string, decision: 'confirm' | 'reject', headers = appCallHeaders(customer.jar)) {
    return apiRequest(sandbox.app, `${LIST}/${secProcessId}/${decision}`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${customer.accessToken}` },
      jar: customer.jar,
    });
  }

  it('names the card of a payment in the language the app asks in (issue 42 §2): "Debit card" to an English app', async () => {
    const customer = await signIn(carmen);
    const response = await apiRequest(sandbox.app, LIST, {
      headers: { Authorization: `Bearer ${customer.accessToken}`, 'accept-language': 'en-GB' },
    });
    const { pendingOperations } = await readJson<{ pendingOperations: TestPendingOperation[] }>(response);
    expect(pendingOperations[0]?.operationData).toMatchObject({ cardAlias: 'Debit card', merchant: 'Zapatería Sol' });
  });

  it('seeds Carmen an operation of every type, oldest first a card payment of 49,90 € at Zapatería Sol, type 76 on channel 83', async () => {
    const customer = await signIn(carmen);
    const operations = await list(customer);
    expect(operations.map((operation) => [operation.type, operation.operationData.channelCode])).toEqual([
      ['76', 83],
      ['75', 83],
      ['85', 86],
      ['91', 86],
      ['92', 86],
      ['94', 86],
      ['95', 86],
      ['BUSINESS', 83],
    ]);
    expect(operations[0]).toMatchObject({
      personId: '52718463',
      type: '76',
      operationData: {
        channelCode: 83,
        merchant: 'Zapatería Sol',
        amount: { amount: 49.9, currency: 'EUR' },
        cardAlias: 'Tarjeta Débito',
        maskedPan: '•••• 3096',
      },
    });
    expect(operations[0]?.secProcessId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(operations[0]?.operationData.createdAt ?? '').toISOString()).toBe(operations[0]?.operationData.createdAt);
    expect(operations[0]).not.toHaveProperty('destination');
  });

  it('seeds no operation for the other demo customers, whom other tests log in', async () => {
    for (const login of [lucia, javier, marta]) expect(await list(await signIn(login))).toEqual([]);
  });

  it('answers the bearer’s person’s pending operations only, oldest first after card payments, each with its type’s fields', async () => {
    const customer = await signIn(marta);
    const login = await create({
      document: '11223344B',
      type: '75',
      channelCode: 83,
      device: 'Chrome en Windows',
      place: 'Madrid, España',
    });
    sandbox.clock.advanceS(60);
    const business = await create({
      personId: customer.personId,
      type: 'BUSINESS',
      description: 'Firma de una remesa',
      destination: 'posicion-global',
    });
    // Created in the same millisecond: the first created comes first.
    const bizum = await create({ personId: customer.personId, type: '94' });
    await create({ document: '12345678Z', type: '76' });

    const operations = await list(customer);
    expect(operations.map((operation) => operation.secProcessId)).toEqual([login.secProcessId, business.secProcessId, bizum.secProcessId]);
    expect(operations[0]).toEqual({
      secProcessId: login.secProcessId,
      personId: '40215598',
      type: '75',
      operationData: { channelCode: 83, createdAt: '2026-01-15T09:00:00.000Z', device: 'Chrome en Windows', place: 'Madrid, España' },
    });
    expect(operations[1]).toMatchObject({
      type: 'BUSINESS',
      destination: 'posicion-global',
      operationData: { description: 'Firma de una remesa' },
    });
    expect(operations[2]?.operationData).toEqual({
      channelCode: 86,
      createdAt: '2026-01-15T09:01:00.000Z',
      description: 'Alta de Bizum en un teléfono nuevo',
    });
    for (const id of [login, business, bizum].map((operation) => operation.secProcessId)) {
      expect((await decide(customer, id, 'reject')).status).toBe(200);
    }
  });

  it('puts a card payment at a shop first, however old the others are: a payment made now is not hidden behind them (issue 42 §4)', async () => {
    const customer = await signIn(marta);
    const login = await create({
      document: '11223344B',
      type: '75',
      channelCode: 83,
      device: 'Chrome en Windows',
      place: 'Madrid, España',
    });
    const business = await create({ personId: customer.personId, type: 'BUSINESS', description: 'Firma de una remesa' });
    sandbox.clock.advanceS(60);
    const payment = await create({ personId: customer.personId, type: '76', merchant: 'Electrodomésticos Sur', amount: 1299 });
    sandbox.clock.advanceS(60);
    const later = await create({ personId: customer.personId, type: '76', merchant: 'Zapatería Sol', amount: 49.9 });

    const operations = await list(customer);
    expect(operations.map((operation) => [operation.type, operation.secProcessId])).toEqual([
      ['76', payment.secProcessId],
      ['76', later.secProcessId],
      ['75', login.secProcessId],
      ['BUSINESS', business.secProcessId],
    ]);
    for (const id of [login, business, payment, later].map((operation) => operation.secProcessId)) {
      expect((await decide(customer, id, 'reject')).status).toBe(200);
    }
  });

  it('confirms an operation once: 200 { secProcessId, status: confirmed }, and the list drops it', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '85', merchant: 'Librería Central', amount: 12.5 });
    const response = await decide(customer, operation.secProcessId, 'confirm');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ secProcessId: operation.secProcessId, status: 'confirmed' });
    expect(await list(customer)).toEqual([]);
  });

  it('rejects an operation once: 200 { secProcessId, status: rejected }, and the list drops it', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '85' });
    const response = await decide(customer, operation.secProcessId, 'reject');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ secProcessId: operation.secProcessId, status: 'rejected' });
    expect(await list(customer)).toEqual([]);
  });

  it('answers a second decision 409 pending_operation_decided, whichever it is, and keeps the first', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '85' });
    expect((await decide(customer, operation.secProcessId, 'confirm')).status).toBe(200);
    for (const decision of ['confirm', 'reject'] as const) {
      const again = await decide(customer, operation.secProcessId, decision);
      expect(again.status).toBe(409);
      expect(await readJson<ApiErrorBody>(again)).toEqual({
        error: 'pending_operation_decided',
        message: 'Esta operación ya se ha confirmado o rechazado.',
      });
    }
    const { rows } = await sandbox.db.query<{ status: string }>('SELECT status FROM pending_operations WHERE sec_process_id = $1', [
      operation.secProcessId,
    ]);
    expect(rows).toEqual([{ status: 'confirmed' }]);
  });

  it('gives exactly one 200 to 10 concurrent confirms and rejects of one operation, and 409 to the other nine', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '85' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => decide(customer, operation.secProcessId, index % 2 === 0 ? 'confirm' : 'reject')),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = required(responses.find((response) => response.status === 200));
    const { status } = await readJson<{ status: string }>(winner);
    const { rows } = await sandbox.db.query<{ status: string }>('SELECT status FROM pending_operations WHERE sec_process_id = $1', [
      operation.secProcessId,
    ]);
    expect(rows).toEqual([{ status }]);
  });

  it('never lets one customer see or decide another’s operation: 404, as for an unknown id, and the operation stays pending', async () => {
    const owner = await signIn(javier);
    const other = await signIn(lucia);
    const operation = await create({ document: '87654321X', type: '76' });
    expect((await list(other)).map((item) => item.secProcessId)).not.toContain(operation.secProcessId);
    for (const decision of ['confirm', 'reject'] as const) {
      const response = await decide(other, operation.secProcessId, decision);
      expect(response.status).toBe(404);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'pending_operation_not_found',
        message: 'No hay ninguna operación pendiente con ese identificador.',
      });
    }
    expect((await list(owner)).map((item) => item.secProcessId)).toEqual([operation.secProcessId]);
    expect((await decide(owner, operation.secProcessId, 'reject')).status).toBe(200);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '12345', `${UNKNOWN_ID}0`, '%00', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "1' OR '1'='1"])(
    'answers the id %s 404 pending_operation_not_found, never 400 or 500',
    async (id) => {
      const customer = await signIn(lucia);
      const response = await decide(customer, encodeURIComponent(id), 'confirm');
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('pending_operation_not_found');
    },
  );

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '76' });
    for (const token of ['', 'not-a-token']) {
      const listed = await getWithBearer(sandbox.app, LIST, token);
      expect(listed.status).toBe(401);
      expect((await readJson<ApiErrorBody>(listed)).error).toBe('invalid_token');
      const decided = await apiRequest(sandbox.app, `${LIST}/${operation.secProcessId}/confirm`, {
        method: 'POST',
        headers: { ...appCallHeaders(customer.jar), ...(token === '' ? {} : { Authorization: `Bearer ${token}` }) },
        jar: customer.jar,
      });
      expect(decided.status).toBe(401);
      expect((await readJson<ApiErrorBody>(decided)).error).toBe('invalid_token');
    }
    expect(await list(customer)).toHaveLength(1);
    expect((await decide(customer, operation.secProcessId, 'reject')).status).toBe(200);
  });

  it('needs the XSRF header and the app’s origin to decide (403), and decides nothing without them', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '85' });
    const withoutXsrf = await decide(customer, operation.secProcessId, 'confirm', { Origin: TEST_APP_ORIGIN });
    expect(withoutXsrf.status).toBe(403);
    expect((await readJson<ApiErrorBody>(withoutXsrf)).error).toBe('xsrf_mismatch');
    const wrongXsrf = await decide(customer, operation.secProcessId, 'reject', { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': 'x'.repeat(43) });
    expect(wrongXsrf.status).toBe(403);
    const otherOrigin = await decide(customer, operation.secProcessId, 'confirm', {
      ...appCallHeaders(customer.jar),
      Origin: 'https://evil.example',
    });
    expect(otherOrigin.status).toBe(403);
    expect((await readJson<ApiErrorBody>(otherOrigin)).error).toBe('forbidden_origin');
    expect(await list(customer)).toHaveLength(1);
    expect((await decide(customer, operation.secProcessId, 'confirm')).status).toBe(200);
  });

  it('is no decision through GET, and no list through POST', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '76' });
    expect((await getWithBearer(sandbox.app, `${LIST}/${operation.secProcessId}/confirm`, customer.accessToken)).status).toBe(404);
    expect(await list(customer)).toHaveLength(1);
    expect((await decide(customer, operation.secProcessId, 'reject')).status).toBe(200);
  });
});

describe('POST /__sandbox/pending-operations (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  const post = (body: unknown, app: Hono = sandbox.app) =>
    apiRequest(app, '/__sandbox/pending-operations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('creates an operation of every type, filling what its type needs and leaving out what it does not', async () => {
    const created = await Promise.all(
      ['75', '76', '85', '91', '92', '94', '95', 'BUSINESS'].map(async (type) => {
        const response = await post({ document: '12345678Z', type, merchant: 'Ignorado si no es un pago' });
        expect(response.status, type).toBe(201);
        return (await readJson<{ pendingOperation: TestPendingOperation }>(response)).pendingOperation;
      }),
    );
    const shapes = Object.fromEntries(
      created.map(({ type, operationData, destination }) => [
        type,
        [...Object.keys(operationData).filter((key) => key !== 'createdAt'), ...(destination === undefined ? [] : ['destination'])].sort(),
      ]),
    );
    expect(shapes).toEqual({
      '75': ['channelCode', 'device', 'place'],
      '76': ['amount', 'cardAlias', 'cardId', 'channelCode', 'maskedPan', 'merchant', 'merchantCountry'],
      '85': ['amount', 'channelCode', 'merchant'],
      '91': ['channelCode', 'device', 'place'],
      '92': ['channelCode', 'device', 'place'],
      '94': ['channelCode', 'description'],
      '95': ['channelCode', 'description'],
      BUSINESS: ['channelCode', 'description', 'destination'],
    });
    expect(created.find((operation) => operation.type === '76')?.operationData).toMatchObject({
      merchant: 'Ignorado si no es un pago',
      cardAlias: 'Tarjeta Débito',
      maskedPan: '•••• 4821',
      cardId: 'CRD-0001',
      // A shop in Spain unless told otherwise (issue 42 §4).
      merchantCountry: 'ES',
    });
    expect(created.find((operation) => operation.type === '75')?.operationData.channelCode).toBe(83);
  });

  it('takes the card and amount it is given', async () => {
    const response = await post({
      personId: '20481736',
      type: '76',
      channelCode: 86,
      amount: 1234.56,
      cardAlias: 'Tarjeta Crédito',
      panLast4: '7310',
      merchantCountry: 'PT',
    });
    expect((await readJson<{ pendingOperation: TestPendingOperation }>(response)).pendingOperation.operationData).toMatchObject({
      channelCode: 86,
      merchantCountry: 'PT',
      amount: { amount: 1234.56, currency: 'EUR' },
      cardAlias: 'Tarjeta Crédito',
      maskedPan: '•••• 7310',
    });
  });

  it.each<[object, string]>([
    [{ type: '76' }, 'no customer'],
    [{ document: '12345678Z', personId: '20481736', type: '76' }, 'two customers'],
    [{ document: '12345678Z', type: '77' }, 'an unknown type'],
    [{ document: '12345678Z', type: '76', channelCode: 81 }, 'a channel the contract does not use'],
    [{ document: '12345678Z', type: '76', amount: 0 }, 'no amount'],
    [{ document: '12345678Z', type: '76', amount: 1.234 }, 'fractions of a cent'],
    [{ document: '12345678Z', type: '76', panLast4: '482' }, 'a card that is not four digits'],
    [{ document: '12345678Z', type: '76', merchant: 'x'.repeat(81) }, 'a merchant too long'],
    [{ document: '12345678Z', type: 'BUSINESS', destination: 'https://evil.example' }, 'a destination that is no route'],
    [{ document: '12345678Z', type: '76', ammount: 3 }, 'an unknown field'],
    [{ document: '12345678Z', type: '76', merchantCountry: 'pt' }, 'a country in lower case'],
    [{ document: '12345678Z', type: '76', merchantCountry: 'ESP' }, 'a country of three letters'],
    [{ document: '12345678Z', type: '76', merchantCountry: 'AA' }, 'a code of no country'],
    [{ document: '12345678Z', type: '76', merchantCountry: 'ZZ' }, 'the code of an unknown region'],
    [{ document: '12345678Z', type: '76', merchantCountry: 34 }, 'a country that is no text'],
  ])('refuses %j (%s) with 400 invalid_request', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
  });

  it('refuses a document or personId nobody holds, and staff, who are no customers (404)', async () => {
    for (const body of [
      { document: '00000000T', type: '76' },
      { personId: '90000001', type: '75' },
    ]) {
      expect((await post(body)).status).toBe(404);
    }
  });

  it('clears a customer’s pending operations for a test that starts from none: every one rejected, none of another’s', async () => {
    expect((await post({ document: '12345678Z', type: '85', channelCode: 86 })).status).toBe(201);
    expect((await post({ document: '12345678Z', type: '75' })).status).toBe(201);
    const pendingOf = async (personId: string) => {
      const { rows } = await sandbox.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pending_operations WHERE person_id = $1 AND status = 'pending'`,
        [personId],
      );
      return rows[0]?.count;
    };
    const carmenBefore = await pendingOf('52718463');
    const clear = (body: unknown) =>
      apiRequest(sandbox.app, '/__sandbox/pending-operations/clear', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const response = await clear({ document: '12345678Z' });
    expect(response.status).toBe(200);
    expect((await readJson<{ rejected: number }>(response)).rejected).toBeGreaterThanOrEqual(2);
    expect(await pendingOf('20481736')).toBe(0);
    expect(await pendingOf('52718463')).toBe(carmenBefore);
    expect((await clear({ document: '00000000T' })).status).toBe(404);
    expect((await clear({ document: '12345678Z', extra: true })).status).toBe(400);
  });

  it('does not exist outside test mode (404 even past the origin and XSRF checks)', async () => {
    const count = async () => {
      const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM pending_operations');
      return rows[0]?.count;
    };
    const before = await count();
    const production = sandbox.appWith({ testMode: false });
    const jar = await loginAs(production, required(lucia));
    const response = await apiRequest(production, '/__sandbox/pending-operations', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), 'Content-Type': 'application/json' },
      body: JSON.stringify({ document: '12345678Z', type: '76' }),
      jar,
    });
    expect(response.status).toBe(404);
    expect(await count()).toBe(before);
  });
});
