import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  CookieJar,
  getWithBearer,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { customersNetWorthCents, moneyInvariantBreaches } from '../../../../test/moneyInvariants';
import { moreTickets as moreStepUpTickets, ticketFor as stepUpTicketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , , elena] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Bills). */
const DIRECT_DEBITS = '/genoma_api/rest/bills/direct-debits';
const PAYABLE = '/genoma_api/rest/bills/payable';
const PAYMENTS = '/genoma_api/rest/bills/payments';
const returnPath = (chargeId: string) => `${DIRECT_DEBITS}/charges/${chargeId}/return`;
/** The seeded call-centre agent: staff id (person id) 90000001, PIN 998877. */
const AGENT = { staffId: '90000001', pin: '998877' };
const LUCIA = '20481736';
const JAVIER = '31907254';

/** The test clock starts on 2026-01-15 (test/testClock.ts), the day the sandbox is seeded. */
const IBI = { issuerCode: '280796', reference: '2026010015273', amount: 612.35 };

interface Charge {
  chargeId: string;
  amount: { amount: number; currency: string };
  chargedOn: string;
  returned: boolean;
  returnedOn: string | null;
  returnableUntil: string;
  returnable: boolean;
}

interface Mandate {
  mandateId: string;
  issuerName: string;
  service: string;
  creditorId: string;
  mandateReference: string;
  accountId: string;
  accountIban: string;
  accountAlias: string;
  charges: Charge[];
}

interface Payment {
  paymentId: string;
  issuerName: string;
  amount: { amount: number };
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/**
 * What breaks the rules of bills, in words: a charge is its movement's money out of its mandate's
 * account; a returned charge has the same money back on that account, once; a paid bill has one
 * payment, its movement the bill's amount out of the payer's account.
 */
async function billBreaches(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ breach: string }>(
    `SELECT 'charge ' || c.charge_id || ': not its movement' AS breach
       FROM direct_debit_charges c JOIN direct_debit_mandates d ON d.mandate_id = c.mandate_id
       JOIN movements m ON m.movement_id = c.movement_id
      WHERE m.account_id <> d.account_id OR m.amount_cents <> -c.amount_cents
     UNION ALL
     SELECT 'charge ' || c.charge_id || ': returned without its money back'
       FROM direct_debit_charges c JOIN direct_debit_mandates d ON d.mandate_id = c.mandate_id
       LEFT JOIN movements r ON r.movement_id = c.return_movement_id
      WHERE c.returned_at IS NOT NULL
        AND (r.movement_id IS NULL OR r.account_id <> d.account_id OR r.amount_cents <> c.amount_cents
             OR r.concept <> 'Devolución recibo ' || d.issuer_name)
     UNION ALL
     SELECT 'charge ' || c.charge_id || ': money back without a return'
       FROM direct_debit_charges c WHERE c.returned_at IS NULL AND c.return_movement_id IS NOT NULL
     UNION ALL
     SELECT 'bill ' || b.bill_id || ': paid ' || count(p.payment_id) || ' times'
       FROM bills b LEFT JOIN bill_payments p ON p.bill_id = b.bill_id
      GROUP BY b.bill_id, b.paid_at HAVING count(p.payment_id) <> (CASE WHEN b.paid_at IS NULL THEN 0 ELSE 1 END)
     UNION ALL
     SELECT 'payment ' || p.payment_id || ': not the bill’s money out of the payer’s account'
       FROM bill_payments p JOIN bills b ON b.bill_id = p.bill_id JOIN movements m ON m.movement_id = p.movement_id
      WHERE p.amount_cents <> b.amount_cents OR m.amount_cents <> -b.amount_cents OR m.account_id <> p.from_account_id`,
  );
  return rows.map((row) => row.breach);
}

