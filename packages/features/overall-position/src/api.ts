import * as z from 'zod/mini';
import type { HttpClient } from '@bank-shell/core';

const money = z.object({ amount: z.number(), currency: z.string().check(z.length(3)) });

const clientSchema = z.object({ personId: z.string(), name: z.string(), firstSurname: z.string() });

const productsSchema = z.object({
  accounts: z.array(z.object({ id: z.string(), alias: z.string(), iban: z.string(), type: z.string(), balance: money })),
  cards: z.array(
    z.object({
      id: z.string(),
      alias: z.string(),
      brand: z.string(),
      kind: z.enum(['debit', 'credit']),
      maskedPan: z.string(),
      availableBalance: money,
    }),
  ),
});

export type Client = z.infer<typeof clientSchema>;
export type Products = z.infer<typeof productsSchema>;
export type Account = Products['accounts'][number];
export type Card = Products['cards'][number];

/** Client record (features.md §7). */
export const CLIENT_PATH = '/genoma_api/rest/client';
/** Accounts and cards of the active profile (sandbox, docs/sandbox-api.md). */
export const PRODUCTS_PATH = '/genoma_api/rest/products';

export function fetchClient(http: HttpClient): Promise<Client> {
  return http.get(CLIENT_PATH, { parse: (body) => clientSchema.parse(body) });
}

export function fetchProducts(http: HttpClient): Promise<Products> {
  return http.get(PRODUCTS_PATH, { parse: (body) => productsSchema.parse(body) });
}

/** Spaced in groups of four, as printed on Spanish statements. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
