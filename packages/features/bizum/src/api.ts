import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The bank's Bizum calls (docs/sandbox-api.md, Bizum). */
export const BIZUM_PATH = '/genoma_api/rest/bizum';
const REGISTRATION_PATH = `${BIZUM_PATH}/registration`;
const REVIEW_PATH = `${BIZUM_PATH}/payments/review`;
const PAYMENTS_PATH = `${BIZUM_PATH}/payments`;
const REQUESTS_PATH = `${BIZUM_PATH}/requests`;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
/** Names one operation: a retry, a double click or a second tab with it never sends the money twice. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const money = v.object({ amount: v.number(), currency: v.string() });
const direction = v.picklist(['sent', 'received']);

const limitsSchema = v.object({
  minimum: money,
  perOperation: money,
  perDay: money,
  perMonth: money,
  leftToday: money,
  leftThisMonth: money,
});

const statusSchema = v.object({
  registered: v.boolean(),
  maskedPhone: v.string(),
  accountId: v.nullable(v.string()),
  registeredAt: v.nullable(v.string()),
  limits: limitsSchema,
});

const reviewSchema = v.object({ phone: v.string(), concept: v.string(), amount: money, fromAccountId: v.string(), limits: limitsSchema });

const paymentSchema = v.object({
  paymentId: v.string(),
  createdAt: v.string(),
  direction,
  counterpart: v.object({ name: v.string(), phone: v.string() }),
  amount: money,
  concept: v.string(),
  requestId: v.nullable(v.string()),
});

const requestSchema = v.object({
  requestId: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
  direction,
  counterpart: v.object({ name: v.nullable(v.string()), phone: v.string() }),
  amount: money,
  concept: v.string(),
  status: v.picklist(['pending', 'paid', 'declined', 'expired', 'cancelled']),
  paymentId: v.nullable(v.string()),
});

export type BizumLimits = InferOutput<typeof limitsSchema>;
export type BizumStatus = InferOutput<typeof statusSchema>;
export type PaymentReview = InferOutput<typeof reviewSchema>;
export type BizumPayment = InferOutput<typeof paymentSchema>;
export type BizumRequest = InferOutput<typeof requestSchema>;
export type Money = InferOutput<typeof money>;

/** A payment or a request as the customer makes it: the phone as typed, the amount in euros. */
export interface BizumOrder {
  phone: string;
  amount: number;
  concept: string;
}

export function requestStatus(http: HttpClient): Promise<BizumStatus> {
  return http.get(REGISTRATION_PATH, { parse: (body) => v.parse(statusSchema, body) });
}

/** Activates Bizum on an account, signed with the step-up's ticket, the conditions accepted. */
export async function activate(http: HttpClient, accountId: string, ticket: string): Promise<BizumStatus> {
  const { body } = await http.request(REGISTRATION_PATH, {
    method: 'POST',
    json: { accountId, acceptedConditions: true },
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket },
    parse: (answer) => v.parse(statusSchema, answer),
  });
  return body;
}

export async function deactivate(http: HttpClient): Promise<void> {
  await http.request(REGISTRATION_PATH, { method: 'DELETE' });
}

/** The payment checked as the bank would send it now. Moves nothing. */
export async function reviewPayment(http: HttpClient, order: BizumOrder): Promise<PaymentReview> {
  return http.post(REVIEW_PATH, { json: order, parse: (answer) => v.parse(reviewSchema, answer) });
}

/** Sends the payment the customer signed: the step-up's ticket, and the key that names this payment. */
export async function sendPayment(http: HttpClient, order: BizumOrder, ticket: string, idempotencyKey: string): Promise<BizumPayment> {
  const { body } = await http.request(PAYMENTS_PATH, {
    method: 'POST',
    json: order,
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    parse: (answer) => v.parse(paymentSchema, answer),
  });
  return body;
}

/** Asks a phone for money, named by a key. Moves nothing, so it is not signed. */
export async function askForMoney(http: HttpClient, order: BizumOrder, idempotencyKey: string): Promise<BizumRequest> {
  const { body } = await http.request(REQUESTS_PATH, {
    method: 'POST',
    json: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    parse: (answer) => v.parse(requestSchema, answer),
  });
  return body;
}

/** Pays a request received, signed with the step-up's ticket. */
export async function payRequest(http: HttpClient, requestId: string, ticket: string): Promise<BizumPayment> {
  const { body } = await http.request(`${REQUESTS_PATH}/${encodeURIComponent(requestId)}/pay`, {
    method: 'POST',
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket },
    parse: (answer) => v.parse(paymentSchema, answer),
  });
  return body;
}

export async function declineRequest(http: HttpClient, requestId: string): Promise<BizumRequest> {
  const { body } = await http.request(`${REQUESTS_PATH}/${encodeURIComponent(requestId)}/decline`, {
    method: 'POST',
    parse: (answer) => v.parse(requestSchema, answer),
  });
  return body;
}

/** Where the bank keeps a payment's receipt, for its payer or its payee (docs/sandbox-api.md, Bizum). */
export const receiptPath = (paymentId: string): string => `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/receipt`;

export async function listPayments(http: HttpClient): Promise<BizumPayment[]> {
  return (await http.get(PAYMENTS_PATH, { parse: (body) => v.parse(v.object({ payments: v.array(paymentSchema) }), body) })).payments;
}

export async function listRequests(http: HttpClient): Promise<BizumRequest[]> {
  return (await http.get(REQUESTS_PATH, { parse: (body) => v.parse(v.object({ requests: v.array(requestSchema) }), body) })).requests;
}

/** Why the bank refused an operation, from its answer's `error` (docs/sandbox-api.md, Errors). */
export type Refusal =
  | 'phoneNotRegistered'
  | 'notRegistered'
  | 'otherProfile'
  | 'overLimit'
  | 'insufficientFunds'
  | 'closed'
  | 'ticketRejected'
  | 'invalid'
  | 'failed';

const REFUSALS: Readonly<Record<string, Refusal>> = {
  bizum_phone_not_registered: 'phoneNotRegistered',
  bizum_not_registered: 'notRegistered',
  product_not_found: 'otherProfile',
  bizum_limit_exceeded: 'overLimit',
  insufficient_funds: 'insufficientFunds',
  bizum_request_closed: 'closed',
  bizum_request_not_found: 'closed',
  invalid_ticket: 'ticketRejected',
  step_up_required: 'ticketRejected',
  invalid_request: 'invalid',
};

export function refusalOf(body: unknown): { refusal: Refusal; message: string | null } {
  const answer = typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown }) : {};
  const message = typeof answer.message === 'string' ? answer.message : null;
  return { refusal: (typeof answer.error === 'string' ? REFUSALS[answer.error] : undefined) ?? 'failed', message };
}
