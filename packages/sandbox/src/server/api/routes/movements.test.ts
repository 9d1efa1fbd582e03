import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, , marta] = DEMO_LOGINS;

interface TestMovement {
  id: string;
  productId: string;
  productKind: 'account' | 'card';
  productAlias: string;
  bookedOn: string;
  concept: string;
  amount: { amount: number; currency: string };
  balanceAfter: { amount: number; currency: string } | null;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing fixture');
  return value;
}

describe('GET /genoma_api/rest/movements (the latest movements of the bearer’s profile)', () => {
  const sandbox = useTestSandbox();

  async function tokensOf(login: (typeof DEMO_LOGINS)[number] | undefined) {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login)));
    return body.accessTokens.map((profile) => profile.accessToken);
  }

  async function movementsWith(token: string, query = ''): Promise<TestMovement[]> {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/movements${query}`, token);
    expect(response.status).toBe(200);
    return (await readJson<{ movements: TestMovement[] }>(response)).movements;
  }

  it('answers the 10 newest movements of the profile’s accounts and cards, newest first', async () => {
    const [personal = ''] = await tokensOf(lucia);
    const movements = await movementsWith(personal);
    expect(movements).toHaveLength(10);
    const days = movements.map((movement) => movement.bookedOn);
    expect([...days].sort().reverse()).toEqual(days);
    for (const movement of movements) expect(['ACC-0001', 'ACC-0002', 'CRD-0002']).toContain(movement.productId);
    expect(typeof movements[0]?.concept).toBe('string');
    expect(movements[0]?.amount.currency).toBe('EUR');
  });

  it('lists a debit card’s payment once, as its account’s movement; a credit card’s as the card’s (issue 38 §7)', async () => {
    const [personal = ''] = await tokensOf(lucia);
    const movements = await movementsWith(personal, '?limit=50');
    expect(new Set(movements.map((movement) => movement.productId))).toEqual(new Set(['ACC-0001', 'ACC-0002', 'CRD-0002']));
    expect(new Set(movements.map((movement) => movement.id)).size).toBe(movements.length);
    expect(movements.some((movement) => movement.productId === 'ACC-0001' && movement.concept.startsWith('Compra '))).toBe(true);
  });

  it('gives an account’s balance after each movement, counting back from its balance now; cards have none', async () => {
    const [personal = ''] = await tokensOf(lucia);
    const movements = await movementsWith(personal, '?limit=50');
    const nomina = movements.filter((movement) => movement.productId === 'ACC-0001');
    // Newest first: the newest leaves the balance now, 2 345,67 €; each older one, that less what came after.
    expect(nomina[0]?.balanceAfter).toEqual({ amount: 2345.67, currency: 'EUR' });
    for (let index = 1; index < nomina.length; index += 1) {
      const newer = required(nomina[index - 1]);
      const older = required(nomina[index]);
      expect(older.balanceAfter?.amount).toBeCloseTo((newer.balanceAfter?.amount ?? Number.NaN) - newer.amount.amount, 2);
    }
    expect(movements.filter((movement) => movement.productKind === 'card').every((movement) => movement.balanceAfter === null)).toBe(true);
  });

  it('shows one profile’s movements only: the business profile sees none of the personal one’s', async () => {
    const [personal = '', business = ''] = await tokensOf(lucia);
    const personalIds = new Set((await movementsWith(personal, '?limit=50')).map((movement) => movement.productId));
    const businessIds = new Set((await movementsWith(business, '?limit=50')).map((movement) => movement.productId));
    expect([...businessIds].filter((id) => personalIds.has(id))).toEqual([]);
    expect(businessIds).toEqual(new Set(['ACC-0003', 'ACC-0004', 'CRD-0003']));
  });

  it('never takes a teen’s small account below zero on the way back', async () => {
    const [teen = ''] = await tokensOf(marta);
    const movements = await movementsWith(teen, '?limit=50');
    expect(movements.length).toBeGreaterThan(0);
    for (const movement of movements) if (movement.balanceAfter) expect(movement.balanceAfter.amount).toBeGreaterThanOrEqual(0);
  });

  it('takes a limit from 1 to 50', async () => {
    const [personal = ''] = await tokensOf(lucia);
    expect(await movementsWith(personal, '?limit=1')).toHaveLength(1);
    expect((await movementsWith(personal, '?limit=50')).length).toBeLessThanOrEqual(50);
  });

  it.each(['0', '51', '-1', '2.5', 'abc', '1e2', '9999999999', ''])('answers limit=%s with 400 and the rule', async (limit) => {
    const [personal = ''] = await tokensOf(lucia);
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/movements?limit=${encodeURIComponent(limit)}`, personal);
    expect(response.status).toBe(400);
    expect(await readJson<ApiErrorBody>(response)).toEqual({
      error: 'invalid_request',
      message: 'limit debe ser un número entero entre 1 y 50.',
    });
  });

  it.each(['%00', '5%00', '%ED%A0%80', '%F0%9F%92%A9', '5&limit=6'])(
    'answers the malformed query limit=%s with 400, never 500',
    async (raw) => {
      const [personal = ''] = await tokensOf(lucia);
      const response = await getWithBearer(sandbox.app, `/genoma_api/rest/movements?limit=${raw}`, personal);
      expect(response.status).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    },
  );

  it('answers without a bearer, or with an unknown one, 401 invalid_token and nothing else', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await getWithBearer(sandbox.app, '/genoma_api/rest/movements', token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });

  it('answers 40 calls at once of one customer alike', async () => {
    const [personal = ''] = await tokensOf(lucia);
    const answers = await Promise.all(Array.from({ length: 40 }, () => movementsWith(personal, '?limit=5')));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});
