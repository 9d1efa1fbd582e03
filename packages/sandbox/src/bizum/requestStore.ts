import { MS_PER_S } from '../clock';
import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { createPendingOperation, decidePendingOperation, SEC_PROCESS_ID_PATTERN, type Decision } from '../pendingOperations';
import { euros, spanishEuros, type Money } from '../products';
import { amountRefusal, REQUEST_LIFETIME_DAYS } from './limits';
import { leaveEndingMessages, leaveRequestMessages, type RequestEnding } from './messages';
import { findPartyByPerson, findPartyByPhone, lockAccounts, lockPerson, nameOf, newBizumId } from './parties';
import { bookPayment, isRefusal, paymentOf, resolvePayment, type BizumPayment, type BizumRefusal } from './paymentStore';
import { maskedPhone, spacedPhone } from './phone';

const S_PER_DAY = 86_400;

/**
 * The pending-operation type a request reaches its payee as (features.md §4.1): 94, "Bizum id
 * other registers", confirmed in the native app (channel 86) as the seeded Bizum operations are.
 */
export const BIZUM_REQUEST_OPERATION_TYPE = '94';
/** The app's channel (features.md §9): the browser's check leaves validation types to it. */
const APP_CHANNEL_CODE = 86;

/** Money a customer asks of a phone, already read: the phone in E.164, the amount in cents. */
export interface RequestOrder {
  personId: string;
  /** The bearer's profile: the account the money will go into must be one of its. */
  profileId: string;
  phone: string;
  amountCents: number;
  concept: string;
}

/** Where a request stands. */
export type RequestStatus = 'pending' | 'paid' | RequestEnding;

/** A request as the API answers it (sandbox-api.md, Bizum), from the point of view of one side. */
export interface BizumRequest {
  requestId: string;
  createdAt: string;
  /** When it expires if nobody pays or declines it. */
  expiresAt: string;
  /** `sent`: the customer asked; `received`: the customer is asked. */
  direction: 'sent' | 'received';
  /**
   * The other side. The requester sees the phone they asked, spaced, and a name only once it is
   * paid (a name for a phone is told only once money moves); the payee sees who asks and their
   * phone, masked.
   */
  counterpart: { name: string | null; phone: string };
  amount: Money;
  concept: string;
  status: RequestStatus;
  /** The payment that met it, once paid. */
  paymentId: string | null;
}

interface RequestRow {
  requestId: string;
  requesterPersonId: string;
  requesterPhone: string;
  payeePersonId: string;
  payeePhone: string;
  concept: string;
  amountCents: string | number;
  status: RequestStatus;
  secProcessId: string;
  requestDigest: string;
  expiresAt: Date;
}

const REQUEST_COLUMNS = `
  r.request_id AS "requestId", r.requester_person_id AS "requesterPersonId", r.requester_phone AS "requesterPhone",
  r.payee_person_id AS "payeePersonId", r.payee_phone AS "payeePhone", r.concept, r.amount_cents AS "amountCents", r.status,
  r.sec_process_id::text AS "secProcessId", r.request_digest AS "requestDigest", r.expires_at AS "expiresAt"`;

