import { schema as v } from '@bank-shell/core';
import type { HttpClient } from '../http';
import type { InferOutput } from '../schema';

/** features.md §7: the customer's products, for every feature that shows or uses them. */
export const PRODUCTS_PATH = '/genoma_api/rest/products';

const money = v.object({ amount: v.number(), currency: v.pipe(v.string(), v.length(3)) });
const calendarDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));

const accountSchema = v.object({ id: v.string(), alias: v.string(), iban: v.string(), type: v.string(), balance: money });
const cardSchema = v.object({
  id: v.string(),
  alias: v.string(),
  brand: v.string(),
  kind: v.picklist(['debit', 'credit']),
  maskedPan: v.string(),
  availableBalance: money,
});
/** A deposit as the products list it; a deposit's own page adds to it. */
export const depositSchema = v.object({
  id: v.string(),
  alias: v.string(),
  balance: money,
  maturityOn: calendarDay,
  /** Per cent a year, e.g. 2.25. */
  interestRate: v.number(),
});
/** A loan as the products list it; a loan's own page adds to it. */
export const loanSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^LOAN-[0-9A-F]{8}$/)),
  alias: v.string(),
  amount: money,
  /** What is still owed today. */
  outstanding: money,
  monthlyAmount: money,
  nextPaymentOn: v.nullable(calendarDay),
  accountId: v.string(),
});

/** `GET …/products` of the active profile (docs/sandbox-api.md, Products). */
export const productsSchema = v.object({
  accounts: v.array(accountSchema),
  cards: v.array(cardSchema),
  // A bank that does not send them yet has none (docs/design/overview-contract.md, Products).
  deposits: v.optional(v.array(depositSchema)),
  // The customer's loans (issue 38 §1; sandbox-api.md, Offers).
  loans: v.optional(v.array(loanSchema)),
});

export type Products = InferOutput<typeof productsSchema>;
export type ProductAccount = Products['accounts'][number];
export type ProductCard = Products['cards'][number];
export type ProductDeposit = NonNullable<Products['deposits']>[number];
export type ProductLoan = NonNullable<Products['loans']>[number];

/** The request in flight per client: features that ask at once share it. */
const inFlight = new WeakMap<HttpClient, Promise<Products>>();

/**
 * The customer's products, from one source for every feature (features.md §7.19: "Products for
 * several modules come from a products provider"): one call, one validation, one answer kept in the
 * GET cache per profile and language (so a second feature on the page asks the bank nothing), and
 * one request for features that ask at the same moment. Any call that moves money clears the
 * cache's scope, so the next ask has the new figures.
 */
export function requestProducts(http: HttpClient): Promise<Products> {
  let request = inFlight.get(http);
  if (!request) {
    request = http.get(PRODUCTS_PATH).then((body) => v.parse(productsSchema, body));
    inFlight.set(http, request);
    const forget = () => inFlight.delete(http);
    request.then(forget, forget);
  }
  return request;
}
