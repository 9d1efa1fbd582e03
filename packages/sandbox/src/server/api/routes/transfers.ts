import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import {
  BENEFICIARY_ID_PATTERN,
  MAX_TYPED_IBAN_LENGTH,
  TRANSFER_ID_PATTERN,
  deleteBeneficiary,
  executeTransfer,
  findTransfer,
  listBeneficiaries,
  listTransfers,
  readSpanishIban,
  reviewTransfer,
  saveBeneficiary,
  transferReceiptFileName,
  transferReceiptHtml,
  type ExecutionOutcome,
  type TransferOrder,
  type TransferRefusal,
} from '../../../transfers';
import { languageOfRequest } from '../../language';
import { requireBearer, requireCustomerSignature, type BearerEnv } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import {
  ACCOUNT_ID_PATTERN,
  centsOf,
  CONTROL_CHARACTER,
  eurosField,
  idempotencyKeyOf,
  lengthOf,
  readJsonBody,
  unknownKeys,
  validate,
} from '../validation';

const HTTP_OK = 200;
const HTTP_CREATED = 201;
const HTTP_NO_CONTENT = 204;
/** The longest remittance information SEPA carries. */
const MAX_CONCEPT_LENGTH = 140;
/** The longest name SEPA carries for a payee. */
const MAX_NAME_LENGTH = 70;
/** The longest alias of a saved beneficiary: a label in a list. */
const MAX_ALIAS_LENGTH = 40;
/** The most transfers one call lists: a screen's worth, newest first. */
const MAX_LISTED_TRANSFERS = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** One line of text from 1 to `max` characters, trimmed; `what` names the field in the messages. */
const line = (what: string, max: number) =>
  z
    .string({ error: `${what} debe ser un texto.` })
    .trim()
    .refine((value) => value.length > 0, { error: `${what} no puede estar vacío.` })
    .refine((value) => lengthOf(value) <= max, { error: `${what} admite como mucho ${max} caracteres.` })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: `${what} no admite saltos de línea ni caracteres de control.` });

/** A typed IBAN: read as the bank stores it, or refused with why. */
const iban = (what: string) =>
  z
    .string({ error: `Falta ${what}.` })
    .max(MAX_TYPED_IBAN_LENGTH, { error: 'El IBAN debe ser español: ES seguido de 22 cifras.' })
    .transform((typed, context) => {
      const reading = readSpanishIban(typed);
      if (reading.ok) return reading.iban;
      context.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });

/** A calendar day that exists: `2026-02-30` is not one. */
const isoDay = z
  .string({ error: 'executionDate debe ser una fecha AAAA-MM-DD.' })
  .regex(ISO_DAY, { error: 'executionDate debe ser una fecha AAAA-MM-DD.' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'executionDate no es una fecha del calendario.',
  });

const orderSchema = z.strictObject(
  {
    fromAccountId: z.string({ error: 'Falta fromAccountId.' }).regex(ACCOUNT_ID_PATTERN, { error: 'fromAccountId no es una cuenta.' }),
    toIban: iban('toIban'),
    beneficiaryName: line('beneficiaryName', MAX_NAME_LENGTH).optional(),
    concept: line('concept', MAX_CONCEPT_LENGTH),
    amount: eurosField,
    // Only euros: SEPA transfers are in euros, and so are the bank's accounts.
    currency: z.literal('EUR', { error: 'Solo se hacen transferencias en euros (EUR).' }).optional(),
    kind: z.enum(['ordinary', 'immediate'], { error: 'kind debe ser ordinary o immediate.' }),
    executionDate: isoDay.optional(),
  },
  { error: unknownKeys },
);

const beneficiarySchema = z.strictObject(
  { name: line('name', MAX_NAME_LENGTH), iban: iban('iban'), alias: line('alias', MAX_ALIAS_LENGTH).optional() },
  { error: unknownKeys },
);

/** The answer to an order the bank does not make. */
function sendRefusal(c: Context, refusal: TransferRefusal): Response {
  switch (refusal.kind) {
    case 'invalid':
      return sendError(c, 'invalid_request', { message: refusal.message });
    case 'account_not_found':
      return sendError(c, 'product_not_found');
    case 'over_limit':
      return sendError(c, 'transfer_limit_exceeded', { message: refusal.message });
    case 'insufficient_funds':
      return sendError(c, 'insufficient_funds');
  }
}

/** Why a signed transfer was not made: thrown, so that the transaction rolls back the spent signature. */
class TransferRefusedError extends Error {
  override readonly name = 'TransferRefusedError';
  constructor(readonly refusal: TransferRefusal) {
    super(`The transfer was not made: ${refusal.kind}`);
  }
}

/** The body of an order, read and validated, as the store takes it; or the answer that refuses it. */
async function readOrder(c: Context<BearerEnv>): Promise<{ order: TransferOrder } | { refusal: Response }> {
  const body = await readJsonBody(c);
  const input = body.ok ? validate(orderSchema, body.data) : body;
  if (!input.ok) return { refusal: sendError(c, 'invalid_request', { message: input.message }) };
  const { personId, profileId } = c.get('principal');
  return {
    order: {
      personId,
      profileId,
      fromAccountId: input.data.fromAccountId,
      toIban: input.data.toIban,
      beneficiaryName: input.data.beneficiaryName,
      concept: input.data.concept,
      amountCents: centsOf(input.data.amount),
      kind: input.data.kind,
      executionDate: input.data.executionDate,
    },
  };
}

