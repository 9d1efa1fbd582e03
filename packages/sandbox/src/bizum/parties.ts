import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { bankDayAt } from '../products';

/** Random hexadecimal digits after an id's time, so that two made in one millisecond differ. */
const ID_RANDOM_BYTES = 3;
/** Digits of an id's time: milliseconds since 1970 fit in 13 digits until the year 2286. */
const ID_TIME_DIGITS = 13;

/**
 * A new id: the prefix, the milliseconds it was made at, six hexadecimal digits. Ids sort in the
 * order they were made, and so do their movements' ids, by which an account orders one day's.
 */
export function newBizumId(prefix: 'BZM' | 'BZR', nowMs: number): string {
  return `${prefix}-${String(nowMs).padStart(ID_TIME_DIGITS, '0')}-${randomBytes(ID_RANDOM_BYTES).toString('hex').toUpperCase()}`;
}

/** A payment's id (`BZM-…`) and a request's (`BZR-…`), as {@link newBizumId} makes them. */
export const PAYMENT_ID_PATTERN = /^BZM-\d{13}-[0-9A-F]{6}$/;
export const REQUEST_ID_PATTERN = /^BZR-\d{13}-[0-9A-F]{6}$/;

/** A customer as Bizum knows them: registered, with their phone and the account Bizum uses. */
export interface Party {
  personId: string;
  phone: string;
  accountId: string;
  /** The profile that holds the account: only a bearer of that profile moves its money. */
  profileId: string;
  iban: string;
  balanceCents: number;
  /** Name and first surname, as Bizum shows a person: "Lucía Martínez". */
  name: string;
}

interface PartyRow extends Omit<Party, 'balanceCents'> {
  balanceCents: string | number;
}

const PARTY_SQL = `
  SELECT r.person_id AS "personId", r.phone, r.account_id AS "accountId", a.profile_id AS "profileId", a.iban,
         a.balance_cents AS "balanceCents", concat_ws(' ', c.name, NULLIF(c.first_surname, '')) AS name
    FROM bizum_registrations r
    JOIN accounts a ON a.account_id = r.account_id
    JOIN customers c ON c.person_id = r.person_id`;

const toParty = (row: PartyRow | undefined): Party | undefined =>
  row === undefined ? undefined : { ...row, balanceCents: Number(row.balanceCents) };

/** The person's Bizum registration; undefined when they do not use Bizum. */
export async function findPartyByPerson(db: Queryable, personId: string): Promise<Party | undefined> {
  const { rows } = await db.query<PartyRow>(`${PARTY_SQL} WHERE r.person_id = $1`, [personId]);
  return toParty(rows[0]);
}

/** Who uses Bizum with this phone (E.164); undefined when nobody does. */
export async function findPartyByPhone(db: Queryable, phone: string): Promise<Party | undefined> {
  const { rows } = await db.query<PartyRow>(`${PARTY_SQL} WHERE r.phone = $1`, [phone]);
  return toParty(rows[0]);
}

/** A person's name as Bizum shows it, registered or not. */
export async function nameOf(db: Queryable, personId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT concat_ws(' ', name, NULLIF(first_surname, '')) AS name FROM customers WHERE person_id = $1`,
    [personId],
  );
  return rows[0]?.name ?? '';
}

/** Locks the person's customer row: one person's Bizum operations run one after another. */
export async function lockPerson(tx: Queryable, personId: string): Promise<void> {
  await tx.query('SELECT 1 FROM customers WHERE person_id = $1 FOR UPDATE', [personId]);
}

/** Locks accounts in one order (by id), so that two customers paying each other at once cannot deadlock. */
export async function lockAccounts(tx: Queryable, accountIds: readonly string[]): Promise<void> {
  await tx.query('SELECT 1 FROM accounts WHERE account_id = ANY($1::text[]) ORDER BY account_id FOR UPDATE', [[...accountIds]]);
}

/** What the person has sent by Bizum on the bank's day of `nowMs` and in its calendar month, in cents. */
export async function sentSoFar(db: Queryable, personId: string, nowMs: number): Promise<{ todayCents: number; thisMonthCents: number }> {
  const today = bankDayAt(nowMs);
  const { rows } = await db.query<{ today: string | number; month: string | number }>(
    `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE sent_on = $2::date), 0) AS today,
            COALESCE(SUM(amount_cents), 0) AS month
       FROM bizum_payments
      WHERE payer_person_id = $1 AND sent_on >= date_trunc('month', $2::date)::date AND sent_on <= $2::date`,
    [personId, today],
  );
  return { todayCents: Number(rows[0]?.today ?? 0), thisMonthCents: Number(rows[0]?.month ?? 0) };
}

/** `YYYY-MM-DD` as a Spanish or British letter writes it: `07/01/2027`. */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}
