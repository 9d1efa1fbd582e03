import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The bank's overdraft-instalment calls (docs/sandbox-api.md, Overdraft instalments). */
export const INSTALMENTS_PATH = '/genoma_api/rest/overdraft-instalments';
const QUOTE_PATH = `${INSTALMENTS_PATH}/quote`;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
/** Names one order: a retry, a double click or a second tab with it never splits the overdraft twice. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const money = v.object({ amount: v.number(), currency: v.string() });
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));

const planSchema = v.object({
  periods: v.number(),
  monthlyAmount: money,
  lastInstalment: money,
  totalInterest: money,
  totalAmount: money,
  firstPaymentOn: day,
  lastPaymentOn: day,
});

const quoteSchema = v.object({
  accountId: v.string(),
  overdrawn: money,
  /** Per cent a year. */
  tin: v.number(),
  tae: v.number(),
  contractedOn: day,
  withdrawalUntil: day,
  plans: v.pipe(v.array(planSchema), v.minLength(1)),
});

const splitSchema = v.object({
  loanId: v.pipe(v.string(), v.regex(/^LOAN-[0-9A-F]{8}$/)),
  accountId: v.string(),
  amount: money,
  periods: v.number(),
  tin: v.number(),
  tae: v.number(),
  monthlyAmount: money,
  lastInstalment: money,
  totalInterest: money,
  totalAmount: money,
  contractedOn: day,
  firstPaymentOn: day,
  lastPaymentOn: day,
  withdrawalUntil: day,
  balanceAfter: money,
});

export type InstalmentQuote = InferOutput<typeof quoteSchema>;
export type InstalmentPlan = InferOutput<typeof planSchema>;
export type SplitOverdraft = InferOutput<typeof splitSchema>;

/**
 * The plans the bank offers today for an overdrawn account of the customer's. Moves nothing. Never
 * from the cache: the figures the customer reviews are the overdraft as it is now.
 */
export function quoteInstalments(http: HttpClient, accountId: string): Promise<InstalmentQuote> {
  return http.get(`${QUOTE_PATH}?accountId=${encodeURIComponent(accountId)}`, {
    cache: { useCache: false },
    parse: (body) => v.parse(quoteSchema, body),
  });
}

/** What the customer signs: this account's overdraft, the amount reviewed, over this many months. */
export interface InstalmentOrder {
  accountId: string;
  /** Euros: the overdraft as the customer reviewed it. */
  amount: number;
  periods: number;
}

/** Splits the overdraft the customer signed for: the step-up's ticket, and the key that names this order. */
export async function splitOverdraft(
  http: HttpClient,
  order: InstalmentOrder,
  ticket: string,
  idempotencyKey: string,
): Promise<SplitOverdraft> {
  const { body } = await http.request(INSTALMENTS_PATH, {
    method: 'POST',
    json: order,
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    parse: (answer) => v.parse(splitSchema, answer),
  });
  return body;
}

/** Why the bank did not quote or split, from its answer's `error` (docs/sandbox-api.md, Errors). */
export type Refusal =
  | { kind: 'notOverdrawn' }
  | { kind: 'outOfRange'; message: string | null }
  | { kind: 'changed'; overdrawn: number | null }
  | { kind: 'ticketRejected' }
  | { kind: 'failed' };

export function refusalOf(status: number, body: unknown): Refusal {
  const answer =
    typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown; overdrawnAmount?: unknown }) : {};
  switch (answer.error) {
    case 'account_not_overdrawn':
      return { kind: 'notOverdrawn' };
    case 'overdraft_out_of_range':
      return { kind: 'outOfRange', message: typeof answer.message === 'string' ? answer.message : null };
    case 'overdraft_changed':
      return { kind: 'changed', overdrawn: typeof answer.overdrawnAmount === 'number' ? answer.overdrawnAmount : null };
    case 'invalid_ticket':
    case 'step_up_required':
      return { kind: 'ticketRejected' };
    default:
      return { kind: status === 401 || status === 403 ? 'ticketRejected' : 'failed' };
  }
}