/** Requests matching `where`, locked in one order (by id), so that two callers locking several cannot deadlock. */
async function lockRequests(tx: Queryable, where: string, values: unknown[]): Promise<RequestRow[]> {
  const { rows } = await tx.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM bizum_requests r WHERE ${where} ORDER BY r.request_id FOR UPDATE`,
    values,
  );
  return rows;
}

/**
 * Ends a pending request without a payment, under its lock: its status, its operation rejected
 * when still pending, and the messages that tell both sides.
 */
async function endRequest(tx: Queryable, request: RequestRow, ending: RequestEnding, at: Date): Promise<void> {
  await tx.query("UPDATE bizum_requests SET status = $2, decided_at = $3 WHERE request_id = $1 AND status = 'pending'", [
    request.requestId,
    ending,
    at,
  ]);
  await tx.query("UPDATE pending_operations SET status = 'rejected', decided_at = $2 WHERE sec_process_id = $1 AND status = 'pending'", [
    request.secProcessId,
    at,
  ]);
  await leaveEndingMessages(tx, {
    requestId: request.requestId,
    ending,
    requester: { personId: request.requesterPersonId, name: await nameOf(tx, request.requesterPersonId) },
    payee: { personId: request.payeePersonId, phone: request.payeePhone },
    amountCents: Number(request.amountCents),
    concept: request.concept,
    at,
  });
}

const isExpired = (request: RequestRow, nowMs: number) => new Date(request.expiresAt).getTime() <= nowMs;

/**
 * Brings the person's pending requests up to date, before they are listed or acted on: one past
 * its 30 days expires (and its operation leaves the payee's list), and one whose operation was
 * decided by other means (the test-only clean slate) is declined. Lazily, so no timer is needed.
 */
export async function syncRequests(tx: Queryable, personId: string, nowMs: number): Promise<void> {
  const at = new Date(nowMs);
  const stale = await lockRequests(
    tx,
    `r.status = 'pending' AND (r.requester_person_id = $1 OR r.payee_person_id = $1)
     AND (r.expires_at <= $2 OR EXISTS (SELECT 1 FROM pending_operations o WHERE o.sec_process_id = r.sec_process_id AND o.status <> 'pending'))`,
    [personId, at],
  );
  for (const request of stale) await endRequest(tx, request, isExpired(request, nowMs) ? 'expired' : 'declined', at);
}

/** The requests made by or to the person still pending, cancelled: the person no longer uses Bizum. */
export async function cancelRequestsOf(tx: Queryable, personId: string, at: Date): Promise<void> {
  const pending = await lockRequests(tx, "r.status = 'pending' AND (r.requester_person_id = $1 OR r.payee_person_id = $1)", [personId]);
  for (const request of pending) await endRequest(tx, request, 'cancelled', at);
}

interface ListedRow {
  requestId: string;
  createdAt: Date;
  expiresAt: Date;
  direction: 'sent' | 'received';
  requesterName: string;
  payeeName: string;
  requesterPhone: string;
  payeePhone: string;
  amountCents: string | number;
  concept: string;
  status: RequestStatus;
  paymentId: string | null;
}

/** A request's columns from the point of view of person `$1`. */
const LISTED_SQL = `
  SELECT r.request_id AS "requestId", r.created_at AS "createdAt", r.expires_at AS "expiresAt",
         CASE WHEN r.requester_person_id = $1 THEN 'sent' ELSE 'received' END AS direction,
         concat_ws(' ', rc.name, NULLIF(rc.first_surname, '')) AS "requesterName",
         concat_ws(' ', pc.name, NULLIF(pc.first_surname, '')) AS "payeeName",
         r.requester_phone AS "requesterPhone", r.payee_phone AS "payeePhone", r.amount_cents AS "amountCents", r.concept, r.status,
         p.payment_id AS "paymentId"
    FROM bizum_requests r
    JOIN customers rc ON rc.person_id = r.requester_person_id
    JOIN customers pc ON pc.person_id = r.payee_person_id
    LEFT JOIN bizum_payments p ON p.request_id = r.request_id`;

function toRequest(row: ListedRow): BizumRequest {
  const sent = row.direction === 'sent';
  return {
    requestId: row.requestId,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    direction: row.direction,
    counterpart: sent
      ? { name: row.status === 'paid' ? row.payeeName : null, phone: spacedPhone(row.payeePhone) }
      : { name: row.requesterName, phone: maskedPhone(row.requesterPhone) },
    amount: euros(row.amountCents),
    concept: row.concept,
    status: row.status,
    paymentId: row.paymentId,
  };
}

/** One request, as the person (who asked, or who is asked) sees it. */
export async function requestOf(db: Queryable, personId: string, requestId: string): Promise<BizumRequest> {
  const { rows } = await db.query<ListedRow>(
    `${LISTED_SQL} WHERE r.request_id = $2 AND (r.requester_person_id = $1 OR r.payee_person_id = $1)`,
    [personId, requestId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`Bizum request ${requestId} is not ${personId}'s`);
  return toRequest(row);
}

