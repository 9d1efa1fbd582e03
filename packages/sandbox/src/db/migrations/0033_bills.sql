-- Bills (issue 41 §3; sandbox-api.md, Bills): the customer's direct debits, and bills paid by their
-- issuer's code and reference.

-- A direct-debit mandate (domiciliación): an issuer charges one account of the customer's. One per
-- issuer and account; the issuer is named by its SEPA creditor identifier, the mandate by the
-- reference the issuer gave it.
CREATE TABLE direct_debit_mandates (
  mandate_id        text PRIMARY KEY,
  account_id        text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  issuer_name       text NOT NULL CHECK (length(issuer_name) BETWEEN 1 AND 70),
  -- What the issuer charges for ("luz", "fibra y móvil"): the rest of its charges' concept.
  service           text NOT NULL CHECK (length(service) BETWEEN 1 AND 70),
  -- SEPA's creditor identifier in Spain: ES, two check digits, a three-character business code, the NIF.
  creditor_id       text NOT NULL CHECK (creditor_id ~ '^ES[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{9}$'),
  -- SEPA's unique mandate reference holds 35 characters.
  mandate_reference text NOT NULL CHECK (length(mandate_reference) BETWEEN 1 AND 35),
  UNIQUE (account_id, creditor_id)
);

-- A charge of a mandate: the movement that took the money, and, once returned, the one that gave it
-- back. The amount and day are the movement's, kept here so that the window and the review read
-- one row, the one locked.
CREATE TABLE direct_debit_charges (
  charge_id              text PRIMARY KEY,
  mandate_id             text NOT NULL REFERENCES direct_debit_mandates (mandate_id) ON DELETE CASCADE,
  movement_id            text NOT NULL UNIQUE REFERENCES movements (movement_id) ON DELETE CASCADE,
  amount_cents           bigint NOT NULL CHECK (amount_cents > 0),
  charged_on             date NOT NULL,
  returned_at            timestamptz,
  return_movement_id     text UNIQUE REFERENCES movements (movement_id) ON DELETE SET NULL,
  -- The key of the signed return: a retry with it answers the same return.
  return_idempotency_key text CHECK (return_idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  CHECK ((returned_at IS NULL) = (return_idempotency_key IS NULL))
);
CREATE INDEX direct_debit_charges_by_mandate ON direct_debit_charges (mandate_id, charged_on DESC);

-- The issuers whose bills the bank collects by code and reference ("pago de recibos y tributos",
-- cuaderno 60 style): a town hall, the tax agency, the traffic authority.
CREATE TABLE bill_issuers (
  issuer_code text PRIMARY KEY CHECK (issuer_code ~ '^[0-9]{6}$'),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 70)
);

-- A bill an issuer has sent: anyone holding its code and reference may pay it, once.
CREATE TABLE bills (
  bill_id      text PRIMARY KEY,
  issuer_code  text NOT NULL REFERENCES bill_issuers (issuer_code) ON DELETE CASCADE,
  reference    text NOT NULL CHECK (reference ~ '^[0-9]{13}$'),
  concept      text NOT NULL CHECK (length(concept) BETWEEN 1 AND 100),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- The last day of the voluntary period: after it the bank may no longer collect the bill.
  due_on       date NOT NULL,
  paid_at      timestamptz,
  UNIQUE (issuer_code, reference)
);

-- A bill paid from a customer's account. One per bill: whoever pays it first, the unique
-- constraint lets exactly one payment in.
CREATE TABLE bill_payments (
  payment_id      text PRIMARY KEY,
  bill_id         text NOT NULL UNIQUE REFERENCES bills (bill_id) ON DELETE CASCADE,
  person_id       text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  from_account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  movement_id     text NOT NULL UNIQUE REFERENCES movements (movement_id) ON DELETE CASCADE,
  amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
  paid_on         date NOT NULL,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  request_digest  text NOT NULL,
  created_at      timestamptz NOT NULL,
  UNIQUE (person_id, idempotency_key)
);
