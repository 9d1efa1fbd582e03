import type { Queryable } from '../src/db';

/**
 * The rules the bank's figures keep with each other (issue 38 §7), each a query for what breaks
 * it, in words a failing test can show:
 * - an account's balance is its opening balance plus its movements;
 * - a credit card's used amount is its opening used amount less its own movements;
 * - a debit card's payment is a movement of the account it draws on, and a credit card's is the
 *   card's alone;
 * - no movement is of nothing;
 * - a loan's amount was paid into its account, as one movement of that amount;
 * - a credit card's settlement was taken from its account, the same day and amount.
 */
const BREACHES_SQL = `
  SELECT 'account ' || a.account_id || ': balance ' || a.balance_cents || ' is not its opening ' || a.opening_balance_cents
         || ' plus its movements ' || COALESCE(moved.cents, 0) AS breach
    FROM accounts a
    LEFT JOIN (SELECT account_id, SUM(amount_cents) AS cents FROM movements WHERE account_id IS NOT NULL GROUP BY account_id) moved
           ON moved.account_id = a.account_id
   WHERE a.balance_cents <> a.opening_balance_cents + COALESCE(moved.cents, 0)
  UNION ALL
  SELECT 'card ' || c.card_id || ': used ' || c.credit_used_cents || ' is not its opening ' || c.opening_used_cents
         || ' less its movements ' || COALESCE(moved.cents, 0)
    FROM cards c
    LEFT JOIN (SELECT card_id, SUM(amount_cents) AS cents FROM movements WHERE account_id IS NULL GROUP BY card_id) moved
           ON moved.card_id = c.card_id
   WHERE c.kind = 'credit' AND c.credit_used_cents <> c.opening_used_cents - COALESCE(moved.cents, 0)
  UNION ALL
  SELECT 'movement ' || m.movement_id || ': a debit card''s payment not drawn on the card''s account'
    FROM movements m JOIN cards c ON c.card_id = m.card_id
   WHERE c.kind = 'debit' AND m.account_id IS DISTINCT FROM c.linked_account_id
  UNION ALL
  SELECT 'movement ' || m.movement_id || ': a credit card''s payment on an account'
    FROM movements m JOIN cards c ON c.card_id = m.card_id
   WHERE c.kind = 'credit' AND m.account_id IS NOT NULL
  UNION ALL
  SELECT 'movement ' || m.movement_id || ': of nothing' FROM movements m WHERE m.amount_cents = 0
  UNION ALL
  SELECT 'loan ' || l.loan_id || ': its amount was not paid into ' || l.account_id
    FROM loans l
   WHERE NOT EXISTS (SELECT 1 FROM movements m
                  WHERE m.movement_id = 'MOV-' || l.loan_id AND m.account_id = l.account_id AND m.amount_cents = l.amount_cents)
  UNION ALL
  SELECT 'movement ' || m.movement_id || ': a settlement its account did not pay'
    FROM movements m JOIN cards c ON c.card_id = m.card_id
   WHERE m.settlement AND m.account_id IS NULL
     AND NOT EXISTS (SELECT 1 FROM movements x
                      WHERE x.account_id = c.linked_account_id AND x.card_id IS NULL AND x.booked_on = m.booked_on
                        AND x.amount_cents = -m.amount_cents)`;

/** What breaks the ledger's rules now, in words; empty when the figures agree. */
export async function moneyInvariantBreaches(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ breach: string }>(BREACHES_SQL);
  return rows.map((row) => row.breach);
}

/**
 * What the bank's customers are worth together, in cents: their accounts and deposits, less what
 * their credit cards have used and what they owe on loans. Only money that leaves the bank (a
 * purchase) or enters it (a salary) changes it; a loan, a transfer or a settlement does not.
 */
export async function customersNetWorthCents(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ cents: string }>(
    `SELECT ((SELECT COALESCE(SUM(balance_cents), 0) FROM accounts)
             + (SELECT COALESCE(SUM(balance_cents), 0) FROM deposits)
             - (SELECT COALESCE(SUM(credit_used_cents), 0) FROM cards)
             - (SELECT COALESCE(SUM(amount_cents), 0) FROM loans))::text AS cents`,
  );
  return Number(rows[0]?.cents ?? Number.NaN);
}
