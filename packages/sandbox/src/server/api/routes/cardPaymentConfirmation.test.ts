import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  lastOtpSent,
  loginAs,
  postGenerateTicket,
  postOtpRequest,
  readJson,
  ticketRequestBody,
  type ApiErrorBody,
  type CookieJar,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [, javier, , , carmen] = DEMO_LOGINS;
const LIST = '/genoma_api/rest/mobileconfirmation/pending-operations';

interface Customer {
  jar: CookieJar;
  token: string;
}

interface Operation {
  secProcessId: string;
  type: string;
}

interface TestMovement {
  productId: string;
  concept: string;
  amount: { amount: number };
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('issue 38 §1: confirming a card payment in the browser is signed with the step-up’s code, and pays it', () => {
  const sandbox = useTestSandbox({ testMode: true });

  async function signIn(login: DemoLogin | undefined): Promise<Customer> {
    const jar = await loginAs(sandbox.app, required(login, 'demo login'));
    const [profile] = (await authenticate(sandbox.app, jar)).accessTokens;
    return { jar, token: required(profile).accessToken };
  }

  /** The step-up as the shell makes it: a code to the phone, traded for a ticket (and fresh bearers). */
  async function ticketFor(customer: Customer): Promise<string> {
    expect((await postOtpRequest(sandbox.app, customer.jar)).status).toBe(200);
    const answer = await postGenerateTicket(sandbox.app, customer.jar, ticketRequestBody(lastOtpSent(sandbox.phone)));
    expect(answer.status).toBe(200);
    const body = await readJson<TestAuthentication & { ticket: string }>(answer);
    customer.token = required(body.accessTokens[0]).accessToken;
    return body.ticket;
  }

  function decide(customer: Customer, id: string, decision: 'confirm' | 'reject', ticket?: string) {
    return apiRequest(sandbox.app, `${LIST}/${id}/${decision}`, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
      },
      jar: customer.jar,
    });
  }

