import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';
import type { CardControls } from './api';

/*
 * The calls of a card's controls and PIN (issue 42 §4), with what reading their refusals needs.
 * Only the card page's own chunk (`cardExtras.ts`) imports this module, and it imports nothing of
 * the feature's entry: a module both shared would become a third file that the entry, whose
 * stylesheet module awaits at its top level, must load before it runs (one request deeper before
 * the balances, issue 42 §6). Hence its own copies of three small helpers of `api.ts`.
 */

/** An id that can be put in a path as it is. */
const PATH_SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** The header a signed call carries its step-up ticket in (docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
const HTTP_NOT_FOUND = 404;

/** One of the controls the customer switches on and off. */
export type CardControl = keyof CardControls;

const cardControlsChangeSchema = v.object({
  id: v.string(),
  controls: v.object({ onlinePayments: v.boolean(), abroadPayments: v.boolean() }),
});

/**
 * `PUT /genoma_api/rest/cards/{cardId}/controls` with the controls to change (one or both; the API
 * client adds the bearer and the XSRF header). Resolves with both controls as the bank has them now.
 *
 * @throws `HttpError` (404 product_not_found, 400 invalid_request, 403 employee_not_allowed when an
 *   assisted-channel agent turns one on), `NetworkError`
 */
export async function changeCardControls(http: HttpClient, cardId: string, change: Partial<CardControls>): Promise<CardControls> {
  if (!PATH_SAFE_ID.test(cardId)) throw new RangeError('Not a card id');
  const { body } = await http.request(`/genoma_api/rest/cards/${cardId}/controls`, {
    method: 'PUT',
    json: change,
    parse: (answer) => v.parse(cardControlsChangeSchema, answer),
  });
  return body.controls;
}

const cardPinSchema = v.object({ pin: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')) });

/**
 * `POST /genoma_api/rest/cards/{cardId}/pin` with the step-up's ticket in `x-authentication-ticket`
 * and no body: the card's PIN, which the caller shows for a moment and keeps nowhere (the bank
 * answers it `no-store`, and a POST is never cached).
 *
 * @throws `HttpError` (403 step_up_required or employee_not_allowed, 401 invalid_ticket, 404), `NetworkError`
 */
export async function revealCardPin(http: HttpClient, cardId: string, ticket: string): Promise<string> {
  if (!PATH_SAFE_ID.test(cardId)) throw new RangeError('Not a card id');
  const { body } = await http.request(`/genoma_api/rest/cards/${cardId}/pin`, {
    method: 'POST',
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket },
    parse: (answer) => v.parse(cardPinSchema, answer),
  });
  return body.pin;
}

/**
 * Why the bank refused a call: `notFound` for a 404 (an unknown card, or another profile's), else
 * the bank's error code (`{ error }`), or null when it sent none or the call never reached it.
 */
export function refusalCodeOf(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status === HTTP_NOT_FOUND) return 'notFound';
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : null;
}
