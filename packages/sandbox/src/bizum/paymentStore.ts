import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { bankDayAt, euros, type Money } from '../products';
import { limitRefusal, limitsOf, type BizumLimits } from './limits';
import { leavePaymentMessages } from './messages';
import { findPartyByPerson, findPartyByPhone, lockAccounts, lockPerson, newBizumId, sentSoFar, type Party } from './parties';
import { maskedPhone, spacedPhone } from './phone';

/** The longest concept a movement holds (the movements table's check). */
const MAX_MOVEMENT_CONCEPT_LENGTH = 140;

/** A Bizum the customer sends to a phone, already read: the phone in E.164, the amount in cents. */
export interface PaymentOrder {
  personId: string;
  /** The bearer's profile: the account the money leaves must be one of its. */
  profileId: string;
  phone: string;
  amountCents: number;
  concept: string;
}

/** Why a Bizum is not sent (or a request not paid, or not made). */
export type BizumRefusal =
  | { kind: 'invalid'; message: string }
  | { kind: 'not_registered' }
  | { kind: 'account_not_found' }
  | { kind: 'phone_not_registered' }
  | { kind: 'over_limit'; message: string }
  | { kind: 'insufficient_funds' };

/** What the review shows before the customer signs. Nothing is written. */
export interface PaymentReview {
  /** The payee's phone as the bank read it, E.164. No name: a name for a phone is told only once money moves. */
  phone: string;
  concept: string;
  amount: Money;
  /** The account the money leaves: the customer's Bizum account. */
  fromAccountId: string;
  limits: BizumLimits;
}

/** A Bizum as the API answers it (sandbox-api.md, Bizum), from the point of view of one side. */
export interface BizumPayment {
  paymentId: string;
  createdAt: string;
  direction: 'sent' | 'received';
  /**
   * The other side: their name, and their phone, spaced when the customer sent to it (they
   * typed it), masked when it sent to them.
   */
  counterpart: { name: string; phone: string };
  amount: Money;
  concept: string;
  /** The request it met, if any. */
  requestId: string | null;
}

/** The payer and payee of a payment about to be made, once the bank has looked at it. */
export interface ResolvedPayment {
  payer: Party;
  payee: Party;
}

/**
 * Looks at a payment as the bank would before it is signed: the payer's Bizum account (of the
 * bearer's profile), the payee's phone, the limits and the balance. Read-only; inside an
 * execution, the caller holds the locks.
 */
export async function resolvePayment(
  db: Queryable,
  { personId, profileId, payee: payeeOf, amountCents }: { personId: string; profileId: string; payee: Party | string; amountCents: number },
  nowMs: number,
): Promise<ResolvedPayment | BizumRefusal> {
  const payer = await findPartyByPerson(db, personId);
  if (payer === undefined) return { kind: 'not_registered' };
  if (payer.profileId !== profileId) return { kind: 'account_not_found' };
  const payee = typeof payeeOf === 'string' ? await findPartyByPhone(db, payeeOf) : payeeOf;
  if (payee === undefined) return { kind: 'phone_not_registered' };
  if (payee.personId === personId) return { kind: 'invalid', message: 'No puedes enviarte un Bizum a ti mismo.' };
  const overLimit = limitRefusal(amountCents, await sentSoFar(db, personId, nowMs));
  if (overLimit !== undefined) return { kind: 'over_limit', message: overLimit };
  if (payer.balanceCents < amountCents) return { kind: 'insufficient_funds' };
  return { payer, payee };
}

export function isRefusal<T extends object>(value: T | BizumRefusal): value is BizumRefusal {
  return 'kind' in value;
}

/** The review of a payment: every figure the customer checks before signing, or why it cannot go. Writes nothing. */
export async function reviewPayment(
  db: Queryable,
  order: PaymentOrder,
  nowMs: number,
): Promise<{ kind: 'reviewed'; review: PaymentReview } | BizumRefusal> {
  const resolved = await resolvePayment(db, { ...order, payee: order.phone }, nowMs);
  if (isRefusal(resolved)) return resolved;
  return {
    kind: 'reviewed',
    review: {
      phone: resolved.payee.phone,
      concept: order.concept,
      amount: euros(order.amountCents),
      fromAccountId: resolved.payer.accountId,
      limits: await limitsOf(db, order.personId, nowMs),
    },
  };
}

