import { schema as v } from '@bank-shell/core';
import type { InferOutput } from '@bank-shell/core';
import { defineApiCall } from '@bank-shell/core/api';

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

const movementsSchema = v.object({
  movements: v.array(
    v.object({
      id: v.string(),
      productId: v.string(),
      productKind: v.picklist(['account', 'card']),
      productAlias: v.string(),
      bookedOn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date')),
      concept: v.string(),
      amount: money,
      balanceAfter: v.nullable(money),
    }),
  ),
});

export type Client = InferOutput<typeof clientSchema>;
export type Movement = InferOutput<typeof movementsSchema>['movements'][number];
export type Products = InferOutput<typeof productsSchema>;
export type Account = Products['accounts'][number];
export type Card = Products['cards'][number];

/** Client record (features.md §7). */
export const CLIENT_PATH = '/genoma_api/rest/client';
/** Accounts and cards of the active profile (sandbox, docs/sandbox-api.md). */
export const PRODUCTS_PATH = '/genoma_api/rest/products';

/** How many of the latest movements the overview lists. */
export const LATEST_MOVEMENTS_COUNT = 6;
/** The latest movements of the active profile's accounts and cards (docs/sandbox-api.md, Movements). */
export const MOVEMENTS_PATH = `/genoma_api/rest/movements?limit=${LATEST_MOVEMENTS_COUNT}`;

export const getMovements = defineApiCall({ method: 'GET', path: MOVEMENTS_PATH, response: movementsSchema });

export const getClient = defineApiCall({ method: 'GET', path: CLIENT_PATH, response: clientSchema });

export const getProducts = defineApiCall({ method: 'GET', path: PRODUCTS_PATH, response: productsSchema });

/** Spaced in groups of four, as printed on Spanish statements. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