describe('issue 41 §3: bills, direct debits returned and bills paid with real money, once, signed by the customer', () => {
  const sandbox = useTestSandbox();
  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);
  const ticketFor = (customer: SignedInCustomer) => stepUpTicketFor(sandbox, customer);
  const moreTickets = (ticket: string, personId: string, count: number) => moreStepUpTickets(sandbox, ticket, personId, count);

  function post(customer: SignedInCustomer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return apiRequest(sandbox.app, path, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar: customer.jar,
    });
  }

  /** A signed call; `key: null` sends no Idempotency-Key, `ticket: undefined` no ticket. */
  const signed = (
    customer: SignedInCustomer,
    path: string,
    body: unknown,
    ticket: string | undefined,
    key: string | null = crypto.randomUUID(),
  ) =>
    post(customer, path, body, {
      ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
      ...(key === null ? {} : { 'Idempotency-Key': key }),
    });

  async function balanceCents(accountId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ cents: number }>(
      'SELECT balance_cents::integer AS cents FROM accounts WHERE account_id = $1',
      [accountId],
    );
    return required(rows[0]).cents;
  }

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  async function mandatesOf(customer: SignedInCustomer): Promise<Mandate[]> {
    const response = await getWithBearer(sandbox.app, DIRECT_DEBITS, customer.token);
    expect(response.status).toBe(200);
    return (await readJson<{ mandates: Mandate[] }>(response)).mandates;
  }

  /** A seeded charge's id, by its account, issuer and day. */
  async function chargeId(accountId: string, issuerName: string, chargedOn: string): Promise<string> {
    const { rows } = await sandbox.db.query<{ chargeId: string }>(
      `SELECT c.charge_id AS "chargeId" FROM direct_debit_charges c JOIN direct_debit_mandates m ON m.mandate_id = c.mandate_id
        WHERE m.account_id = $1 AND m.issuer_name = $2 AND c.charged_on = $3::date`,
      [accountId, issuerName, chargedOn],
    );
    return required(rows[0], `${issuerName} charge of ${chargedOn}`).chargeId;
  }

  async function ledgerWhole(): Promise<void> {
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    expect(await billBreaches(sandbox.db)).toEqual([]);
  }

  async function inboxSubjects(messageId: string): Promise<{ personId: string; subject: string; subjectEnGb: string; link: string }[]> {
    const { rows } = await sandbox.db.query<{ personId: string; subject: string; subjectEnGb: string; link: string }>(
      `SELECT person_id AS "personId", subject, subject_en_gb AS "subjectEnGb", link FROM inbox_messages WHERE message_id = $1`,
      [messageId],
    );
    return rows.map((row) => ({ ...row, subject: row.subject.replace(/\u00a0/g, ' ') }));
  }

  async function assistLucia(): Promise<SignedInCustomer> {
    const jar = new CookieJar();
    const login = await apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AGENT, customerDocument: lucia?.document }),
      jar,
    });
    expect(login.status).toBe(200);
    const tokens = await apiRequest(sandbox.app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
    const [profile] = (await readJson<TestAuthentication>(tokens)).accessTokens;
    return { jar, token: required(profile).accessToken };
  }

  it('refuses every bill call without a bearer (401 invalid_token)', async () => {
    const customer = await signIn(lucia);
    for (const [method, path] of [
      ['GET', DIRECT_DEBITS],
      ['POST', returnPath('CHG-ACC-0001-20260108-01')],
      ['GET', `${PAYABLE}/${IBI.issuerCode}/${IBI.reference}`],
      ['POST', PAYMENTS],
      ['GET', `${PAYMENTS}/REC-0000000000000-000000/receipt`],
    ] as const) {
      const response = await apiRequest(sandbox.app, path, {
        method,
        headers: { ...appCallHeaders(customer.jar), 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ amount: 1 }) } : {}),
        jar: customer.jar,
      });
      expect((await errorOf(response, 401)).error, `${method} ${path}`).toBe('invalid_token');
    }
  });

  it('lists the profile’s direct debits: issuer, creditor id, mandate reference, account, and the last 6 charges, the recent ones returnable for 8 weeks', async () => {
    const customer = await signIn(lucia);
    const mandates = await mandatesOf(customer);
    expect(mandates.map(({ charges, ...mandate }) => ({ ...mandate, charges: charges.length }))).toEqual([
      {
        mandateId: 'MDT-ACC-0001-A95758389',
        issuerName: 'Iberdrola',
        service: 'luz',
        creditorId: 'ES43000A95758389',
        mandateReference: 'IBER990012345671',
        accountId: 'ACC-0001',
        accountIban: 'ES3414650100990012345671',
        accountAlias: 'Cuenta NÓMINA',
        charges: 6,
      },
      {
        mandateId: 'MDT-ACC-0001-A82018474',
        issuerName: 'Movistar',
        service: 'fibra y móvil',
        creditorId: 'ES84000A82018474',
        mandateReference: 'MOVI990012345671',
        accountId: 'ACC-0001',
        accountIban: 'ES3414650100990012345671',
        accountAlias: 'Cuenta NÓMINA',
        charges: 6,
      },
    ]);
    const movistar = required(mandates[1]).charges;
    expect(
      movistar.map(({ chargedOn, amount, returned, returnableUntil, returnable }) => [
        chargedOn,
        amount.amount,
        returned,
        returnableUntil,
        returnable,
      ]),
    ).toEqual([
      ['2026-01-08', 48.9, false, '2026-03-05', true],
      ['2025-12-08', 48.9, false, '2026-02-02', true],
      ['2025-11-08', 48.9, false, '2026-01-03', false],
      ['2025-10-08', 48.9, false, '2025-12-03', false],
      ['2025-09-08', 48.9, false, '2025-11-03', false],
      ['2025-08-08', 48.9, false, '2025-10-03', false],
    ]);
    // Each charge is the movement the customer sees among her account's: the same amount and day.
    const { rows } = await sandbox.db.query<{ concept: string; cents: number; bookedOn: string }>(
      `SELECT m.concept, m.amount_cents::integer AS cents, to_char(m.booked_on, 'YYYY-MM-DD') AS "bookedOn"
         FROM direct_debit_charges c JOIN movements m ON m.movement_id = c.movement_id WHERE c.charge_id = $1`,
      [required(movistar[0]).chargeId],
    );
    expect(rows).toEqual([{ concept: 'Recibo Movistar fibra y móvil', cents: -4_890, bookedOn: '2026-01-08' }]);
    // Javier's are his, and hers are not his to see.
    const his = await mandatesOf(await signIn(javier));
    expect(his.map(({ issuerName, accountId }) => `${issuerName} ${accountId}`)).toEqual(['Endesa ACC-0005']);
  });

  it('returns a charge: reviewed amount, signed, the money back with "Devolución recibo Movistar", marked returned, a message in the inbox, the ledger whole; a retry is the same return', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const charge = await chargeId('ACC-0001', 'Movistar', '2026-01-08');
    const [before, worthBefore] = [await balanceCents('ACC-0001'), await customersNetWorthCents(sandbox.db)];
    const key = crypto.randomUUID();
    const response = await signed(customer, returnPath(charge), { amount: 48.9, currency: 'EUR' }, ticket, key);
    expect(response.status).toBe(201);
    const returned = await readJson<{ returnId: string } & Record<string, unknown>>(response);
    expect(returned.returnId).toMatch(/^DEV-\d{13}-[0-9A-F]{6}$/);
    expect(returned).toEqual({
      returnId: returned.returnId,
      chargeId: charge,
      mandateId: 'MDT-ACC-0001-A82018474',
      issuerName: 'Movistar',
      accountId: 'ACC-0001',
      accountIban: 'ES3414650100990012345671',
      amount: { amount: 48.9, currency: 'EUR' },
      chargedOn: '2026-01-08',
      returnedAt: '2026-01-15T09:00:00.000Z',
      returnedOn: '2026-01-15',
    });
    expect(await balanceCents('ACC-0001')).toBe(before + 4_890);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore + 4_890);
    const { rows } = await sandbox.db.query<{ concept: string; cents: number; bookedOn: string }>(
      `SELECT concept, amount_cents::integer AS cents, to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn" FROM movements WHERE movement_id = $1`,
      [`MOV-${returned.returnId}`],
    );
    expect(rows).toEqual([{ concept: 'Devolución recibo Movistar', cents: 4_890, bookedOn: '2026-01-15' }]);
    await ledgerWhole();
    expect(await inboxSubjects(`MSG-${returned.returnId}`)).toEqual([
      {
        personId: LUCIA,
        subject: 'Recibo devuelto: 48,90 € de Movistar',
        subjectEnGb: 'Direct debit returned: €48.90 from Movistar',
        link: '#/recibos',
      },
    ]);
    const listed = required((await mandatesOf(customer))[1]).charges[0];
    expect(listed).toMatchObject({ chargeId: charge, returned: true, returnedOn: '2026-01-15', returnable: false });

    // A retry with the same key (its ticket long spent) is the same return, and no money moves again.
    const retried = await signed(customer, returnPath(charge), { amount: 48.9 }, ticket, key);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(returned);
    // Another order for it is refused: a charge is returned once.
    expect((await errorOf(await signed(customer, returnPath(charge), { amount: 48.9 }, await ticketFor(customer)), 409)).error).toBe(
      'charge_already_returned',
    );
    expect(await balanceCents('ACC-0001')).toBe(before + 4_890);
    await ledgerWhole();
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount debe ser mayor que 0.'],
    ['a negative amount', { amount: -48.9 }, 'amount debe ser mayor que 0.'],
    ['three decimals', { amount: 0.001 }, 'amount admite como mucho dos decimales.'],
    ['another currency', { amount: 48.9, currency: 'USD' }, 'Solo se pagan y devuelven recibos en euros (EUR).'],
    [
      'a NUL character',
      { amount: 48.9, currency: 'EUR\u0000' },
      'El campo currency contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    ['a field the call does not know', { amount: 48.9, chargeId: 'CHG-ACC-0005-20260106-01' }, 'Campos desconocidos: chargeId.'],
    ['no amount', {}, 'amount debe ser un número.'],
  ])('refuses a return with %s (400), and nothing moves', async (_, body, message) => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    const refused = await errorOf(
      await signed(customer, returnPath(await chargeId('ACC-0001', 'Movistar', '2025-12-08')), body, ticket),
      400,
    );
    expect(refused).toEqual({ error: 'invalid_request', message });
    expect(await balanceCents('ACC-0001')).toBe(before);
  });

  it('refuses another customer’s charge (404), an amount other than the charge’s (409), an old charge (422); no signature 403, a bad one 401, no key 400; nothing moves', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const [before, javierBefore] = [await balanceCents('ACC-0001'), await balanceCents('ACC-0005')];
    const hisCharge = await chargeId('ACC-0005', 'Endesa', '2026-01-06');
    expect((await errorOf(await signed(customer, returnPath(hisCharge), { amount: 100 }, ticket), 404)).error).toBe('charge_not_found');
    expect((await errorOf(await signed(customer, returnPath('CHG-nope'), { amount: 100 }, ticket), 404)).error).toBe('charge_not_found');
    const recent = await chargeId('ACC-0001', 'Movistar', '2025-12-08');
    expect(await errorOf(await signed(customer, returnPath(recent), { amount: 48.91 }, ticket), 409)).toEqual({
      error: 'amount_mismatch',
      message: 'El importe no coincide con el del cargo: vuelve a revisarlo antes de firmar.',
    });
    const old = await chargeId('ACC-0001', 'Movistar', '2025-11-08');
    expect(await errorOf(await signed(customer, returnPath(old), { amount: 48.9 }, ticket), 422)).toEqual({
      error: 'return_window_closed',
      message: 'Un recibo domiciliado se puede devolver durante 8 semanas desde su cargo: el plazo de este terminó el 03/01/2026.',
    });
    expect((await errorOf(await signed(customer, returnPath(recent), { amount: 48.9 }, undefined), 403)).error).toBe('step_up_required');
    expect((await errorOf(await signed(customer, returnPath(recent), { amount: 48.9 }, 'T'.repeat(43)), 401)).error).toBe('invalid_ticket');
    expect((await errorOf(await signed(customer, returnPath(recent), { amount: 48.9 }, ticket, null), 400)).message).toBe(
      'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.',
    );
    expect([await balanceCents('ACC-0001'), await balanceCents('ACC-0005')]).toEqual([before, javierBefore]);
    // Every refusal rolled the signature back: the same ticket still signs the return.
    expect((await signed(customer, returnPath(recent), { amount: 48.9 }, ticket)).status).toBe(201);
    await ledgerWhole();
  });

  it('returns a charge once of 10 copies sent at once with one key: one 201, nine 200 with the same return, one credit', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const charge = await chargeId('ACC-0001', 'Iberdrola', '2025-12-05');
    const { rows } = await sandbox.db.query<{ cents: number }>(
      'SELECT amount_cents::integer AS cents FROM direct_debit_charges WHERE charge_id = $1',
      [charge],
    );
    const cents = required(rows[0]).cents;
    const before = await balanceCents('ACC-0001');
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signed(customer, returnPath(charge), { amount: cents / 100 }, ticket, key)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson<{ returnId: string }>(response)).returnId)));
    expect(ids.size).toBe(1);
    expect(await balanceCents('ACC-0001')).toBe(before + cents);
    await ledgerWhole();
  });

  it('returns a charge once of 10 returns signed at once with different keys: one 201, nine 409 charge_already_returned', async () => {
    const customer = await signIn(javier);
    const tickets = await moreTickets(await ticketFor(customer), JAVIER, 10);
    const charge = await chargeId('ACC-0005', 'Endesa', '2026-01-06');
    const { rows } = await sandbox.db.query<{ cents: number }>(
      'SELECT amount_cents::integer AS cents FROM direct_debit_charges WHERE charge_id = $1',
      [charge],
    );
    const cents = required(rows[0]).cents;
    const [before, worthBefore] = [await balanceCents('ACC-0005'), await customersNetWorthCents(sandbox.db)];
    const responses = await Promise.all(tickets.map((ticket) => signed(customer, returnPath(charge), { amount: cents / 100 }, ticket)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await balanceCents('ACC-0005')).toBe(before + cents);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore + cents);
    await ledgerWhole();
  });

  it('looks a bill up by issuer code and reference: issuer, concept, amount, due date; or says why it cannot be paid', async () => {
    const customer = await signIn(javier);
    const lookUp = (code: string, reference: string) => getWithBearer(sandbox.app, `${PAYABLE}/${code}/${reference}`, customer.token);
    const found = await lookUp('000063', '2860001234571');
    expect(found.status).toBe(200);
    expect(await readJson(found)).toEqual({
      issuerCode: '000063',
      issuerName: 'DGT multas',
      reference: '2860001234571',
      concept: 'Multa de tráfico, exceso de velocidad, expediente 28-0012345',
      amount: { amount: 100, currency: 'EUR' },
      dueDate: '2026-02-04',
    });
    expect(await errorOf(await lookUp('000063', '2860001234570'), 404)).toEqual({
      error: 'bill_not_found',
      message: 'No encontramos ningún recibo con esa referencia.',
    });
    expect((await errorOf(await lookUp('280796', '2860001234571'), 404)).error).toBe('bill_not_found');
    expect(await errorOf(await lookUp('280796', '2025110009876'), 422)).toEqual({
      error: 'bill_overdue',
      message: 'El plazo para pagar este recibo en el banco terminó el 10/01/2026: págalo por los medios que indique el emisor.',
    });
    expect((await errorOf(await lookUp('28079', '2860001234571'), 400)).message).toBe('El código de emisor tiene 6 cifras.');
    expect((await errorOf(await lookUp('000063', '286000123457'), 400)).message).toBe('La referencia del recibo tiene 13 cifras.');
    expect((await errorOf(await lookUp('000063', '286000123457%00'), 400)).error).toBe('invalid_request');
  });

  it('pays a bill: signed, the money out with "Pago recibo …", the bill paid, a message in the inbox, a receipt; a retry is the same payment', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const [before, worthBefore] = [await balanceCents('ACC-0001'), await customersNetWorthCents(sandbox.db)];
    const key = crypto.randomUUID();
    const order = { ...IBI, fromAccountId: 'ACC-0001', currency: 'EUR' };
    const response = await signed(customer, PAYMENTS, order, ticket, key);
    expect(response.status).toBe(201);
    const payment = await readJson<{ paymentId: string } & Record<string, unknown>>(response);
    expect(payment.paymentId).toMatch(/^REC-\d{13}-[0-9A-F]{6}$/);
    expect(payment).toEqual({
      paymentId: payment.paymentId,
      createdAt: '2026-01-15T09:00:00.000Z',
      paidOn: '2026-01-15',
      issuerCode: '280796',
      issuerName: 'Ayuntamiento de Madrid',
      reference: '2026010015273',
      concept: 'IBI 2026, calle de Serrano 41, 3.º B',
      amount: { amount: 612.35, currency: 'EUR' },
      dueDate: '2026-03-01',
      fromAccountId: 'ACC-0001',
      fromIban: 'ES3414650100990012345671',
    });
    expect(await balanceCents('ACC-0001')).toBe(before - 61_235);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore - 61_235);
    const { rows } = await sandbox.db.query<{ concept: string; cents: number }>(
      'SELECT concept, amount_cents::integer AS cents FROM movements WHERE movement_id = $1',
      [`MOV-${payment.paymentId}`],
    );
    expect(rows).toEqual([{ concept: 'Pago recibo Ayuntamiento de Madrid: IBI 2026, calle de Serrano 41, 3.º B', cents: -61_235 }]);
    await ledgerWhole();
    expect(await inboxSubjects(`MSG-${payment.paymentId}`)).toEqual([
      {
        personId: LUCIA,
        subject: 'Recibo pagado: 612,35 € a Ayuntamiento de Madrid',
        subjectEnGb: 'Bill paid: €612.35 to Ayuntamiento de Madrid',
        link: '#/recibos',
      },
    ]);

    const retried = await signed(customer, PAYMENTS, order, ticket, key);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(payment);
    expect(await errorOf(await signed(customer, PAYMENTS, { ...order, fromAccountId: 'ACC-0002' }, ticket, key), 422)).toEqual({
      error: 'idempotency_key_reused',
      message: 'Esa clave de idempotencia ya se usó para otra orden: una orden nueva necesita una clave nueva.',
    });
    // Paid once: the look-up and another order say so, and nothing moves again.
    expect(
      (await errorOf(await getWithBearer(sandbox.app, `${PAYABLE}/${IBI.issuerCode}/${IBI.reference}`, customer.token), 409)).error,
    ).toBe('bill_already_paid');
    expect(await errorOf(await signed(customer, PAYMENTS, { ...IBI, fromAccountId: 'ACC-0002' }, await ticketFor(customer)), 409)).toEqual({
      error: 'bill_already_paid',
      message: 'Este recibo ya está pagado.',
    });
    expect(await balanceCents('ACC-0001')).toBe(before - 61_235);

    for (const [language, title, amount] of [
      ['es-ES', 'Justificante de pago de recibo', '612,35 €'],
      ['en-GB', 'Bill payment receipt', '€612.35'],
    ] as const) {
      const receipt = await apiRequest(sandbox.app, `${PAYMENTS}/${payment.paymentId}/receipt`, {
        headers: { Authorization: `Bearer ${customer.token}`, Origin: TEST_APP_ORIGIN, 'Accept-Language': language },
      });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = (await receipt.text()).replace(/\u00a0/g, ' ');
      for (const figure of [title, 'Ayuntamiento de Madrid', '280796', '2026010015273', 'IBI 2026, calle de Serrano 41, 3.º B', amount]) {
        expect(text, language).toContain(figure);
      }
    }
    const other = await signIn(javier);
    expect((await errorOf(await getWithBearer(sandbox.app, `${PAYMENTS}/${payment.paymentId}/receipt`, other.token), 404)).error).toBe(
      'bill_payment_not_found',
    );
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount debe ser mayor que 0.'],
    ['a negative amount', { amount: -146.2 }, 'amount debe ser mayor que 0.'],
    ['three decimals', { amount: 0.001 }, 'amount admite como mucho dos decimales.'],
    ['another currency', { currency: 'USD' }, 'Solo se pagan y devuelven recibos en euros (EUR).'],
    ['an issuer code of 5 digits', { issuerCode: '28079' }, 'El código de emisor tiene 6 cifras.'],
    ['a reference of 14 digits', { reference: '20260200044710' }, 'La referencia del recibo tiene 13 cifras.'],
    ['a line break in the reference', { reference: '2026020004471\n' }, 'La referencia del recibo tiene 13 cifras.'],
    [
      'a NUL in the reference',
      { reference: '202602000447\u0000' },
      'El campo reference contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    ['an account that is no account', { fromAccountId: 'ES3414650100990012345671' }, 'fromAccountId no es una cuenta.'],
    ['a field the call does not know', { payer: 'Lucía' }, 'Campos desconocidos: payer.'],
  ])('refuses a payment with %s (400), and nothing moves', async (_, change, message) => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    const order = { issuerCode: '280796', reference: '2026020004471', fromAccountId: 'ACC-0001', amount: 146.2, ...change };
    expect(await errorOf(await signed(customer, PAYMENTS, order, ticket), 400)).toEqual({ error: 'invalid_request', message });
    expect(await balanceCents('ACC-0001')).toBe(before);
  });

  it('refuses another customer’s account as the source (404), a reviewed amount that is not the bill’s (409), an overdue bill (422), more than the balance (409); nothing moves, the signature unspent', async () => {
    await sandbox.db.query(
      `INSERT INTO bills (bill_id, issuer_code, reference, concept, amount_cents, due_on)
       VALUES ('BIL-000017-1302025999999', '000017', '1302025999999', 'Liquidación del IRPF 2025', 500000000, '2026-02-15')`,
    );
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const [before, javierBefore] = [await balanceCents('ACC-0001'), await balanceCents('ACC-0005')];
    const order = { issuerCode: '280796', reference: '2026020004471', fromAccountId: 'ACC-0001', amount: 146.2 };
    expect((await errorOf(await signed(customer, PAYMENTS, { ...order, fromAccountId: 'ACC-0005' }, ticket), 404)).error).toBe(
      'product_not_found',
    );
    expect(await errorOf(await signed(customer, PAYMENTS, { ...order, amount: 146.21 }, ticket), 409)).toEqual({
      error: 'amount_mismatch',
      message: 'El importe no coincide con el del recibo: vuelve a revisarlo antes de firmar.',
    });
    expect(
      (
        await errorOf(
          await signed(customer, PAYMENTS, { ...order, issuerCode: '280796', reference: '2025110009876', amount: 98.5 }, ticket),
          422,
        )
      ).error,
    ).toBe('bill_overdue');
    expect(
      (
        await errorOf(
          await signed(customer, PAYMENTS, { ...order, issuerCode: '000017', reference: '1302025999999', amount: 5_000_000 }, ticket),
          409,
        )
      ).error,
    ).toBe('insufficient_funds');
    expect(await errorOf(await signed(customer, PAYMENTS, { ...order, reference: '2026020004470' }, ticket), 404)).toEqual({
      error: 'bill_not_found',
      message: 'No encontramos ningún recibo con esa referencia.',
    });
    expect([await balanceCents('ACC-0001'), await balanceCents('ACC-0005')]).toEqual([before, javierBefore]);
    const { rows } = await sandbox.db.query<{ paid: number }>(`SELECT count(*)::integer AS paid FROM bills WHERE paid_at IS NOT NULL`);
    const paidBefore = required(rows[0]).paid;
    // The same ticket, never spent by the refusals, signs the bill as it is.
    expect((await signed(customer, PAYMENTS, order, ticket)).status).toBe(201);
    expect(await balanceCents('ACC-0001')).toBe(before - 14_620);
    expect(
      (await sandbox.db.query<{ paid: number }>(`SELECT count(*)::integer AS paid FROM bills WHERE paid_at IS NOT NULL`)).rows[0]?.paid,
    ).toBe(paidBefore + 1);
    await ledgerWhole();
  });

  it('pays a bill once when two customers and two tabs pay it at once: one 201, the rest 409 bill_already_paid, one debit', async () => {
    const [payerA, payerB] = [await signIn(lucia), await signIn(javier)];
    const ticketsA = await moreTickets(await ticketFor(payerA), LUCIA, 5);
    const ticketsB = await moreTickets(await ticketFor(payerB), JAVIER, 5);
    const bill = { issuerCode: '289994', reference: '0462026007812', amount: 55.1 };
    const [beforeA, beforeB, worthBefore] = [
      await balanceCents('ACC-0001'),
      await balanceCents('ACC-0005'),
      await customersNetWorthCents(sandbox.db),
    ];
    const responses = await Promise.all([
      ...ticketsA.map((ticket) => signed(payerA, PAYMENTS, { ...bill, fromAccountId: 'ACC-0001' }, ticket)),
      ...ticketsB.map((ticket) => signed(payerB, PAYMENTS, { ...bill, fromAccountId: 'ACC-0005' }, ticket)),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const debited = beforeA - (await balanceCents('ACC-0001')) + (beforeB - (await balanceCents('ACC-0005')));
    expect(debited).toBe(5_510);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore - 5_510);
    await ledgerWhole();
  });

  it('pays a bill once of 10 copies sent at once with one key: one 201, nine 200 with the same payment', async () => {
    const customer = await signIn(javier);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0005');
    const key = crypto.randomUUID();
    const order = { issuerCode: '000063', reference: '2860009876543', fromAccountId: 'ACC-0005', amount: 90 };
    const responses = await Promise.all(Array.from({ length: 10 }, () => signed(customer, PAYMENTS, order, ticket, key)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson<Payment>(response)).paymentId)));
    expect(ids.size).toBe(1);
    expect(await balanceCents('ACC-0005')).toBe(before - 9_000);
    await ledgerWhole();
  });

  it('refuses a body over 16 KiB (413) before reading it', async () => {
    const customer = await signIn(lucia);
    const padding = 'x'.repeat(17 * 1024);
    expect((await errorOf(await post(customer, PAYMENTS, { ...IBI, fromAccountId: 'ACC-0001', padding }), 413)).error).toBe(
      'payload_too_large',
    );
    expect((await errorOf(await post(customer, returnPath('CHG-ACC-0001-20251208-01'), { amount: 48.9, padding }), 413)).error).toBe(
      'payload_too_large',
    );
  });

  it('lets an assisted-channel agent see the direct debits, never sign a return or a payment (403 employee_not_allowed)', async () => {
    const agent = await assistLucia();
    expect((await mandatesOf(agent)).map(({ issuerName }) => issuerName)).toEqual(['Iberdrola', 'Movistar']);
    const message = 'Solo el cliente puede firmar esta operación: desde el canal asistido no se puede.';
    const before = await balanceCents('ACC-0001');
    const ticket = { 'x-authentication-ticket': 'T'.repeat(43), 'Idempotency-Key': crypto.randomUUID() };
    expect(await errorOf(await post(agent, returnPath('CHG-ACC-0001-20251208-01'), { amount: 48.9 }, ticket), 403)).toEqual({
      error: 'employee_not_allowed',
      message,
    });
    expect(
      await errorOf(
        await post(agent, PAYMENTS, { issuerCode: '000063', reference: '2860001234571', fromAccountId: 'ACC-0001', amount: 100 }, ticket),
        403,
      ),
    ).toEqual({ error: 'employee_not_allowed', message });
    expect(await balanceCents('ACC-0001')).toBe(before);
  });
});