/** What identifies a payment for its idempotency key: the same key with another payment is a mistake. */
export function paymentDigest(order: PaymentOrder): string {
  return sha256Hex(JSON.stringify([order.phone, order.amountCents, order.concept]));
}

/** One side's movement text, as the demo ledger writes Bizum: "Bizum a Javier Ortega: Cena". */
const movementConcept = (direction: 'a' | 'de', name: string, concept: string) =>
  Array.from(`Bizum ${direction} ${name}: ${concept}`).slice(0, MAX_MOVEMENT_CONCEPT_LENGTH).join('');

/**
 * Books a payment the caller has checked under its locks (the payer's person, both accounts): the
 * payment row, the payer's account debited and the payee's credited, a movement in each, and a
 * message for each. The debit's condition keeps a balance from going below zero whatever happens.
 */
export async function bookPayment(
  tx: Queryable,
  {
    payer,
    payee,
    amountCents,
    concept,
    requestId,
    idempotency,
  }: {
    payer: Party;
    payee: Party;
    amountCents: number;
    concept: string;
    requestId: string | null;
    idempotency: { key: string; digest: string } | null;
  },
  nowMs: number,
): Promise<string> {
  const paymentId = newBizumId('BZM', nowMs);
  const today = bankDayAt(nowMs);
  const at = new Date(nowMs);
  await tx.query(
    `INSERT INTO bizum_payments (payment_id, payer_person_id, payer_account_id, payer_phone, payee_person_id, payee_account_id,
                                 payee_phone, concept, amount_cents, sent_on, request_id, idempotency_key, request_digest, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14)`,
    [
      paymentId,
      payer.personId,
      payer.accountId,
      payer.phone,
      payee.personId,
      payee.accountId,
      payee.phone,
      concept,
      amountCents,
      today,
      requestId,
      idempotency?.key ?? null,
      idempotency?.digest ?? null,
      at,
    ],
  );
  const debited = await tx.query(
    'UPDATE accounts SET balance_cents = balance_cents - $2 WHERE account_id = $1 AND balance_cents >= $2 RETURNING 1',
    [payer.accountId, amountCents],
  );
  if (debited.rows.length !== 1) throw new Error(`Bizum ${paymentId}: the account ${payer.accountId} could not be debited`);
  await tx.query('UPDATE accounts SET balance_cents = balance_cents + $2 WHERE account_id = $1', [payee.accountId, amountCents]);
  const movement = `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`;
  await tx.query(movement, [`MOV-${paymentId}-OUT`, payer.accountId, today, movementConcept('a', payee.name, concept), -amountCents]);
  await tx.query(movement, [`MOV-${paymentId}-IN`, payee.accountId, today, movementConcept('de', payer.name, concept), amountCents]);
  await leavePaymentMessages(tx, {
    paymentId,
    payer: { personId: payer.personId, name: payer.name },
    payee: { personId: payee.personId, name: payee.name, phone: payee.phone },
    amountCents,
    concept,
    forRequest: requestId !== null,
    at,
  });
  return paymentId;
}

/** What sending a Bizum came to. */
export type PaymentOutcome =
  | { kind: 'sent'; payment: BizumPayment }
  | { kind: 'replayed'; payment: BizumPayment }
  | { kind: 'key_reused' }
  | { kind: 'invalid_ticket' }
  | BizumRefusal;

/**
 * Sends a signed Bizum in the caller's transaction (issue 41 §2). The payer's customer row is
 * locked first, so one person's payments run one after another: the idempotency key, the limits
 * and the balance are each read and acted on under that lock, never raced. Then:
 *
 * - a key already used by the person answers the first payment (`replayed`) when the order is the
 *   same, `key_reused` when it is not, and spends no signature;
 * - otherwise the signature is spent (`spendSignature`, false: `invalid_ticket`), both accounts
 *   locked, the payment checked again and booked. The unique key is the last guard.
 *
 * A refusal returns before anything is written; the caller rolls back the spent signature.
 */
