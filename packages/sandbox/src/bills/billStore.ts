import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { bankDayAt, euros, spanishEuros, type Money } from '../products';
import { clip, englishEurosOf } from './wording';

/** An issuer's code in "pago de recibos y tributos" (cuaderno 60 style): six digits. */
export const ISSUER_CODE_PATTERN = /^\d{6}$/;
/** A bill's reference: thirteen digits. */
export const BILL_REFERENCE_PATTERN = /^\d{13}$/;
/** A payment's id: `REC-`, the milliseconds it was made at, six hexadecimal digits. */
export const BILL_PAYMENT_ID_PATTERN = /^REC-\d{13}-[0-9A-F]{6}$/;
/** Random hexadecimal digits after a payment's time, so that two in one millisecond differ. */
const PAYMENT_ID_RANDOM_BYTES = 3;
/** Digits of an id's time: milliseconds since 1970 fit in 13 digits until the year 2286. */
const ID_TIME_DIGITS = 13;
/** The longest concept a movement holds (the movements table's check). */
const MAX_MOVEMENT_CONCEPT_LENGTH = 140;
/** Where the customer pays bills: the inbox message links there. */
const BILLS_LINK = '#/recibos';

/** A bill the bank can collect, as the look-up answers it (sandbox-api.md, Bills). */
export interface PayableBill {
  issuerCode: string;
  issuerName: string;
  reference: string;
  concept: string;
  amount: Money;
  /** The last day it may be paid at the bank, `YYYY-MM-DD`. */
  dueDate: string;
}

/** What a look-up of a code and reference comes to. */
export type BillLookup = { kind: 'payable'; bill: PayableBill } | BillRefusal;

/** Why a bill cannot be paid. */
export type BillRefusal = { kind: 'bill_not_found' } | { kind: 'already_paid' } | { kind: 'overdue'; dueDate: string };

/** A bill paid, as the API answers it: its receipt's fields. */
export interface BillPayment {
  paymentId: string;
  /** When it was paid, ISO 8601. */
  createdAt: string;
  paidOn: string;
  issuerCode: string;
  issuerName: string;
  reference: string;
  concept: string;
  amount: Money;
  dueDate: string;
  fromAccountId: string;
  fromIban: string;
}

/** A payment the customer signed: the bill, the account and the amount they reviewed. */
export interface BillOrder {
  personId: string;
  /** The bearer's profile: the account the money leaves must be one of its. */
  profileId: string;
  issuerCode: string;
  reference: string;
  fromAccountId: string;
  amountCents: number;
}

/** What a payment came to. */
export type PaymentOutcome =
  | { kind: 'paid'; payment: BillPayment }
  | { kind: 'replayed'; payment: BillPayment }
  | { kind: 'key_reused' }
  | { kind: 'invalid_ticket' }
  | PaymentRefusal;

/** Why a signed payment is not made. */
export type PaymentRefusal = BillRefusal | { kind: 'account_not_found' } | { kind: 'amount_mismatch' } | { kind: 'insufficient_funds' };

interface BillRow {
  billId: string;
  issuerCode: string;
  issuerName: string;
  reference: string;
  concept: string;
  amountCents: string | number;
  dueDate: string;
  paidAt: Date | null;
}

const BILL_COLUMNS = `
  b.bill_id AS "billId", b.issuer_code AS "issuerCode", i.name AS "issuerName", b.reference, b.concept,
  b.amount_cents AS "amountCents", to_char(b.due_on, 'YYYY-MM-DD') AS "dueDate", b.paid_at AS "paidAt"`;

/** A bill as it stands on the bank's day `today`: payable, paid already, or past its due day. */
function standing(row: BillRow, today: string): BillLookup {
  if (row.paidAt !== null) return { kind: 'already_paid' };
  if (today > row.dueDate) return { kind: 'overdue', dueDate: row.dueDate };
  return {
    kind: 'payable',
    bill: {
      issuerCode: row.issuerCode,
      issuerName: row.issuerName,
      reference: row.reference,
      concept: row.concept,
      amount: euros(row.amountCents),
      dueDate: row.dueDate,
    },
  };
}