describe('issue 41 §3: a direct debit may be returned for 8 weeks from its charge, on the sandbox’s clock', () => {
  const sandbox = useTestSandbox();
  const MS_PER_S = 1000;

  async function signedReturn(login: DemoLogin | undefined, accountId: string, issuerName: string, chargedOn: string): Promise<Response> {
    const customer = await signInAs(sandbox.app, login);
    const ticket = await stepUpTicketFor(sandbox, customer);
    const { rows } = await sandbox.db.query<{ chargeId: string; cents: number }>(
      `SELECT c.charge_id AS "chargeId", c.amount_cents::integer AS cents FROM direct_debit_charges c
         JOIN direct_debit_mandates m ON m.mandate_id = c.mandate_id
        WHERE m.account_id = $1 AND m.issuer_name = $2 AND c.charged_on = $3::date`,
      [accountId, issuerName, chargedOn],
    );
    const charge = required(rows[0]);
    return apiRequest(sandbox.app, returnPath(charge.chargeId), {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'x-authentication-ticket': ticket,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: charge.cents / 100 }),
      jar: customer.jar,
    });
  }

  it('returns a charge on the 56th day after it (Lucía’s Iberdrola of 5 January, on 2 March) and refuses one on the 57th (Elena’s of 4 January)', async () => {
    // Seeded on 15 January 2026; 46 days later it is 2 March in Madrid.
    sandbox.clock.advanceS((Date.parse('2026-03-02T09:00:00Z') - sandbox.clock.now()) / MS_PER_S);
    const customer = await signInAs(sandbox.app, lucia);
    const iberdrola = (await readJson<{ mandates: Mandate[] }>(await getWithBearer(sandbox.app, DIRECT_DEBITS, customer.token)))
      .mandates[0];
    expect(iberdrola?.charges[0]).toMatchObject({ chargedOn: '2026-01-05', returnableUntil: '2026-03-02', returnable: true });
    expect(iberdrola?.charges[1]).toMatchObject({ chargedOn: '2025-12-05', returnableUntil: '2026-01-30', returnable: false });

    expect((await signedReturn(lucia, 'ACC-0001', 'Iberdrola', '2026-01-05')).status).toBe(201);
    const before = (
      await sandbox.db.query<{ cents: number }>("SELECT balance_cents::integer AS cents FROM accounts WHERE account_id = 'ACC-0010'")
    ).rows[0]?.cents;
    const late = await signedReturn(elena, 'ACC-0010', 'Iberdrola', '2026-01-04');
    expect(late.status).toBe(422);
    expect(await readJson(late)).toEqual({
      error: 'return_window_closed',
      message: 'Un recibo domiciliado se puede devolver durante 8 semanas desde su cargo: el plazo de este terminó el 01/03/2026.',
    });
    expect(
      (await sandbox.db.query<{ cents: number }>("SELECT balance_cents::integer AS cents FROM accounts WHERE account_id = 'ACC-0010'"))
        .rows[0]?.cents,
    ).toBe(before);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    expect(await billBreaches(sandbox.db)).toEqual([]);
  });
});
