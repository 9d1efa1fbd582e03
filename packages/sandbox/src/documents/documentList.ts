import type { Queryable } from '../db';

/** The months of statements listed for each account: this one and the two before. */
export const LISTED_STATEMENT_MONTHS = 3;
/** The most receipts one call lists: the newest. */
export const MAX_LISTED_RECEIPTS = 50;
const CENTS_PER_EURO = 100;
const MONTHS_PER_YEAR = 12;

export interface StatementEntry {
  accountId: string;
  alias: string;
  /** `YYYY-MM`. */
  month: string;
  /** The month under way: its statement holds the movements up to today only. */
  current: boolean;
  /** Where the statement is downloaded (sandbox-api.md, Account statements). */
  path: string;
}

/** Where each kind of receipt is, before the operation's id. */
const RECEIPT_PATH_PREFIX = {
  transfer: '/genoma_api/rest/transfers',
  bill: '/genoma_api/rest/bills/payments',
  bizum: '/genoma_api/rest/bizum/payments',
} as const;

export interface ReceiptEntry {
  kind: 'transfer' | 'bill' | 'bizum';
  id: string;
  /** Who was paid: the payee of a transfer or a Bizum, the issuer of a bill. */
  counterpart: string;
  concept: string;
  amount: { amount: number; currency: 'EUR' };
  /** The bank day it was made, `YYYY-MM-DD`. */
  date: string;
  path: string;
}

/** The month `back` months before `YYYY-MM`. */
function monthBefore(month: string, back: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * MONTHS_PER_YEAR + (number - 1) - back;
  return `${Math.floor(index / MONTHS_PER_YEAR)}-${String((index % MONTHS_PER_YEAR) + 1).padStart(2, '0')}`;
}

/**
 * The statements a profile can download (issue 42 §3, Mi área's documents): for each of its
 * accounts, the current month and the ones before it, none before the account was opened.
 */
export async function listStatements(db: Queryable, profileId: string, currentMonth: string): Promise<StatementEntry[]> {
  const { rows } = await db.query<{ accountId: string; alias: string; openedMonth: string }>(
    `SELECT account_id AS "accountId", alias, to_char(opened_on, 'YYYY-MM') AS "openedMonth"
       FROM accounts WHERE profile_id = $1 ORDER BY position`,
    [profileId],
  );
  return rows.flatMap((account) =>
    Array.from({ length: LISTED_STATEMENT_MONTHS }, (_, back) => monthBefore(currentMonth, back))
      .filter((month) => month >= account.openedMonth)
      .map((month) => ({
        accountId: account.accountId,
        alias: account.alias,
        month,
        current: month === currentMonth,
        path: `/genoma_api/rest/products/${account.accountId}/statements/${month}`,
      })),
  );
}

/**
 * The receipts of the operations a profile's accounts paid, newest first: transfers, bills and
 * Bizum payments sent (their receipts are `…/transfers/{id}/receipt`, `…/bills/payments/{id}/receipt`
 * and `…/bizum/payments/{id}/receipt`).
 */
export async function listReceipts(db: Queryable, profileId: string): Promise<ReceiptEntry[]> {
  const { rows } = await db.query<{
    kind: ReceiptEntry['kind'];
    id: string;
    counterpart: string;
    concept: string;
    cents: string;
    date: string;
    createdAt: Date;
  }>(
    `SELECT * FROM (
       SELECT 'transfer' AS kind, t.transfer_id AS id, t.beneficiary_name AS counterpart, t.concept,
              t.amount_cents::text AS cents, to_char(t.execution_date, 'YYYY-MM-DD') AS date, t.created_at AS "createdAt"
         FROM transfers t JOIN accounts a ON a.account_id = t.from_account_id
        WHERE a.profile_id = $1
       UNION ALL
       SELECT 'bill', p.payment_id, i.name, b.concept, p.amount_cents::text, to_char(p.paid_on, 'YYYY-MM-DD'), p.created_at
         FROM bill_payments p
         JOIN accounts a ON a.account_id = p.from_account_id
         JOIN bills b ON b.bill_id = p.bill_id
         JOIN bill_issuers i ON i.issuer_code = b.issuer_code
        WHERE a.profile_id = $1
       UNION ALL
       SELECT 'bizum', p.payment_id, concat_ws(' ', c.name, NULLIF(c.first_surname, '')), p.concept, p.amount_cents::text,
              to_char(p.sent_on, 'YYYY-MM-DD'), p.created_at
         FROM bizum_payments p
         JOIN accounts a ON a.account_id = p.payer_account_id
         JOIN customers c ON c.person_id = p.payee_person_id
        WHERE a.profile_id = $1
     ) receipts
     ORDER BY "createdAt" DESC, id DESC
     LIMIT $2`,
    [profileId, MAX_LISTED_RECEIPTS],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    counterpart: row.counterpart,
    concept: row.concept,
    // Whole cents to euros only at the edge, as every amount the API answers.
    amount: { amount: Number(row.cents) / CENTS_PER_EURO, currency: 'EUR' },
    date: row.date,
    path: `${RECEIPT_PATH_PREFIX[row.kind]}/${encodeURIComponent(row.id)}/receipt`,
  }));
}