/**
 * Transfers (issue 41 §1; sandbox-api.md, Transfers), all of the bearer's own:
 *
 * - `GET /genoma_api/rest/transfers/iban/{iban}`: an IBAN checked, and the name of its bank;
 * - `POST /genoma_api/rest/transfers/review`: the order checked as the bank would make it now, and
 *   what the customer reviews (bank, payee's name when known, fee, limits left, a possible
 *   duplicate); writes nothing;
 * - `POST /genoma_api/rest/transfers`: the order made, signed with a step-up ticket and named by
 *   an `Idempotency-Key`: `201` the transfer; the same key and order again, `200` the same
 *   transfer; the same key with another order, `422 idempotency_key_reused`;
 * - `GET /genoma_api/rest/transfers`, `GET /genoma_api/rest/transfers/{id}/receipt`: the
 *   profile's transfers, and one's receipt (HTML, to keep);
 * - `GET|POST /genoma_api/rest/transfers/beneficiaries`, `DELETE …/beneficiaries/{id}`.
 */
export function registerTransferRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  // The bank an IBAN belongs to, as the customer types it (issue 41 §1): the check and the code only,
  // never a holder's name, which would let anyone collect customers' names one IBAN at a time.
  api.get(API_PATHS.transferIban, bearer, (c) => {
    const typed = c.req.param('iban');
    const reading = typed.length > MAX_TYPED_IBAN_LENGTH ? undefined : readSpanishIban(typed);
    if (reading === undefined) return sendError(c, 'invalid_request', { message: 'El IBAN debe ser español: ES seguido de 22 cifras.' });
    if (!reading.ok) return sendError(c, 'invalid_request', { message: reading.message });
    return sendJson(c, { iban: reading.iban, bankCode: reading.bankCode, bankName: reading.bankName });
  });

  api.post(API_PATHS.transferReview, bearer, async (c) => {
    const read = await readOrder(c);
    if ('refusal' in read) return read.refusal;
    const review = await reviewTransfer(ctx.db, read.order, ctx.now());
    if (review.kind !== 'reviewed') return sendRefusal(c, review);
    return sendJson(c, review.review);
  });

  api.post(API_PATHS.transfers, bearer, requireCustomerSignature, async (c) => {
    const read = await readOrder(c);
    if ('refusal' in read) return read.refusal;
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) {
      return sendError(c, 'invalid_request', { message: 'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.' });
    }
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: ExecutionOutcome = await ctx.db
      .transaction(async (tx) => {
        const executed = await executeTransfer(
          tx,
          { ...read.order, idempotencyKey },
          () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (
          executed.kind !== 'executed' &&
          executed.kind !== 'replayed' &&
          executed.kind !== 'key_reused' &&
          executed.kind !== 'invalid_ticket'
        ) {
          throw new TransferRefusedError(executed);
        }
        return executed;
      })
      .catch((error: unknown) => {
        if (error instanceof TransferRefusedError) return error.refusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'executed':
        return sendJson(c, outcome.transfer, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.transfer, HTTP_OK);
      case 'key_reused':
        return sendError(c, 'idempotency_key_reused');
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendRefusal(c, outcome);
    }
  });

  api.get(API_PATHS.transfers, bearer, async (c) => {
    return sendJson(c, { transfers: await listTransfers(ctx.db, c.get('principal').profileId, MAX_LISTED_TRANSFERS) });
  });

  api.get(API_PATHS.transferReceipt, bearer, async (c) => {
    const transferId = c.req.param('transferId');
    const transfer = TRANSFER_ID_PATTERN.test(transferId)
      ? await findTransfer(ctx.db, c.get('principal').profileId, transferId)
      : undefined;
    if (transfer === undefined) return sendError(c, 'transfer_not_found');
    const language = languageOfRequest(c);
    return c.body(transferReceiptHtml(transfer, language), HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${transferReceiptFileName(transfer, language)}"`,
      'Content-Language': language,
    });
  });

  api.get(API_PATHS.transferBeneficiaries, bearer, async (c) => {
    return sendJson(c, { beneficiaries: await listBeneficiaries(ctx.db, c.get('principal').personId) });
  });

  api.post(API_PATHS.transferBeneficiaries, bearer, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(beneficiarySchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { personId } = c.get('principal');
    const saved = await ctx.db.transaction((tx) => saveBeneficiary(tx, personId, { ...input.data, alias: input.data.alias }, ctx.now()));
    if (saved.kind === 'already_saved') return sendError(c, 'beneficiary_already_saved');
    if (saved.kind === 'full') return sendError(c, 'too_many_beneficiaries');
    return sendJson(c, saved.beneficiary, HTTP_CREATED);
  });

  api.delete(API_PATHS.transferBeneficiary, bearer, async (c) => {
    const beneficiaryId = c.req.param('beneficiaryId');
    const deleted =
      BENEFICIARY_ID_PATTERN.test(beneficiaryId) && (await deleteBeneficiary(ctx.db, c.get('principal').personId, beneficiaryId));
    if (!deleted) return sendError(c, 'beneficiary_not_found');
    return c.body(null, HTTP_NO_CONTENT);
  });
}
