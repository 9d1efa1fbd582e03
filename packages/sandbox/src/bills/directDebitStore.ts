import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { bankDayAt, euros, spanishEuros, type Money } from '../products';
import { clip, englishEurosOf, slashDay } from './wording';
import { isWithinReturnWindow, returnDeadline } from './returnWindow';

/** A charge's id: `CHG-` and its movement's id without `MOV-`, e.g. `CHG-ACC-0001-20260105-01`. */
export const CHARGE_ID_PATTERN = /^CHG-[A-Z]{3}-\d{4,12}-\d{8}-\d{2}$/;
/** The most charges a mandate lists: half a year of a monthly bill, newest first. */
export const MAX_LISTED_CHARGES = 6;
/** Random hexadecimal digits after a return's time, so that two in one millisecond differ. */
const RETURN_ID_RANDOM_BYTES = 3;
/** Digits of an id's time: milliseconds since 1970 fit in 13 digits until the year 2286. */
const ID_TIME_DIGITS = 13;
/** The longest concept a movement holds (the movements table's check). */
const MAX_MOVEMENT_CONCEPT_LENGTH = 140;
/** Where the customer sees their direct debits: the inbox message links there. */
const BILLS_LINK = '#/recibos';

/** One charge of a mandate, as the API answers it (sandbox-api.md, Bills). */
export interface DirectDebitCharge {
  chargeId: string;
  amount: Money;
  /** The day the money left, `YYYY-MM-DD`: the day of its movement. */
  chargedOn: string;
  returned: boolean;
  /** The bank's day it was returned, or null. */
  returnedOn: string | null;
  /** The last day it may be returned: eight weeks after the charge. */
  returnableUntil: string;
  /** Whether it may be returned today: not returned yet, and within the window. */
  returnable: boolean;
}

/** A direct-debit mandate of one of the profile's accounts, with its last charges. */
export interface DirectDebitMandate {
  mandateId: string;
  issuerName: string;
  service: string;
  creditorId: string;
  mandateReference: string;
  accountId: string;
  accountIban: string;
  accountAlias: string;
  /** Newest first, at most {@link MAX_LISTED_CHARGES}. */
  charges: DirectDebitCharge[];
}

/** A charge given back, as the API answers it: what the customer's receipt of it says. */
export interface DirectDebitReturn {
  /** `DEV-`, the milliseconds it was made at, six hexadecimal digits; its movement is `MOV-` and it. */
  returnId: string;
  chargeId: string;
  mandateId: string;
  issuerName: string;
  accountId: string;
  accountIban: string;
  amount: Money;
  chargedOn: string;
  returnedAt: string;
  returnedOn: string;
}

