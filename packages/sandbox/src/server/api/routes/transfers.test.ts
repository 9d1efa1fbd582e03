import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { bankDayAt } from '../../../products';
import {
  apiRequest,
  appCallHeaders,
  getWithBearer,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { customersNetWorthCents, moneyInvariantBreaches } from '../../../../test/moneyInvariants';
import { moreTickets as moreStepUpTickets, ticketFor as stepUpTicketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Transfers). */
const TRANSFERS = '/genoma_api/rest/transfers';
const REVIEW = '/genoma_api/rest/transfers/review';
const BENEFICIARIES = '/genoma_api/rest/transfers/beneficiaries';
/** Javier's Cuenta NÓMINA (ACC-0005), Lucía's two accounts (ACC-0001, ACC-0002): IBANs of the seed. */
const JAVIER_NOMINA_IBAN = 'ES5414650100960031907254';
const LUCIA_NARANJA_IBAN = 'ES7914650100920012345689';
/** An account at BBVA (0182): no demo customer's. */
const BBVA_IBAN = 'ES9201822370440200012345';

type Transfer = { transferId: string; status: string; amount: { amount: number }; beneficiaryName: string; bankName: string | null };

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('issue 41 §1: transfers move real money once, within the bank’s limits, signed by the customer', () => {
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

  /** Executes an order; `key: null` sends no Idempotency-Key. */
  const send = (customer: SignedInCustomer, body: unknown, ticket: string | undefined, key: string | null = crypto.randomUUID()) =>
    post(customer, TRANSFERS, body, {
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

  async function transfersOf(personId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM transfers WHERE person_id = $1', [
      personId,
    ]);
    return required(rows[0]).count;
  }

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  const TO_JAVIER = {
    fromAccountId: 'ACC-0001',
    toIban: 'ES54 1465 0100 9600 3190 7254',
    beneficiaryName: 'Javier Ortega',
    concept: 'Cena del sábado',
    amount: 50,
    kind: 'ordinary',
  };

  it('refuses every transfer call without a bearer (401 invalid_token)', async () => {
    const customer = await signIn(lucia);
    for (const [method, path] of [
      ['POST', REVIEW],
      ['POST', TRANSFERS],
      ['GET', TRANSFERS],
      ['GET', `${TRANSFERS}/TRF-0000000000000-000000/receipt`],
      ['GET', BENEFICIARIES],
      ['POST', BENEFICIARIES],
      ['DELETE', `${BENEFICIARIES}/BEN-000000000000`],
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

  it('names the bank of an IBAN as it is typed, and says why one is not an IBAN; never the holder', async () => {
    const customer = await signIn(lucia);
    const lookUp = (iban: string) =>
      apiRequest(sandbox.app, `${TRANSFERS}/iban/${encodeURIComponent(iban)}`, { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(await readJson(await lookUp('es92 0182 2370 4402 0001 2345'))).toEqual({
      iban: BBVA_IBAN,
      bankCode: '0182',
      bankName: 'BBVA',
    });
    expect(await readJson(await lookUp(JAVIER_NOMINA_IBAN))).toEqual({
      iban: JAVIER_NOMINA_IBAN,
      bankCode: '1465',
      bankName: 'Banco Alba',
    });
    const wrongDigit = await lookUp('ES9201822370440200012346');
    expect(wrongDigit.status).toBe(400);
    expect(await readJson(wrongDigit)).toMatchObject({
      message: 'El IBAN no es correcto: sus dígitos de control no corresponden al resto. Revísalo.',
    });
    expect((await lookUp(`ES${'9'.repeat(60)}`)).status).toBe(400);
    expect((await apiRequest(sandbox.app, `${TRANSFERS}/iban/${BBVA_IBAN}`)).status).toBe(401);
  });

  it('reviews an order without moving anything: the bank from the IBAN’s code, no fee, the limits left today, no duplicate', async () => {
    const customer = await signIn(lucia);
    const response = await post(customer, REVIEW, TO_JAVIER);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      fromAccountId: 'ACC-0001',
      toIban: JAVIER_NOMINA_IBAN,
      bankName: 'Banco Alba',
      // Another customer's name is not revealed: the one typed stands.
      beneficiaryName: 'Javier Ortega',
      ownAccount: false,
      concept: 'Cena del sábado',
      amount: { amount: 50, currency: 'EUR' },
      fee: { amount: 0, currency: 'EUR' },
      kind: 'ordinary',
      executionDate: bankDayAt(sandbox.clock.now()),
      scheduled: false,
      limits: {
        perOperation: { amount: 10_000, currency: 'EUR' },
        perDay: { amount: 20_000, currency: 'EUR' },
        leftToday: { amount: 20_000, currency: 'EUR' },
      },
      duplicate: null,
    });
    expect(await transfersOf('20481736')).toBe(0);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount debe ser mayor que 0.'],
    ['a negative amount', { amount: -5 }, 'amount debe ser mayor que 0.'],
    ['three decimals', { amount: 0.001 }, 'amount admite como mucho dos decimales.'],
    ['another currency', { currency: 'USD' }, 'Solo se hacen transferencias en euros (EUR).'],
    [
      'an IBAN whose check digits fail',
      { toIban: 'ES5514650100960031907254' },
      'El IBAN no es correcto: sus dígitos de control no corresponden al resto. Revísalo.',
    ],
    ['a foreign IBAN', { toIban: 'DE89370400440532013000' }, 'El IBAN debe ser español: ES seguido de 22 cifras.'],
    [
      'its own account as the payee',
      { toIban: 'ES3414650100990012345671' },
      'No puedes transferir a la misma cuenta de la que sale el dinero.',
    ],
    ['a concept over 140 characters', { concept: 'a'.repeat(141) }, 'concept admite como mucho 140 caracteres.'],
    ['a line break in the concept', { concept: 'Cena\ndel sábado' }, 'concept no admite saltos de línea ni caracteres de control.'],
    [
      'a NUL in the concept',
      { concept: 'Cena\u0000' },
      'El campo concept contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    [
      'a lone surrogate in the name',
      { beneficiaryName: 'Javier \uD800' },
      'El campo beneficiaryName contiene un carácter que no se admite (U+D800): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    ['a day that does not exist', { executionDate: '2026-02-30' }, 'executionDate no es una fecha del calendario.'],
    ['yesterday', { executionDate: '2000-01-01' }, 'La fecha de ejecución no puede ser anterior a hoy.'],
    ['a field the call does not know', { fee: 0 }, 'Campos desconocidos: fee.'],
  ])('refuses an order with %s (400), in the review and the execution, and stores nothing', async (_, change, message) => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    const order = { ...TO_JAVIER, ...change };
    const reviewed = await errorOf(await post(customer, REVIEW, order), 400);
    expect(reviewed.error).toBe('invalid_request');
    expect(reviewed.message).toBe(message);
    expect((await errorOf(await send(customer, order, ticket), 400)).message).toBe(message);
    expect(await balanceCents('ACC-0001')).toBe(before);
    expect(await transfersOf('20481736')).toBe(0);
  });

  it('refuses another customer’s account as the source (404 product_not_found), and an immediate transfer on a later day', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    expect((await errorOf(await send(customer, { ...TO_JAVIER, fromAccountId: 'ACC-0005', toIban: BBVA_IBAN }, ticket), 404)).error).toBe(
      'product_not_found',
    );
    const tomorrow = bankDayAt(sandbox.clock.now() + 86_400_000);
    expect((await errorOf(await post(customer, REVIEW, { ...TO_JAVIER, kind: 'immediate', executionDate: tomorrow }), 400)).message).toBe(
      'Una transferencia inmediata sale hoy: para otra fecha, elige una ordinaria.',
    );
    expect(await transfersOf('20481736')).toBe(0);
  });

  it('needs a signature and an idempotency key: none 403, a bad or spent ticket 401, no key 400; nothing moves', async () => {
    const customer = await signIn(lucia);
    const before = await balanceCents('ACC-0001');
    expect((await errorOf(await send(customer, TO_JAVIER, undefined), 403)).error).toBe('step_up_required');
    expect((await errorOf(await send(customer, TO_JAVIER, 'T'.repeat(43)), 401)).error).toBe('invalid_ticket');
    const ticket = await ticketFor(customer);
    expect((await errorOf(await send(customer, TO_JAVIER, ticket, null), 400)).message).toBe(
      'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.',
    );
    expect((await errorOf(await send(customer, TO_JAVIER, ticket, 'not-a-uuid'), 400)).error).toBe('invalid_request');
    expect(await balanceCents('ACC-0001')).toBe(before);
    expect(await transfersOf('20481736')).toBe(0);
  });

  it('sends 50 € from Lucía to Javier’s IBAN: her balance down and his up by exactly that, a movement in each, the ledger whole', async () => {
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
    const transfer = await readJson<Transfer & Record<string, unknown>>(response);
    expect(transfer).toMatchObject({
      status: 'completed',
      kind: 'ordinary',
      fromAccountId: 'ACC-0001',
      fromIban: 'ES3414650100990012345671',
      toIban: JAVIER_NOMINA_IBAN,
      bankName: 'Banco Alba',
      beneficiaryName: 'Javier Ortega',
      concept: 'Cena del sábado',
      amount: { amount: 50, currency: 'EUR' },
      fee: { amount: 0, currency: 'EUR' },
      executionDate: bankDayAt(sandbox.clock.now()),
    });
    expect(transfer.transferId).toMatch(/^TRF-\d{13}-[0-9A-F]{6}$/);
    expect(await balanceCents('ACC-0001')).toBe(luciaBefore - 5_000);
    expect(await balanceCents('ACC-0005')).toBe(javierBefore + 5_000);
    const { rows } = await sandbox.db.query<{ accountId: string; cents: number; concept: string }>(
      `SELECT account_id AS "accountId", amount_cents::integer AS cents, concept FROM movements WHERE movement_id LIKE $1 ORDER BY account_id`,
      [`MOV-${transfer.transferId}-%`],
    );
    expect(rows).toEqual([
      { accountId: 'ACC-0001', cents: -5_000, concept: 'Transferencia a Javier Ortega: Cena del sábado' },
      { accountId: 'ACC-0005', cents: 5_000, concept: 'Transferencia de Lucía Martínez García: Cena del sábado' },
    ]);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore);
    // Issue 41 §4: the transfer leaves a message, unread, in each one's inbox.
    const messages = await sandbox.db.query<{ personId: string; subject: string; unread: boolean }>(
      `SELECT person_id AS "personId", subject, read_at IS NULL AS unread FROM inbox_messages WHERE message_id LIKE $1 ORDER BY message_id`,
      [`MSG-${transfer.transferId}-%`],
    );
    expect(messages.rows.map((row) => ({ ...row, subject: row.subject.replace(/\u00a0/g, ' ') }))).toEqual([
      { personId: '31907254', subject: 'Transferencia recibida: 50,00 € de Lucía Martínez García', unread: true },
      { personId: '20481736', subject: 'Transferencia enviada: 50,00 € a Javier Ortega', unread: true },
    ]);

    // A retry with the same key (its ticket long spent) is the same transfer, and no money moves again.
    const retried = await send(customer, TO_JAVIER, ticket, key);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(transfer);
    expect(await balanceCents('ACC-0001')).toBe(luciaBefore - 5_000);
    // The same key with another order is a mistake the bank names.
    expect((await errorOf(await send(customer, { ...TO_JAVIER, amount: 60 }, ticket, key), 422)).error).toBe('idempotency_key_reused');

    // The review of the same order now warns of it, with when.
    const review = await readJson<{ duplicate: unknown }>(await post(customer, REVIEW, TO_JAVIER));
    expect(review.duplicate).toEqual({
      transferId: transfer.transferId,
      createdAt: new Date(sandbox.clock.now()).toISOString(),
      amount: { amount: 50, currency: 'EUR' },
    });

    // Listed and with a receipt for her; for Javier, it is not his to see.
    const listed = await readJson<{ transfers: Transfer[] }>(await getWithBearer(sandbox.app, TRANSFERS, customer.token));
    expect(listed.transfers.map((one) => one.transferId)).toEqual([transfer.transferId]);
    const receipt = await apiRequest(sandbox.app, `${TRANSFERS}/${transfer.transferId}/receipt`, {
      headers: { Authorization: `Bearer ${customer.token}`, Origin: TEST_APP_ORIGIN, 'Accept-Language': 'es-ES' },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(receipt.headers.get('content-disposition')).toBe(
      `attachment; filename="justificante-transferencia-${transfer.transferId}.html"`,
    );
    const text = (await receipt.text()).replace(/\u00a0/g, ' ');
    for (const figure of [
      'Justificante de transferencia',
      JAVIER_NOMINA_IBAN,
      'Banco Alba',
      'Javier Ortega',
      'Cena del sábado',
      '50,00 €',
      'Ordinaria (SEPA)',
    ]) {
      expect(text).toContain(figure);
    }
    const payee = await signIn(javier);
    expect((await errorOf(await getWithBearer(sandbox.app, `${TRANSFERS}/${transfer.transferId}/receipt`, payee.token), 404)).error).toBe(
      'transfer_not_found',
    );
  });

  it('moves money between the customer’s own accounts, named as hers, and schedules a later one without moving money', async () => {
    const customer = await signIn(lucia);
    const [ticket, laterTicket] = await moreTickets(await ticketFor(customer), '20481736', 2);
    const [nominaBefore, naranjaBefore] = [await balanceCents('ACC-0001'), await balanceCents('ACC-0002')];
    const own = { fromAccountId: 'ACC-0001', toIban: LUCIA_NARANJA_IBAN, concept: 'Ahorro', amount: 100.25, kind: 'immediate' };
    const response = await send(customer, own, ticket);
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({ beneficiaryName: 'Lucía Martínez García', kind: 'immediate', status: 'completed' });
    expect(await balanceCents('ACC-0001')).toBe(nominaBefore - 10_025);
    expect(await balanceCents('ACC-0002')).toBe(naranjaBefore + 10_025);

    const nextWeek = bankDayAt(sandbox.clock.now() + 7 * 86_400_000);
    const later = await send(customer, { ...own, kind: 'ordinary', executionDate: nextWeek }, laterTicket);
    expect(later.status).toBe(201);
    const scheduled = await readJson<Transfer>(later);
    expect(scheduled).toMatchObject({ status: 'scheduled', executionDate: nextWeek });
    expect(await balanceCents('ACC-0001')).toBe(nominaBefore - 10_025);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    // Her own money: one message, hers, for each; the later one says when it will go.
    const [year, month, day] = nextWeek.split('-');
    const { rows } = await sandbox.db.query<{ subject: string }>('SELECT subject FROM inbox_messages WHERE message_id LIKE $1', [
      `MSG-${scheduled.transferId}-%`,
    ]);
    expect(rows.map((row) => row.subject.replace(/\u00a0/g, ' '))).toEqual([
      `Transferencia programada para el ${day}/${month}/${year}: 100,25 € a Lucía Martínez García`,
    ]);
  });

  it('refuses insufficient funds (409) and rolls the signature back unspent', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    const order = { ...TO_JAVIER, toIban: BBVA_IBAN, amount: 9_000 };
    expect((await errorOf(await send(customer, order, ticket), 409)).error).toBe('insufficient_funds');
    expect(await balanceCents('ACC-0001')).toBe(before);
    // Unspent: the same ticket still signs a transfer the balance covers.
    expect((await send(customer, { ...order, amount: 1 }, ticket)).status).toBe(201);
  });

  it('refuses over 10.000 € in one transfer and over 20.000 € in a day, naming the limit (422)', async () => {
    const customer = await signIn(javier);
    const tickets = await moreTickets(await ticketFor(customer), '31907254', 4);
    const order = {
      fromAccountId: 'ACC-0005',
      toIban: BBVA_IBAN,
      beneficiaryName: 'Inmobiliaria Sol',
      concept: 'Señal',
      amount: 10_000.01,
      kind: 'ordinary',
    };
    expect(await errorOf(await send(customer, order, tickets[0]), 422)).toEqual({
      error: 'transfer_limit_exceeded',
      message: 'El importe supera el límite por transferencia, de 10.000,00\u00a0€.',
    });
    expect((await send(customer, { ...order, amount: 10_000 }, tickets[0])).status).toBe(201);
    expect((await send(customer, { ...order, amount: 9_999.99 }, tickets[1])).status).toBe(201);
    expect(await errorOf(await send(customer, { ...order, amount: 0.02 }, tickets[2]), 422)).toEqual({
      error: 'transfer_limit_exceeded',
      message: 'El importe supera el límite diario de transferencias, de 20.000,00\u00a0€: hoy te quedan 0,01\u00a0€.',
    });
    expect((await send(customer, { ...order, amount: 0.01 }, tickets[2])).status).toBe(201);
  });

  it('makes one transfer of 10 copies sent at once with one key: one 201, nine 200 with the same transfer, one debit', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    const key = crypto.randomUUID();
    const order = { ...TO_JAVIER, toIban: BBVA_IBAN, amount: 7 };
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(customer, order, ticket, key)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson<Transfer>(response)).transferId)));
    expect(ids.size).toBe(1);
    expect(await balanceCents('ACC-0001')).toBe(before - 700);
  });

  it('never lets 10 transfers sent at once with different keys take the balance below zero', async () => {
    const customer = await signIn(lucia);
    const tickets = await moreTickets(await ticketFor(customer), '20481736', 10);
    const before = await balanceCents('ACC-0001');
    // Each is a quarter of the balance and a cent: no more than three can go.
    const amount = Math.floor(before / 4 + 1) / 100;
    const responses = await Promise.all(tickets.map((ticket) => send(customer, { ...TO_JAVIER, toIban: BBVA_IBAN, amount }, ticket)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await balanceCents('ACC-0001')).toBe(before - 3 * Math.round(amount * 100));
    expect(await balanceCents('ACC-0001')).toBeGreaterThanOrEqual(0);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });

  it('refuses a body over 16 KiB (413) before reading it', async () => {
    const customer = await signIn(lucia);
    expect((await errorOf(await post(customer, REVIEW, { ...TO_JAVIER, concept: 'x'.repeat(17 * 1024) }), 413)).error).toBe(
      'payload_too_large',
    );
  });

  it('keeps saved beneficiaries: saved with a checked IBAN, listed, once per IBAN, named in the review, deleted by their owner only', async () => {
    const customer = await signIn(lucia);
    expect((await errorOf(await post(customer, BENEFICIARIES, { name: 'Ana', iban: 'ES0001822370440200012345' }), 400)).message).toBe(
      'El IBAN no es correcto: sus dígitos de control no corresponden al resto. Revísalo.',
    );
    const saved = await post(customer, BENEFICIARIES, { name: 'Ana Casas', iban: 'es92 0182 2370 4402 0001 2345', alias: 'Ana' });
    expect(saved.status).toBe(201);
    const beneficiary = await readJson<{ beneficiaryId: string }>(saved);
    expect(beneficiary.beneficiaryId).toMatch(/^BEN-[0-9A-F]{12}$/);
    expect(beneficiary).toEqual({
      beneficiaryId: beneficiary.beneficiaryId,
      name: 'Ana Casas',
      iban: BBVA_IBAN,
      bankName: 'BBVA',
      alias: 'Ana',
    });
    expect((await errorOf(await post(customer, BENEFICIARIES, { name: 'Otra', iban: BBVA_IBAN }), 409)).error).toBe(
      'beneficiary_already_saved',
    );
    expect(await readJson(await getWithBearer(sandbox.app, BENEFICIARIES, customer.token))).toEqual({ beneficiaries: [beneficiary] });
    const review = await readJson<{ beneficiaryName: string }>(
      await post(customer, REVIEW, { ...TO_JAVIER, toIban: BBVA_IBAN, beneficiaryName: undefined }),
    );
    expect(review.beneficiaryName).toBe('Ana Casas');

    const other = await signIn(javier);
    const deleteAs = (who: SignedInCustomer) =>
      apiRequest(sandbox.app, `${BENEFICIARIES}/${beneficiary.beneficiaryId}`, {
        method: 'DELETE',
        headers: { ...appCallHeaders(who.jar), Authorization: `Bearer ${who.token}` },
        jar: who.jar,
      });
    expect((await errorOf(await deleteAs(other), 404)).error).toBe('beneficiary_not_found');
    expect((await deleteAs(customer)).status).toBe(204);
    expect((await errorOf(await deleteAs(customer), 404)).error).toBe('beneficiary_not_found');
  });
});
