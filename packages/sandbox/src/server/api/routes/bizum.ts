import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  MAX_BIZUM_CONCEPT_LENGTH,
  MAX_TYPED_PHONE_LENGTH,
  PAYMENT_ID_PATTERN,
  REQUEST_ID_PATTERN,
  bizumReceiptFileName,
  bizumReceiptHtml,
  bizumStatus,
  createRequest,
  declineRequest,
  deregisterFromBizum,
  findPayment,
  listPayments,
  listRequests,
  payRequest,
  readSpanishMobile,
  registerForBizum,
  reviewPayment,
  sendPayment,
  syncRequests,
  type BizumRefusal,
  type PaymentOutcome,
  type RegistrationOutcome,
  type RequestPaymentOutcome,
} from '../../../bizum';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
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
/** The most payments, and requests, one call lists: a screen's worth, newest first. */
const MAX_LISTED = 100;
const concept = z
  .string({ error: 'concept debe ser un texto.' })
  .trim()
  .refine((value) => value.length > 0, { error: 'concept no puede estar vacío.' })
  .refine((value) => lengthOf(value) <= MAX_BIZUM_CONCEPT_LENGTH, {
    error: `concept admite como mucho ${MAX_BIZUM_CONCEPT_LENGTH} caracteres.`,
  })
  .refine((value) => !CONTROL_CHARACTER.test(value), { error: 'concept no admite saltos de línea ni caracteres de control.' });

/** A Spanish mobile as typed, read as the bank stores it (E.164), or refused with why. */
const phone = z
  .string({ error: 'Falta phone.' })
  .max(MAX_TYPED_PHONE_LENGTH, { error: 'El teléfono debe ser un móvil español: 9 cifras que empiezan por 6 o 7, con o sin +34 delante.' })
  .transform((typed, context) => {
    const reading = readSpanishMobile(typed);
    if (reading.ok) return reading.phone;
    context.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });

/** A payment or a request: a phone, an amount in euros (only euros: so are Bizum and the accounts), a concept. */
const orderSchema = z.strictObject(
  {
    phone,
    amount: eurosField,
    currency: z.literal('EUR', { error: 'Bizum solo mueve euros (EUR).' }).optional(),
    concept,
  },
  { error: unknownKeys },
);

const registrationSchema = z.strictObject(
  {
    accountId: z.string({ error: 'Falta accountId.' }).regex(ACCOUNT_ID_PATTERN, { error: 'accountId no es una cuenta.' }),
    acceptedConditions: z.literal(true, { error: 'Para activar Bizum tienes que aceptar sus condiciones (acceptedConditions: true).' }),
  },
  { error: unknownKeys },
);

/** The answer to a Bizum the bank does not send, or a request it does not make or pay. */
function sendRefusal(c: Context, refusal: BizumRefusal): Response {
  switch (refusal.kind) {
    case 'invalid':
      return sendError(c, 'invalid_request', { message: refusal.message });
    case 'not_registered':
      return sendError(c, 'bizum_not_registered');
    case 'account_not_found':
      return sendError(c, 'product_not_found');
    case 'phone_not_registered':
      return sendError(c, 'bizum_phone_not_registered');
    case 'over_limit':
      return sendError(c, 'bizum_limit_exceeded', { message: refusal.message });
    case 'insufficient_funds':
      return sendError(c, 'insufficient_funds');
  }
}

/** Why a signed operation was not made: thrown, so that the transaction rolls back what it spent and decided. */
class BizumRefusedError extends Error {
  override readonly name = 'BizumRefusedError';
  constructor(readonly refusal: BizumRefusal) {
    super(`The Bizum was not made: ${refusal.kind}`);
  }
}

const REFUSALS = new Set<string>([
  'invalid',
  'not_registered',
  'account_not_found',
  'phone_not_registered',
  'over_limit',
  'insufficient_funds',
]);
const isRefusal = (outcome: { kind: string }): outcome is BizumRefusal => REFUSALS.has(outcome.kind);

