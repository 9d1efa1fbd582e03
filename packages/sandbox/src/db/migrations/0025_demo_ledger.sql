-- The bank's figures agree with each other (issue 38 §7; sandbox-api.md, The ledger). An
-- account's balance is its opening balance plus its movements; a credit card's used amount is its
-- opening used amount less its own movements (a purchase takes from the limit, a settlement gives
-- back). Both openings are stored, so that a check can add the movements up and compare.
ALTER TABLE accounts ADD COLUMN opening_balance_cents bigint;
ALTER TABLE cards ADD COLUMN opening_used_cents bigint;
-- A credit card's settlement from its account gives the card its limit back: it is not spending.
ALTER TABLE movements ADD COLUMN settlement boolean NOT NULL DEFAULT false;

-- Javier's "Depósito Naranja" was seeded as a savings account, with an IBAN and counted among his
-- accounts, while Lucía's deposit was a deposit: it becomes the deposit it is, unless a loan was
-- paid into it.
INSERT INTO deposits (deposit_id, profile_id, alias, balance_cents, currency, maturity_on, interest_rate_bp, position)
SELECT 'DEP-0002', a.profile_id, 'Depósito Naranja 24 meses', a.balance_cents, a.currency, (CURRENT_DATE + interval '11 months')::date, 200,
       (SELECT count(*) FROM deposits d WHERE d.profile_id = a.profile_id)
  FROM accounts a
 WHERE a.account_id = 'ACC-0007' AND a.alias = 'Depósito Naranja' AND a.balance_cents > 0
   AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.account_id = a.account_id)
   AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.deposit_id = 'DEP-0002')
ON CONFLICT DO NOTHING;
DELETE FROM accounts a WHERE a.account_id = 'ACC-0007' AND EXISTS (SELECT 1 FROM deposits d WHERE d.deposit_id = 'DEP-0002');

-- The template movements every demo product had (the same month for everyone, scaled to the
-- balance) give way to each customer's year, which the seeding writes next.
DELETE FROM movements WHERE movement_id ~ '^MOV-(ACC|CRD)-[0-9]{4}-[0-9]{2}$';

-- What the movements left do not explain was there before them.
UPDATE accounts a
   SET opening_balance_cents = a.balance_cents - COALESCE((SELECT SUM(m.amount_cents) FROM movements m WHERE m.account_id = a.account_id), 0);
UPDATE cards c
   SET opening_used_cents = c.credit_used_cents
                            + COALESCE((SELECT SUM(m.amount_cents) FROM movements m WHERE m.card_id = c.card_id AND m.account_id IS NULL), 0)
 WHERE c.kind = 'credit';

ALTER TABLE accounts ALTER COLUMN opening_balance_cents SET NOT NULL;
ALTER TABLE cards ADD CONSTRAINT cards_opening_used_credit_only CHECK ((kind = 'credit') = (opening_used_cents IS NOT NULL));
