import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { addMonths, bankDayAt } from '../../../products';
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

const [lucia, , , , , , pablo] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Overdraft instalments). */
const INSTALMENTS = '/genoma_api/rest/overdraft-instalments';
const QUOTE = '/genoma_api/rest/overdraft-instalments/quote';
/** Pablo's person id, his Cuenta NÓMINA (overdrawn by 350,20 € in the seed) and his Cuenta Naranja (200,00 €). */
const PABLO = '50617283';
const NOMINA = 'ACC-0011';
const NARANJA = 'ACC-0012';
/** The seeded call-centre agent: staff id (person id) 90000001, PIN 998877. */
const AGENT = { staffId: '90000001', pin: '998877' };

const eur = (amount: number) => ({ amount, currency: 'EUR' });

type Split = { loanId: string; balanceAfter: { amount: number } } & Record<string, unknown>;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('issue 41 §5: an overdraft split into instalments, once, for exactly the overdraft the customer reviewed and signed', () => {
  const sandbox = useTestSandbox();
  const signIn = (login = pablo) => signInAs(sandbox.app, login);
  const ticketFor = (customer: SignedInCustomer) => stepUpTicketFor(sandbox, customer);
  const moreTickets = async (customer: SignedInCustomer, count: number) =>
    moreStepUpTickets(sandbox, await ticketFor(customer), PABLO, count);

  const quote = (customer: { token: string }, query: string) => getWithBearer(sandbox.app, `${QUOTE}?${query}`, customer.token);

  /** Signs a split; `key: null` sends no Idempotency-Key. */
  function split(
    customer: { jar: CookieJar; token: string },
    body: unknown,
    ticket: string | undefined,
    key: string | null = crypto.randomUUID(),
  ): Promise<Response> {
    return apiRequest(sandbox.app, INSTALMENTS, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
        ...(key === null ? {} : { 'Idempotency-Key': key }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar: customer.jar,
    });
  }

  async function balanceCents(accountId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ cents: number }>(
      'SELECT balance_cents::integer AS cents FROM accounts WHERE account_id = $1',
      [accountId],
    );
    return required(rows[0]).cents;
  }

  async function loansOf(personId: string): Promise<number> {
    const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM loans WHERE person_id = $1', [
      personId,
    ]);
    return required(rows[0]).count;
  }

  /**
   * Brings an account to a balance as the bank would: with a movement of the difference, so that
   * every test starts from an overdraft and the ledger stays whole.
   */
  async function setBalance(accountId: string, cents: number): Promise<void> {
    const delta = cents - (await balanceCents(accountId));
    if (delta === 0) return;
    await sandbox.db.query(
      `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
       VALUES ($1, $2, NULL, $3::date, 'Reintegro en ventanilla', $4)`,
      [`MOV-TEST-${crypto.randomUUID()}`, accountId, bankDayAt(sandbox.clock.now()), delta],
    );
    await sandbox.db.query('UPDATE accounts SET balance_cents = $2 WHERE account_id = $1', [accountId, cents]);
  }

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody & Record<string, unknown>> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody & Record<string, unknown>>(response);
  }

  const SIX_MONTHS = { accountId: NOMINA, amount: 350.2, periods: 6 };

  it('refuses both calls without a bearer (401 invalid_token)', async () => {
    const customer = await signIn();
    expect((await errorOf(await apiRequest(sandbox.app, `${QUOTE}?accountId=${NOMINA}`), 401)).error).toBe('invalid_token');
    const unsigned = await apiRequest(sandbox.app, INSTALMENTS, {
      method: 'POST',
      headers: { ...appCallHeaders(customer.jar), 'Content-Type': 'application/json' },
      body: JSON.stringify(SIX_MONTHS),
      jar: customer.jar,
    });
    expect((await errorOf(unsigned, 401)).error).toBe('invalid_token');
  });

  it('quotes Pablo’s overdraft of 350,20 € at 7,95 % TIN, 8,25 % TAE over 3, 6 or 12 months, and moves nothing', async () => {
    const customer = await signIn();
    const today = bankDayAt(sandbox.clock.now());
    const response = await quote(customer, `accountId=${NOMINA}`);
    expect(response.status).toBe(200);
    const answer = await readJson<{ withdrawalUntil: string; plans: { firstPaymentOn: string; lastPaymentOn: string }[] }>(response);
    expect(answer).toEqual({
      accountId: NOMINA,
      overdrawn: eur(350.2),
      tin: 7.95,
      tae: 8.25,
      contractedOn: today,
      withdrawalUntil: answer.withdrawalUntil,
      plans: [
        {
          periods: 3,
          monthlyAmount: eur(118.28),
          lastInstalment: eur(118.29),
          totalInterest: eur(4.65),
          totalAmount: eur(354.85),
          firstPaymentOn: addMonths(today, 1),
          lastPaymentOn: addMonths(today, 3),
        },
        {
          periods: 6,
          monthlyAmount: eur(59.73),
          lastInstalment: eur(59.71),
          totalInterest: eur(8.16),
          totalAmount: eur(358.36),
          firstPaymentOn: addMonths(today, 1),
          lastPaymentOn: addMonths(today, 6),
        },
        {
          periods: 12,
          monthlyAmount: eur(30.46),
          lastInstalment: eur(30.41),
          totalInterest: eur(15.27),
          totalAmount: eur(365.47),
          firstPaymentOn: addMonths(today, 1),
          lastPaymentOn: addMonths(today, 12),
        },
      ],
    });
    // Fourteen natural days to withdraw (Ley 16/2011, art. 28).
    expect(Date.parse(answer.withdrawalUntil) - Date.parse(today)).toBe(14 * 86_400_000);
    expect(await balanceCents(NOMINA)).toBe(-35_020);
    expect(await loansOf(PABLO)).toBe(0);
  });

  it('quotes no plan for an account in credit (409), another customer’s account (404), or a query that is not one (400)', async () => {
    const customer = await signIn();
    expect(await errorOf(await quote(customer, `accountId=${NARANJA}`), 409)).toEqual({
      error: 'account_not_overdrawn',
      message: 'Esta cuenta no está en descubierto: no hay nada que fraccionar.',
    });
    expect((await errorOf(await quote(customer, 'accountId=ACC-0001'), 404)).error).toBe('product_not_found');
    expect((await errorOf(await quote(customer, 'accountId=ACC-1'), 400)).message).toBe('accountId no es una cuenta.');
    expect((await errorOf(await quote(customer, ''), 400)).message).toBe('Falta accountId.');
    expect((await errorOf(await quote(customer, `accountId=${NOMINA}&periods=6`), 400)).message).toBe('Parámetros desconocidos: periods.');
    expect((await errorOf(await quote(customer, `accountId=${NOMINA}&accountId=${NARANJA}`), 400)).message).toBe(
      'Parámetros repetidos: accountId.',
    );
    expect((await errorOf(await quote(customer, 'accountId=ACC-0011%00'), 400)).error).toBe('invalid_request');
  });

  it('splits overdrafts from 50,00 € to 3.000,00 € only, naming the limit (422), in the quote and the signed call', async () => {
    const customer = await signIn();
    const [ticket] = await moreTickets(customer, 1);
    await setBalance(NOMINA, -4_999);
    expect(await errorOf(await quote(customer, `accountId=${NOMINA}`), 422)).toEqual({
      error: 'overdraft_out_of_range',
      message: 'Fraccionamos descubiertos a partir de 50,00\u00a0€: para uno menor, pasa dinero a la cuenta.',
    });
    expect((await errorOf(await split(customer, { ...SIX_MONTHS, amount: 49.99 }, ticket), 422)).error).toBe('overdraft_out_of_range');
    await setBalance(NOMINA, -300_001);
    expect((await errorOf(await quote(customer, `accountId=${NOMINA}`), 422)).message).toBe(
      'Fraccionamos descubiertos de hasta 3.000,00\u00a0€: para uno mayor, habla con nosotros de un préstamo personal.',
    );
    expect(await loansOf(PABLO)).toBe(0);
    await setBalance(NOMINA, -35_020);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount debe ser mayor que 0.'],
    ['a negative amount', { amount: -350.2 }, 'amount debe ser mayor que 0.'],
    ['three decimals', { amount: 350.201 }, 'amount admite como mucho dos decimales.'],
    ['an amount that is no number', { amount: '350,20' }, 'amount debe ser un número.'],
    ['another currency', { currency: 'USD' }, 'Solo se fraccionan descubiertos en euros (EUR).'],
    ['a term the bank does not offer', { periods: 24 }, 'periods debe ser 3, 6 o 12 meses.'],
    ['an account id that is none', { accountId: 'ACC-0011\n' }, 'accountId no es una cuenta.'],
    [
      'a NUL in the account id',
      { accountId: 'ACC-0011\u0000' },
      'El campo accountId contiene un carácter que no se admite (U+0000): ni el carácter nulo ni sustitutos UTF-16 sueltos.',
    ],
    ['a field the call does not know', { fee: 0 }, 'Campos desconocidos: fee.'],
  ])('refuses an order with %s (400) before anything is signed, and splits nothing', async (_, change, message) => {
    const customer = await signIn();
    const ticket = await ticketFor(customer);
    expect((await errorOf(await split(customer, { ...SIX_MONTHS, ...change }, ticket), 400)).message).toBe(message);
    expect(await balanceCents(NOMINA)).toBe(-35_020);
    expect(await loansOf(PABLO)).toBe(0);
  });

  it('refuses a body over 16 KiB (413) before reading it', async () => {
    const customer = await signIn();
    expect((await errorOf(await split(customer, { ...SIX_MONTHS, padding: 'x'.repeat(17 * 1024) }, 'T'.repeat(43)), 413)).error).toBe(
      'payload_too_large',
    );
  });

  it('needs a signature and an idempotency key: none 403, a bad ticket 401, no key 400; nothing moves', async () => {
    const customer = await signIn();
    expect((await errorOf(await split(customer, SIX_MONTHS, undefined), 403)).error).toBe('step_up_required');
    expect((await errorOf(await split(customer, SIX_MONTHS, 'T'.repeat(43)), 401)).error).toBe('invalid_ticket');
    const ticket = await ticketFor(customer);
    expect((await errorOf(await split(customer, SIX_MONTHS, ticket, null), 400)).message).toBe(
      'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.',
    );
    expect((await errorOf(await split(customer, SIX_MONTHS, ticket, 'not-a-uuid'), 400)).error).toBe('invalid_request');
    expect(await balanceCents(NOMINA)).toBe(-35_020);
    expect(await loansOf(PABLO)).toBe(0);
  });

  it('refuses another customer’s account as the one to split (404 product_not_found), and moves nothing of his', async () => {
    const other = await signIn(lucia);
    const ticket = await ticketFor(other);
    expect((await errorOf(await split(other, SIX_MONTHS, ticket), 404)).error).toBe('product_not_found');
    expect((await errorOf(await quote(other, `accountId=${NOMINA}`), 404)).error).toBe('product_not_found');
    expect(await balanceCents(NOMINA)).toBe(-35_020);
    expect(await loansOf(PABLO)).toBe(0);
  });

  it('lets an agent of the assisted channel quote the overdraft, never split it (403 employee_not_allowed)', async () => {
    const jar = new CookieJar();
    const login = await apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AGENT, customerDocument: pablo?.document }),
      jar,
    });
    expect(login.status).toBe(200);
    const tokens = await apiRequest(sandbox.app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
    const agent = { jar, token: required((await readJson<TestAuthentication>(tokens)).accessTokens[0]).accessToken };
    expect((await quote(agent, `accountId=${NOMINA}`)).status).toBe(200);
    expect(await errorOf(await split(agent, SIX_MONTHS, 'T'.repeat(43)), 403)).toEqual({
      error: 'employee_not_allowed',
      message: 'Solo el cliente puede firmar esta operación: desde el canal asistido no se puede.',
    });
    expect(await loansOf(PABLO)).toBe(0);
  });

  it('refuses an amount that is not the overdraft now (409 overdraft_changed, naming it) and rolls the signature back unspent', async () => {
    const customer = await signIn();
    const ticket = await ticketFor(customer);
    expect(await errorOf(await split(customer, { ...SIX_MONTHS, amount: 300 }, ticket), 409)).toEqual({
      error: 'overdraft_changed',
      message: 'El descubierto de la cuenta ha cambiado desde que lo revisaste: vuelve a revisarlo antes de firmar.',
      overdrawnAmount: 350.2,
    });
    expect(await balanceCents(NOMINA)).toBe(-35_020);
    expect(await loansOf(PABLO)).toBe(0);
    // Unspent: the same ticket signs the overdraft as it is.
    expect((await split(customer, SIX_MONTHS, ticket)).status).toBe(201);
    await setBalance(NOMINA, -35_020);
  });

  it('splits 350,20 € over 6 months: a loan of exactly that, paid into the account, back at 0,00 €; one message; the ledger whole', async () => {
    await setBalance(NOMINA, -35_020);
    const loansBefore = await loansOf(PABLO);
    const customer = await signIn();
    const ticket = await ticketFor(customer);
    const [worthBefore, naranjaBefore] = [await customersNetWorthCents(sandbox.db), await balanceCents(NARANJA)];
    const today = bankDayAt(sandbox.clock.now());
    const key = crypto.randomUUID();
    const response = await split(customer, SIX_MONTHS, ticket, key);
    expect(response.status).toBe(201);
    const made = await readJson<Split>(response);
    expect(made.loanId).toMatch(/^LOAN-[0-9A-F]{8}$/);
    expect(made).toEqual({
      loanId: made.loanId,
      accountId: NOMINA,
      amount: eur(350.2),
      periods: 6,
      tin: 7.95,
      tae: 8.25,
      monthlyAmount: eur(59.73),
      lastInstalment: eur(59.71),
      totalInterest: eur(8.16),
      totalAmount: eur(358.36),
      contractedOn: today,
      firstPaymentOn: addMonths(today, 1),
      lastPaymentOn: addMonths(today, 6),
      withdrawalUntil: made['withdrawalUntil'],
      balanceAfter: eur(0),
    });
    expect(await balanceCents(NOMINA)).toBe(0);
    // His savings are his: splitting takes nothing from them.
    expect(await balanceCents(NARANJA)).toBe(naranjaBefore);
    expect(await loansOf(PABLO)).toBe(loansBefore + 1);
    const movements = await sandbox.db.query<{ cents: number; concept: string }>(
      'SELECT amount_cents::integer AS cents, concept FROM movements WHERE movement_id = $1 AND account_id = $2',
      [`MOV-${made.loanId}`, NOMINA],
    );
    expect(movements.rows).toEqual([{ cents: 35_020, concept: 'Fraccionamiento del descubierto' }]);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    // The bank lent what the account was short of: the customers are worth what they were.
    expect(await customersNetWorthCents(sandbox.db)).toBe(worthBefore);

    // Among his products, named as what it is, owed in full until the first instalment.
    const products = await readJson<{ loans: { id: string; alias: string; outstanding: unknown; monthlyAmount: unknown }[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', customer.token),
    );
    expect(products.loans.find((loan) => loan.id === made.loanId)).toMatchObject({
      alias: 'Fraccionamiento del descubierto',
      outstanding: eur(350.2),
      monthlyAmount: eur(59.73),
    });
    // Issue 41 §4: one message in his inbox, in both languages.
    const messages = await sandbox.db.query<{ subject: string; subjectEnGb: string; category: string; link: string }>(
      `SELECT subject, subject_en_gb AS "subjectEnGb", category, link FROM inbox_messages WHERE message_id = $1 AND person_id = $2`,
      [`MSG-${made.loanId}`, PABLO],
    );
    expect(messages.rows.map((row) => ({ ...row, subject: row.subject.replace(/\u00a0/g, ' ') }))).toEqual([
      {
        subject: 'Descubierto fraccionado: 350,20 € en 6 cuotas',
        subjectEnGb: 'Overdraft split into instalments: €350.20 over 6 months',
        category: 'operation',
        link: '#/posicion-global',
      },
    ]);

    // A retry with the same key (its ticket long spent) is the same split, and nothing moves again.
    const retried = await split(customer, SIX_MONTHS, ticket, key);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toEqual(made);
    // The same key with another order is a mistake the bank names.
    expect((await errorOf(await split(customer, { ...SIX_MONTHS, periods: 12 }, ticket, key), 422)).error).toBe('idempotency_key_reused');
    // A new order finds nothing left to split.
    const [again] = await moreTickets(customer, 1);
    expect((await errorOf(await split(customer, SIX_MONTHS, again), 409)).error).toBe('account_not_overdrawn');
    expect((await errorOf(await quote(customer, `accountId=${NOMINA}`), 409)).error).toBe('account_not_overdrawn');
    expect(await loansOf(PABLO)).toBe(loansBefore + 1);
  });

  it('makes one loan of 10 copies sent at once with one key: one 201, nine 200 with the same loan, one credit', async () => {
    await setBalance(NOMINA, -35_020);
    const loansBefore = await loansOf(PABLO);
    const customer = await signIn();
    const ticket = await ticketFor(customer);
    const key = crypto.randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => split(customer, SIX_MONTHS, ticket, key)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await readJson<Split>(response)).loanId)));
    expect(ids.size).toBe(1);
    expect(await loansOf(PABLO)).toBe(loansBefore + 1);
    expect(await balanceCents(NOMINA)).toBe(0);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });

  it('makes one loan of 10 splits signed at once with different keys: one 201, nine 409 account_not_overdrawn, their signatures unspent', async () => {
    await setBalance(NOMINA, -35_020);
    const loansBefore = await loansOf(PABLO);
    const customer = await signIn();
    const tickets = await moreTickets(customer, 10);
    const responses = await Promise.all(tickets.map((ticket) => split(customer, { ...SIX_MONTHS, periods: 3 }, ticket)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect((await readJson<ApiErrorBody>(refused)).error).toBe('account_not_overdrawn');
    }
    expect(await loansOf(PABLO)).toBe(loansBefore + 1);
    expect(await balanceCents(NOMINA)).toBe(0);
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
    const { rows } = await sandbox.db.query<{ unused: number }>(
      'SELECT count(*)::integer AS unused FROM step_up_tickets WHERE person_id = $1 AND used_at IS NULL',
      [PABLO],
    );
    expect(required(rows[0]).unused).toBeGreaterThanOrEqual(9);
  });
});
