import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The bank's bill calls (docs/sandbox-api.md, Bills). */
const BILLS_PATH = '/genoma_api/rest/bills';
const DIRECT_DEBITS_PATH = `${BILLS_PATH}/direct-debits`;
const PAYMENTS_PATH = `${BILLS_PATH}/payments`;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
/** Names one order: a retry, a double click or a second tab with it never moves the money twice. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const money = v.object({ amount: v.number(), currency: v.string() });

const chargeSchema = v.object({
  chargeId: v.string(),
  amount: money,
  chargedOn: v.string(),
  returned: v.boolean(),
  returnedOn: v.nullable(v.string()),
  returnableUntil: v.string(),
  returnable: v.boolean(),
});

const mandateSchema = v.object({
  mandateId: v.string(),
  issuerName: v.string(),
  service: v.string(),
  creditorId: v.string(),
  mandateReference: v.string(),
  accountId: v.string(),
  accountIban: v.string(),
  accountAlias: v.string(),
  charges: v.array(chargeSchema),
});

const mandatesSchema = v.object({ mandates: v.array(mandateSchema) });

const returnSchema = v.object({
  returnId: v.string(),
  chargeId: v.string(),
  mandateId: v.string(),
  issuerName: v.string(),
  accountId: v.string(),
  accountIban: v.string(),
  amount: money,
  chargedOn: v.string(),
  returnedAt: v.string(),
  returnedOn: v.string(),
});

const billSchema = v.object({
  issuerCode: v.string(),
  issuerName: v.string(),
  reference: v.string(),
  concept: v.string(),
  amount: money,
  dueDate: v.string(),
});

const paymentSchema = v.object({
  paymentId: v.string(),
  createdAt: v.string(),
  paidOn: v.string(),
  issuerCode: v.string(),
  issuerName: v.string(),
  reference: v.string(),
  concept: v.string(),
  amount: money,
  dueDate: v.string(),
  fromAccountId: v.string(),
  fromIban: v.string(),
});

export type Charge = InferOutput<typeof chargeSchema>;
export type Mandate = InferOutput<typeof mandateSchema>;
export type ChargeReturn = InferOutput<typeof returnSchema>;
export type Bill = InferOutput<typeof billSchema>;
export type BillPayment = InferOutput<typeof paymentSchema>;

/** The profile's direct debits, each with its last charges. */
export async function listDirectDebits(http: HttpClient): Promise<Mandate[]> {
  return (await http.get(DIRECT_DEBITS_PATH, { parse: (answer) => v.parse(mandatesSchema, answer) })).mandates;
}

const signedHeaders = (ticket: string, idempotencyKey: string) => ({
  [AUTHENTICATION_TICKET_HEADER]: ticket,
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
});

/** Returns a charge the customer signed for: the amount they reviewed, the ticket, the key of this order. */
export async function returnCharge(
  http: HttpClient,
  charge: Pick<Charge, 'chargeId' | 'amount'>,
  ticket: string,
  idempotencyKey: string,
): Promise<ChargeReturn> {
  const { body } = await http.request(`${DIRECT_DEBITS_PATH}/charges/${encodeURIComponent(charge.chargeId)}/return`, {
    method: 'POST',
    json: { amount: charge.amount.amount, currency: charge.amount.currency },
    headers: signedHeaders(ticket, idempotencyKey),
    parse: (answer) => v.parse(returnSchema, answer),
  });
  return body;
}

/** The bill an issuer's code and reference name, to review. Moves nothing. */
export function lookUpBill(http: HttpClient, issuerCode: string, reference: string): Promise<Bill> {
  return http.get(`${BILLS_PATH}/payable/${encodeURIComponent(issuerCode)}/${encodeURIComponent(reference)}`, {
    parse: (answer) => v.parse(billSchema, answer),
    // Whether a bill is still to pay changes when anyone pays it: always ask the bank.
    cache: { useCache: false },
  });
}

/** Pays the bill the customer reviewed and signed for, from the account they chose. */
export async function payBill(
  http: HttpClient,
  bill: Bill,
  fromAccountId: string,
  ticket: string,
  idempotencyKey: string,
): Promise<BillPayment> {
  const { body } = await http.request(PAYMENTS_PATH, {
    method: 'POST',
    json: {
      issuerCode: bill.issuerCode,
      reference: bill.reference,
      fromAccountId,
      amount: bill.amount.amount,
      currency: bill.amount.currency,
    },
    headers: signedHeaders(ticket, idempotencyKey),
    parse: (answer) => v.parse(paymentSchema, answer),
  });
  return body;
}

/** The receipt of a payment, a document the customer keeps (the shell's download-document). */
export const receiptPath = (paymentId: string): string => `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/receipt`;

/** Why the bank refused a call, from its answer's `error` (docs/sandbox-api.md, Errors). */
export type Refusal =
  | 'billNotFound'
  | 'billPaid'
  | 'billOverdue'
  | 'chargeReturned'
  | 'windowClosed'
  | 'amountChanged'
  | 'insufficientFunds'
  | 'ticketRejected'
  | 'invalid'
  | 'failed';

const REFUSALS: Readonly<Record<string, Refusal>> = {
  bill_not_found: 'billNotFound',
  bill_already_paid: 'billPaid',
  bill_overdue: 'billOverdue',
  charge_already_returned: 'chargeReturned',
  charge_not_found: 'failed',
  return_window_closed: 'windowClosed',
  amount_mismatch: 'amountChanged',
  insufficient_funds: 'insufficientFunds',
  invalid_ticket: 'ticketRejected',
  step_up_required: 'ticketRejected',
  invalid_request: 'invalid',
};

export function refusalOf(status: number, body: unknown): { refusal: Refusal; message: string | null } {
  const answer = typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown }) : {};
  const message = typeof answer.message === 'string' ? answer.message : null;
  const known = typeof answer.error === 'string' ? REFUSALS[answer.error] : undefined;
  return { refusal: known ?? (status === 401 || status === 403 ? 'ticketRejected' : 'failed'), message };
}