  async function create(operation: object): Promise<Operation> {
    const response = await apiRequest(sandbox.app, '/__sandbox/pending-operations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(operation),
    });
    expect(response.status).toBe(201);
    return (await readJson<{ pendingOperation: Operation }>(response)).pendingOperation;
  }

  async function pendingIds(customer: Customer): Promise<string[]> {
    const answer = await readJson<{ pendingOperations: Operation[] }>(await getWithBearer(sandbox.app, LIST, customer.token));
    return answer.pendingOperations.map((operation) => operation.secProcessId);
  }

  async function balanceCents(accountId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ cents: string }>('SELECT balance_cents::text AS cents FROM accounts WHERE account_id = $1', [
      accountId,
    ]);
    return Number(required(rows[0]).cents);
  }

  async function productMovements(customer: Customer, productId: string): Promise<TestMovement[]> {
    const page = await readJson<{ movements: TestMovement[] }>(
      await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}/movements?pageSize=5`, customer.token),
    );
    return page.movements;
  }

  async function expectError(response: Response, status: number, error: string): Promise<void> {
    expect(response.status).toBe(status);
    expect((await readJson<ApiErrorBody>(response)).error).toBe(error);
  }

  it('refuses Carmen’s 49,90 € payment at Zapatería Sol without a signature (403 step_up_required), and with a wrong ticket (401), and it stays pending', async () => {
    const customer = await signIn(carmen);
    const [payment] = await pendingIds(customer);
    const id = required(payment);
    await expectError(await decide(customer, id, 'confirm'), 403, 'step_up_required');
    await expectError(await decide(customer, id, 'confirm', 'T'.repeat(43)), 401, 'invalid_ticket');
    expect(await pendingIds(customer)).toContain(id);
    expect(await balanceCents('ACC-0009')).toBe(128_745);
  });

  it('pays it once signed: the account has 49,90 € less, one movement "Compra en Zapatería Sol" of the account and the card, listed once among all; the debit card’s available follows', async () => {
    const customer = await signIn(carmen);
    const [payment] = await pendingIds(customer);
    const ticket = await ticketFor(customer);
    const response = await decide(customer, required(payment), 'confirm', ticket);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ secProcessId: payment, status: 'confirmed' });
    expect(await balanceCents('ACC-0009')).toBe(128_745 - 4_990);
    const paid = { concept: 'Compra en Zapatería Sol', amount: { amount: -49.9, currency: 'EUR' } };
    expect((await productMovements(customer, 'ACC-0009'))[0]).toMatchObject(paid);
    expect((await productMovements(customer, 'CRD-0007'))[0]).toMatchObject(paid);
    const latest = await readJson<{ movements: TestMovement[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/movements', customer.token),
    );
    expect(latest.movements.filter((movement) => movement.concept === 'Compra en Zapatería Sol')).toHaveLength(1);
    const card = await readJson<{ availableBalance: { amount: number } }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products/CRD-0007', customer.token),
    );
    expect(card.availableBalance.amount).toBe(1_237.55);
    // The ticket is spent: it signs nothing else.
    const next = await create({ document: '45678912S', type: '76', merchant: 'Librería Central', amount: 10, panLast4: '3096' });
    await expectError(await decide(customer, next.secProcessId, 'confirm', ticket), 401, 'invalid_ticket');
    expect((await decide(customer, next.secProcessId, 'reject')).status).toBe(200);
  });

  it('rejects a card payment without a signature: rejecting moves no money', async () => {
    const customer = await signIn(carmen);
    const operation = await create({ document: '45678912S', type: '76', merchant: 'Tienda Dudosa', amount: 300, panLast4: '3096' });
    const before = await balanceCents('ACC-0009');
    expect((await decide(customer, operation.secProcessId, 'reject')).status).toBe(200);
    expect(await balanceCents('ACC-0009')).toBe(before);
  });

  it('adds a credit card’s payment to what it has used: Javier’s Tarjeta Oro has 120 € less available', async () => {
    const customer = await signIn(javier);
    const operation = await create({ document: '87654321X', type: '76', merchant: 'Librería Central', amount: 120, panLast4: '9034' });
    const available = async () =>
      (
        await readJson<{ availableBalance: { amount: number } }>(
          await getWithBearer(sandbox.app, '/genoma_api/rest/products/CRD-0004', customer.token),
        )
      ).availableBalance.amount;
    const before = await available();
    expect((await decide(customer, operation.secProcessId, 'confirm', await ticketFor(customer))).status).toBe(200);
    expect(await available()).toBe(before - 120);
    expect((await productMovements(customer, 'CRD-0004'))[0]).toMatchObject({
      concept: 'Compra en Librería Central',
      amount: { amount: -120 },
    });
  });

  it('refuses a payment the account cannot cover (409 insufficient_funds) or a blocked card’s (409 card_blocked): it stays pending and the ticket is not spent', async () => {
    const customer = await signIn(carmen);
    const tooMuch = await create({ document: '45678912S', type: '76', merchant: 'Joyería Real', amount: 50_000, panLast4: '3096' });
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0009');
    await expectError(await decide(customer, tooMuch.secProcessId, 'confirm', ticket), 409, 'insufficient_funds');
    expect(await pendingIds(customer)).toContain(tooMuch.secProcessId);

    await sandbox.db.query("UPDATE cards SET status = 'blocked' WHERE card_id = 'CRD-0007'");
    const blocked = await create({ document: '45678912S', type: '76', merchant: 'Librería Central', amount: 5, panLast4: '3096' });
    await expectError(await decide(customer, blocked.secProcessId, 'confirm', ticket), 409, 'card_blocked');
    await sandbox.db.query("UPDATE cards SET status = 'active' WHERE card_id = 'CRD-0007'");
    expect(await balanceCents('ACC-0009')).toBe(before);
    // Unspent: the same ticket signs the payment now that it can be made.
    expect((await decide(customer, blocked.secProcessId, 'confirm', ticket)).status).toBe(200);
    expect(await balanceCents('ACC-0009')).toBe(before - 500);
    expect((await decide(customer, tooMuch.secProcessId, 'reject')).status).toBe(200);
  });

  it('moves the money once however many signed confirms race: 10 at once with one ticket, exactly one 200', async () => {
    const customer = await signIn(carmen);
    const operation = await create({ document: '45678912S', type: '76', merchant: 'Librería Central', amount: 7, panLast4: '3096' });
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0009');
    const responses = await Promise.all(Array.from({ length: 10 }, () => decide(customer, operation.secProcessId, 'confirm', ticket)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await balanceCents('ACC-0009')).toBe(before - 700);
  });
});
