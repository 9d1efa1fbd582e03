-- Bizum (issue 41 §2; sandbox-api.md, Bizum): money sent to a phone number between customers of
-- the bank, and money asked for. Every euro is two movements, one out of the payer's account and
-- one into the payee's: the ledger's rules hold as they do for transfers.

-- Who uses Bizum: a customer's mobile phone, and the one account Bizum charges and credits.
CREATE TABLE bizum_registrations (
  person_id     text PRIMARY KEY REFERENCES customers (person_id) ON DELETE CASCADE,
  -- E.164, the customer's own mobile: a phone is one person's, so a payment finds one payee.
  phone         text NOT NULL UNIQUE CHECK (phone ~ '^\+34[67][0-9]{8}$'),
  account_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  registered_at timestamptz NOT NULL
);

-- Money asked of another customer's phone. It moves nothing by itself: the payee meets it as a
-- pending operation (features.md §4.1, type 94) and pays or declines it, once.
CREATE TABLE bizum_requests (
  request_id          text PRIMARY KEY CHECK (request_id ~ '^BZR-[0-9]{13}-[0-9A-F]{6}$'),
  requester_person_id text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  -- The account the payment goes into: the requester's Bizum account when asking.
  requester_account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  requester_phone     text NOT NULL CHECK (requester_phone ~ '^\+34[67][0-9]{8}$'),
  payee_person_id     text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  -- The phone as the requester named it: what the requester sees of the payee.
  payee_phone         text NOT NULL CHECK (payee_phone ~ '^\+34[67][0-9]{8}$'),
  -- Bizum's concept holds 35 characters.
  concept             text NOT NULL CHECK (length(concept) BETWEEN 1 AND 35),
  amount_cents        bigint NOT NULL CHECK (amount_cents > 0),
  status              text NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'expired', 'cancelled')),
  -- The payee's pending operation: deciding it decides the request, and the other way round.
  sec_process_id      uuid NOT NULL UNIQUE REFERENCES pending_operations (sec_process_id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL CHECK (idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  request_digest      text NOT NULL,
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL CHECK (expires_at > created_at),
  decided_at          timestamptz,
  UNIQUE (requester_person_id, idempotency_key),
  CHECK (requester_person_id <> payee_person_id),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX bizum_requests_by_requester ON bizum_requests (requester_person_id, created_at DESC);
CREATE INDEX bizum_requests_by_payee ON bizum_requests (payee_person_id, created_at DESC);
CREATE INDEX bizum_requests_pending_by_expiry ON bizum_requests (expires_at) WHERE status = 'pending';

-- Money sent: to a phone, or to meet a request.
CREATE TABLE bizum_payments (
  payment_id       text PRIMARY KEY CHECK (payment_id ~ '^BZM-[0-9]{13}-[0-9A-F]{6}$'),
  payer_person_id  text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  payer_account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- The two phones when it was sent: what each side's history shows of the other.
  payer_phone      text NOT NULL CHECK (payer_phone ~ '^\+34[67][0-9]{8}$'),
  payee_person_id  text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  payee_account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  payee_phone      text NOT NULL CHECK (payee_phone ~ '^\+34[67][0-9]{8}$'),
  concept          text NOT NULL CHECK (length(concept) BETWEEN 1 AND 35),
  amount_cents     bigint NOT NULL CHECK (amount_cents > 0),
  -- The bank's day it was sent: the daily and monthly limits add up the payments of such days.
  sent_on          date NOT NULL,
  -- The request it meets, if any: a request is paid once, whatever the timing of its payers.
  request_id       text UNIQUE REFERENCES bizum_requests (request_id) ON DELETE CASCADE,
  -- The client's key for a payment to a phone (a request is its own key): a retry, a double
  -- click or a second tab sends the same key, and the unique constraint lets one of them in.
  idempotency_key  text CHECK (idempotency_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  request_digest   text,
  created_at       timestamptz NOT NULL,
  UNIQUE (payer_person_id, idempotency_key),
  CHECK (payer_person_id <> payee_person_id),
  CHECK ((request_id IS NULL) = (idempotency_key IS NOT NULL)),
  CHECK ((idempotency_key IS NULL) = (request_digest IS NULL))
);
CREATE INDEX bizum_payments_by_payer_day ON bizum_payments (payer_person_id, sent_on);
CREATE INDEX bizum_payments_by_payer ON bizum_payments (payer_person_id, created_at DESC);
CREATE INDEX bizum_payments_by_payee ON bizum_payments (payee_person_id, created_at DESC);

-- Bizum is a feature of its own now (packages/features/bizum): the demo screen that stood in for
-- it leaves the catalogue, so the feature's package serves `#/bizum`.
DELETE FROM features WHERE feature_id = 'bizum' AND module = 'demo-section';
