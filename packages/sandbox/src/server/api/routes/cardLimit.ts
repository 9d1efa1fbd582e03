import type { Hono } from 'hono';
import { z } from 'zod';
import {
  CARD_LIMIT_MAX_EUR,
  CARD_LIMIT_MIN_EUR,
  PRODUCT_ID_PATTERN,
  findCardKind,
  productKindOfId,
  setCardLimit,
  spanishEuros,
  type Money,
} from '../../../products';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

const cardIdSchema = z
  .string()
  .regex(PRODUCT_ID_PATTERN)
  .refine((id) => productKindOfId(id) === 'card');

const LIMIT_RANGE_MESSAGE = `limit debe ser un número entero de euros entre ${CARD_LIMIT_MIN_EUR} y ${CARD_LIMIT_MAX_EUR}.`;

/** The body: `limit` in whole euros within the range, and nothing else. */
const cardLimitSchema = z.strictObject(
  {
    limit: z
      .number({ error: LIMIT_RANGE_MESSAGE })
      .int({ error: LIMIT_RANGE_MESSAGE })
      .min(CARD_LIMIT_MIN_EUR, { error: LIMIT_RANGE_MESSAGE })
      .max(CARD_LIMIT_MAX_EUR, { error: LIMIT_RANGE_MESSAGE }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'El cuerpo debe ser { limit }.',
  },
);

/**
 * `PUT /genoma_api/rest/cards/{cardId}/limit` (bearer and XSRF, JSON `{ limit }` in whole euros):
 * sets a credit card's limit, a sensitive action that needs a step-up (sandbox-api.md, Card limit;
 * docs/step-up.md). The ticket generate-ticket issued comes in `x-authentication-ticket`.
 *
 * The checks run cheapest and least secret first, and nothing spends the ticket until the change
 * can be made: a card id of no card's shape `404 product_not_found`; a body that is not
 * `{ limit }` within the range `400 invalid_request`; no ticket `403 step_up_required`; a card the
 * profile does not hold `404 product_not_found`, a debit card `409 not_a_credit_card`. Then, in
 * one transaction, the ticket is spent (an unknown, expired, used or another session's ticket is
 * `401 invalid_ticket`) and the limit set, so that of any number of calls racing with one ticket
 * exactly one changes the limit. A limit below what the card has used is `409 limit_below_used`
 * (what is used in the message and in `used`), and spends no ticket. Answers
 * `200 { id, limit, availableBalance }`, available being the limit less what is used (issue 38 §2).
 */
export function registerCardLimitRoute(api: Hono, ctx: ApiContext): void {
  api.put(API_PATHS.cardLimit, requireBearer(ctx.db, ctx.now), requireCustomerSignature, async (c) => {
    const cardId = validate(cardIdSchema, c.req.param('cardId'));
    if (!cardId.ok) return sendError(c, 'product_not_found');
    const body = await readJsonBody(c);
    const input = body.ok ? validate(cardLimitSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');

    const principal = c.get('principal');
    const kind = await findCardKind(ctx.db, principal.profileId, cardId.data);
    if (kind === undefined) return sendError(c, 'product_not_found');
    if (kind !== 'credit') return sendError(c, 'not_a_credit_card');

    const nowMs = ctx.now();
    const outcome = await ctx.db
      .transaction(async (tx) => {
        if (!(await spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs))) return 'invalid_ticket' as const;
        const changed = await setCardLimit(tx, principal.profileId, cardId.data, input.data.limit);
        // Refused, or the card went away since it was read: nothing changes, and the ticket stays unspent.
        if (changed.kind !== 'changed') throw new LimitRefusedError(changed.kind === 'below_used' ? changed.used : undefined);
        return changed.change;
      })
      .catch((error: unknown) => {
        if (error instanceof LimitRefusedError) return error;
        throw error;
      });
    if (typeof outcome === 'string') return sendError(c, outcome);
    if (outcome instanceof LimitRefusedError) {
      if (outcome.used === undefined) return sendError(c, 'product_not_found');
      return sendError(c, 'limit_below_used', {
        message: `El límite no puede ser menor que lo que ya has usado de la tarjeta (${spanishEuros(outcome.used)}).`,
        details: { used: outcome.used.amount },
      });
    }
    return sendJson(c, { id: cardId.data, ...outcome });
  });
}

/**
 * Rolls the transaction back, ticket included, when the change cannot be made: the new limit is
 * below what the card has used (`used`), or the card vanished between the check and the change.
 */
class LimitRefusedError extends Error {
  override readonly name = 'LimitRefusedError';
  constructor(readonly used: Money | undefined) {
    super('The card limit was not changed');
  }
}
