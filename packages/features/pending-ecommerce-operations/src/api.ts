import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';
import {
  PENDING_OPERATIONS_PATH,
  PENDING_OPERATION_TYPE,
  parsePendingOperationList,
  requestPendingOperations,
} from '@bank-shell/core/signed-in';
import type { PendingOperation, PendingSessionItems } from '@bank-shell/core/signed-in';

/**
 * The customer's pending card payments (type 76), oldest first, except that the one the shell
 * brought the customer here for (the session's current e-commerce operation) comes first while it
 * is still pending, and those put off in this session come last: the check no longer leads the
 * customer here for them, but they wait at the bank, and the header's badge counts them (issue 42
 * §4), so the page the badge leads to shows them.
 */
export async function loadEcommerceOperations(
  http: HttpClient,
  items: Pick<PendingSessionItems, 'cancelledIds' | 'currentEcommerce'>,
): Promise<PendingOperation[]> {
  const answer = await requestPendingOperations(http);
  const putOff = new Set(items.cancelledIds());
  const operations = parsePendingOperationList(answer).filter((operation) => operation.type === PENDING_OPERATION_TYPE.ecommerce);
  const currentId = items.currentEcommerce()?.secProcessId;
  const rank = (operation: PendingOperation) => (operation.secProcessId === currentId ? 0 : putOff.has(operation.secProcessId) ? 2 : 1);
  // A stable sort: within each rank, the bank's order.
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** What the customer decides on the bank: the last segment of the decision's path. */
export type Decision = 'confirm' | 'reject';

/**
 * How a decision ended: decided as asked, decided before (409), unknown to the bank (404), a
 * signature the bank did not take (401, 403), a payment it could not make (409: the card is
 * blocked, its online purchases are off, its use abroad is off for a shop abroad, or there is not
 * enough money), or not sent.
 */
export type DecisionOutcome =
  | 'confirmed'
  | 'rejected'
  | 'decided'
  | 'notFound'
  | 'ticketRejected'
  | 'cardBlocked'
  | 'cardOnlineDisabled'
  | 'cardAbroadDisabled'
  | 'insufficientFunds'
  | 'failed';

const DECIDED_STATUS = { confirm: 'confirmed', reject: 'rejected' } as const satisfies Record<Decision, DecisionOutcome>;
const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_NOT_FOUND = 404;
const HTTP_CONFLICT = 409;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
/** The bank's 409 codes of a card payment it could not make (sandbox-api.md, Pending operations). */
const PAYMENT_REFUSALS: Readonly<Record<string, DecisionOutcome>> = {
  card_blocked: 'cardBlocked',
  // The customer turned the card's online purchases off on its page (issue 42 §4).
  card_online_disabled: 'cardOnlineDisabled',
  // …or its use abroad, and the shop is abroad.
  card_abroad_disabled: 'cardAbroadDisabled',
  insufficient_funds: 'insufficientFunds',
};

/** The bank's error code of a refused call (`{ error }`), when it sent one. */
function bankErrorCode(error: HttpError): string | null {
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : null;
}
/** An id that is one plain path segment; the bank's are UUIDs. */
const PATH_SAFE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * `POST …/pending-operations/{secProcessId}/confirm` or `/reject` (the contract's endpoints): no
 * body; the API client adds the bearer and, on this state-changing call, the XSRF header; a
 * confirmation carries the step-up's ticket, the customer's signature (issue 38 §1). The bank says
 * the same 404 for an unknown, a malformed and another person's id: an id that is not one plain
 * path segment is told apart no more, and not sent.
 */
export async function sendDecision(http: HttpClient, secProcessId: string, decision: Decision, ticket?: string): Promise<DecisionOutcome> {
  if (!PATH_SAFE_ID.test(secProcessId)) return 'notFound';
  const status = DECIDED_STATUS[decision];
  try {
    await http.request(`${PENDING_OPERATIONS_PATH}/${secProcessId}/${decision}`, {
      method: 'POST',
      ...(ticket === undefined ? {} : { headers: { [AUTHENTICATION_TICKET_HEADER]: ticket } }),
      parse: (answer) => v.parse(v.object({ secProcessId: v.string(), status: v.picklist([status]) }), answer),
    });
    return status;
  } catch (error) {
    if (!(error instanceof HttpError)) return 'failed';
    if (error.status === HTTP_CONFLICT) return PAYMENT_REFUSALS[bankErrorCode(error) ?? ''] ?? 'decided';
    if (error.status === HTTP_NOT_FOUND) return 'notFound';
    if (error.status === HTTP_UNAUTHORIZED || error.status === HTTP_FORBIDDEN) return 'ticketRejected';
    return 'failed';
  }
}

/** A card's id: one plain path segment, as the bank's are (`CRD-0007`). */
const CARD_ID = /^CRD-\d{4,12}$/;

/**
 * `POST /genoma_api/rest/cards/{cardId}/block` (sandbox-api.md, Card block): the customer does not
 * recognise a payment they rejected, and stops the card at once. No signature: blocking protects.
 * Whether the card is blocked now.
 */
export async function blockCard(http: HttpClient, cardId: string): Promise<boolean> {
  if (!CARD_ID.test(cardId)) return false;
  try {
    const { body } = await http.request(`/genoma_api/rest/cards/${cardId}/block`, {
      method: 'POST',
      parse: (answer) => v.parse(v.object({ id: v.string(), status: v.picklist(['blocked']) }), answer),
    });
    return body.status === 'blocked';
  } catch {
    return false;
  }
}
