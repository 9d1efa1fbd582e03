import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  BILL_PAYMENT_ID_PATTERN,
  BILL_REFERENCE_PATTERN,
  CHARGE_ID_PATTERN,
  ISSUER_CODE_PATTERN,
  billPaymentReceiptFileName,
  billPaymentReceiptHtml,
  findBillPayment,
  listMandates,
  lookUpBill,
  payBill,
  returnCharge,
  slashDay,
  type BillRefusal,
  type PaymentOutcome,
  type PaymentRefusal,
  type ReturnOutcome,
  type ReturnRefusal,
} from '../../../bills';
import { withProductNamesIn } from '../../../products';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { languageOfRequest, recordLanguageOfRequest } from '../../language';
import { requireBearer, requireCustomerSignature, type BearerEnv } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { ACCOUNT_ID_PATTERN, centsOf, eurosField, idempotencyKeyOf, readJsonBody, unknownKeys, validate } from '../validation';

const HTTP_OK = 200;
const HTTP_CREATED = 201;

/** What the customer is told when the reference names no bill (issue 41 §3). */
const BILL_NOT_FOUND_MESSAGE = 'No encontramos ningún recibo con esa referencia.';
const KEY_REUSED_MESSAGE = 'Esa clave de idempotencia ya se usó para otra orden: una orden nueva necesita una clave nueva.';

// Only euros: SEPA direct debits and Spanish bills are in euros, and so are the bank's accounts.
const currency = z.literal('EUR', { error: 'Solo se pagan y devuelven recibos en euros (EUR).' }).optional();

const returnSchema = z.strictObject({ amount: eurosField, currency }, { error: unknownKeys });

const paymentSchema = z.strictObject(
  {
    issuerCode: z.string({ error: 'Falta issuerCode.' }).regex(ISSUER_CODE_PATTERN, { error: 'El código de emisor tiene 6 cifras.' }),
    reference: z
      .string({ error: 'Falta reference.' })
      .regex(BILL_REFERENCE_PATTERN, { error: 'La referencia del recibo tiene 13 cifras.' }),
    fromAccountId: z.string({ error: 'Falta fromAccountId.' }).regex(ACCOUNT_ID_PATTERN, { error: 'fromAccountId no es una cuenta.' }),
    amount: eurosField,
    currency,
  },
  { error: unknownKeys },
);

/** The answer to a bill that cannot be paid, in the look-up and the payment alike. */
function sendBillRefusal(c: Context, refusal: BillRefusal): Response {
  switch (refusal.kind) {
    case 'bill_not_found':
      return sendError(c, 'bill_not_found', { message: BILL_NOT_FOUND_MESSAGE });
    case 'already_paid':
      return sendError(c, 'bill_already_paid');
    case 'overdue':
      return sendError(c, 'bill_overdue', {
        message: `El plazo para pagar este recibo en el banco terminó el ${slashDay(refusal.dueDate)}: págalo por los medios que indique el emisor.`,
      });
  }
}

function sendPaymentRefusal(c: Context, refusal: PaymentRefusal): Response {
  switch (refusal.kind) {
    case 'account_not_found':
      return sendError(c, 'product_not_found');
    case 'amount_mismatch':
      return sendError(c, 'amount_mismatch', { message: 'El importe no coincide con el del recibo: vuelve a revisarlo antes de firmar.' });
    case 'insufficient_funds':
      return sendError(c, 'insufficient_funds');
    default:
      return sendBillRefusal(c, refusal);
  }
}

function sendReturnRefusal(c: Context, refusal: ReturnRefusal): Response {
  switch (refusal.kind) {
    case 'charge_not_found':
      return sendError(c, 'charge_not_found');
    case 'already_returned':
      return sendError(c, 'charge_already_returned');
    case 'amount_mismatch':
      return sendError(c, 'amount_mismatch', { message: 'El importe no coincide con el del cargo: vuelve a revisarlo antes de firmar.' });
    case 'window_closed':
      return sendError(c, 'return_window_closed', {
        message: `Un recibo domiciliado se puede devolver durante 8 semanas desde su cargo: el plazo de este terminó el ${slashDay(refusal.deadline)}.`,
      });
  }
}

/** Why a signed operation was not made: thrown, so that the transaction rolls back the spent signature. */
class OperationRefusedError<T> extends Error {
  override readonly name = 'OperationRefusedError';
  constructor(readonly refusal: T) {
    super('The operation was not made');
  }
}

/** The `Idempotency-Key` and the step-up's ticket of a signed call, or the answer that refuses it. */
function readSignedHeaders(c: Context<BearerEnv>): { idempotencyKey: string; ticket: string } | { refusal: Response } {
  const idempotencyKey = idempotencyKeyOf(c);
  if (idempotencyKey === undefined) {
    return {
      refusal: sendError(c, 'invalid_request', { message: 'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.' }),
    };
  }
  const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
  if (ticket === '') return { refusal: sendError(c, 'step_up_required') };
  return { idempotencyKey, ticket };
}

