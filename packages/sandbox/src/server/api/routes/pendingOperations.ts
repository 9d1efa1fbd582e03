import type { Hono } from 'hono';
import { z } from 'zod';
import { BIZUM_REQUEST_OPERATION_TYPE, decideRequestOperation, syncRequests, type BizumRefusal } from '../../../bizum';
import type { Queryable } from '../../../db';
import {
  decidePendingOperation,
  findOperationToDecide,
  listPendingOperations,
  SEC_PROCESS_ID_PATTERN,
  type Decision,
  type OperationToDecide,
} from '../../../pendingOperations';
import { BANK_COUNTRY, bankDayAt, payWithCard, withProductNamesIn } from '../../../products';
import { recordLanguageOfRequest } from '../../language';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError, type ApiErrorCode } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const secProcessIdSchema = z.string().regex(SEC_PROCESS_ID_PATTERN);

/**
 * The customer's pending security operations (docs/design/pending-contract.md, Endpoints; features.md §4.1, §7):
 *
 * - `GET /genoma_api/rest/mobileconfirmation/pending-operations` (bearer): the bearer's person's
 *   operations still pending, oldest first;
 * - `POST …/{secProcessId}/confirm` and `POST …/{secProcessId}/reject` (bearer and XSRF, no body):
 *   decide one once, race-safely. An unknown id, a malformed one and another person's operation are
 *   the same `404`, so nobody learns which ids exist; an operation decided already is `409`; an
 *   assisted-channel employee decides none: `403 employee_not_allowed` (issue 38 §3). Confirming a
 *   card payment (76) is signed: it needs a step-up ticket in `x-authentication-ticket` (`403
 *   step_up_required`, `401 invalid_ticket`), spent with the decision, and pays it (the movement
 *   and the money): a blocked card is `409 card_blocked`, a card whose online purchases are off
 *   `409 card_online_disabled`, one whose use abroad is off, for a shop outside Spain, `409
 *   card_abroad_disabled` (issue 42 §4), an account without the money or a card
 *   without the credit `409 insufficient_funds`, and the operation stays pending. A Bizum request's
 *   operation (type 94, issue 41 §2) is decided with its request: confirming it, as the app does
 *   once its own validation passes, is signed the same way and pays the request once (the same
 *   refusals leave it pending); rejecting it declines the request.
 */
export function registerPendingOperationRoutes(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.pendingOperations, requireBearer(ctx.db, ctx.now), async (c) => {
    const { personId } = c.get('principal');
    // A Bizum request past its days leaves the payee's list now: its operation is rejected with it.
    await ctx.db.transaction((tx) => syncRequests(tx, personId, ctx.now()));
    const pendingOperations = await listPendingOperations(ctx.db, personId);
    // The card is named in the request's language (issue 42 §2: "Debit Card" on an English page).
    return sendJson(c, withProductNamesIn({ pendingOperations }, recordLanguageOfRequest(c)));
  });

  const decisions: readonly [string, Decision][] = [
    [API_PATHS.confirmPendingOperation, 'confirmed'],
    [API_PATHS.rejectPendingOperation, 'rejected'],
  ];
  for (const [path, decision] of decisions) {
    api.post(path, requireBearer(ctx.db, ctx.now), requireCustomerSignature, async (c) => {
      const secProcessId = validate(secProcessIdSchema, c.req.param('secProcessId'));
      if (!secProcessId.ok) return sendError(c, 'pending_operation_not_found');
      const principal = c.get('principal');
      const operation = await findOperationToDecide(ctx.db, secProcessId.data, principal.personId);
      if (operation === undefined) return sendError(c, 'pending_operation_not_found');
      if (operation.status !== 'pending') return sendError(c, 'pending_operation_decided');
      // Confirming a payment needs the customer's possession factor: the step-up's code, traded
      // for a ticket (PSD2 RTS Art. 4; issue 38 §1), a card payment's in the browser and a Bizum
      // request's in the app alike (issue 41 §2). Rejecting needs none: nothing moves.
      const signed = decision === 'confirmed' && SIGNED_OPERATION_TYPES.has(operation.type);
      const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
      if (signed && ticket === '') return sendError(c, 'step_up_required');

      const nowMs = ctx.now();
      const outcome = await ctx.db
        .transaction(async (tx) => {
          if (signed && !(await spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs))) {
            return 'invalid_ticket' as const;
          }
          // A Bizum request's operation (issue 41 §2) is decided with its request: confirming it,
          // as the app does once its own validation passes, pays the request, once.
          if (operation.type === BIZUM_REQUEST_OPERATION_TYPE) {
            const request = await decideRequestOperation(
              tx,
              { secProcessId: secProcessId.data, personId: principal.personId, profileId: principal.profileId, decision },
              nowMs,
            );
            if (request === 'decided') return 'pending_operation_decided' as const;
            if (typeof request === 'object') throw bizumRefusalError(request);
            if (request !== undefined) return request;
          }
          const decided = await decidePendingOperation(
            tx,
            { secProcessId: secProcessId.data, personId: principal.personId, decision },
            nowMs,
          );
          if (decided !== decision)
            return decided === 'not_found' ? ('pending_operation_not_found' as const) : ('pending_operation_decided' as const);
          if (signed) await payConfirmedCardPayment(tx, operation, nowMs);
          return decided;
        })
        .catch((error: unknown) => {
          if (error instanceof PaymentRefusedError) return error;
          throw error;
        });
      if (outcome instanceof PaymentRefusedError)
        return sendError(c, outcome.code, outcome.detail === undefined ? {} : { message: outcome.detail });
      if (outcome === 'confirmed' || outcome === 'rejected') return sendJson(c, { secProcessId: secProcessId.data, status: outcome });
      return sendError(c, outcome);
    });
  }
}

