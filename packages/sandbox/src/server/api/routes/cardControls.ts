import type { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_ID_PATTERN, findCardKind, productKindOfId, readCardPin, setCardControls } from '../../../products';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { CUSTOMER_SIGNATURE_MESSAGE, requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

const cardIdSchema = z
  .string()
  .regex(PRODUCT_ID_PATTERN)
  .refine((id) => productKindOfId(id) === 'card');

const CONTROL_MESSAGE = 'onlinePayments y abroadPayments deben ser true o false.';

/** The body: one or both controls, each true or false, and nothing else. */
const cardControlsSchema = z
  .strictObject(
    {
      onlinePayments: z.boolean({ error: CONTROL_MESSAGE }).optional(),
      abroadPayments: z.boolean({ error: CONTROL_MESSAGE }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
          : 'El cuerpo debe ser { onlinePayments, abroadPayments }.',
    },
  )
  .refine((change) => change.onlinePayments !== undefined || change.abroadPayments !== undefined, {
    error: 'Indica onlinePayments, abroadPayments o los dos.',
  });

/**
 * A card's controls and its PIN (issue 42 §4; sandbox-api.md, Card controls):
 *
 * - `PUT /genoma_api/rest/cards/{cardId}/controls` (bearer and XSRF, JSON `{ onlinePayments?,
 *   abroadPayments? }`, one or both): turns the card's online purchases and its use abroad on or
 *   off, and answers `200 { id, controls }` with both as they are now. Turning a control off closes
 *   a door, as a block does, and needs no signature; an agent on the assisted channel may do it for
 *   the customer but never turn one on (`403 employee_not_allowed`), as with an unblock. A card id
 *   of no card's shape and another profile's card are `404 product_not_found`; any other body `400
 *   invalid_request`. A card with online purchases off refuses a shop's card payment (`409
 *   card_online_disabled` on its confirmation).
 * - `POST /genoma_api/rest/cards/{cardId}/pin` (bearer and XSRF, no body, a step-up ticket in
 *   `x-authentication-ticket`): answers `200 { pin }` (`no-store`, as every personal answer). No ticket is `403
 *   step_up_required`; an unknown, expired, spent or another session's ticket `401 invalid_ticket`;
 *   an agent `403 employee_not_allowed`, before any ticket is looked at. The ticket is spent only
 *   for a card the profile holds, so a mistyped address costs the customer no new code.
 */
export function registerCardControlsRoutes(api: Hono, ctx: ApiContext): void {
  api.put(API_PATHS.cardControls, requireBearer(ctx.db, ctx.now), async (c) => {
    const cardId = validate(cardIdSchema, c.req.param('cardId'));
    if (!cardId.ok) return sendError(c, 'product_not_found');
    const body = await readJsonBody(c);
    const input = body.ok ? validate(cardControlsSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const principal = c.get('principal');
    const turnsOn = input.data.onlinePayments === true || input.data.abroadPayments === true;
    if (turnsOn && principal.employeeId !== null) return sendError(c, 'employee_not_allowed', { message: CUSTOMER_SIGNATURE_MESSAGE });
    const controls = await setCardControls(ctx.db, principal.profileId, cardId.data, input.data);
    if (controls === undefined) return sendError(c, 'product_not_found');
    return sendJson(c, { id: cardId.data, controls });
  });

  api.post(API_PATHS.cardPin, requireBearer(ctx.db, ctx.now), requireCustomerSignature, async (c) => {
    const cardId = validate(cardIdSchema, c.req.param('cardId'));
    if (!cardId.ok) return sendError(c, 'product_not_found');
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    if ((await findCardKind(ctx.db, principal.profileId, cardId.data)) === undefined) return sendError(c, 'product_not_found');
    const nowMs = ctx.now();
    const pin = await ctx.db.transaction(async (tx) => {
      if (!(await spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs))) return undefined;
      return readCardPin(tx, principal.profileId, cardId.data);
    });
    if (pin === undefined) return sendError(c, 'invalid_ticket');
    return sendJson(c, { pin });
  });
}
