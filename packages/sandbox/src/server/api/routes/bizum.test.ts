import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  callAs,
  CookieJar,
  getWithBearer,
  lastOtpSent,
  loginAs,
  postGenerateTicket,
  postOtpRequest,
  readJson,
  signInAsAgent,
  ticketRequestBody,
  type ApiErrorBody,
  type SignedInCustomer,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { customersNetWorthCents, moneyInvariantBreaches } from '../../../../test/moneyInvariants';
import { moreTickets as moreStepUpTickets, ticketFor as stepUpTicketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen, elena, pablo] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Bizum). */
const REGISTRATION = '/genoma_api/rest/bizum/registration';
const REVIEW = '/genoma_api/rest/bizum/payments/review';
const PAYMENTS = '/genoma_api/rest/bizum/payments';
const REQUESTS = '/genoma_api/rest/bizum/requests';
const PENDING = '/genoma_api/rest/mobileconfirmation/pending-operations';
const PERSON = { lucia: '20481736', javier: '31907254', marta: '40215598', carmen: '52718463', elena: '31597204', pablo: '50617283' };
/** The seeded agent (staff id 90000001, PIN 998877). */
const AGENT = { staffId: '90000001', pin: '998877' };
const S_PER_DAY = 86_400;

type Payment = {
  paymentId: string;
  direction: string;
  counterpart: { name: string; phone: string };
  amount: { amount: number };
  concept: string;
  requestId: string | null;
};
type Request = {
  requestId: string;
  status: string;
  direction: string;
  counterpart: { name: string | null; phone: string };
  paymentId: string | null;
};
type Operation = { secProcessId: string; type: string; operationData: { channelCode: number; description?: string } };

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('issue 41 §2: Bizum moves real money between customers’ phones, once, within its limits, signed by the customer', () => {
  const sandbox = useTestSandbox({ testMode: true });

  async function signIn(login: DemoLogin | undefined, profileIndex = 0): Promise<SignedInCustomer> {
    const jar = await loginAs(sandbox.app, required(login, 'demo login'));
    const profile = required((await authenticate(sandbox.app, jar)).accessTokens[profileIndex], 'profile');
    return { jar, token: profile.accessToken };
  }

  /** An assisted-channel agent working for the customer with this document. */
  async function assist(login: DemoLogin | undefined): Promise<SignedInCustomer> {
    const jar = new CookieJar();
    const answer = await apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AGENT, customerDocument: required(login).document }),
      jar,
    });
    expect(answer.status).toBe(200);
    const tokens = await apiRequest(sandbox.app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
    return { jar, token: required((await readJson<TestAuthentication>(tokens)).accessTokens[0]).accessToken };
  }

  const ticketFor = (customer: SignedInCustomer) => stepUpTicketFor(sandbox, customer);
  const moreTickets = (ticket: string, personId: string, count: number) => moreStepUpTickets(sandbox, ticket, personId, count);

  const call = (customer: SignedInCustomer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callAs(sandbox.app, customer, method, path, body, headers);

  /** Sends a payment; `key: null` sends no Idempotency-Key. */
  const send = (customer: SignedInCustomer, body: unknown, ticket: string | undefined, key: string | null = crypto.randomUUID()) =>
    call(customer, 'POST', PAYMENTS, body, {
      ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
      ...(key === null ? {} : { 'Idempotency-Key': key }),
    });

  const ask = (customer: SignedInCustomer, body: unknown, key: string | null = crypto.randomUUID()) =>
    call(customer, 'POST', REQUESTS, body, key === null ? {} : { 'Idempotency-Key': key });

  const pay = (customer: SignedInCustomer, requestId: string, ticket: string | undefined) =>
    call(customer, 'POST', `${REQUESTS}/${requestId}/pay`, undefined, ticket === undefined ? {} : { 'x-authentication-ticket': ticket });

  async function balanceCents(accountId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ cents: number }>(
      'SELECT balance_cents::integer AS cents FROM accounts WHERE account_id = $1',
      [accountId],
    );
    return required(rows[0]).cents;
  }

  async function count(sql: string, values: unknown[]): Promise<number> {
    const { rows } = await sandbox.db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM ${sql}`, values);
    return required(rows[0]).count;
  }

  const paymentsOf = (personId: string) => count('bizum_payments WHERE payer_person_id = $1', [personId]);

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  async function pendingOperationsOf(customer: SignedInCustomer): Promise<Operation[]> {
    return (await readJson<{ pendingOperations: Operation[] }>(await getWithBearer(sandbox.app, PENDING, customer.token)))
      .pendingOperations;
  }

  async function requestsOf(customer: SignedInCustomer): Promise<Request[]> {
    return (await readJson<{ requests: Request[] }>(await getWithBearer(sandbox.app, REQUESTS, customer.token))).requests;
  }

  async function subjectsOf(messageIdPrefix: string): Promise<{ personId: string; subject: string }[]> {
    const { rows } = await sandbox.db.query<{ personId: string; subject: string }>(
      'SELECT person_id AS "personId", subject FROM inbox_messages WHERE message_id LIKE $1 ORDER BY message_id',
      [`${messageIdPrefix}%`],
    );
    return rows.map((row) => ({ ...row, subject: row.subject.replace(/\u00a0/g, ' ') }));
  }

  /** The ledger adds up, and no euro was made or lost. */
  async function expectLedgerWhole(worthBefore: number): Promise<void> {
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore);
  }

  const TO_JAVIER = { phone: '687 65 56 78', amount: 12.34, concept: 'Cena del sábado' };

  it('refuses every Bizum call without a bearer (401 invalid_token)', async () => {
    const customer = await signIn(lucia);
    for (const [method, path] of [
      ['GET', REGISTRATION],
      ['POST', REGISTRATION],
      ['DELETE', REGISTRATION],
      ['POST', REVIEW],
      ['POST', PAYMENTS],
      ['GET', PAYMENTS],
      ['GET', `${PAYMENTS}/BZM-0000000000000-000000/receipt`],
      ['POST', REQUESTS],
      ['GET', REQUESTS],
      ['POST', `${REQUESTS}/BZR-0000000000000-000000/pay`],
      ['POST', `${REQUESTS}/BZR-0000000000000-000000/decline`],
    ] as const) {
      const response = await apiRequest(sandbox.app, path, {
        method,
        headers: { ...appCallHeaders(customer.jar), 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(TO_JAVIER) } : {}),
        jar: customer.jar,
      });
      expect((await errorOf(response, 401)).error, `${method} ${path}`).toBe('invalid_token');
    }
  });

  it('seeds every demo customer with a personal current account on Bizum, on it and their own mobile, but Elena', async () => {
    const { rows } = await sandbox.db.query<{ personId: string; phone: string; accountId: string }>(
      'SELECT person_id AS "personId", phone, account_id AS "accountId" FROM bizum_registrations ORDER BY person_id',
    );
    expect(rows).toEqual([
      { personId: PERSON.lucia, phone: '+34612341234', accountId: 'ACC-0001' },
      { personId: PERSON.javier, phone: '+34687655678', accountId: 'ACC-0005' },
      { personId: PERSON.marta, phone: '+34622448899', accountId: 'ACC-0008' },
      { personId: PERSON.pablo, phone: '+34655779911', accountId: 'ACC-0011' },
      { personId: PERSON.carmen, phone: '+34633557799', accountId: 'ACC-0009' },
    ]);
  });

  it('says where the customer stands: Lucía on her Cuenta NÓMINA with her limits; Elena not yet, her phone masked', async () => {
    expect(await readJson(await getWithBearer(sandbox.app, REGISTRATION, (await signIn(lucia)).token))).toEqual({
      registered: true,
      maskedPhone: '+34 ••• •• 12 34',
      accountId: 'ACC-0001',
      registeredAt: new Date(sandbox.clock.now()).toISOString(),
      limits: {
        minimum: { amount: 0.5, currency: 'EUR' },
        perOperation: { amount: 1000, currency: 'EUR' },
        perDay: { amount: 2000, currency: 'EUR' },
        perMonth: { amount: 5000, currency: 'EUR' },
        leftToday: { amount: 2000, currency: 'EUR' },
        leftThisMonth: { amount: 5000, currency: 'EUR' },
      },
    });
    expect(await readJson(await getWithBearer(sandbox.app, REGISTRATION, (await signIn(elena)).token))).toMatchObject({
      registered: false,
      maskedPhone: '+34 ••• •• 88 00',
      accountId: null,
      registeredAt: null,
    });
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount debe ser mayor que 0.'],
    ['a negative amount', { amount: -5 }, 'amount debe ser mayor que 0.'],
    ['three decimals', { amount: 0.001 }, 'amount admite como mucho dos decimales.'],
    ['an amount that is no number', { amount: '12' }, 'amount debe ser un número.'],
    ['another currency', { currency: 'USD' }, 'Bizum solo mueve euros (EUR).'],
    [
      'a landline',
      { phone: '91 234 56 78' },
      'El teléfono debe ser un móvil español: 9 cifras que empiezan por 6 o 7, con o sin +34 delante.',
    ],
    ['a concept over 35 characters', { concept: 'a'.repeat(36) }, 'concept admite como mucho 35 caracteres.'],
    ['an empty concept', { concept: '   ' }, 'concept no puede estar vacío.'],
    ['a line break in the concept', { concept: 'Cena\ndel sábado' }, 'concept no admite saltos de línea ni caracteres de control.'],
    [
      'a NUL in the concept',
      { concept: 'Cena\u0000' },
      'El campo concept contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    ['an account to pay from (Bizum pays from its own)', { fromAccountId: 'ACC-0005' }, 'Campos desconocidos: fromAccountId.'],
  ])(
    'refuses a payment or request with %s (400), in the review, the payment and the request, and stores nothing',
    async (_, change, message) => {
      const customer = await signIn(lucia);
      const ticket = await ticketFor(customer);
      const before = await balanceCents('ACC-0001');
      const [paymentsBefore, requestsBefore] = [
        await paymentsOf(PERSON.lucia),
        await count('bizum_requests WHERE requester_person_id = $1', [PERSON.lucia]),
      ];
      const order = { ...TO_JAVIER, ...change };
      const reviewed = await errorOf(await call(customer, 'POST', REVIEW, order), 400);
      expect(reviewed).toEqual({ error: 'invalid_request', message });
      expect((await errorOf(await send(customer, order, ticket), 400)).message).toBe(message);
      expect((await errorOf(await ask(customer, order), 400)).message).toBe(message);
      expect(await balanceCents('ACC-0001')).toBe(before);
      expect(await paymentsOf(PERSON.lucia)).toBe(paymentsBefore);
      expect(await count('bizum_requests WHERE requester_person_id = $1', [PERSON.lucia])).toBe(requestsBefore);
    },
  );

  it('answers a phone that does not use Bizum "Este número no usa Bizum." (404), and one’s own phone is refused', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    // Nobody's, and Elena's, who has not activated Bizum.
    for (const phone of ['611 22 33 44', '+34 644 66 88 00']) {
      const order = { ...TO_JAVIER, phone };
      expect(await errorOf(await call(customer, 'POST', REVIEW, order), 404)).toEqual({
        error: 'bizum_phone_not_registered',
        message: 'Este número no usa Bizum.',
      });
      expect((await errorOf(await send(customer, order, ticket), 404)).error).toBe('bizum_phone_not_registered');
      expect((await errorOf(await ask(customer, order), 404)).error).toBe('bizum_phone_not_registered');
    }
    const own = { ...TO_JAVIER, phone: '612 34 12 34' };
    expect((await errorOf(await send(customer, own, ticket), 400)).message).toBe('No puedes enviarte un Bizum a ti mismo.');
    expect((await errorOf(await ask(customer, own), 400)).message).toBe('No puedes pedirte dinero a ti mismo.');
  });

  it('refuses another profile’s account as the source: Lucía on her business profile moves nothing from her personal Bizum account (404)', async () => {
    const business = await signIn(lucia, 1);
    // The step-up as the shell makes it, keeping the business profile's fresh bearer.
    expect((await postOtpRequest(sandbox.app, business.jar)).status).toBe(200);
    const stepUp = await readJson<TestAuthentication & { ticket: string }>(
      await postGenerateTicket(sandbox.app, business.jar, ticketRequestBody(lastOtpSent(sandbox.phone))),
    );
    business.token = required(stepUp.accessTokens[1]).accessToken;
    const ticket = stepUp.ticket;
    const before = await balanceCents('ACC-0001');
    expect((await errorOf(await call(business, 'POST', REVIEW, TO_JAVIER), 404)).error).toBe('product_not_found');
    expect((await errorOf(await send(business, TO_JAVIER, ticket), 404)).error).toBe('product_not_found');
    expect((await errorOf(await ask(business, TO_JAVIER), 404)).error).toBe('product_not_found');
    expect(await balanceCents('ACC-0001')).toBe(before);
  });

  it('needs a signature for every payment, whatever its amount, and an idempotency key: none 403, a bad ticket 401, no key 400', async () => {
    const customer = await signIn(lucia);
    const before = await balanceCents('ACC-0001');
    const smallest = { ...TO_JAVIER, amount: 0.5 };
    expect((await errorOf(await send(customer, smallest, undefined), 403)).error).toBe('step_up_required');
    expect((await errorOf(await send(customer, smallest, 'T'.repeat(43)), 401)).error).toBe('invalid_ticket');
    const ticket = await ticketFor(customer);
    expect((await errorOf(await send(customer, smallest, ticket, null), 400)).message).toBe(
      'Falta la cabecera Idempotency-Key con un UUID que identifique esta operación.',
    );
    expect((await errorOf(await send(customer, smallest, ticket, 'not-a-uuid'), 400)).error).toBe('invalid_request');
    expect((await errorOf(await ask(customer, smallest, null), 400)).error).toBe('invalid_request');
    expect(await balanceCents('ACC-0001')).toBe(before);
  });

  it('refuses the assisted-channel agent every signed Bizum call (403 employee_not_allowed), and moves nothing', async () => {
    const agent = await assist(lucia);
    const before = await balanceCents('ACC-0001');
    const headers = { 'x-authentication-ticket': 'T'.repeat(43), 'Idempotency-Key': crypto.randomUUID() };
    for (const [method, path, body] of [
      ['POST', PAYMENTS, TO_JAVIER],
      ['POST', REGISTRATION, { accountId: 'ACC-0001', acceptedConditions: true }],
      ['DELETE', REGISTRATION, undefined],
      ['POST', `${REQUESTS}/BZR-0000000000000-000000/pay`, undefined],
      ['POST', `${REQUESTS}/BZR-0000000000000-000000/decline`, undefined],
    ] as const) {
      expect((await errorOf(await call(agent, method, path, body, headers), 403)).error, `${method} ${path}`).toBe('employee_not_allowed');
    }
    expect(await balanceCents('ACC-0001')).toBe(before);
  });

  it('reviews a payment without moving anything: the phone read, the account it leaves, the limits left; no name for the phone', async () => {
    const customer = await signIn(lucia);
    const response = await call(customer, 'POST', REVIEW, { ...TO_JAVIER, phone: '+34687655678', currency: 'EUR' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      phone: '+34687655678',
      concept: 'Cena del sábado',
      amount: { amount: 12.34, currency: 'EUR' },
      fromAccountId: 'ACC-0001',
      limits: {
        minimum: { amount: 0.5, currency: 'EUR' },
        perOperation: { amount: 1000, currency: 'EUR' },
        perDay: { amount: 2000, currency: 'EUR' },
        perMonth: { amount: 5000, currency: 'EUR' },
        leftToday: { amount: 2000, currency: 'EUR' },
        leftThisMonth: { amount: 5000, currency: 'EUR' },
      },
    });
    expect(await paymentsOf(PERSON.lucia)).toBe(0);
  });

  it('sends 12,34 € from Lucía to Javier’s phone: her balance down and his up by that, a movement and a message each, the ledger whole', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const [luciaBefore, javierBefore, worthBefore] = [
      await balanceCents('ACC-0001'),
      await balanceCents('ACC-0005'),
      await customersNetWorthCents(sandbox.db),
    ];
    const key = crypto.randomUUID();
    const response = await send(customer, TO_JAVIER, ticket, key);
    expect(response.status).toBe(201);
    const payment = await readJson<Payment & Record<string, unknown>>(response);
    expect(payment.paymentId).toMatch(/^BZM-\d{13}-[0-9A-F]{6}$/);
    expect(payment).toEqual({
      paymentId: payment.paymentId,
      createdAt: new Date(sandbox.clock.now()).toISOString(),
      direction: 'sent',
      counterpart: { name: 'Javier Ortega', phone: '+34 687 65 56 78' },
      amount: { amount: 12.34, currency: 'EUR' },
      concept: 'Cena del sábado',
      requestId: null,
    });
    expect(await balanceCents('ACC-0001')).toBe(luciaBefore - 1_234);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore + 1_234);
    const { rows } = await sandbox.db.query<{ accountId: string; cents: number; concept: string }>(
      'SELECT account_id AS "accountId", amount_cents::integer AS cents, concept FROM movements WHERE movement_id LIKE $1 ORDER BY account_id',
      [`MOV-${payment.paymentId}-%`],
    );
    expect(rows).toEqual([
      { accountId: 'ACC-0001', cents: -1_234, concept: 'Bizum a Javier Ortega: Cena del sábado' },
      { accountId: 'ACC-0005', cents: 1_234, concept: 'Bizum de Lucía Martínez: Cena del sábado' },
    ]);
    await expectLedgerWhole(worthBefore);
    expect(await subjectsOf(`MSG-${payment.paymentId}-`)).toEqual([
      { personId: PERSON.javier, subject: 'Bizum recibido: 12,34 € de Lucía Martínez' },
      { personId: PERSON.lucia, subject: 'Bizum enviado: 12,34 € a Javier Ortega' },
    ]);

    // A retry with the same key (its ticket long spent) is the same payment, and no money moves again.
    const retried = await send(customer, TO_JAVIER, ticket, key);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(payment);
    expect(await balanceCents('ACC-0001')).toBe(luciaBefore - 1_234);
    expect((await errorOf(await send(customer, { ...TO_JAVIER, amount: 13 }, ticket, key), 422)).error).toBe('idempotency_key_reused');

    // Each sees it in their history, from their side; the payee sees the payer's phone masked.
    const listed = await readJson<{ payments: Payment[] }>(await getWithBearer(sandbox.app, PAYMENTS, customer.token));
    expect(listed.payments.map((one) => one.paymentId)).toEqual([payment.paymentId]);
    const payee = await signIn(javier);
    const received = await readJson<{ payments: Payment[] }>(await getWithBearer(sandbox.app, PAYMENTS, payee.token));
    expect(received.payments[0]).toMatchObject({
      paymentId: payment.paymentId,
      direction: 'received',
      counterpart: { name: 'Lucía Martínez', phone: '+34 ••• •• 12 34' },
    });
    // What she has left of her limits counts it.
    expect(await readJson(await getWithBearer(sandbox.app, REGISTRATION, customer.token))).toMatchObject({
      limits: { leftToday: { amount: 1987.66, currency: 'EUR' }, leftThisMonth: { amount: 4987.66, currency: 'EUR' } },
    });
  });

  it('refuses less than 0,50 € and more than 1.000 € in one Bizum, naming the limit (422), and spends no signature', async () => {
    const customer = await signIn(javier);
    const ticket = await ticketFor(customer);
    const toLucia = { phone: '612341234', concept: 'Regalo' };
    expect(await errorOf(await send(customer, { ...toLucia, amount: 0.49 }, ticket), 422)).toEqual({
      error: 'bizum_limit_exceeded',
      message: 'El importe mínimo de un Bizum es de 0,50\u00a0€.',
    });
    expect(await errorOf(await send(customer, { ...toLucia, amount: 1000.01 }, ticket), 422)).toEqual({
      error: 'bizum_limit_exceeded',
      message: 'El importe supera el límite por operación de Bizum, de 1.000,00\u00a0€.',
    });
    expect((await errorOf(await ask(customer, { ...toLucia, amount: 1000.01 }), 422)).error).toBe('bizum_limit_exceeded');
    // Unspent: the same ticket signs one within the limits.
    expect((await send(customer, { ...toLucia, amount: 1000 }, ticket)).status).toBe(201);
  });

  it('refuses a payment the balance does not cover (409) and rolls the signature back unspent', async () => {
    const customer = await signIn(pablo);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0011');
    expect((await errorOf(await send(customer, { ...TO_JAVIER, amount: 1 }, ticket), 409)).error).toBe('insufficient_funds');
    expect(await balanceCents('ACC-0011')).toBe(before);
    expect(await count('step_up_tickets WHERE person_id = $1 AND used_at IS NULL', [PERSON.pablo])).toBe(1);
  });

  it('makes one payment of 10 copies sent at once with one key: one 201, nine 200 with the same payment, one debit', async () => {
    const customer = await signIn(carmen);
    const ticket = await ticketFor(customer);
    const [before, worthBefore] = [await balanceCents('ACC-0009'), await customersNetWorthCents(sandbox.db)];
    const key = crypto.randomUUID();
    const order = { ...TO_JAVIER, amount: 7 };
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(customer, order, ticket, key)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson<Payment>(response)).paymentId)));
    expect(ids.size).toBe(1);
    expect(await balanceCents('ACC-0009')).toBe(before - 700);
    expect(await paymentsOf(PERSON.carmen)).toBe(1);
    await expectLedgerWhole(worthBefore);
  });

  it('never lets 10 payments sent at once with different keys take the balance below zero', async () => {
    const customer = await signIn(marta);
    const tickets = await moreTickets(await ticketFor(customer), PERSON.marta, 10);
    const [before, worthBefore] = [await balanceCents('ACC-0008'), await customersNetWorthCents(sandbox.db)];
    // Each is a quarter of the balance and a cent: no more than three can go.
    const amount = Math.floor(before / 4 + 1) / 100;
    const responses = await Promise.all(tickets.map((ticket) => send(customer, { ...TO_JAVIER, amount }, ticket)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await balanceCents('ACC-0008')).toBe(before - 3 * Math.round(amount * 100));
    expect(await balanceCents('ACC-0008')).toBeGreaterThanOrEqual(0);
    await expectLedgerWhole(worthBefore);
  });

  it('refuses a body over 16 KiB (413) before reading it', async () => {
    const customer = await signIn(lucia);
    for (const path of [REVIEW, PAYMENTS, REQUESTS, REGISTRATION]) {
      expect((await errorOf(await call(customer, 'POST', path, { ...TO_JAVIER, concept: 'x'.repeat(17 * 1024) }), 413)).error, path).toBe(
        'payload_too_large',
      );
    }
  });

  it('a request moves no money: it reaches the payee as a pending operation of type 94 on the app’s channel, and each side sees it', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(javier);
    const [luciaBefore, javierBefore] = [await balanceCents('ACC-0001'), await balanceCents('ACC-0005')];
    const key = crypto.randomUUID();
    const response = await ask(requester, { phone: '687655678', amount: 20, concept: 'Entradas del concierto' }, key);
    expect(response.status).toBe(201);
    const request = await readJson<Request & Record<string, unknown>>(response);
    expect(request.requestId).toMatch(/^BZR-\d{13}-[0-9A-F]{6}$/);
    expect(request).toEqual({
      requestId: request.requestId,
      createdAt: new Date(sandbox.clock.now()).toISOString(),
      expiresAt: new Date(sandbox.clock.now() + 30 * S_PER_DAY * 1000).toISOString(),
      direction: 'sent',
      // The payee's name is not told for a phone until money moves.
      counterpart: { name: null, phone: '+34 687 65 56 78' },
      amount: { amount: 20, currency: 'EUR' },
      concept: 'Entradas del concierto',
      status: 'pending',
      paymentId: null,
    });
    // The same key again is the same request, not a second one.
    const again = await ask(requester, { phone: '687655678', amount: 20, concept: 'Entradas del concierto' }, key);
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual(request);
    expect(await count('bizum_requests WHERE requester_person_id = $1', [PERSON.lucia])).toBe(1);

    const operations = (await pendingOperationsOf(payee)).filter((operation) => operation.type === '94');
    expect(operations).toHaveLength(1);
    expect(operations[0]?.operationData).toMatchObject({
      channelCode: 86,
      description: 'Lucía Martínez te pide 20,00\u00a0€ por Bizum: Entradas del concierto',
    });
    expect((await requestsOf(payee))[0]).toMatchObject({
      requestId: request.requestId,
      direction: 'received',
      counterpart: { name: 'Lucía Martínez', phone: '+34 ••• •• 12 34' },
      status: 'pending',
    });
    expect(await subjectsOf(`MSG-${request.requestId}-`)).toEqual([
      { personId: PERSON.javier, subject: 'Lucía Martínez te pide 20,00 € por Bizum' },
      { personId: PERSON.lucia, subject: 'Solicitud de Bizum enviada: 20,00 € al +34 687 65 56 78' },
    ]);
    expect([await balanceCents('ACC-0001'), await balanceCents('ACC-0005')]).toEqual([luciaBefore, javierBefore]);
  });

  it('confirming the request’s pending operation, as the app does after its validation, is signed and pays it once: money, movements, the request paid', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(javier);
    const request = await readJson<Request>(await ask(requester, { phone: '687655678', amount: 8.5, concept: 'Taxi' }));
    const operation = required((await pendingOperationsOf(payee)).find((one) => one.operationData.description?.endsWith(': Taxi')));
    const [luciaBefore, javierBefore, worthBefore] = [
      await balanceCents('ACC-0001'),
      await balanceCents('ACC-0005'),
      await customersNetWorthCents(sandbox.db),
    ];
    // The app's validation is not the customer's signature: without the code's ticket nothing moves.
    const unsigned = await call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`);
    expect((await errorOf(unsigned, 403)).error).toBe('step_up_required');
    const forged = await call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`, undefined, {
      'x-authentication-ticket': 'not-a-ticket-the-bank-issued',
    });
    expect((await errorOf(forged, 401)).error).toBe('invalid_ticket');
    expect(await balanceCents('ACC-0005')).toBe(javierBefore);
    const first = await ticketFor(payee);
    const tickets = [first, ...(await moreTickets(first, PERSON.javier, 4))];
    const confirmations = await Promise.all(
      tickets.map((ticket) =>
        call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`, undefined, { 'x-authentication-ticket': ticket }),
      ),
    );
    expect(confirmations.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore - 850);
    expect(await balanceCents('ACC-0001')).toBe(luciaBefore + 850);
    await expectLedgerWhole(worthBefore);
    const paid = required((await requestsOf(requester)).find((one) => one.requestId === request.requestId));
    // Paid: now the requester is told who paid.
    expect(paid).toMatchObject({ status: 'paid', counterpart: { name: 'Javier Ortega', phone: '+34 687 65 56 78' } });
    const { rows } = await sandbox.db.query<{ accountId: string; concept: string }>(
      'SELECT account_id AS "accountId", concept FROM movements WHERE movement_id LIKE $1 ORDER BY account_id',
      [`MOV-${paid.paymentId ?? ''}-%`],
    );
    expect(rows).toEqual([
      { accountId: 'ACC-0001', concept: 'Bizum de Javier Ortega: Taxi' },
      { accountId: 'ACC-0005', concept: 'Bizum a Lucía Martínez: Taxi' },
    ]);
    expect((await pendingOperationsOf(payee)).map((one) => one.secProcessId)).not.toContain(operation.secProcessId);
    // Paid in the app, paying it in the browser answers that payment, and moves nothing more.
    const again = await pay(payee, request.requestId, await ticketFor(payee));
    expect(again.status).toBe(200);
    expect((await readJson<Payment>(again)).paymentId).toBe(paid.paymentId);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore - 850);
  });

  it('pays a request received in the browser, signed: its operation leaves the list with it; a retry is the same payment', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(javier);
    const request = await readJson<Request>(await ask(requester, { phone: '687655678', amount: 3, concept: 'Café' }));
    const operation = required((await pendingOperationsOf(payee)).find((one) => one.operationData.description?.endsWith(': Café')));
    expect((await errorOf(await pay(payee, request.requestId, undefined), 403)).error).toBe('step_up_required');
    const [ticket, second] = await moreTickets(await ticketFor(payee), PERSON.javier, 2);
    const [javierBefore, worthBefore] = [await balanceCents('ACC-0005'), await customersNetWorthCents(sandbox.db)];
    const paid = await pay(payee, request.requestId, ticket);
    expect(paid.status).toBe(201);
    const payment = await readJson<Payment>(paid);
    expect(payment).toMatchObject({
      direction: 'sent',
      counterpart: { name: 'Lucía Martínez' },
      amount: { amount: 3 },
      concept: 'Café',
      requestId: request.requestId,
    });
    expect(await balanceCents('ACC-0005')).toBe(javierBefore - 300);
    await expectLedgerWhole(worthBefore);
    expect((await pendingOperationsOf(payee)).map((one) => one.secProcessId)).not.toContain(operation.secProcessId);
    expect((await errorOf(await call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`), 409)).error).toBe(
      'pending_operation_decided',
    );
    // A retry of the payment answers the same one, and moves nothing more.
    const retried = await pay(payee, request.requestId, second);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(payment);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore - 300);
  });

  it('a request paid at once in the browser and in the app is paid once', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(javier);
    const request = await readJson<Request>(await ask(requester, { phone: '687655678', amount: 4, concept: 'Pan' }));
    const operation = required((await pendingOperationsOf(payee)).find((one) => one.operationData.description?.endsWith(': Pan')));
    // Each copy signed, in the browser and in the app alike.
    const tickets = await moreTickets(await ticketFor(payee), PERSON.javier, 10);
    const [javierBefore, worthBefore] = [await balanceCents('ACC-0005'), await customersNetWorthCents(sandbox.db)];
    const responses = await Promise.all([
      ...tickets.slice(0, 5).map((ticket) => pay(payee, request.requestId, ticket)),
      ...tickets
        .slice(5)
        .map((ticket) =>
          call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`, undefined, { 'x-authentication-ticket': ticket }),
        ),
    ]);
    const browser = responses.slice(0, 5).map((response) => response.status);
    const app = responses.slice(5).map((response) => response.status);
    // One of the ten paid it: a browser payment (201) or an app confirmation (200); every other copy found it paid.
    expect(browser.filter((status) => status === 201).length + app.filter((status) => status === 200).length).toBe(1);
    expect(browser.every((status) => status === 200 || status === 201)).toBe(true);
    expect(app.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore - 400);
    expect(await count('bizum_payments WHERE request_id = $1', [request.requestId])).toBe(1);
    await expectLedgerWhole(worthBefore);
  });

  it('declining a request, in the browser or by rejecting its operation, moves nothing, and it can no longer be paid', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(javier);
    const [first, second] = [
      await readJson<Request>(await ask(requester, { phone: '687655678', amount: 5, concept: 'Uno' })),
      await readJson<Request>(await ask(requester, { phone: '687655678', amount: 6, concept: 'Dos' })),
    ];
    const worthBefore = await customersNetWorthCents(sandbox.db);
    const javierBefore = await balanceCents('ACC-0005');
    const declined = await call(payee, 'POST', `${REQUESTS}/${first.requestId}/decline`);
    expect(declined.status).toBe(200);
    expect(await readJson(declined)).toMatchObject({ requestId: first.requestId, status: 'declined', direction: 'received' });
    expect((await pendingOperationsOf(payee)).map((one) => one.operationData.description)).not.toContain(
      'Lucía Martínez te pide 5,00\u00a0€ por Bizum: Uno',
    );
    const operation = required((await pendingOperationsOf(payee)).find((one) => one.operationData.description?.endsWith(': Dos')));
    expect((await call(payee, 'POST', `${PENDING}/${operation.secProcessId}/reject`)).status).toBe(200);
    const statuses = new Map((await requestsOf(requester)).map((one) => [one.requestId, one.status]));
    expect([statuses.get(first.requestId), statuses.get(second.requestId)]).toEqual(['declined', 'declined']);
    const ticket = await ticketFor(payee);
    expect((await errorOf(await pay(payee, first.requestId, ticket), 409)).error).toBe('bizum_request_closed');
    expect((await errorOf(await call(payee, 'POST', `${REQUESTS}/${second.requestId}/decline`), 409)).error).toBe('bizum_request_closed');
    expect(await balanceCents('ACC-0005')).toBe(javierBefore);
    await expectLedgerWhole(worthBefore);
    expect(await subjectsOf(`MSG-${first.requestId}-DECLINED-`)).toEqual([
      { personId: PERSON.javier, subject: 'Solicitud de Bizum rechazada: 5,00 € de Lucía Martínez' },
      { personId: PERSON.lucia, subject: 'Solicitud de Bizum rechazada: 5,00 € al +34 687 65 56 78' },
    ]);
  });

  it('another customer’s request is not theirs to pay or decline (404), and a malformed id names none', async () => {
    const requester = await signIn(lucia);
    const request = await readJson<Request>(await ask(requester, { phone: '687655678', amount: 2, concept: 'Ajeno' }));
    const stranger = await signIn(carmen);
    const ticket = await ticketFor(stranger);
    expect((await errorOf(await pay(stranger, request.requestId, ticket), 404)).error).toBe('bizum_request_not_found');
    expect((await errorOf(await call(stranger, 'POST', `${REQUESTS}/${request.requestId}/decline`), 404)).error).toBe(
      'bizum_request_not_found',
    );
    // Nor the requester's, who asked it.
    expect((await errorOf(await call(requester, 'POST', `${REQUESTS}/${request.requestId}/decline`), 404)).error).toBe(
      'bizum_request_not_found',
    );
    expect((await errorOf(await pay(stranger, 'BZR-1', ticket), 404)).error).toBe('bizum_request_not_found');
    expect(required((await requestsOf(requester)).find((one) => one.requestId === request.requestId)).status).toBe('pending');
  });

  it('a request the payee cannot cover is refused (409) and stays pending, its operation too, the signature unspent', async () => {
    const requester = await signIn(lucia);
    const payee = await signIn(pablo);
    const request = await readJson<Request>(await ask(requester, { phone: '655 77 99 11', amount: 10, concept: 'Deuda' }));
    const ticket = await ticketFor(payee);
    expect((await errorOf(await pay(payee, request.requestId, ticket), 409)).error).toBe('insufficient_funds');
    const operation = required((await pendingOperationsOf(payee)).find((one) => one.operationData.description?.endsWith(': Deuda')));
    // The app's confirmation, signed with the same ticket: refused too, and the ticket is still unspent.
    const confirmed = await call(payee, 'POST', `${PENDING}/${operation.secProcessId}/confirm`, undefined, {
      'x-authentication-ticket': ticket,
    });
    expect((await errorOf(confirmed, 409)).error).toBe('insufficient_funds');
    expect(required((await requestsOf(payee)).find((one) => one.requestId === request.requestId)).status).toBe('pending');
    expect(await count('step_up_tickets WHERE person_id = $1 AND used_at IS NULL', [PERSON.pablo])).toBeGreaterThan(0);
  });

  it('Elena activates Bizum on her current account, signed; then she is paid; she deactivates it and her pending requests are cancelled', async () => {
    const customer = await signIn(elena);
    const activation = { accountId: 'ACC-0010', acceptedConditions: true };
    expect((await errorOf(await call(customer, 'POST', REGISTRATION, activation), 403)).error).toBe('step_up_required');
    const [ticket, another] = await moreTickets(await ticketFor(customer), PERSON.elena, 2);
    const headers = { 'x-authentication-ticket': required(ticket) };
    expect(
      (await errorOf(await call(customer, 'POST', REGISTRATION, { ...activation, acceptedConditions: false }, headers), 400)).message,
    ).toBe('Para activar Bizum tienes que aceptar sus condiciones (acceptedConditions: true).');
    // Another customer's account is not hers to activate it on.
    expect((await errorOf(await call(customer, 'POST', REGISTRATION, { ...activation, accountId: 'ACC-0005' }, headers), 404)).error).toBe(
      'product_not_found',
    );
    const activated = await call(customer, 'POST', REGISTRATION, activation, headers);
    expect(activated.status).toBe(201);
    expect(await readJson(activated)).toMatchObject({ registered: true, maskedPhone: '+34 ••• •• 88 00', accountId: 'ACC-0010' });
    expect(
      (await errorOf(await call(customer, 'POST', REGISTRATION, activation, { 'x-authentication-ticket': another ?? '' }), 409)).error,
    ).toBe('bizum_already_registered');
    expect((await subjectsOf(`MSG-BZA-${PERSON.elena}-`)).map((message) => message.subject)).toEqual([
      'Bizum activado en tu móvil +34 ••• •• 88 00',
    ]);

    // Now her phone is a Bizum user's: Lucía pays her, and asks her for money.
    const lucy = await signIn(lucia);
    expect((await send(lucy, { phone: '644668800', amount: 1.5, concept: 'Hola' }, await ticketFor(lucy))).status).toBe(201);
    const request = await readJson<Request>(await ask(lucy, { phone: '644668800', amount: 2.5, concept: 'Adiós' }));
    const operation = required((await pendingOperationsOf(customer)).find((one) => one.type === '94'));

    const deactivated = await call(customer, 'DELETE', REGISTRATION);
    expect(deactivated.status).toBe(204);
    expect((await errorOf(await call(customer, 'DELETE', REGISTRATION), 409)).error).toBe('bizum_not_registered');
    expect(required((await requestsOf(lucy)).find((one) => one.requestId === request.requestId)).status).toBe('cancelled');
    expect((await pendingOperationsOf(customer)).map((one) => one.secProcessId)).not.toContain(operation.secProcessId);
    expect((await errorOf(await call(lucy, 'POST', REVIEW, { phone: '644668800', amount: 1, concept: 'Otra' }), 404)).error).toBe(
      'bizum_phone_not_registered',
    );
    expect((await subjectsOf(`MSG-BZD-${PERSON.elena}-`)).map((message) => message.subject)).toEqual(['Bizum desactivado']);
  });

  it('allows 2.000 € sent in a day and 5.000 € in a calendar month, and names the limit reached (422)', async () => {
    // The first of next month: nothing sent in it yet.
    const firstOfFebruary = Date.UTC(2026, 1, 1, 9, 0, 0);
    expect(sandbox.clock.now()).toBeLessThan(firstOfFebruary);
    sandbox.clock.advanceS((firstOfFebruary - sandbox.clock.now()) / 1000);
    const toLucia = { phone: '612341234', concept: 'Alquiler' };
    for (const day of [1, 2, 3]) {
      if (day > 1) sandbox.clock.advanceS(S_PER_DAY);
      const customer = await signIn(javier);
      const tickets = await moreTickets(await ticketFor(customer), PERSON.javier, 3);
      const sends = day === 3 ? [1000] : [1000, 1000];
      for (const [index, amount] of sends.entries()) {
        expect((await send(customer, { ...toLucia, amount }, tickets[index])).status, `day ${day}`).toBe(201);
      }
      const last = required(tickets[sends.length]);
      const refused = await errorOf(await send(customer, { ...toLucia, amount: 0.5 }, last), 422);
      expect(refused, `day ${day}`).toEqual({
        error: 'bizum_limit_exceeded',
        message:
          day === 3
            ? 'El importe supera el límite mensual de Bizum, de 5.000,00\u00a0€: este mes te quedan 0,00\u00a0€.'
            : 'El importe supera el límite diario de Bizum, de 2.000,00\u00a0€: hoy te quedan 0,00\u00a0€.',
      });
    }
    // A request is refused when paid, not when asked: Lucía may ask, Javier may not pay it.
    const lucy = await signIn(lucia);
    const request = await readJson<Request>(await ask(lucy, { phone: '687655678', amount: 1, concept: 'Límite' }));
    const payee = await signIn(javier);
    expect((await errorOf(await pay(payee, request.requestId, await ticketFor(payee)), 422)).error).toBe('bizum_limit_exceeded');
  });

  it('a request expires after 30 days: it leaves the payee’s pending operations, and can no longer be paid', async () => {
    const requester = await signIn(lucia);
    const request = await readJson<Request>(await ask(requester, { phone: '687655678', amount: 9, concept: 'Caduca' }));
    sandbox.clock.advanceS(30 * S_PER_DAY - 1);
    const payee = await signIn(javier);
    expect((await pendingOperationsOf(payee)).some((one) => one.operationData.description?.endsWith(': Caduca'))).toBe(true);
    sandbox.clock.advanceS(1);
    expect((await pendingOperationsOf(payee)).some((one) => one.operationData.description?.endsWith(': Caduca'))).toBe(false);
    const later = await signIn(lucia);
    expect(required((await requestsOf(later)).find((one) => one.requestId === request.requestId)).status).toBe('expired');
    const ticket = await ticketFor(payee);
    expect((await errorOf(await pay(payee, request.requestId, ticket), 409)).error).toBe('bizum_request_closed');
    expect(await subjectsOf(`MSG-${request.requestId}-EXPIRED-OUT`)).toEqual([
      { personId: PERSON.lucia, subject: 'Solicitud de Bizum caducada: 9,00 € al +34 687 65 56 78' },
    ]);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });
  describe('a Bizum’s receipt (issue 42 §3: the receipts of this turn’s operations)', () => {
    const receiptOf = (customer: SignedInCustomer, paymentId: string, language = 'es-ES') =>
      apiRequest(sandbox.app, `${PAYMENTS}/${paymentId}/receipt`, {
        headers: { ...appCallHeaders(customer.jar), Authorization: `Bearer ${customer.token}`, 'Accept-Language': language },
        jar: customer.jar,
      });

    async function sentToJavier(concept: string): Promise<{ lucía: SignedInCustomer; paymentId: string }> {
      const lucía = await signIn(lucia);
      const response = await send(lucía, { ...TO_JAVIER, concept }, await ticketFor(lucía));
      expect(response.status).toBe(201);
      return { lucía, paymentId: (await readJson<{ paymentId: string }>(response)).paymentId };
    }

    it('gives the payer and the payee each their receipt, in their language, named by its reference; listed among Lucía’s documents', async () => {
      const { lucía, paymentId } = await sentToJavier('Entradas del concierto');
      const spanish = await receiptOf(lucía, paymentId);
      expect(spanish.status).toBe(200);
      expect(spanish.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(spanish.headers.get('content-disposition')).toBe(`attachment; filename="justificante-bizum-${paymentId}.html"`);
      const html = await spanish.text();
      expect(html).toContain('<h1>Justificante de Bizum enviado</h1>');
      expect(html).toContain('<dt>Destinatario</dt><dd>Javier Ortega (+34 687 65 56 78)</dd>');
      expect(html).toMatch(/<dt>Importe<\/dt><dd>12,34\s€<\/dd>/);
      expect(html).toContain('<dt>Concepto</dt><dd>Entradas del concierto</dd>');
      const javierSession = await signIn(javier);
      const english = await receiptOf(javierSession, paymentId, 'en-GB');
      expect(english.headers.get('content-disposition')).toBe(`attachment; filename="bizum-receipt-${paymentId}.html"`);
      const received = await english.text();
      expect(received).toContain('<h1>Bizum received: receipt</h1>');
      expect(received).toContain('<dt>Amount</dt><dd>€12.34</dd>');
      const documents = await readJson<{ receipts: { kind: string; id: string; counterpart: string; path: string }[] }>(
        await getWithBearer(sandbox.app, '/genoma_api/rest/documents', lucía.token),
      );
      expect(documents.receipts).toContainEqual(
        expect.objectContaining({ kind: 'bizum', id: paymentId, counterpart: 'Javier Ortega', path: `${PAYMENTS}/${paymentId}/receipt` }),
      );
    });

    it('answers anyone else 404 bizum_payment_not_found, as an unknown and a malformed id', async () => {
      const { paymentId } = await sentToJavier('Regalo');
      const carmenSession = await signIn(carmen);
      for (const id of [paymentId, 'BZM-0000000000000-000000', 'BZM-1', `${paymentId}%00`]) {
        expect((await errorOf(await receiptOf(carmenSession, id), 404)).error, id).toBe('bizum_payment_not_found');
      }
    });

    it("gives an agent assisting the payer the payer's receipt: a read, which the assisted channel allows", async () => {
      const { paymentId } = await sentToJavier('Cena');
      const agent = await signInAsAgent(sandbox.app, lucia?.document);
      const receipt = await receiptOf(agent, paymentId);
      expect(receipt.status).toBe(200);
      expect(await receipt.text()).toContain('<h1>Justificante de Bizum enviado</h1>');
    });

    it('writes what a customer typed as text: a concept with markup is escaped', async () => {
      const { lucía, paymentId } = await sentToJavier('<b>x</b>');
      const html = await (await receiptOf(lucía, paymentId)).text();
      expect(html).not.toContain('<b>x</b>');
      expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    });
  });
});
