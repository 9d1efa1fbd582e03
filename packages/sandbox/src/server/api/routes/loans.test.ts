import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  getWithBearer,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { ticketFor as stepUpTicketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , , , pablo] = DEMO_LOGINS;

/** Ours (docs/sandbox-api.md, Loans). */
const LOANS = '/genoma_api/rest/loans';
const PRE_CONTRACT = '/genoma_api/rest/loans/pre-contract-information';
/** features.md §7's path of the pre-approved loan offer. */
const LOAN_OFFER = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/1/';
const CAMPAIGNS = '/genoma_api/rest/campaigns?section=overall-position&subsection=home';

type Customer = SignedInCustomer;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('issue 38 §1: a loan is contracted after review, acceptance and the customer’s signature, and is then a product', () => {
  const sandbox = useTestSandbox();

  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);

  const ticketFor = (customer: Customer) => stepUpTicketFor(sandbox, customer);

  function contract(customer: Customer, body: unknown, ticket?: string, headers: Record<string, string> = {}): Promise<Response> {
    return apiRequest(sandbox.app, LOANS, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
        ...headers,
      },
      body: JSON.stringify(body),
      jar: customer.jar,
    });
  }

  function preContract(customer: Customer, query: string, language = 'es-ES'): Promise<Response> {
    return apiRequest(sandbox.app, `${PRE_CONTRACT}?${query}`, {
      headers: { Authorization: `Bearer ${customer.token}`, Origin: TEST_APP_ORIGIN, 'Accept-Language': language },
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

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  const SIGNED = { amount: 7_500, periods: 60, accountId: 'ACC-0001', termsAccepted: true };

  it('opens the pre-contract information (SECCI) of the loan as quoted, in Spanish and in English, with the review’s figures', async () => {
    const customer = await signIn(lucia);
    const spanish = await preContract(customer, 'amount=7500&periods=60&accountId=ACC-0001');
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(spanish.headers.get('content-disposition')).toBe('attachment; filename="informacion-normalizada-europea-prestamo.html"');
    expect(spanish.headers.get('cache-control')).toBe('no-store');
    const text = (await spanish.text()).replace(/\u00a0/g, ' ');
    for (const figure of [
      'Información normalizada europea sobre el crédito al consumo',
      'Lucía Martínez García',
      'Cuenta NÓMINA · 5671',
      '7.500,00 €',
      '60 cuotas mensuales de 146,75 € (la última, de 146,53 €), del 15 de febrero de 2026 al 15 de enero de 2031',
      '8.804,78 €',
      '1.304,78 € de intereses',
      '6,50 % fijo',
      '6,70 %',
      'durante 14 días naturales desde la firma, hasta el 29 de enero de 2026',
    ]) {
      expect(text).toContain(figure);
    }
    const english = (await (await preContract(customer, 'amount=7500&periods=60&accountId=ACC-0001', 'en-GB')).text()).replace(
      /\u00a0/g,
      ' ',
    );
    expect(english).toContain('Standard European Consumer Credit Information');
    expect(english).toContain('within 14 calendar days of signing, until 29 January 2026');
    expect(english).toContain('€8,804.78');
  });

  it('quotes the loan for the review with the figures of the SECCI and of the contract', async () => {
    const customer = await signIn(lucia);
    const response = await getWithBearer(
      sandbox.app,
      '/genoma_api/rest/loans/quote?amount=7500&periods=60&accountId=ACC-0001',
      customer.token,
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      accountId: 'ACC-0001',
      amount: 7_500,
      periods: 60,
      tin: 6.5,
      tae: 6.7,
      monthlyAmount: 146.75,
      lastInstalment: 146.53,
      totalInterest: 1_304.78,
      totalAmount: 8_804.78,
      firstPaymentOn: '2026-02-15',
      lastPaymentOn: '2031-01-15',
      withdrawalUntil: '2026-01-29',
    });
    const refused = await getWithBearer(
      sandbox.app,
      '/genoma_api/rest/loans/quote?amount=5000&periods=72&accountId=ACC-0001',
      customer.token,
    );
    expect((await errorOf(refused, 400)).message).toBe('periods debe estar entre 6 y 60 meses para ese importe.');
  });

  it.each([
    ['an amount over the offer', 'amount=15000.01&periods=60&accountId=ACC-0001', 400, 'invalid_request'],
    ['a term the amount does not allow', 'amount=5000&periods=72&accountId=ACC-0001', 400, 'invalid_request'],
    ['another profile’s account', 'amount=5000&periods=12&accountId=ACC-0005', 404, 'product_not_found'],
    ['a parameter it does not know', 'amount=5000&periods=12&accountId=ACC-0001&tin=0', 400, 'invalid_request'],
    ['an amount as words', 'amount=mil&periods=12&accountId=ACC-0001', 400, 'invalid_request'],
  ])('refuses the pre-contract information of %s', async (_, query, status, error) => {
    expect((await errorOf(await preContract(await signIn(lucia), query), status)).error).toBe(error);
  });

  it('refuses a loan without the customer’s signature (403 step_up_required): no money, no loan, the offer still there', async () => {
    const customer = await signIn(lucia);
    const before = await balanceCents('ACC-0001');
    expect((await errorOf(await contract(customer, SIGNED), 403)).error).toBe('step_up_required');
    expect((await errorOf(await contract(customer, SIGNED, 'T'.repeat(43)), 401)).error).toBe('invalid_ticket');
    expect(await balanceCents('ACC-0001')).toBe(before);
    expect(await loansOf('20481736')).toBe(0);
    expect((await getWithBearer(sandbox.app, LOAN_OFFER, customer.token)).status).toBe(200);
  });

  it.each([
    [
      'without accepting the pre-contract information',
      { amount: 7_500, periods: 60, accountId: 'ACC-0001' },
      'Para contratar el préstamo tienes que aceptar la información precontractual y las condiciones.',
    ],
    [
      'with the acceptance as text',
      { ...SIGNED, termsAccepted: 'true' },
      'Para contratar el préstamo tienes que aceptar la información precontractual y las condiciones.',
    ],
    ['over the offer', { ...SIGNED, amount: 15_000.01 }, 'amount debe estar entre 1000 y 15000.'],
    ['under the offer', { ...SIGNED, amount: 999 }, 'amount debe estar entre 1000 y 15000.'],
    [
      'longer than the amount allows (60 months under 6,000 €)',
      { ...SIGNED, amount: 5_000, periods: 72 },
      'periods debe estar entre 6 y 60 meses para ese importe.',
    ],
    [
      'longer than the amountTermRange rule allows',
      { ...SIGNED, amount: 6_000, periods: 85 },
      'periods debe estar entre 6 y 84 meses para ese importe.',
    ],
    ['with three decimals', { ...SIGNED, amount: 1_000.005 }, 'amount admite como mucho dos decimales.'],
    ['with part of a month', { ...SIGNED, periods: 12.5 }, 'periods debe ser un número entero de meses.'],
    ['with a field the call does not know', { ...SIGNED, tin: 0 }, 'Campos desconocidos: tin.'],
    ['as text', { ...SIGNED, amount: '1000' }, 'amount debe ser un número.'],
  ])('refuses a loan %s with 400, spends no signature and creates nothing', async (_, body, message) => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    const before = await balanceCents('ACC-0001');
    expect(await errorOf(await contract(customer, body, ticket), 400)).toEqual({ error: 'invalid_request', message });
    expect(await balanceCents('ACC-0001')).toBe(before);
    expect(await loansOf('20481736')).toBe(0);
  });

  it('refuses another profile’s account (404) and a held person (409), and the signature stays unspent; no XSRF, 403', async () => {
    const customer = await signIn(lucia);
    const ticket = await ticketFor(customer);
    expect((await errorOf(await contract(customer, { ...SIGNED, accountId: 'ACC-0005' }, ticket), 404)).error).toBe('product_not_found');
    const held = await signIn(pablo);
    expect(
      (await errorOf(await contract(held, { ...SIGNED, amount: 1_000, periods: 12, accountId: 'ACC-0011' }, await ticketFor(held)), 409))
        .error,
    ).toBe('offers_held');
    const withoutXsrf = await apiRequest(sandbox.app, LOANS, {
      method: 'POST',
      headers: {
        Origin: TEST_APP_ORIGIN,
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'x-authentication-ticket': ticket,
      },
      body: JSON.stringify(SIGNED),
      jar: customer.jar,
    });
    expect((await errorOf(withoutXsrf, 403)).error).toBe('xsrf_mismatch');
    expect(await loansOf('20481736')).toBe(0);
    // Unspent: the same signature still contracts the loan (the next test's).
    const { rows } = await sandbox.db.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM step_up_tickets ORDER BY issued_at DESC LIMIT 2',
    );
    expect(rows.every((row) => !row.used)).toBe(true);
  });

  it('contracts it once signed: 201 with every figure reviewed; the money and the payout movement in the account; the loan a product with its schedule; the offer and its banner gone', async () => {
    const customer = await signIn(lucia);
    expect(
      (
        await readJson<{ communications: { actionCode: string }[] }>(await getWithBearer(sandbox.app, CAMPAIGNS, customer.token))
      ).communications.map((communication) => communication.actionCode),
    ).toContain('PREAPPROVED-LOAN');
    const before = await balanceCents('ACC-0001');
    const response = await contract(customer, SIGNED, await ticketFor(customer));
    expect(response.status).toBe(201);
    const { loanId, ...loan } = await readJson<Record<string, unknown>>(response);
    expect(loanId).toMatch(/^LOAN-[0-9A-F]{8}$/);
    expect(loan).toEqual({
      accountId: 'ACC-0001',
      amount: 7_500,
      periods: 60,
      tin: 6.5,
      tae: 6.7,
      monthlyAmount: 146.75,
      totalInterest: 1_304.78,
      totalAmount: 8_804.78,
      contractedOn: '2026-01-15',
      firstPaymentOn: '2026-02-15',
      lastPaymentOn: '2031-01-15',
      withdrawalUntil: '2026-01-29',
      balanceAfter: (before + 750_000) / 100,
    });
    expect(await balanceCents('ACC-0001')).toBe(before + 750_000);
    const movements = await readJson<{ movements: { concept: string; amount: { amount: number } }[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products/ACC-0001/movements?pageSize=1', customer.token),
    );
    expect(movements.movements[0]).toMatchObject({ concept: 'Abono préstamo personal', amount: { amount: 7_500 } });

    const products = await readJson<{ loans: unknown[] }>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', customer.token));
    expect(products.loans).toEqual([
      {
        id: loanId,
        alias: 'Préstamo personal',
        amount: { amount: 7_500, currency: 'EUR' },
        outstanding: { amount: 7_500, currency: 'EUR' },
        monthlyAmount: { amount: 146.75, currency: 'EUR' },
        nextPaymentOn: '2026-02-15',
        accountId: 'ACC-0001',
      },
    ]);
    const detail = await readJson<{ kind: string; schedule: { number: number; dueOn: string; instalment: { amount: number } }[] }>(
      await getWithBearer(sandbox.app, `/genoma_api/rest/products/${String(loanId)}`, customer.token),
    );
    expect(detail).toMatchObject({ kind: 'loan', withdrawalUntil: '2026-01-29', totalAmount: { amount: 8_804.78 }, tae: 6.7 });
    expect(detail.schedule).toHaveLength(60);
    expect(detail.schedule[0]).toMatchObject({ number: 1, dueOn: '2026-02-15', instalment: { amount: 146.75 } });
    expect(detail.schedule.at(-1)).toMatchObject({ number: 60, dueOn: '2031-01-15', instalment: { amount: 146.53 } });

    // Withdrawn everywhere: no offer, no banner, no second loan.
    expect((await getWithBearer(sandbox.app, LOAN_OFFER, customer.token)).status).toBe(204);
    const banners = await readJson<{ communications: { actionCode: string }[] }>(
      await getWithBearer(sandbox.app, CAMPAIGNS, customer.token),
    );
    expect(banners.communications.map((communication) => communication.actionCode)).not.toContain('PREAPPROVED-LOAN');
    expect(await errorOf(await contract(customer, { ...SIGNED, amount: 1_000, periods: 12 }, await ticketFor(customer)), 409)).toEqual({
      error: 'no_loan_offer',
      message: 'No tienes ningún préstamo preconcedido disponible.',
    });
  });

  it('owes less as payments fall due: a year later, twelve instalments’ principal less', async () => {
    const customer = await signIn(lucia);
    const [loan] = (
      await readJson<{ loans: { id: string }[] }>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', customer.token))
    ).loans;
    const detail = await readJson<{ schedule: { outstandingAfter: { amount: number } }[] }>(
      await getWithBearer(sandbox.app, `/genoma_api/rest/products/${required(loan).id}`, customer.token),
    );
    sandbox.clock.advanceS(366 * 86_400);
    const later = await signIn(lucia);
    const [owed] = (
      await readJson<{ loans: { outstanding: { amount: number } }[] }>(
        await getWithBearer(sandbox.app, '/genoma_api/rest/products', later.token),
      )
    ).loans;
    expect(owed?.outstanding.amount).toBe(detail.schedule[11]?.outstandingAfter.amount);
  });

  it('contracts one loan of 10 signed at once with one signature: one 201, the others 401, the amount paid in once', async () => {
    const customer = await signIn(javier);
    const before = await balanceCents('ACC-0005');
    const ticket = await ticketFor(customer);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        contract(customer, { amount: 10_000, periods: 96, accountId: 'ACC-0005', termsAccepted: true }, ticket),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 401)]);
    expect(await loansOf('31907254')).toBe(1);
    expect(await balanceCents('ACC-0005')).toBe(before + 1_000_000);
  });
});
