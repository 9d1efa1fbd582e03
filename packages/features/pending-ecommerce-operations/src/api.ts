import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';
import { defineApiCall } from '@bank-shell/core/api';
import {
  PENDING_OPERATIONS_PATH,
  PENDING_OPERATION_TYPE,
  parsePendingOperationList,
  requestPendingOperations,
} from '@bank-shell/core/signed-in';
import type { PendingOperation, PendingSessionItems } from '@bank-shell/core/signed-in';

/**
 * The customer's pending card payments (type 76) not cancelled or put off in this session, oldest
 * first, except that the one the shell brought the customer here for (the session's current
 * e-commerce operation) comes first while it is still pending.
 */
export async function loadEcommerceOperations(
  http: HttpClient,
  items: Pick<PendingSessionItems, 'cancelledIds' | 'currentEcommerce'>,
): Promise<PendingOperation[]> {
  const answer = await requestPendingOperations(http);
  const cancelled = new Set(items.cancelledIds());
  const operations = parsePendingOperationList(answer).filter(
    (operation) => operation.type === PENDING_OPERATION_TYPE.ecommerce && !cancelled.has(operation.secProcessId),
  );
  const currentId = items.currentEcommerce()?.secProcessId;
  const current = operations.find((operation) => operation.secProcessId === currentId);
  return current ? [current, ...operations.filter((operation) => operation !== current)] : operations;
}

/** What the customer decides on the bank: the last segment of the decision's path. */
export type Decision = 'confirm' | 'reject';

/** How a decision ended: decided as asked, decided before (409), unknown to the bank (404), or not sent. */
export type DecisionOutcome = 'confirmed' | 'rejected' | 'decided' | 'notFound' | 'failed';

const DECIDED_STATUS = { confirm: 'confirmed', reject: 'rejected' } as const satisfies Record<Decision, DecisionOutcome>;
const HTTP_NOT_FOUND = 404;
const HTTP_CONFLICT = 409;
/** An id that is one plain path segment; the bank's are UUIDs. */
const PATH_SAFE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * `POST …/pending-operations/{secProcessId}/confirm` or `/reject` (the contract's endpoints): no
 * body; the API client adds the bearer and, on this state-changing call, the XSRF header. The bank
 * says the same 404 for an unknown, a malformed and another person's id: an id that is not one
 * plain path segment is told apart no more, and not sent.
 */
export async function sendDecision(http: HttpClient, secProcessId: string, decision: Decision): Promise<DecisionOutcome> {
  if (!PATH_SAFE_ID.test(secProcessId)) return 'notFound';
  const status = DECIDED_STATUS[decision];
  const call = defineApiCall({
    method: 'POST',
    path: `${PENDING_OPERATIONS_PATH}/${secProcessId}/${decision}`,
    response: v.object({ secProcessId: v.string(), status: v.picklist([status]) }),
  });
  try {
    await call(http);
    return status;
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_CONFLICT) return 'decided';
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return 'notFound';
    return 'failed';
  }
}
