import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, Locale } from '@bank-shell/core';
import { defineApiCall } from '@bank-shell/core/api';
import { PENDING_OPERATION_TYPE, parsePendingOperationList } from '@bank-shell/core/signed-in';
import type { PendingOperation, PendingSessionItems } from '@bank-shell/core/signed-in';

/** The customer's pending operations, oldest first (features.md §7; .scratch/pending-contract.md). */
export const PENDING_OPERATIONS_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';

const getPendingOperations = defineApiCall({
  method: 'GET',
  path: PENDING_OPERATIONS_PATH,
  // Operations come and go at the bank at any moment: always asked afresh, never from the cache.
  cache: { useCache: false },
  // Each entry is checked by core's parser, which leaves out one it cannot read without hiding the others.
  response: v.object({ pendingOperations: v.array(v.unknown()) }),
});

/**
 * The customer's pending card payments (type 76) not cancelled or put off in this session, oldest
 * first, except that the one the shell brought the customer here for (the session's current
 * e-commerce operation) comes first while it is still pending.
 */
export async function loadEcommerceOperations(
  http: HttpClient,
  items: Pick<PendingSessionItems, 'cancelledIds' | 'currentEcommerce'>,
): Promise<PendingOperation[]> {
  const { pendingOperations } = await getPendingOperations(http);
  const cancelled = new Set(items.cancelledIds());
  const operations = parsePendingOperationList({ pendingOperations }).filter(
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

/**
 * `'2026-11-26T10:15:00.000Z', 'es-ES'` → `26 de noviembre de 2026 a las 11:15` in Madrid;
 * `'en-GB'` → `26 November 2026 at 11:15`: when the payment was made, on the customer's clock.
 * Null for a time that cannot be read.
 */
export function formatOperationTime(isoTime: string, locale: Locale): string | null {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