export async function sendPayment(
  tx: Queryable,
  order: PaymentOrder & { idempotencyKey: string },
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<PaymentOutcome> {
  await lockPerson(tx, order.personId);
  const digest = paymentDigest(order);
  const earlier = await tx.query<{ paymentId: string; requestDigest: string }>(
    'SELECT payment_id AS "paymentId", request_digest AS "requestDigest" FROM bizum_payments WHERE payer_person_id = $1 AND idempotency_key = $2',
    [order.personId, order.idempotencyKey],
  );
  const first = earlier.rows[0];
  if (first !== undefined) {
    if (first.requestDigest !== digest) return { kind: 'key_reused' };
    return { kind: 'replayed', payment: await paymentOf(tx, order.personId, first.paymentId) };
  }
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };
  const unlocked = await resolvePayment(tx, { ...order, payee: order.phone }, nowMs);
  if (isRefusal(unlocked)) return unlocked;
  await lockAccounts(tx, [unlocked.payer.accountId, unlocked.payee.accountId]);
  // Read again under the accounts' locks: the balance checked is the one debited.
  const resolved = await resolvePayment(tx, { ...order, payee: order.phone }, nowMs);
  if (isRefusal(resolved)) return resolved;
  const paymentId = await bookPayment(
    tx,
    {
      ...resolved,
      amountCents: order.amountCents,
      concept: order.concept,
      requestId: null,
      idempotency: { key: order.idempotencyKey, digest },
    },
    nowMs,
  );
  return { kind: 'sent', payment: await paymentOf(tx, order.personId, paymentId) };
}

interface PaymentRow {
  paymentId: string;
  createdAt: Date;
  direction: 'sent' | 'received';
  name: string;
  phone: string;
  amountCents: string | number;
  concept: string;
  requestId: string | null;
}

/** A payment's columns from the point of view of person `$1`: the other side's name and phone. */
const PAYMENT_SQL = `
  SELECT p.payment_id AS "paymentId", p.created_at AS "createdAt",
         CASE WHEN p.payer_person_id = $1 THEN 'sent' ELSE 'received' END AS direction,
         concat_ws(' ', c.name, NULLIF(c.first_surname, '')) AS name,
         CASE WHEN p.payer_person_id = $1 THEN p.payee_phone ELSE p.payer_phone END AS phone,
         p.amount_cents AS "amountCents", p.concept, p.request_id AS "requestId"
    FROM bizum_payments p
    JOIN customers c ON c.person_id = CASE WHEN p.payer_person_id = $1 THEN p.payee_person_id ELSE p.payer_person_id END`;

function toPayment(row: PaymentRow): BizumPayment {
  return {
    paymentId: row.paymentId,
    createdAt: new Date(row.createdAt).toISOString(),
    direction: row.direction,
    counterpart: { name: row.name, phone: row.direction === 'sent' ? spacedPhone(row.phone) : maskedPhone(row.phone) },
    amount: euros(row.amountCents),
    concept: row.concept,
    requestId: row.requestId,
  };
}

/** One payment, as the person (its payer or payee) sees it; undefined for anyone else's, or none. */
export async function findPayment(db: Queryable, personId: string, paymentId: string): Promise<BizumPayment | undefined> {
  const { rows } = await db.query<PaymentRow>(
    `${PAYMENT_SQL} WHERE p.payment_id = $2 AND (p.payer_person_id = $1 OR p.payee_person_id = $1)`,
    [personId, paymentId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toPayment(row);
}

/** One payment the person has just made or met, as they see it. */
export async function paymentOf(db: Queryable, personId: string, paymentId: string): Promise<BizumPayment> {
  const payment = await findPayment(db, personId, paymentId);
  if (payment === undefined) throw new Error(`Bizum ${paymentId} is not ${personId}'s`);
  return payment;
}

/** The person's payments, sent and received, newest first. */
export async function listPayments(db: Queryable, personId: string, limit: number): Promise<BizumPayment[]> {
  const { rows } = await db.query<PaymentRow>(
    `${PAYMENT_SQL} WHERE p.payer_person_id = $1 OR p.payee_person_id = $1 ORDER BY p.created_at DESC, p.payment_id DESC LIMIT $2`,
    [personId, limit],
  );
  return rows.map(toPayment);
}