/** The person's requests, made and received, newest first. */
export async function listRequests(db: Queryable, personId: string, limit: number): Promise<BizumRequest[]> {
  const { rows } = await db.query<ListedRow>(
    `${LISTED_SQL} WHERE r.requester_person_id = $1 OR r.payee_person_id = $1 ORDER BY r.created_at DESC, r.request_id DESC LIMIT $2`,
    [personId, limit],
  );
  return rows.map(toRequest);
}

/** What identifies a request for its idempotency key: the same key with another request is a mistake. */
export function requestDigest(order: RequestOrder): string {
  return sha256Hex(JSON.stringify([order.phone, order.amountCents, order.concept]));
}

/** What asking for money came to. */
export type RequestOutcome =
  { kind: 'created'; request: BizumRequest } | { kind: 'replayed'; request: BizumRequest } | { kind: 'key_reused' } | BizumRefusal;

/**
 * Asks a phone for money (issue 41 §2), in the caller's transaction, under the requester's lock:
 * a key already used answers the first request or `key_reused`; else the requester's Bizum account
 * (of the bearer's profile), the payee's phone and the amount are checked, and the payee gets a
 * pending operation of type 94 on the app's channel with the request. Nothing moves: no signature.
 */
export async function createRequest(
  tx: Queryable,
  order: RequestOrder & { idempotencyKey: string },
  nowMs: number,
): Promise<RequestOutcome> {
  await lockPerson(tx, order.personId);
  const digest = requestDigest(order);
  const earlier = await tx.query<{ requestId: string; requestDigest: string }>(
    'SELECT request_id AS "requestId", request_digest AS "requestDigest" FROM bizum_requests WHERE requester_person_id = $1 AND idempotency_key = $2',
    [order.personId, order.idempotencyKey],
  );
  const first = earlier.rows[0];
  if (first !== undefined) {
    if (first.requestDigest !== digest) return { kind: 'key_reused' };
    return { kind: 'replayed', request: await requestOf(tx, order.personId, first.requestId) };
  }
  const requester = await findPartyByPerson(tx, order.personId);
  if (requester === undefined) return { kind: 'not_registered' };
  if (requester.profileId !== order.profileId) return { kind: 'account_not_found' };
  const payee = await findPartyByPhone(tx, order.phone);
  if (payee === undefined) return { kind: 'phone_not_registered' };
  if (payee.personId === order.personId) return { kind: 'invalid', message: 'No puedes pedirte dinero a ti mismo.' };
  const overLimit = amountRefusal(order.amountCents);
  if (overLimit !== undefined) return { kind: 'over_limit', message: overLimit };

  const requestId = newBizumId('BZR', nowMs);
  const at = new Date(nowMs);
  const expiresAt = new Date(nowMs + REQUEST_LIFETIME_DAYS * S_PER_DAY * MS_PER_S);
  const operation = await createPendingOperation(
    tx,
    {
      personId: payee.personId,
      type: BIZUM_REQUEST_OPERATION_TYPE,
      channelCode: APP_CHANNEL_CODE,
      description: `${requester.name} te pide ${spanishEuros(euros(order.amountCents))} por Bizum: ${order.concept}`,
    },
    nowMs,
  );
  await tx.query(
    `INSERT INTO bizum_requests (request_id, requester_person_id, requester_account_id, requester_phone, payee_person_id, payee_phone,
                                 concept, amount_cents, status, sec_process_id, idempotency_key, request_digest, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13)`,
    [
      requestId,
      requester.personId,
      requester.accountId,
      requester.phone,
      payee.personId,
      payee.phone,
      order.concept,
      order.amountCents,
      operation.secProcessId,
      order.idempotencyKey,
      digest,
      at,
      expiresAt,
    ],
  );
  await leaveRequestMessages(tx, {
    requestId,
    requester: { personId: requester.personId, name: requester.name },
    payee: { personId: payee.personId, phone: payee.phone },
    amountCents: order.amountCents,
    concept: order.concept,
    expiresAt,
    at,
  });
  return { kind: 'created', request: await requestOf(tx, order.personId, requestId) };
}

