import type { Hono } from 'hono';
import { z } from 'zod';
import { CARD_LIMIT_MAX_EUR, CARD_LIMIT_MIN_EUR, PRODUCT_ID_PATTERN, findCardKind, productKindOfId, setCardLimit } from '../../../products';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { requireBearer } from '../bearer';
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
 * exactly one changes the limit. Answers `200 { id, limit, availableBalance }`.
 */
export function registerCardLimitRoute(api: Hono, ctx: ApiContext): void {
  api.put(API_PATHS.cardLimit, requireBearer(ctx.db, ctx.now), async (c) => {
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
        // The card went away since it was read: nothing changes, and the ticket stays unspent.
        if (changed === undefined) throw new CardGoneError();
        return changed;
      })
      .catch((error: unknown) => {
        if (error instanceof CardGoneError) return 'product_not_found' as const;
        throw error;
      });
    if (typeof outcome === 'string') return sendError(c, outcome);
    return sendJson(c, { id: cardId.data, ...outcome });
  });
}

/** Rolls the transaction back when the card vanished between the check and the change. */
class CardGoneError extends Error {
  override readonly name = 'CardGoneError';
}
