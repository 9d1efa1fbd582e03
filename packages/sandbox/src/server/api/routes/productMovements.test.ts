import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_EPOCH_MS } from '../../../../test/testClock';
import { useTestSandbox } from '../../../../test/testSandbox';
import { demoLedger } from '../../../seed/demoLedger';

const [lucia, javier] = DEMO_LOGINS;

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

interface TestMovementPage {
  movements: TestMovement[];
  page: number;
  pageSize: number;
  total: number;
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/**
 * The test clock stays at 2026-01-15 in this file: the sandbox is seeded with the demo ledger's
 * year before that day, and a product's movements are the ledger's, newest first.
 */
const ledger = demoLedger(TEST_EPOCH_MS).movements;
function ledgerOf(productId: string) {
  return ledger
    .filter((movement) => (productId.startsWith('CRD-') ? movement.cardId : movement.accountId) === productId)
    .sort((a, b) => (a.bookedOn === b.bookedOn ? b.id.localeCompare(a.id) : b.bookedOn.localeCompare(a.bookedOn)));
}
const nomina = ledgerOf('ACC-0001');

describe('GET /genoma_api/rest/products/{productId}/movements (docs/design/overview-contract.md, Products)', () => {
  const sandbox = useTestSandbox();
  let personal = '';
  let business = '';

  async function tokensOf(login: DemoLogin | undefined): Promise<string[]> {
    const body = await authenticate(sandbox.app, await loginAs(sandbox.app, required(login, 'demo login')));
    return body.accessTokens.map((profile) => profile.accessToken);
  }

  beforeAll(async () => {
    [personal = '', business = ''] = await tokensOf(lucia);
  });

  async function page(productId: string, query = '', token = personal): Promise<TestMovementPage> {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}/movements${query}`, token);
    expect(response.status).toBe(200);
    return readJson<TestMovementPage>(response);
  }

  const concepts = (answer: TestMovementPage) => answer.movements.map((movement) => movement.concept);
  const days = (answer: TestMovementPage) => answer.movements.map((movement) => movement.bookedOn);
  const ids = (answer: TestMovementPage) => answer.movements.map((movement) => movement.id);

  it('answers page 1 of 20 by default: the product’s movements, newest first, and how many there are', async () => {
    const answer = await page('ACC-0001');
    expect(nomina.length).toBeGreaterThan(100);
    expect({ page: answer.page, pageSize: answer.pageSize, total: answer.total }).toEqual({ page: 1, pageSize: 20, total: nomina.length });
    expect(ids(answer)).toEqual(nomina.slice(0, 20).map((movement) => movement.id));
    expect([...days(answer)].sort().reverse()).toEqual(days(answer));
    expect(new Set(answer.movements.map((movement) => movement.productId))).toEqual(new Set(['ACC-0001']));
    const newest = required(nomina[0]);
    expect(answer.movements[0]).toEqual({
      id: newest.id,
      productId: 'ACC-0001',
      productKind: 'account',
      productAlias: 'Cuenta NÓMINA',
      bookedOn: newest.bookedOn,
      concept: newest.concept,
      amount: { amount: newest.amountCents / 100, currency: 'EUR' },
      balanceAfter: { amount: 2345.67, currency: 'EUR' },
    });
  });

  it('shows each movement as the latest-movements call does, balance after it included', async () => {
    const latest = await readJson<{ movements: TestMovement[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/movements?limit=50', personal),
    );
    const ofTheAccount = latest.movements.filter((movement) => movement.productId === 'ACC-0001');
    expect((await page('ACC-0001')).movements).toEqual(ofTheAccount.slice(0, 20));
    const card = await page('CRD-0001');
    expect(card.total).toBe(ledgerOf('CRD-0001').length);
    expect(card.movements.every((movement) => movement.productKind === 'card' && movement.balanceAfter === null)).toBe(true);
  });

  it('pages without overlap or gap: page 2 follows page 1, and the total stays the same', async () => {
    const pages = await Promise.all([1, 2, 3].map((number) => page('ACC-0001', `?page=${number}&pageSize=3`)));
    expect(pages.map((answer) => answer.movements.length)).toEqual([3, 3, 3]);
    expect(pages.map((answer) => answer.total)).toEqual([nomina.length, nomina.length, nomina.length]);
    expect(pages.map((answer) => [answer.page, answer.pageSize])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const paged = pages.flatMap(ids);
    expect(new Set(paged).size).toBe(9);
    expect(paged).toEqual(ids(await page('ACC-0001')).slice(0, 9));
    const lastPage = Math.ceil(nomina.length / 50);
    expect((await page('ACC-0001', `?page=${lastPage}&pageSize=50`)).movements).toHaveLength(nomina.length - (lastPage - 1) * 50);
  });

  it('answers a page past the last one empty, with the total', async () => {
    const pastTheLast = Math.ceil(nomina.length / 50) + 1;
    expect(await page('ACC-0001', `?page=${pastTheLast}&pageSize=50`)).toEqual({
      movements: [],
      page: pastTheLast,
      pageSize: 50,
      total: nomina.length,
    });
    expect(await page('ACC-0001', '?page=1000&pageSize=50')).toEqual({ movements: [], page: 1000, pageSize: 50, total: nomina.length });
  });

  it.each([
    ['IBERDROLA', ['Recibo Iberdrola luz']],
    ['recibo iberdrola', ['Recibo Iberdrola luz']],
    ['movil', ['Recibo Movistar fibra y móvil']],
    ['MÓVIL', ['Recibo Movistar fibra y móvil']],
    ['recibo', ['Recibo Iberdrola luz', 'Recibo Movistar fibra y móvil']],
    ['  nómina  ', ['Nómina Martínez Diseño SL']],
    ['NOMINA martinez', ['Nómina Martínez Diseño SL']],
  ])('keeps the movements whose concept contains q=%s, whatever its case and accents', async (q, expected) => {
    const kept = nomina.filter((movement) => expected.includes(movement.concept));
    expect(kept.length).toBeGreaterThanOrEqual(12);
    const answer = await page('ACC-0001', `?q=${encodeURIComponent(q)}&pageSize=50`);
    expect(new Set(concepts(answer))).toEqual(new Set(expected));
    expect(answer.total).toBe(kept.length);
  });

  it('searches a card’s concepts too, accents on either side', async () => {
    const settlements = ledgerOf('CRD-0002').filter((movement) => movement.concept === 'Pago de la liquidación').length;
    expect(settlements).toBeGreaterThan(0);
    expect((await page('CRD-0002', '?q=liquidacion')).total).toBe(settlements);
    expect(new Set(concepts(await page('CRD-0002', '?q=LIQUIDACI%C3%93N')))).toEqual(new Set(['Pago de la liquidación']));
    // The same letter written as o and a combining accent (NFD) finds it as well.
    expect((await page('CRD-0002', `?q=${encodeURIComponent('liquidacio\u0301n')}`)).total).toBe(settlements);
  });

  it('takes q as text, not as a pattern: % and _ match only themselves', async () => {
    for (const q of ['%', '_', 'M%a', '\\']) {
      expect(await page('ACC-0001', `?q=${encodeURIComponent(q)}`)).toEqual({ movements: [], page: 1, pageSize: 20, total: 0 });
    }
  });

  it('keeps the movements booked from `from` to `to`, both days included', async () => {
    const between = (from: string, to: string) =>
      nomina.filter((movement) => movement.bookedOn >= from && movement.bookedOn <= to).map((movement) => movement.bookedOn);
    expect(days(await page('ACC-0001', '?from=2026-01-03&to=2026-01-12&pageSize=50'))).toEqual(between('2026-01-03', '2026-01-12'));
    expect(days(await page('ACC-0001', '?from=2026-01-10&pageSize=50'))).toEqual(between('2026-01-10', '2026-12-31'));
    expect((await page('ACC-0001', '?to=2025-12-31')).total).toBe(between('2000-01-01', '2025-12-31').length);
    expect(days(await page('ACC-0001', '?from=2026-01-05&to=2026-01-05'))).toEqual(between('2026-01-05', '2026-01-05'));
    expect(between('2026-01-05', '2026-01-05').length).toBeGreaterThan(0);
    expect((await page('ACC-0001', '?from=2026-02-01')).total).toBe(0);
  });

  it('combines q, the dates and the paging', async () => {
    // January's receipts: Iberdrola on the 5th, Movistar on the 8th; newest first, the second is Iberdrola's.
    const answer = await page('ACC-0001', '?q=RECIBO&from=2026-01-01&to=2026-01-31&pageSize=1&page=2');
    expect({ concepts: concepts(answer), total: answer.total }).toEqual({ concepts: ['Recibo Iberdrola luz'], total: 2 });
  });

  it('takes empty q, from and to as none, as the contract’s own example sends them', async () => {
    const answer = await page('ACC-0001', '?page=1&pageSize=20&q=&from=&to=');
    expect(answer.total).toBe(nomina.length);
  });

  it('answers a deposit with no movements', async () => {
    expect(await page('DEP-0001', '?page=1&pageSize=20')).toEqual({ movements: [], page: 1, pageSize: 20, total: 0 });
  });

  it('answers another profile’s product 404 product_not_found, as an unknown or malformed id', async () => {
    const [javierToken = ''] = await tokensOf(javier);
    for (const [token, productId] of [
      [business, 'ACC-0001'],
      [business, 'CRD-0001'],
      [business, 'DEP-0001'],
      [javierToken, 'ACC-0001'],
      [personal, 'ACC-0005'],
      [personal, 'ACC-9999'],
      [personal, 'not-a-product'],
      [personal, '%00'],
    ] as const) {
      const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${productId}/movements`, token);
      expect(response.status, productId).toBe(404);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'product_not_found',
        message: 'No tienes ningún producto con ese identificador.',
      });
    }
  });

  it.each([
    ['page=0', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=1001', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=-1', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=1.5', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=1e2', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=abc', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=', 'page debe ser un número entero entre 1 y 1000.'],
    ['page=99999999999', 'page debe ser un número entero entre 1 y 1000.'],
    ['pageSize=0', 'pageSize debe ser un número entero entre 1 y 50.'],
    ['pageSize=51', 'pageSize debe ser un número entero entre 1 y 50.'],
    ['pageSize=%2020', 'pageSize debe ser un número entero entre 1 y 50.'],
    ['from=2026-02-30', 'from debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['from=2026-1-5', 'from debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['from=20260105', 'from debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['from=15/01/2026', 'from debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['from=0000-01-01', 'from debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['to=2026-13-01', 'to debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['to=2026-01-15T00:00:00Z', 'to debe ser una fecha del calendario con el formato AAAA-MM-DD.'],
    ['from=2026-01-13&to=2026-01-12', 'from no puede ser posterior a to.'],
    [`q=${'a'.repeat(65)}`, 'q admite como mucho 64 caracteres.'],
    [`q=${encodeURIComponent('ñ'.repeat(65))}`, 'q admite como mucho 64 caracteres.'],
    ['limit=5', 'Parámetros desconocidos: limit.'],
    ['page=1&sort=asc', 'Parámetros desconocidos: sort.'],
    ['page=1&page=2', 'Parámetros repetidos: page.'],
    ['q=a&q=b', 'Parámetros repetidos: q.'],
  ])('answers ?%s 400 invalid_request, saying why', async (query, message) => {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/ACC-0001/movements?${query}`, personal);
    expect(response.status).toBe(400);
    expect(await readJson<ApiErrorBody>(response)).toEqual({ error: 'invalid_request', message });
  });

  it.each(['q=%00', 'from=%00', '%00=1', 'q=%ED%9F%BF%00'])(
    'answers text the database cannot store, ?%s, 400 invalid_request, never 500',
    async (query) => {
      const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/ACC-0001/movements?${query}`, personal);
      expect(response.status).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    },
  );

  it('searches a malformed percent-encoding (a lone surrogate, %ED%A0%80) as the text it is: nothing found, never 500', async () => {
    expect(await page('ACC-0001', '?q=a%ED%A0%80')).toEqual({ movements: [], page: 1, pageSize: 20, total: 0 });
  });

  it('takes the bounds themselves: page 1000, pageSize 1 and 50, and q of 64 characters', async () => {
    expect((await page('ACC-0001', '?page=1000&pageSize=1')).movements).toEqual([]);
    expect((await page('ACC-0001', '?pageSize=1')).movements).toHaveLength(1);
    expect((await page('ACC-0001', '?pageSize=50')).movements).toHaveLength(50);
    expect((await page('ACC-0001', `?q=${'a'.repeat(64)}`)).total).toBe(0);
    expect((await page('ACC-0001', `?q=${encodeURIComponent('ñ'.repeat(64))}`)).total).toBe(0);
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token', async () => {
    for (const token of ['', 'not-a-token']) {
      const response = await getWithBearer(sandbox.app, '/genoma_api/rest/products/ACC-0001/movements', token);
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    }
  });
});
