import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

const money = v.object({ amount: v.number(), currency: v.pipe(v.string(), v.length(3)) });

const clientSchema = v.object({ personId: v.string(), name: v.string(), firstSurname: v.string() });

const productsSchema = v.object({
  accounts: v.array(v.object({ id: v.string(), alias: v.string(), iban: v.string(), type: v.string(), balance: money })),
  cards: v.array(
    v.object({
      id: v.string(),
      alias: v.string(),
      brand: v.string(),
      kind: v.picklist(['debit', 'credit']),
      maskedPan: v.string(),
      availableBalance: money,
    }),
  ),
});

export type Client = InferOutput<typeof clientSchema>;
export type Products = InferOutput<typeof productsSchema>;
export type Account = Products['accounts'][number];
export type Card = Products['cards'][number];

/** Client record (features.md §7). */
export const CLIENT_PATH = '/genoma_api/rest/client';
/** Accounts and cards of the active profile (sandbox, docs/sandbox-api.md). */
export const PRODUCTS_PATH = '/genoma_api/rest/products';

export function fetchClient(http: HttpClient): Promise<Client> {
  return http.get(CLIENT_PATH, { parse: (body) => v.parse(clientSchema, body) });
}

export function fetchProducts(http: HttpClient): Promise<Products> {
  return http.get(PRODUCTS_PATH, { parse: (body) => v.parse(productsSchema, body) });
}

/** Spaced in groups of four, as printed on Spanish statements. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