/** The card payment at a shop (features.md §4.1), confirmed in the browser. */
const CARD_PAYMENT_TYPE = '76';

/** The operations whose confirmation moves money, and so is signed: a card payment and a Bizum request. */
const SIGNED_OPERATION_TYPES: ReadonlySet<string> = new Set([CARD_PAYMENT_TYPE, BIZUM_REQUEST_OPERATION_TYPE]);

/** Why a confirmed payment could not be paid: the whole decision is rolled back, ticket included. */
class PaymentRefusedError extends Error {
  override readonly name = 'PaymentRefusedError';
  constructor(
    readonly code: ApiErrorCode,
    /** The bank's own words for the refusal, when they say more than the code's. */
    readonly detail?: string,
  ) {
    super(`The payment was refused: ${code}`);
  }
}

/** A Bizum request the payee cannot pay now (issue 41 §2): the operation stays pending. */
function bizumRefusalError(refusal: BizumRefusal): PaymentRefusedError {
  switch (refusal.kind) {
    case 'invalid':
      return new PaymentRefusedError('invalid_request', refusal.message);
    case 'not_registered':
      return new PaymentRefusedError('bizum_not_registered');
    case 'account_not_found':
      return new PaymentRefusedError('product_not_found');
    case 'phone_not_registered':
      return new PaymentRefusedError('bizum_phone_not_registered');
    case 'over_limit':
      return new PaymentRefusedError('bizum_limit_exceeded', refusal.message);
    case 'insufficient_funds':
      return new PaymentRefusedError('insufficient_funds');
  }
}

/**
 * Pays a card payment the customer has just confirmed (issue 38 §1, §7): the movement of the card
 * (and of its account, for a debit card), and the money. An operation whose card the customer does
 * not hold (a staff-made demo) moves no money.
 */
async function payConfirmedCardPayment(tx: Queryable, operation: OperationToDecide, nowMs: number): Promise<void> {
  if (operation.cardId === null || operation.amountCents === null) return;
  const paid = await payWithCard(tx, {
    cardId: operation.cardId,
    amountCents: operation.amountCents,
    merchant: operation.merchant ?? CARD_PAYMENT_FALLBACK_MERCHANT,
    merchantCountry: operation.merchantCountry ?? BANK_COUNTRY,
    bookedOn: bankDayAt(nowMs),
  });
  if (paid.kind !== 'paid' && paid.kind !== 'card_not_found') {
    throw new PaymentRefusedError(paid.kind);
  }
}

/** The shop a card payment without one is booked under. */
const CARD_PAYMENT_FALLBACK_MERCHANT = 'comercio online';
