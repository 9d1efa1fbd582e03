import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

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

describe('GET /genoma_api/rest/products/{productId}/movements (docs/design/overview-contract.md, Products)', () => {
  const sandbox = useTestSandbox();
  // The test clock stays at 2026-01-15 in this file: Lucía's payroll account has 8 movements, from
  // 2025-12-18 to 2026-01-14, and her debit card 6.
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

  it('answers page 1 of 20 by default: the product’s movements, newest first, and how many there are', async () => {
    const answer = await page('ACC-0001');
    expect({ page: answer.page, pageSize: answer.pageSize, total: answer.total }).toEqual({ page: 1, pageSize: 20, total: 8 });
    expect(days(answer)).toEqual([
      '2026-01-14',
      '2026-01-13',
      '2026-01-12',
      '2026-01-10',
      '2026-01-07',
      '2026-01-03',
      '2025-12-30',
      '2025-12-18',
    ]);
    expect(new Set(answer.movements.map((movement) => movement.productId))).toEqual(new Set(['ACC-0001']));
    expect(answer.movements[0]).toEqual({
      id: 'MOV-ACC-0001-08',
      productId: 'ACC-0001',
      productKind: 'account',
      productAlias: 'Cuenta NÓMINA',
      bookedOn: '2026-01-14',
      concept: 'Compra Mercadona Madrid',
      amount: { amount: -50.31, currency: 'EUR' },
      balanceAfter: { amount: 2345.67, currency: 'EUR' },
    });
  });

  it('shows each movement as the latest-movements call does, balance after it included', async () => {
    const latest = await readJson<{ movements: TestMovement[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/movements?limit=50', personal),
    );
    const ofTheAccount = latest.movements.filter((movement) => movement.productId === 'ACC-0001');
    expect((await page('ACC-0001')).movements).toEqual(ofTheAccount);
    const card = await page('CRD-0001');
    expect(card.total).toBe(6);
    expect(card.movements.every((movement) => movement.productKind === 'card' && movement.balanceAfter === null)).toBe(true);
  });

  it('pages without overlap or gap: page 2 follows page 1, the last page holds the rest, and the total stays 8', async () => {
    const pages = await Promise.all([1, 2, 3].map((number) => page('ACC-0001', `?page=${number}&pageSize=3`)));
    expect(pages.map((answer) => answer.movements.length)).toEqual([3, 3, 2]);
    expect(pages.map((answer) => answer.total)).toEqual([8, 8, 8]);
    expect(pages.map((answer) => [answer.page, answer.pageSize])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const ids = pages.flatMap((answer) => answer.movements.map((movement) => movement.id));
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual((await page('ACC-0001')).movements.map((movement) => movement.id));
  });

  it('answers a page past the last one empty, with the total', async () => {
    expect(await page('ACC-0001', '?page=4&pageSize=3')).toEqual({ movements: [], page: 4, pageSize: 3, total: 8 });
    expect(await page('ACC-0001', '?page=1000&pageSize=50')).toEqual({ movements: [], page: 1000, pageSize: 50, total: 8 });
  });

  it.each([
    ['MERCADONA', ['Compra Mercadona Madrid']],
    ['mercadona madrid', ['Compra Mercadona Madrid']],
    ['devolucion', ['Devolución Zara']],
    ['DEVOLUCIÓN', ['Devolución Zara']],
    ['DeVoLuCiÓn ZaRa', ['Devolución Zara']],
    ['recibo', ['Recibo Iberdrola luz', 'Recibo Movistar fibra y móvil']],
    ['movil', ['Recibo Movistar fibra y móvil']],
    ['  nómina  ', ['Nómina']],
  ])('keeps the movements whose concept contains q=%s, whatever its case and accents', async (q, expected) => {
    const answer = await page('ACC-0001', `?q=${encodeURIComponent(q)}`);
    expect(concepts(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('searches a card’s concepts too, accents on either side', async () => {
    expect(concepts(await page('CRD-0001', '?q=estacion'))).toEqual(['Repsol Estación de servicio']);
    expect(concepts(await page('CRD-0001', '?q=ingl%C3%A9s'))).toEqual(['El Corte Inglés']);
    // The same letter written as e and a combining accent (NFD) finds it as well.
    expect(concepts(await page('CRD-0001', `?q=${encodeURIComponent('Ingle\u0301s')}`))).toEqual(['El Corte Inglés']);
  });

  it('takes q as text, not as a pattern: % and _ match only themselves', async () => {
    for (const q of ['%', '_', 'M%a', '\\']) {
      expect(await page('ACC-0001', `?q=${encodeURIComponent(q)}`)).toEqual({ movements: [], page: 1, pageSize: 20, total: 0 });
    }
  });

  it('keeps the movements booked from `from` to `to`, both days included', async () => {
    expect(days(await page('ACC-0001', '?from=2026-01-03&to=2026-01-12'))).toEqual([
      '2026-01-12',
      '2026-01-10',
      '2026-01-07',
      '2026-01-03',
    ]);
    expect(days(await page('ACC-0001', '?from=2026-01-10'))).toEqual(['2026-01-14', '2026-01-13', '2026-01-12', '2026-01-10']);
    expect(days(await page('ACC-0001', '?to=2025-12-31'))).toEqual(['2025-12-30', '2025-12-18']);
    expect(days(await page('ACC-0001', '?from=2026-01-13&to=2026-01-13'))).toEqual(['2026-01-13']);
    expect((await page('ACC-0001', '?from=2026-02-01')).total).toBe(0);
  });

  it('combines q, the dates and the paging', async () => {
    const answer = await page('ACC-0001', '?q=RECIBO&from=2026-01-01&to=2026-01-31&pageSize=1&page=2');
    expect({ concepts: concepts(answer), total: answer.total }).toEqual({ concepts: ['Recibo Movistar fibra y móvil'], total: 2 });
  });

  it('takes empty q, from and to as none, as the contract’s own example sends them', async () => {
    const answer = await page('ACC-0001', '?page=1&pageSize=20&q=&from=&to=');
    expect(answer.total).toBe(8);
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
    expect((await page('ACC-0001', '?pageSize=50')).movements).toHaveLength(8);
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