/** The body of a payment or a request, read and validated, in cents; or the answer that refuses it. */
async function readOrder(c: Context<BearerEnv>) {
  const body = await readJsonBody(c);
  const input = body.ok ? validate(orderSchema, body.data) : body;
  if (!input.ok) return { refusal: sendError(c, 'invalid_request', { message: input.message }) };
  const { personId, profileId } = c.get('principal');
  return {
    order: {
      personId,
      profileId,
      phone: input.data.phone,
      amountCents: centsOf(input.data.amount),
      concept: input.data.concept,
    },
  };
}

const MISSING_KEY = 'Falta la cabecera Idempotency-Key con un UUID que identifique esta operación.';
const KEY_REUSED = 'Esa clave de idempotencia ya se usó para otro Bizum: una operación nueva necesita una clave nueva.';

/**
 * Bizum (issue 41 §2; sandbox-api.md, Bizum), all of the bearer's own:
 *
 * - `GET|POST|DELETE /genoma_api/rest/bizum/registration`: where the customer stands (their phone
 *   masked, the account Bizum uses, the limits left), activating Bizum (signed, with the
 *   conditions accepted) and deactivating it;
 * - `POST …/bizum/payments/review`: a payment checked as the bank would send it now (the phone is
 *   a Bizum user's, the limits, the balance); writes nothing;
 * - `POST …/bizum/payments`: the payment sent, signed with a step-up ticket (every one: the
 *   customer signs all money that moves) and named by an `Idempotency-Key`; `GET`: sent and received;
 * - `POST …/bizum/requests`: money asked of a phone, named by an `Idempotency-Key`; it reaches the
 *   payee as a pending operation; `GET`: asked and received;
 * - `POST …/bizum/requests/{id}/pay` (signed) and `…/decline`: the payee's answer, which decides
 *   the request's pending operation with it.
 */