/** A return the customer signed: the charge, the amount they reviewed, the key that names the order. */
export interface ReturnOrder {
  personId: string;
  /** The bearer's profile: the charged account must be one of its. */
  profileId: string;
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** What a return came to. */
export type ReturnOutcome =
  | { kind: 'returned'; charge: DirectDebitReturn }
  | { kind: 'replayed'; charge: DirectDebitReturn }
  | { kind: 'invalid_ticket' }
  | ReturnRefusal;

/** Why a charge is not returned. */
export type ReturnRefusal =
  { kind: 'charge_not_found' } | { kind: 'already_returned' } | { kind: 'amount_mismatch' } | { kind: 'window_closed'; deadline: string };

interface MandateRow {
  mandateId: string;
  issuerName: string;
  service: string;
  creditorId: string;
  mandateReference: string;
  accountId: string;
  accountIban: string;
  accountAlias: string;
}

interface ChargeRow {
  chargeId: string;
  mandateId: string;
  amountCents: string | number;
  chargedOn: string;
  returnedAt: Date | null;
}

/**
 * The direct debits of one profile's accounts, and of no other: each mandate with its last
 * charges, whether each was returned, and until when it may be. The window is read on the bank's
 * day at `nowMs`.
 */
export async function listMandates(db: Queryable, profileId: string, nowMs: number): Promise<DirectDebitMandate[]> {
  const mandates = await db.query<MandateRow>(
    `SELECT m.mandate_id AS "mandateId", m.issuer_name AS "issuerName", m.service, m.creditor_id AS "creditorId",
            m.mandate_reference AS "mandateReference", a.account_id AS "accountId", a.iban AS "accountIban", a.alias AS "accountAlias"
       FROM direct_debit_mandates m JOIN accounts a ON a.account_id = m.account_id
      WHERE a.profile_id = $1
      ORDER BY m.issuer_name, a.position, m.mandate_id`,
    [profileId],
  );
  if (mandates.rows.length === 0) return [];
  const charges = await db.query<ChargeRow>(
    `SELECT "chargeId", "mandateId", "amountCents", "chargedOn", "returnedAt" FROM (
       SELECT c.charge_id AS "chargeId", c.mandate_id AS "mandateId", c.amount_cents AS "amountCents",
              to_char(c.charged_on, 'YYYY-MM-DD') AS "chargedOn", c.returned_at AS "returnedAt",
              row_number() OVER (PARTITION BY c.mandate_id ORDER BY c.charged_on DESC, c.charge_id DESC) AS position
         FROM direct_debit_charges c
        WHERE c.mandate_id = ANY($1::text[])) listed
      WHERE position <= $2
      ORDER BY "mandateId", "chargedOn" DESC, "chargeId" DESC`,
    [mandates.rows.map((row) => row.mandateId), MAX_LISTED_CHARGES],
  );
  const today = bankDayAt(nowMs);
  return mandates.rows.map((mandate) => ({
    ...mandate,
    charges: charges.rows.filter((charge) => charge.mandateId === mandate.mandateId).map((charge) => chargeOf(charge, today)),
  }));
}

function chargeOf(row: ChargeRow, today: string): DirectDebitCharge {
  const returned = row.returnedAt !== null;
  return {
    chargeId: row.chargeId,
    amount: euros(row.amountCents),
    chargedOn: row.chargedOn,
    returned,
    returnedOn: row.returnedAt === null ? null : bankDayAt(new Date(row.returnedAt).getTime()),
    returnableUntil: returnDeadline(row.chargedOn),
    returnable: !returned && isWithinReturnWindow(row.chargedOn, today),
  };
}

interface LockedChargeRow extends ChargeRow {
  issuerName: string;
  accountId: string;
  accountIban: string;
  accountAlias: string;
  returnIdempotencyKey: string | null;
  returnMovementId: string | null;
}

const returnOf = (row: LockedChargeRow): DirectDebitReturn => {
  const returnedAt = new Date(row.returnedAt ?? 0);
  return {
    returnId: (row.returnMovementId ?? '').replace(/^MOV-/, ''),
    chargeId: row.chargeId,
    mandateId: row.mandateId,
    issuerName: row.issuerName,
    accountId: row.accountId,
    accountIban: row.accountIban,
    amount: euros(row.amountCents),
    chargedOn: row.chargedOn,
    returnedAt: returnedAt.toISOString(),
    returnedOn: bankDayAt(returnedAt.getTime()),
  };
};

/**
 * Returns a charge the customer signed for (issue 41 §3), in the caller's transaction. The charge's
 * row is locked first, so copies of one return run one after another and exactly one gives the
 * money back; then:
 *
 * - a charge already returned answers that return (`replayed`) to the key that returned it, and
 *   `already_returned` to any other, spending no signature;
 * - otherwise the signature is spent (`spendSignature`, false: `invalid_ticket`), the amount the
 *   customer reviewed compared with the charge's and the eight weeks checked on the bank's day; then
 *   the account is credited with a movement "Devolución recibo {emisor}", the charge marked
 *   returned, and a message left in the customer's inbox.
 *
 * A refusal returns before anything is written; the caller rolls back the spent signature.
 */
export async function returnCharge(
  tx: Queryable,
  order: ReturnOrder,
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<ReturnOutcome> {
  const { rows } = await tx.query<LockedChargeRow>(
    `SELECT c.charge_id AS "chargeId", c.mandate_id AS "mandateId", c.amount_cents AS "amountCents",
            to_char(c.charged_on, 'YYYY-MM-DD') AS "chargedOn", c.returned_at AS "returnedAt",
            c.return_idempotency_key AS "returnIdempotencyKey", c.return_movement_id AS "returnMovementId",
            m.issuer_name AS "issuerName", a.account_id AS "accountId", a.iban AS "accountIban", a.alias AS "accountAlias"
       FROM direct_debit_charges c
       JOIN direct_debit_mandates m ON m.mandate_id = c.mandate_id
       JOIN accounts a ON a.account_id = m.account_id
      WHERE c.charge_id = $1 AND a.profile_id = $2
      FOR UPDATE OF c`,
    [order.chargeId, order.profileId],
  );
  const charge = rows[0];
  if (charge === undefined) return { kind: 'charge_not_found' };
  if (charge.returnedAt !== null) {
    return charge.returnIdempotencyKey === order.idempotencyKey
      ? { kind: 'replayed', charge: returnOf(charge) }
      : { kind: 'already_returned' };
  }
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };
  const amountCents = Number(charge.amountCents);
  if (order.amountCents !== amountCents) return { kind: 'amount_mismatch' };
  const today = bankDayAt(nowMs);
  if (!isWithinReturnWindow(charge.chargedOn, today)) return { kind: 'window_closed', deadline: returnDeadline(charge.chargedOn) };

  const returnId = `DEV-${String(nowMs).padStart(ID_TIME_DIGITS, '0')}-${randomBytes(RETURN_ID_RANDOM_BYTES).toString('hex').toUpperCase()}`;
  const movementId = `MOV-${returnId}`;
  const at = new Date(nowMs);
  await tx.query('UPDATE accounts SET balance_cents = balance_cents + $2 WHERE account_id = $1', [charge.accountId, amountCents]);
  await tx.query(
    `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`,
    [movementId, charge.accountId, today, clip(`Devolución recibo ${charge.issuerName}`, MAX_MOVEMENT_CONCEPT_LENGTH), amountCents],
  );
  await tx.query(
    `UPDATE direct_debit_charges SET returned_at = $2, return_movement_id = $3, return_idempotency_key = $4 WHERE charge_id = $1`,
    [charge.chargeId, at, movementId, order.idempotencyKey],
  );
  const returned: LockedChargeRow = { ...charge, returnedAt: at, returnMovementId: movementId, returnIdempotencyKey: order.idempotencyKey };
  await leaveReturnMessage(tx, order.personId, returned, returnId, at);
  return { kind: 'returned', charge: returnOf(returned) };
}

/** The message a return leaves in the customer's inbox (issue 41 §4), in the return's transaction. */
async function leaveReturnMessage(tx: Queryable, personId: string, charge: LockedChargeRow, returnId: string, at: Date): Promise<void> {
  const amount = euros(charge.amountCents);
  const day = slashDay(charge.chargedOn);
  const account = `${charge.accountAlias} ···${charge.accountIban.slice(-4)}`;
  await leaveInboxMessage(tx, {
    messageId: `MSG-${returnId}`,
    personId,
    subject: `Recibo devuelto: ${spanishEuros(amount)} de ${charge.issuerName}`,
    body:
      `Te hemos devuelto a la cuenta ${account} el recibo de ${charge.issuerName} cargado el ${day}. ` +
      `${charge.issuerName} puede volver a cobrártelo o reclamártelo por otra vía.`,
    subjectEnGb: `Direct debit returned: ${englishEurosOf(amount)} from ${charge.issuerName}`,
    bodyEnGb:
      `We have paid back to your account ${account} the ${charge.issuerName} direct debit charged on ${day}. ` +
      `${charge.issuerName} may charge it again or claim it another way.`,
    link: BILLS_LINK,
    receivedAt: at,
  });
}