/**
 * Bills (issue 41 §3; sandbox-api.md, Bills), all of the bearer's own:
 *
 * - `GET /genoma_api/rest/bills/direct-debits`: the profile's direct debits, each with its last
 *   charges, returned or not, and until when each may be returned;
 * - `POST /genoma_api/rest/bills/direct-debits/charges/{chargeId}/return`: a charge returned within
 *   eight weeks, signed with a step-up ticket and named by an `Idempotency-Key`;
 * - `GET /genoma_api/rest/bills/payable/{issuerCode}/{reference}`: the bill a code and reference
 *   name, to review;
 * - `POST /genoma_api/rest/bills/payments`: a bill paid, signed and named by an `Idempotency-Key`;
 *   `GET /genoma_api/rest/bills/payments/{paymentId}/receipt`: its receipt (HTML, to keep).
 */
export function registerBillRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.billDirectDebits, bearer, async (c) => {
    const mandates = await listMandates(ctx.db, c.get('principal').profileId, ctx.now());
    // Each mandate's account named in the request's language (issue 42 §2).
    return sendJson(c, withProductNamesIn({ mandates }, recordLanguageOfRequest(c)));
  });

  api.post(API_PATHS.billChargeReturn, bearer, requireCustomerSignature, async (c) => {
    const chargeId = c.req.param('chargeId');
    if (!CHARGE_ID_PATTERN.test(chargeId)) return sendError(c, 'charge_not_found');
    const body = await readJsonBody(c);
    const input = body.ok ? validate(returnSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const signed = readSignedHeaders(c);
    if ('refusal' in signed) return signed.refusal;
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: ReturnOutcome = await ctx.db
      .transaction(async (tx) => {
        const returned = await returnCharge(
          tx,
          {
            personId: principal.personId,
            profileId: principal.profileId,
            chargeId,
            amountCents: centsOf(input.data.amount),
            idempotencyKey: signed.idempotencyKey,
          },
          () => spendStepUpTicket(tx, signed.ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (returned.kind !== 'returned' && returned.kind !== 'replayed' && returned.kind !== 'invalid_ticket') {
          throw new OperationRefusedError(returned);
        }
        return returned;
      })
      .catch((error: unknown) => {
        if (error instanceof OperationRefusedError) return error.refusal as ReturnRefusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'returned':
        return sendJson(c, withProductNamesIn(outcome.charge, recordLanguageOfRequest(c)), HTTP_CREATED);
      case 'replayed':
        return sendJson(c, withProductNamesIn(outcome.charge, recordLanguageOfRequest(c)), HTTP_OK);
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendReturnRefusal(c, outcome);
    }
  });

  api.get(API_PATHS.billPayable, bearer, async (c) => {
    const issuerCode = c.req.param('issuerCode');
    const reference = c.req.param('reference');
    if (!ISSUER_CODE_PATTERN.test(issuerCode)) return sendError(c, 'invalid_request', { message: 'El código de emisor tiene 6 cifras.' });
    if (!BILL_REFERENCE_PATTERN.test(reference)) {
      return sendError(c, 'invalid_request', { message: 'La referencia del recibo tiene 13 cifras.' });
    }
    const lookup = await lookUpBill(ctx.db, issuerCode, reference, ctx.now());
    return lookup.kind === 'payable' ? sendJson(c, lookup.bill) : sendBillRefusal(c, lookup);
  });

  api.post(API_PATHS.billPayments, bearer, requireCustomerSignature, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(paymentSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const signed = readSignedHeaders(c);
    if ('refusal' in signed) return signed.refusal;
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: PaymentOutcome = await ctx.db
      .transaction(async (tx) => {
        const paid = await payBill(
          tx,
          {
            personId: principal.personId,
            profileId: principal.profileId,
            issuerCode: input.data.issuerCode,
            reference: input.data.reference,
            fromAccountId: input.data.fromAccountId,
            amountCents: centsOf(input.data.amount),
            idempotencyKey: signed.idempotencyKey,
          },
          () => spendStepUpTicket(tx, signed.ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (paid.kind !== 'paid' && paid.kind !== 'replayed' && paid.kind !== 'key_reused' && paid.kind !== 'invalid_ticket') {
          throw new OperationRefusedError(paid);
        }
        return paid;
      })
      .catch((error: unknown) => {
        if (error instanceof OperationRefusedError) return error.refusal as PaymentRefusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'paid':
        return sendJson(c, outcome.payment, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.payment, HTTP_OK);
      case 'key_reused':
        return sendError(c, 'idempotency_key_reused', { message: KEY_REUSED_MESSAGE });
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendPaymentRefusal(c, outcome);
    }
  });

  api.get(API_PATHS.billPaymentReceipt, bearer, async (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = BILL_PAYMENT_ID_PATTERN.test(paymentId)
      ? await findBillPayment(ctx.db, c.get('principal').profileId, paymentId)
      : undefined;
    if (payment === undefined) return sendError(c, 'bill_payment_not_found');
    const language = languageOfRequest(c);
    return c.body(billPaymentReceiptHtml(payment, language), HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${billPaymentReceiptFileName(payment, language)}"`,
      'Content-Language': language,
    });
  });
}