/** The bill an issuer's code and reference name, as it stands at `nowMs`. Writes nothing. */
export async function lookUpBill(db: Queryable, issuerCode: string, reference: string, nowMs: number): Promise<BillLookup> {
  const { rows } = await db.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM bills b JOIN bill_issuers i ON i.issuer_code = b.issuer_code
      WHERE b.issuer_code = $1 AND b.reference = $2`,
    [issuerCode, reference],
  );
  const row = rows[0];
  return row === undefined ? { kind: 'bill_not_found' } : standing(row, bankDayAt(nowMs));
}

/**
 * What identifies a payment for its idempotency key: the same key with the same order is a retry,
 * with another order a mistake.
 */
export function billOrderDigest(order: BillOrder): string {
  return sha256Hex(JSON.stringify([order.issuerCode, order.reference, order.fromAccountId, order.amountCents]));
}

interface PaymentRow {
  paymentId: string;
  createdAt: Date;
  paidOn: string;
  issuerCode: string;
  issuerName: string;
  reference: string;
  concept: string;
  amountCents: string | number;
  dueDate: string;
  fromAccountId: string;
  fromIban: string;
  requestDigest: string;
}

const PAYMENT_COLUMNS = `
  p.payment_id AS "paymentId", p.created_at AS "createdAt", to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn", b.issuer_code AS "issuerCode",
  i.name AS "issuerName", b.reference, b.concept, p.amount_cents AS "amountCents", to_char(b.due_on, 'YYYY-MM-DD') AS "dueDate",
  p.from_account_id AS "fromAccountId", a.iban AS "fromIban", p.request_digest AS "requestDigest"`;

const PAYMENT_FROM = `
  bill_payments p JOIN bills b ON b.bill_id = p.bill_id JOIN bill_issuers i ON i.issuer_code = b.issuer_code
  JOIN accounts a ON a.account_id = p.from_account_id`;

function paymentOf(row: PaymentRow): BillPayment {
  return {
    paymentId: row.paymentId,
    createdAt: new Date(row.createdAt).toISOString(),
    paidOn: row.paidOn,
    issuerCode: row.issuerCode,
    issuerName: row.issuerName,
    reference: row.reference,
    concept: row.concept,
    amount: euros(row.amountCents),
    dueDate: row.dueDate,
    fromAccountId: row.fromAccountId,
    fromIban: row.fromIban,
  };
}

/**
 * Pays a bill the customer signed for (issue 41 §3), in the caller's transaction. The person's
 * customer row is locked first, so that one person's payments run one after another and a key is
 * read and used under that lock; then the bill's row, so that two customers (or two tabs) paying
 * one bill at once pay it once; then:
 *
 * - a key already used by the person answers the first payment (`replayed`) when the order is the
 *   same, `key_reused` when it is not, and spends no signature;
 * - otherwise the signature is spent (`spendSignature`, false: `invalid_ticket`); the bill must be
 *   unpaid and within its due day, the amount the customer reviewed the bill's, the account one of
 *   the bearer's profile with the money; then the account is debited with a movement "Pago recibo
 *   {emisor}: {concepto}", the bill marked paid and a message left in the customer's inbox. The
 *   unique bill of a payment is the last guard.
 *
 * A refusal returns before anything is written; the caller rolls back the spent signature.
 */
export async function payBill(
  tx: Queryable,
  order: BillOrder & { idempotencyKey: string },
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<PaymentOutcome> {
  await tx.query('SELECT 1 FROM customers WHERE person_id = $1 FOR UPDATE', [order.personId]);
  const digest = billOrderDigest(order);
  const earlier = await tx.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.person_id = $1 AND p.idempotency_key = $2`,
    [order.personId, order.idempotencyKey],
  );
  const first = earlier.rows[0];
  if (first !== undefined) return first.requestDigest === digest ? { kind: 'replayed', payment: paymentOf(first) } : { kind: 'key_reused' };
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };

  const bills = await tx.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM bills b JOIN bill_issuers i ON i.issuer_code = b.issuer_code
      WHERE b.issuer_code = $1 AND b.reference = $2 FOR UPDATE OF b`,
    [order.issuerCode, order.reference],
  );
  const bill = bills.rows[0];
  if (bill === undefined) return { kind: 'bill_not_found' };
  const today = bankDayAt(nowMs);
  const found = standing(bill, today);
  if (found.kind !== 'payable') return found;
  const amountCents = Number(bill.amountCents);
  if (order.amountCents !== amountCents) return { kind: 'amount_mismatch' };
  const accounts = await tx.query<{ balanceCents: string | number; alias: string; iban: string }>(
    'SELECT balance_cents AS "balanceCents", alias, iban FROM accounts WHERE account_id = $1 AND profile_id = $2 FOR UPDATE',
    [order.fromAccountId, order.profileId],
  );
  const account = accounts.rows[0];
  if (account === undefined) return { kind: 'account_not_found' };
  if (Number(account.balanceCents) < amountCents) return { kind: 'insufficient_funds' };

  const paymentId = `REC-${String(nowMs).padStart(ID_TIME_DIGITS, '0')}-${randomBytes(PAYMENT_ID_RANDOM_BYTES).toString('hex').toUpperCase()}`;
  const movementId = `MOV-${paymentId}`;
  const at = new Date(nowMs);
  // The balance was checked under the lock; the condition keeps a balance from going negative whatever happens.
  const debited = await tx.query(
    'UPDATE accounts SET balance_cents = balance_cents - $2 WHERE account_id = $1 AND balance_cents >= $2 RETURNING 1',
    [order.fromAccountId, amountCents],
  );
  if (debited.rows.length !== 1) throw new Error(`Bill payment ${paymentId}: the account ${order.fromAccountId} could not be debited`);
  await tx.query(
    `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`,
    [
      movementId,
      order.fromAccountId,
      today,
      clip(`Pago recibo ${bill.issuerName}: ${bill.concept}`, MAX_MOVEMENT_CONCEPT_LENGTH),
      -amountCents,
    ],
  );
  await tx.query('UPDATE bills SET paid_at = $2 WHERE bill_id = $1', [bill.billId, at]);
  await tx.query(
    `INSERT INTO bill_payments (payment_id, bill_id, person_id, from_account_id, movement_id, amount_cents, paid_on, idempotency_key,
                                request_digest, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10)`,
    [paymentId, bill.billId, order.personId, order.fromAccountId, movementId, amountCents, today, order.idempotencyKey, digest, at],
  );
  const amount = euros(amountCents);
  await leaveInboxMessage(tx, {
    messageId: `MSG-${paymentId}`,
    personId: order.personId,
    subject: `Recibo pagado: ${spanishEuros(amount)} a ${bill.issuerName}`,
    body: `Has pagado desde la cuenta ${account.alias} ···${account.iban.slice(-4)} el recibo de ${bill.issuerName} con referencia ${bill.reference}: ${bill.concept}.`,
    subjectEnGb: `Bill paid: ${englishEurosOf(amount)} to ${bill.issuerName}`,
    bodyEnGb: `You paid from your account ${account.alias} ···${account.iban.slice(-4)} the ${bill.issuerName} bill with reference ${bill.reference}: ${bill.concept}.`,
    link: BILLS_LINK,
    receivedAt: at,
  });
  const created = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.payment_id = $1`, [paymentId]);
  const row = created.rows[0];
  if (row === undefined) throw new Error(`Bill payment ${paymentId} was not stored`);
  return { kind: 'paid', payment: paymentOf(row) };
}

/** One payment made from a profile's account; undefined for another profile's or an unknown one. */
export async function findBillPayment(db: Queryable, profileId: string, paymentId: string): Promise<BillPayment | undefined> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.payment_id = $1 AND a.profile_id = $2`,
    [paymentId, profileId],
  );
  const row = rows[0];
  return row === undefined ? undefined : paymentOf(row);
}