/** What meeting a request came to: paid, found closed (paid, declined, expired, cancelled), or refused. */
type Meeting = { kind: 'paid'; paymentId: string } | { kind: 'closed' } | BizumRefusal;

/**
 * Pays a pending request its payee holds the lock of (theirs first, then the request's): its
 * operation confirmed, the money moved to the requester's Bizum account as a payment of the
 * request, the request paid. A request past its days expires instead, and one whose operation was
 * decided by other means is declined; both are `closed`. A refusal returns before anything is
 * written but the operation's decision, which the caller rolls back with the rest.
 */
async function meetRequest(tx: Queryable, request: RequestRow, profileId: string, nowMs: number): Promise<Meeting> {
  const at = new Date(nowMs);
  if (request.status !== 'pending') return { kind: 'closed' };
  if (isExpired(request, nowMs)) {
    await endRequest(tx, request, 'expired', at);
    return { kind: 'closed' };
  }
  const requester = await findPartyByPerson(tx, request.requesterPersonId);
  if (requester === undefined) {
    // Not reached while deregistering cancels the person's requests; a request nobody can be paid for ends.
    await endRequest(tx, request, 'cancelled', at);
    return { kind: 'closed' };
  }
  const decided = await decidePendingOperation(
    tx,
    { secProcessId: request.secProcessId, personId: request.payeePersonId, decision: 'confirmed' },
    nowMs,
  );
  if (decided !== 'confirmed') {
    await endRequest(tx, request, 'declined', at);
    return { kind: 'closed' };
  }
  const payment = { personId: request.payeePersonId, profileId, payee: requester, amountCents: Number(request.amountCents) };
  const unlocked = await resolvePayment(tx, payment, nowMs);
  if (isRefusal(unlocked)) return unlocked;
  await lockAccounts(tx, [unlocked.payer.accountId, unlocked.payee.accountId]);
  // Read again under the accounts' locks: the balance checked is the one debited.
  const resolved = await resolvePayment(tx, payment, nowMs);
  if (isRefusal(resolved)) return resolved;
  const paymentId = await bookPayment(
    tx,
    { ...resolved, amountCents: Number(request.amountCents), concept: request.concept, requestId: request.requestId, idempotency: null },
    nowMs,
  );
  await tx.query("UPDATE bizum_requests SET status = 'paid', decided_at = $2 WHERE request_id = $1", [request.requestId, at]);
  return { kind: 'paid', paymentId };
}

/** What paying a request came to. */
export type RequestPaymentOutcome =
  | { kind: 'paid'; payment: BizumPayment }
  | { kind: 'replayed'; payment: BizumPayment }
  | { kind: 'not_found' }
  | { kind: 'closed' }
  | { kind: 'invalid_ticket' }
  | BizumRefusal;

/**
 * Pays a request the person received (issue 41 §2: "Solicitudes recibidas", review and signature),
 * in the caller's transaction: under the person's lock and the request's, one already paid by
 * them answers that payment (`replayed`) and spends no signature, so concurrent copies pay once;
 * one closed is `closed`; otherwise the signature is spent and the request met (its pending
 * operation confirmed with it, so it never shows twice). Another person's request is `not_found`.
 */
