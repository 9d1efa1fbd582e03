import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The bank's transfer calls (docs/sandbox-api.md, Transfers). */
export const TRANSFERS_PATH = '/genoma_api/rest/transfers';
const REVIEW_PATH = `${TRANSFERS_PATH}/review`;
const BENEFICIARIES_PATH = `${TRANSFERS_PATH}/beneficiaries`;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
/** Names one order: a retry, a double click or a second tab with it never sends the money twice. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const money = v.object({ amount: v.number(), currency: v.string() });
const kind = v.picklist(['ordinary', 'immediate']);

const reviewSchema = v.object({
  fromAccountId: v.string(),
  toIban: v.string(),
  bankName: v.nullable(v.string()),
  beneficiaryName: v.string(),
  ownAccount: v.boolean(),
  concept: v.string(),
  amount: money,
  fee: money,
  kind,
  executionDate: v.string(),
  scheduled: v.boolean(),
  limits: v.object({ perOperation: money, perDay: money, leftToday: money }),
  duplicate: v.nullable(v.object({ transferId: v.string(), createdAt: v.string(), amount: money })),
});

const transferSchema = v.object({
  transferId: v.string(),
  createdAt: v.string(),
  executionDate: v.string(),
  status: v.picklist(['completed', 'scheduled']),
  kind,
  fromAccountId: v.string(),
  fromIban: v.string(),
  toIban: v.string(),
  bankName: v.nullable(v.string()),
  beneficiaryName: v.string(),
  concept: v.string(),
  amount: money,
  fee: money,
});

const beneficiarySchema = v.object({ beneficiaryId: v.string(), name: v.string(), iban: v.string(), alias: v.nullable(v.string()) });
const beneficiariesSchema = v.object({ beneficiaries: v.array(beneficiarySchema) });

export type TransferReview = InferOutput<typeof reviewSchema>;
export type Transfer = InferOutput<typeof transferSchema>;
export type Beneficiary = InferOutput<typeof beneficiarySchema>;
export type TransferKind = Transfer['kind'];

/** A transfer as the customer orders it; the amount in euros, the day `YYYY-MM-DD` (none: today). */
export interface TransferOrder {
  fromAccountId: string;
  toIban: string;
  beneficiaryName?: string;
  concept: string;
  amount: number;
  kind: TransferKind;
  executionDate?: string;
}

/** The order checked as the bank would make it now, with what the customer reviews. Moves nothing. */
export async function reviewTransfer(http: HttpClient, order: TransferOrder): Promise<TransferReview> {
  const { body } = await http.request(REVIEW_PATH, { method: 'POST', json: order, parse: (answer) => v.parse(reviewSchema, answer) });
  return body;
}

/** Makes the transfer the customer signed: the step-up's ticket, and the key that names this order. */
export async function makeTransfer(http: HttpClient, order: TransferOrder, ticket: string, idempotencyKey: string): Promise<Transfer> {
  const { body } = await http.request(TRANSFERS_PATH, {
    method: 'POST',
    json: order,
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    parse: (answer) => v.parse(transferSchema, answer),
  });
  return body;
}

export async function listBeneficiaries(http: HttpClient): Promise<Beneficiary[]> {
  return (await http.get(BENEFICIARIES_PATH, { parse: (answer) => v.parse(beneficiariesSchema, answer) })).beneficiaries;
}

export function saveBeneficiary(http: HttpClient, beneficiary: { name: string; iban: string }): Promise<Beneficiary> {
  return http.post(BENEFICIARIES_PATH, { json: beneficiary, parse: (answer) => v.parse(beneficiarySchema, answer) });
}

/** The receipt of a transfer, a document the customer keeps (the shell's download-document). */
export const receiptPath = (transferId: string): string => `${TRANSFERS_PATH}/${encodeURIComponent(transferId)}/receipt`;

/** Why the bank refused an order, from its answer's `error` (docs/sandbox-api.md, Errors). */
export type Refusal = 'insufficientFunds' | 'overLimit' | 'ticketRejected' | 'invalid' | 'failed';

export function refusalOf(status: number, body: unknown): { refusal: Refusal; message: string | null } {
  const answer = typeof body === 'object' && body !== null ? (body as { error?: unknown; message?: unknown }) : {};
  const message = typeof answer.message === 'string' ? answer.message : null;
  switch (answer.error) {
    case 'insufficient_funds':
      return { refusal: 'insufficientFunds', message };
    case 'transfer_limit_exceeded':
      return { refusal: 'overLimit', message };
    case 'invalid_ticket':
    case 'step_up_required':
      return { refusal: 'ticketRejected', message };
    case 'invalid_request':
      return { refusal: 'invalid', message };
    default:
      return { refusal: status === 401 || status === 403 ? 'ticketRejected' : 'failed', message };
  }
}

const ibanLookupSchema = v.object({ iban: v.string(), bankCode: v.string(), bankName: v.nullable(v.string()) });

/** The bank of a valid Spanish IBAN, by its code; `null` for a code the bank does not name. */
export async function bankOfIban(http: HttpClient, iban: string): Promise<string | null> {
  const answer = await http.get(`${TRANSFERS_PATH}/iban/${encodeURIComponent(iban)}`, { parse: (body) => v.parse(ibanLookupSchema, body) });
  return answer.bankName;
}