export function registerBizumRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.bizumRegistration, bearer, async (c) => {
    return sendJson(c, await bizumStatus(ctx.db, c.get('principal').personId, ctx.now()));
  });

  api.post(API_PATHS.bizumRegistration, bearer, requireCustomerSignature, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(registrationSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: RegistrationOutcome = await ctx.db.transaction((tx) =>
      registerForBizum(
        tx,
        { personId: principal.personId, profileId: principal.profileId, accountId: input.data.accountId },
        () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
        nowMs,
      ),
    );
    switch (outcome.kind) {
      case 'registered':
        return sendJson(c, await bizumStatus(ctx.db, principal.personId, nowMs), HTTP_CREATED);
      case 'already_registered':
        return sendError(c, 'bizum_already_registered');
      case 'account_not_found':
        return sendError(c, 'product_not_found');
      case 'invalid':
        return sendError(c, 'invalid_request', { message: outcome.message });
      case 'phone_taken':
        return sendError(c, 'conflict', { message: 'Tu móvil ya está dado de alta en Bizum con otra persona: llama al banco.' });
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
    }
  });

  api.delete(API_PATHS.bizumRegistration, bearer, requireCustomerSignature, async (c) => {
    const { personId } = c.get('principal');
    const removed = await ctx.db.transaction((tx) => deregisterFromBizum(tx, personId, ctx.now()));
    if (!removed) return sendError(c, 'bizum_not_registered');
    return c.body(null, HTTP_NO_CONTENT);
  });

  api.post(API_PATHS.bizumPaymentReview, bearer, async (c) => {
    const read = await readOrder(c);
    if ('refusal' in read) return read.refusal;
    const review = await reviewPayment(ctx.db, read.order, ctx.now());
    if (review.kind !== 'reviewed') return sendRefusal(c, review);
    return sendJson(c, review.review);
  });

  api.post(API_PATHS.bizumPayments, bearer, requireCustomerSignature, async (c) => {
    const read = await readOrder(c);
    if ('refusal' in read) return read.refusal;
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) return sendError(c, 'invalid_request', { message: MISSING_KEY });
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: PaymentOutcome = await ctx.db
      .transaction(async (tx) => {
        const sent = await sendPayment(
          tx,
          { ...read.order, idempotencyKey },
          () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (isRefusal(sent)) throw new BizumRefusedError(sent);
        return sent;
      })
      .catch((error: unknown) => {
        if (error instanceof BizumRefusedError) return error.refusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'sent':
        return sendJson(c, outcome.payment, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.payment, HTTP_OK);
      case 'key_reused':
        return sendError(c, 'idempotency_key_reused', { message: KEY_REUSED });
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendRefusal(c, outcome);
    }
  });

  api.get(API_PATHS.bizumPayments, bearer, async (c) => {
    return sendJson(c, { payments: await listPayments(ctx.db, c.get('principal').personId, MAX_LISTED) });
  });

  // A payment's receipt, for its payer or its payee (issue 42 §3): anyone else's, an unknown id and
  // a malformed one are the same 404, so nobody learns which payments exist.
  api.get(API_PATHS.bizumPaymentReceipt, bearer, async (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = PAYMENT_ID_PATTERN.test(paymentId) ? await findPayment(ctx.db, c.get('principal').personId, paymentId) : undefined;
    if (payment === undefined) return sendError(c, 'bizum_payment_not_found');
    const language = languageOfRequest(c);
    return c.body(bizumReceiptHtml(payment, language), HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${bizumReceiptFileName(payment, language)}"`,
      'Content-Language': language,
    });
  });

  api.post(API_PATHS.bizumRequests, bearer, async (c) => {
    const read = await readOrder(c);
    if ('refusal' in read) return read.refusal;
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) return sendError(c, 'invalid_request', { message: MISSING_KEY });
    const outcome = await ctx.db.transaction((tx) => createRequest(tx, { ...read.order, idempotencyKey }, ctx.now()));
    switch (outcome.kind) {
      case 'created':
        return sendJson(c, outcome.request, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.request, HTTP_OK);
      case 'key_reused':
        return sendError(c, 'idempotency_key_reused', { message: KEY_REUSED });
      default:
        return sendRefusal(c, outcome);
    }
  });

  api.get(API_PATHS.bizumRequests, bearer, async (c) => {
    const { personId } = c.get('principal');
    await ctx.db.transaction((tx) => syncRequests(tx, personId, ctx.now()));
    return sendJson(c, { requests: await listRequests(ctx.db, personId, MAX_LISTED) });
  });

  api.post(API_PATHS.bizumRequestPayment, bearer, requireCustomerSignature, async (c) => {
    const requestId = c.req.param('requestId');
    if (!REQUEST_ID_PATTERN.test(requestId)) return sendError(c, 'bizum_request_not_found');
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: RequestPaymentOutcome = await ctx.db
      .transaction(async (tx) => {
        const paid = await payRequest(
          tx,
          { personId: principal.personId, profileId: principal.profileId, requestId },
          () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (isRefusal(paid)) throw new BizumRefusedError(paid);
        return paid;
      })
      .catch((error: unknown) => {
        if (error instanceof BizumRefusedError) return error.refusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'paid':
        return sendJson(c, outcome.payment, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.payment, HTTP_OK);
      case 'not_found':
        return sendError(c, 'bizum_request_not_found');
      case 'closed':
        return sendError(c, 'bizum_request_closed');
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendRefusal(c, outcome);
    }
  });

  api.post(API_PATHS.bizumRequestDecline, bearer, requireCustomerSignature, async (c) => {
    const requestId = c.req.param('requestId');
    if (!REQUEST_ID_PATTERN.test(requestId)) return sendError(c, 'bizum_request_not_found');
    const { personId } = c.get('principal');
    const outcome = await ctx.db.transaction((tx) => declineRequest(tx, { personId, requestId }, ctx.now()));
    if (outcome.kind === 'not_found') return sendError(c, 'bizum_request_not_found');
    if (outcome.kind === 'closed') return sendError(c, 'bizum_request_closed');
    return sendJson(c, outcome.request);
  });
}
