import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http';
import { requestProducts } from './products';

/** A client whose GET answers `body` (a new copy each time) and remembers the paths asked for. */
function fakeHttp(body: unknown) {
  const asked: string[] = [];
  const get = vi.fn((path: string) => {
    asked.push(path);
    return Promise.resolve(structuredClone(body));
  });
  return { http: { get } as unknown as HttpClient, asked };
}

const answer = {
  accounts: [
    {
      id: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      iban: 'ES3414650100990012345671',
      type: 'current',
      balance: { amount: 2450.3, currency: 'EUR' },
    },
  ],
  cards: [
    {
      id: 'CRD-0001',
      alias: 'Tarjeta Débito',
      brand: 'VISA',
      kind: 'debit',
      maskedPan: '**** 1234',
      availableBalance: { amount: 2450.3, currency: 'EUR' },
    },
  ],
};

describe('the products provider (features.md §7.19: products for several modules come from a products provider)', () => {
  it('asks GET /genoma_api/rest/products once for features that ask at the same moment, and validates the answer', async () => {
    const { http, asked } = fakeHttp(answer);
    const [first, second] = await Promise.all([requestProducts(http), requestProducts(http)]);
    expect(first).toEqual(answer);
    expect(second).toBe(first);
    expect(asked).toEqual(['/genoma_api/rest/products']);
  });

  it('asks again once the first answer is in (the GET cache, not the provider, keeps answers)', async () => {
    const { http, asked } = fakeHttp(answer);
    await requestProducts(http);
    await requestProducts(http);
    expect(asked).toHaveLength(2);
  });

  it('refuses an answer that is not the products’ shape, and the next ask tries again', async () => {
    const { http, asked } = fakeHttp({ accounts: [{ id: 'ACC-0001' }], cards: [] });
    await expect(requestProducts(http)).rejects.toThrow('accounts.0.alias');
    await expect(requestProducts(http)).rejects.toThrow('accounts.0.alias');
    expect(asked).toHaveLength(2);
  });
});
