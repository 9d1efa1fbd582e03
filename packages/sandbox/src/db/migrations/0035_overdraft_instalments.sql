-- An overdraft split into instalments (issue 41 §5; sandbox-api.md, Overdraft instalments): the
-- bank lends the customer exactly what the account is overdrawn by, at a fixed rate over 3, 6 or
-- 12 months, and pays it into the account, which is back at zero. It is a loan like the others
-- (its schedule, TAE and withdrawal right follow from the same figures), told apart by its purpose.
ALTER TABLE loans
  ADD COLUMN purpose text NOT NULL DEFAULT 'personal' CHECK (purpose IN ('personal', 'overdraft_instalments'));

-- The signed order that made each such loan: the client's key for it, so that a retry, a double
-- click or a second tab makes one loan, and the account's balance once the money was in.
CREATE TABLE overdraft_instalment_plans (
  loan_id             text PRIMARY KEY REFERENCES loans (loan_id) ON DELETE CASCADE,
  person_id           text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  account_id          text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL CHECK (idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- A digest of the order as sent, so that the same key with another order is told apart.
  request_digest      text NOT NULL,
  balance_after_cents bigint NOT NULL,
  created_at          timestamptz NOT NULL,
  UNIQUE (person_id, idempotency_key)
);

-- Pablo, the overdrawn demo customer, keeps a little in a Cuenta Naranja: the money he can move to
-- cover part of the overdraft. A database seeded before gets it here (the seed's ledger then gives
-- it its year of movements); an empty one gets it from the seed, and nothing happens here.
INSERT INTO accounts (account_id, profile_id, alias, iban, account_type, balance_cents, opening_balance_cents, currency, position,
                      opened_on)
SELECT 'ACC-0012', p.profile_id, 'Cuenta Naranja', 'ES1114650100960050617291', 'savings', 20000, 20000, 'EUR', 1, DATE '2022-02-14'
  FROM profiles p
 WHERE p.profile_id = 'PRF-50617283-PERS'
   AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.account_id = 'ACC-0012' OR a.iban = 'ES1114650100960050617291');

-- The campaign-driven page (features.md §2.4) is a feature of its own now
-- (packages/features/digital-fallbacks): the demo screen that stood in for it leaves the
-- catalogue, so the feature's package serves `#/solution-selling-digital-fallbacks`.
DELETE FROM features WHERE feature_id = 'solution-selling-digital-fallbacks' AND module = 'demo-section';
