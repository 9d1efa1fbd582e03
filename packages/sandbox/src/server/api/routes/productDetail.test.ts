import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_EPOCH_MS } from '../../../../test/testClock';
import { useTestSandbox } from '../../../../test/testSandbox';
import { demoLedger } from '../../../seed/demoLedger';

const [lucia, javier, marta] = DEMO_LOGINS;

/** What a card's purchases took in January 2026, the test clock's month, by the demo ledger. */
function januarysSpendingCents(cardId: string): number {
  return demoLedger(TEST_EPOCH_MS)
    .movements.filter((movement) => movement.cardId === cardId && !movement.settlement && movement.bookedOn >= '2026-01-01')
    .reduce((sum, movement) => sum - movement.amountCents, 0);
}

interface TestMovement {
  productId: string;
  bookedOn: string;
  amount: { amount: number; currency: string };
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('GET /genoma_api/rest/products/{productId} (docs/design/overview-contract.md, Products)', () => {
  const sandbox = useTestSandbox();

  /** The access tokens of a customer's profiles, default profile first. */
  async function tokensOf(login: DemoLogin | undefined): Promise<string[]> {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login, 'demo login')));
    return body.accessTokens.map((profile) => profile.accessToken);
  }

  async function detail(token: string, productId: string): Promise<unknown> {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}`, token);
    expect(response.status).toBe(200);
    return readJson(response);
  }

  it('answers an account with its holder, the customer by full name, and the day it was opened', async () => {
    const [personal = ''] = await tokensOf(lucia);
    const account = await detail(personal, 'ACC-0001');
    expect(account).toEqual({
      kind: 'account',
      id: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      iban: expect.stringMatching(/^ES\d{22}$/) as unknown,
      type: 'current',
      balance: { amount: 2345.67, currency: 'EUR' },
      holders: ['Lucía Martínez García'],
      openedOn: '2014-03-10',
    });
  });

  it('lists both holders of Lucía’s joint account, the customer first', async () => {
    const [personal = ''] = await tokensOf(lucia);
    expect(await detail(personal, 'ACC-0002')).toMatchObject({
      kind: 'account',
      alias: 'Cuenta Naranja',
      holders: ['Lucía Martínez García', 'Andrés Romero Vidal'],
      openedOn: '2016-09-01',
    });
  });

  it('answers a debit card: active, no limit, its account, and what it spent this month (movements from 1 January)', async () => {
    const [personal = ''] = await tokensOf(lucia);
    expect(await detail(personal, 'CRD-0001')).toEqual({
      kind: 'card',
      id: 'CRD-0001',
      alias: 'Tarjeta Débito',
      brand: 'VISA',
      cardKind: 'debit',
      maskedPan: '•••• 4821',
      status: 'active',
      availableBalance: { amount: 2345.67, currency: 'EUR' },
      limit: null,
      // The test clock is 2026-01-15: what the card paid from 1 January, drawn on the account.
      spentThisMonth: { amount: januarysSpendingCents('CRD-0001') / 100, currency: 'EUR' },
      linkedAccountId: 'ACC-0001',
      // Issue 42 §4: a card is issued with both controls on, with its account (opened 2014-03-10).
      controls: { onlinePayments: true, abroadPayments: true },
      issuedOn: '2014-03-10',
    });
  });

  it('answers a credit card with its limit', async () => {
    const [personal = ''] = await tokensOf(lucia);
    expect(await detail(personal, 'CRD-0002')).toMatchObject({
      kind: 'card',
      cardKind: 'credit',
      brand: 'MASTERCARD',
      status: 'active',
      availableBalance: { amount: 1800, currency: 'EUR' },
      limit: { amount: 3000, currency: 'EUR' },
      spentThisMonth: { amount: januarysSpendingCents('CRD-0002') / 100, currency: 'EUR' },
      linkedAccountId: 'ACC-0001',
    });
  });

  it('answers Lucía’s deposit, a 12-month deposit at 2.25 % that matures nine months after the seeding day', async () => {
    const [personal = ''] = await tokensOf(lucia);
    expect(await detail(personal, 'DEP-0001')).toEqual({
      kind: 'deposit',
      id: 'DEP-0001',
      alias: 'Depósito Naranja 12 meses',
      balance: { amount: 10000, currency: 'EUR' },
      maturityOn: '2026-10-15',
      interestRate: 2.25,
    });
  });

  it('answers another profile’s product 404 product_not_found, exactly as an unknown id', async () => {
    const [personal = '', business = ''] = await tokensOf(lucia);
    const [javierToken = ''] = await tokensOf(javier);
    const unknown = await getWithBearer(sandbox.app, '/genoma_api/rest/products/ACC-9999', personal);
    expect(unknown.status).toBe(404);
    const unknownBody = await readJson<ApiErrorBody>(unknown);
    expect(unknownBody).toEqual({ error: 'product_not_found', message: 'No tienes ningún producto con ese identificador.' });
    // The business profile is the same person's, but not the profile that holds these.
    for (const [token, productId] of [
      [business, 'ACC-0001'],
      [business, 'CRD-0001'],
      [business, 'DEP-0001'],
      [javierToken, 'ACC-0002'],
      [javierToken, 'DEP-0001'],
      [personal, 'ACC-0003'],
      [personal, 'CRD-0004'],
    ] as const) {
      const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}`, token);
      expect(response.status, productId).toBe(404);
      expect(await readJson<ApiErrorBody>(response)).toEqual(unknownBody);
    }
  });

  it.each(['acc-0001', 'ACC-1', 'XYZ-0001', 'ACC-0001x', '%00', '%ED%A0%80', "ACC-0001'%20OR%20'1'%3D'1", 'DEP-9999', 'CRD-0000'])(
    'answers the id %s 404 product_not_found, never 400 or 500',
    async (productId) => {
      const [personal = ''] = await tokensOf(lucia);
      const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}`, personal);
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('product_not_found');
    },
  );

  it('gives the teen neither a credit card nor a deposit', async () => {
    const [teen = ''] = await tokensOf(marta);
    const products = await readJson<{ cards: { id: string; kind: string }[]; deposits: unknown[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', teen),
    );
    expect(products.deposits).toEqual([]);
    expect(products.cards.map((card) => card.kind)).toEqual(['debit']);
    expect(await detail(teen, 'CRD-0006')).toMatchObject({ cardKind: 'debit', limit: null, linkedAccountId: 'ACC-0008' });
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await getWithBearer(sandbox.app, '/genoma_api/rest/products/ACC-0001', token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });

  it('counts as spent this month what the card’s purchases of the calendar month took, not the settlement that repaid the month before, and nothing of the month before (moves the clock: last)', async () => {
    // The business card: Adobe on the 12th, settled from the business account on the 6th.
    const [, business = ''] = await tokensOf(lucia);
    const response = await getWithBearer(
      sandbox.app,
      '/genoma_api/rest/products/CRD-0003/movements?from=2026-01-01&to=2026-01-31',
      business,
    );
    const { movements } = await readJson<{ movements: (TestMovement & { concept: string })[] }>(response);
    const settlements = movements.filter((movement) => movement.concept === 'Pago de la liquidación');
    expect(settlements).toHaveLength(1);
    expect(settlements[0]?.amount.amount).toBeGreaterThan(0);
    const purchases = movements.filter((movement) => movement.concept !== 'Pago de la liquidación');
    expect(purchases.length).toBeGreaterThan(0);
    const taken = -purchases.reduce((sum, movement) => sum + Math.round(movement.amount.amount * 100), 0) / 100;
    expect(taken).toBeGreaterThan(0);
    const card = (await detail(business, 'CRD-0003')) as { spentThisMonth: { amount: number } };
    expect(card.spentThisMonth.amount).toBe(taken);
    // On 1 March nothing of January counts any more.
    sandbox.clock.advanceS(45 * 86_400);
    const [, later = ''] = await tokensOf(lucia);
    expect(await detail(later, 'CRD-0003')).toMatchObject({ spentThisMonth: { amount: 0, currency: 'EUR' } });
  });
});