export async function payRequest(
  tx: Queryable,
  { personId, profileId, requestId }: { personId: string; profileId: string; requestId: string },
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<RequestPaymentOutcome> {
  await lockPerson(tx, personId);
  const [request] = await lockRequests(tx, 'r.request_id = $1 AND r.payee_person_id = $2', [requestId, personId]);
  if (request === undefined) return { kind: 'not_found' };
  if (request.status === 'paid') {
    const { rows } = await tx.query<{ paymentId: string }>('SELECT payment_id AS "paymentId" FROM bizum_payments WHERE request_id = $1', [
      requestId,
    ]);
    const paid = rows[0];
    return paid === undefined ? { kind: 'closed' } : { kind: 'replayed', payment: await paymentOf(tx, personId, paid.paymentId) };
  }
  if (request.status !== 'pending') return { kind: 'closed' };
  // Closing one that ran out spends no signature: the customer signs only what can be paid.
  const operation = await tx.query<{ status: string }>('SELECT status FROM pending_operations WHERE sec_process_id = $1', [
    request.secProcessId,
  ]);
  const payable = !isExpired(request, nowMs) && operation.rows[0]?.status === 'pending';
  if (payable && !(await spendSignature())) return { kind: 'invalid_ticket' };
  const met = await meetRequest(tx, request, profileId, nowMs);
  return met.kind === 'paid' ? { kind: 'paid', payment: await paymentOf(tx, personId, met.paymentId) } : met;
}

/** What declining a request came to. */
export type DeclineOutcome = { kind: 'declined'; request: BizumRequest } | { kind: 'not_found' } | { kind: 'closed' };

/** Declines a request the person received, in the caller's transaction: its operation rejected with it. */
export async function declineRequest(
  tx: Queryable,
  { personId, requestId }: { personId: string; requestId: string },
  nowMs: number,
): Promise<DeclineOutcome> {
  await lockPerson(tx, personId);
  const [request] = await lockRequests(tx, 'r.request_id = $1 AND r.payee_person_id = $2', [requestId, personId]);
  if (request === undefined) return { kind: 'not_found' };
  if (request.status !== 'pending') return { kind: 'closed' };
  const at = new Date(nowMs);
  if (isExpired(request, nowMs)) {
    await endRequest(tx, request, 'expired', at);
    return { kind: 'closed' };
  }
  await endRequest(tx, request, 'declined', at);
  return { kind: 'declined', request: await requestOf(tx, personId, requestId) };
}

/** What deciding a request's pending operation came to, when the operation is a request's. */
export type OperationDecision = Decision | 'decided' | BizumRefusal;

/**
 * Decides the pending operation of a Bizum request the way the request is decided (features.md
 * §4.1, issue 41 §2), in the caller's transaction: confirming it, as the app does once its
 * validation passes, pays the request exactly once; rejecting it declines the request. The
 * operation's payee's lock first, then the request's, then the operation's, as everywhere else.
 * @returns undefined when the operation is no request's (the caller decides it as any other)
 */
export async function decideRequestOperation(
  tx: Queryable,
  { secProcessId, personId, profileId, decision }: { secProcessId: string; personId: string; profileId: string; decision: Decision },
  nowMs: number,
): Promise<OperationDecision | undefined> {
  if (!SEC_PROCESS_ID_PATTERN.test(secProcessId)) return undefined;
  await lockPerson(tx, personId);
  const [request] = await lockRequests(tx, 'r.sec_process_id = $1::uuid AND r.payee_person_id = $2', [
    secProcessId.toLowerCase(),
    personId,
  ]);
  if (request === undefined) return undefined;
  if (request.status !== 'pending') return 'decided';
  if (decision === 'confirmed') {
    const met = await meetRequest(tx, request, profileId, nowMs);
    return met.kind === 'paid' ? 'confirmed' : met.kind === 'closed' ? 'decided' : met;
  }
  const at = new Date(nowMs);
  if (isExpired(request, nowMs)) {
    await endRequest(tx, request, 'expired', at);
    return 'decided';
  }
  const decided = await decidePendingOperation(tx, { secProcessId: request.secProcessId, personId, decision: 'rejected' }, nowMs);
  await endRequest(tx, request, 'declined', at);
  return decided === 'rejected' ? 'rejected' : 'decided';
}
