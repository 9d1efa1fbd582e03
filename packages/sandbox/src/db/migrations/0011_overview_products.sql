-- What the overall position shows beyond balances (docs/design/overview-contract.md; sandbox-api.md, Product
-- details, Card block, Client extras): deposits, a card's state, limit and linked account, an
-- account's holders and opening day, the customer's inbox, personal managers, and the order of
-- logins. Plain PostgreSQL, as 0001. The demo rows of the new tables are seeded by the sandbox
-- (src/seed/demoOverview.ts) whenever a table is empty, so a database seeded before this migration
-- gets them at its next start; the new columns of existing rows are filled here.

-- Term deposits: money kept until a maturity day at a yearly rate, a product of one profile as
-- accounts and cards are. They have no movements.
CREATE TABLE deposits (
  deposit_id       text PRIMARY KEY CHECK (deposit_id ~ '^DEP-[0-9]{4,12}$'),
  profile_id       text NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  alias            text NOT NULL CHECK (length(alias) BETWEEN 1 AND 80),
  balance_cents    bigint NOT NULL CHECK (balance_cents > 0),
  currency         text NOT NULL CHECK (currency = 'EUR'),
  maturity_on      date NOT NULL,
  -- Hundredths of a percent a year: 225 is 2.25 %. Whole numbers, so that no float rounds a rate.
  interest_rate_bp integer NOT NULL CHECK (interest_rate_bp BETWEEN 0 AND 10000),
  position         integer NOT NULL
);
CREATE INDEX deposits_by_profile ON deposits (profile_id, position);

-- A card is active until its holder blocks it (one conditional UPDATE per block or unblock). A
-- credit card has a limit, a debit card none; a card draws on, or is settled from, one account.
ALTER TABLE cards
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  ADD COLUMN limit_cents bigint CHECK (limit_cents > 0),
  ADD COLUMN linked_account_id text REFERENCES accounts (account_id) ON DELETE SET NULL,
  ADD CONSTRAINT cards_limit_credit_only CHECK (kind = 'credit' OR limit_cents IS NULL);

-- Databases seeded before this migration: the demo credit cards' limits, and each demo card's
-- account when that account exists on the card's own profile.
UPDATE cards c SET limit_cents = seeded.limit_cents
  FROM (VALUES ('CRD-0002', 300000), ('CRD-0003', 1000000), ('CRD-0004', 3000000)) AS seeded (card_id, limit_cents)
 WHERE c.card_id = seeded.card_id AND c.kind = 'credit';
UPDATE cards c SET linked_account_id = a.account_id
  FROM (VALUES ('CRD-0001', 'ACC-0001'), ('CRD-0002', 'ACC-0001'), ('CRD-0003', 'ACC-0003'), ('CRD-0004', 'ACC-0005'),
               ('CRD-0005', 'ACC-0005'), ('CRD-0006', 'ACC-0008'), ('CRD-0007', 'ACC-0009')) AS seeded (card_id, account_id)
  JOIN accounts a ON a.account_id = seeded.account_id
 WHERE c.card_id = seeded.card_id AND a.profile_id = c.profile_id;

-- The day an account was opened. Accounts of a database seeded before this migration that are not
-- demo accounts take the day of the migration.
ALTER TABLE accounts ADD COLUMN opened_on date NOT NULL DEFAULT CURRENT_DATE;
UPDATE accounts a SET opened_on = seeded.opened_on::date
  FROM (VALUES ('ACC-0001', '2014-03-10'), ('ACC-0002', '2016-09-01'), ('ACC-0003', '2019-02-18'), ('ACC-0004', '2019-02-18'),
               ('ACC-0005', '2008-06-02'), ('ACC-0006', '2010-11-15'), ('ACC-0007', '2021-01-11'), ('ACC-0008', '2024-07-01'),
               ('ACC-0009', '2017-05-22')) AS seeded (account_id, opened_on)
 WHERE a.account_id = seeded.account_id;

-- An account's first holder is the customer whose profile holds it (their full name comes from
-- `customers`, so the two cannot disagree); a joint account lists its other holders here, in order.
CREATE TABLE account_co_holders (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  position   integer NOT NULL CHECK (position >= 1),
  full_name  text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
  PRIMARY KEY (account_id, position)
);

-- The customer's messages from the bank; the overall position shows how many are unread.
CREATE TABLE inbox_messages (
  message_id  text PRIMARY KEY,
  person_id   text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  subject     text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  received_at timestamptz NOT NULL,
  read_at     timestamptz,
  CHECK (read_at IS NULL OR read_at >= received_at)
);
CREATE INDEX inbox_messages_unread_by_person ON inbox_messages (person_id) WHERE read_at IS NULL;

-- The bank's personal managers, each looking after some affluent customers. The API shows a
-- customer's manager only while the customer is affluent (affluent_level above NO_AFLNT).
CREATE TABLE personal_managers (
  manager_id text PRIMARY KEY,
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- E.164, a Spanish number: +34 and nine digits.
  phone      text NOT NULL CHECK (phone ~ '^\+34[0-9]{9}$'),
  email      text NOT NULL CHECK (email ~ '^[^@[:space:]]+@[^@[:space:]]+$' AND length(email) <= 120),
  office     text NOT NULL CHECK (length(office) BETWEEN 1 AND 200)
);
ALTER TABLE customers ADD COLUMN personal_manager_id text REFERENCES personal_managers (manager_id) ON DELETE SET NULL;

-- The order in which sessions were opened, for "the previous login" of a person: two logins in the
-- same millisecond still have an order. Sessions opened before this migration are numbered in the
-- order the table holds them; their created_at orders them first anyway.
ALTER TABLE sessions ADD COLUMN login_seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX sessions_by_person ON sessions (person_id, created_at, login_seq);
