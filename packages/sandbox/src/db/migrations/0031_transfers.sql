-- Transfers between accounts and to other IBANs (issue 41 §1; sandbox-api.md, Transfers).
-- A transfer is an order the customer signed: who gave it, from which of their accounts, to
-- which IBAN, how much, when. Its money is two movements (one out of the payer's account, one into
-- the payee's when the IBAN is one of this bank's): the ledger's rules hold as they do for loans.
CREATE TABLE transfers (
  transfer_id       text PRIMARY KEY,
  person_id         text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  from_account_id   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  to_iban           text NOT NULL CHECK (to_iban ~ '^ES[0-9]{22}$'),
  -- The payee's account when the IBAN is one of this bank's: the one credited.
  to_account_id     text REFERENCES accounts (account_id) ON DELETE SET NULL,
  beneficiary_name  text NOT NULL CHECK (length(beneficiary_name) BETWEEN 1 AND 70),
  -- SEPA's remittance information holds 140 characters.
  concept           text NOT NULL CHECK (length(concept) BETWEEN 1 AND 140),
  amount_cents      bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents         bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  kind              text NOT NULL CHECK (kind IN ('ordinary', 'immediate')),
  execution_date    date NOT NULL,
  status            text NOT NULL CHECK (status IN ('completed', 'scheduled')),
  -- The bank's day it was ordered: the daily limit adds up the transfers of one such day.
  ordered_on        date NOT NULL,
  -- The client's key for this order: a retry, a double click or a second tab sends the same key,
  -- and the unique constraint lets exactly one of them in, whatever their timing.
  idempotency_key   text NOT NULL CHECK (idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- A digest of the order as sent, so that the same key with another order is told apart.
  request_digest    text NOT NULL,
  created_at        timestamptz NOT NULL,
  UNIQUE (person_id, idempotency_key)
);
CREATE INDEX transfers_by_person_day ON transfers (person_id, ordered_on);
CREATE INDEX transfers_by_account ON transfers (from_account_id, created_at DESC);

-- The payees a customer keeps, to send to again without typing the IBAN.
CREATE TABLE saved_beneficiaries (
  beneficiary_id text PRIMARY KEY,
  person_id      text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 70),
  iban           text NOT NULL CHECK (iban ~ '^ES[0-9]{22}$'),
  alias          text CHECK (length(alias) BETWEEN 1 AND 40),
  created_at     timestamptz NOT NULL,
  UNIQUE (person_id, iban)
);
