-- The rest of features.md §7's calls, whose shapes the spec leaves to the bank (sandbox-api.md,
-- Bank data): constants by resource, the customer due-diligence review, the investment funds'
-- returns, pension plans waiting for a contribution, commercial proposals, and the devices the
-- fraud-prevention fingerprint knows.

-- Values the app reads by resource name (`GET …/constants?resources=card-campaigns`).
CREATE TABLE bank_constants (
  resource text PRIMARY KEY CHECK (resource ~ '^[a-z0-9-]{1,40}$'),
  value    jsonb NOT NULL
);

-- Know-your-customer reviews (customer due diligence, "CDD"): one per person.
CREATE TABLE cdd_reviews (
  person_id         text PRIMARY KEY REFERENCES customers (person_id) ON DELETE CASCADE,
  risk_level        text NOT NULL CHECK (risk_level IN ('low', 'medium', 'high')),
  last_review_on    date NOT NULL,
  next_review_on    date NOT NULL CHECK (next_review_on > last_review_on),
  pending_documents jsonb NOT NULL DEFAULT '[]'
);

-- The bank's investment funds and their returns, in percent.
CREATE TABLE funds (
  isin           text PRIMARY KEY CHECK (isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  category       text NOT NULL CHECK (length(category) BETWEEN 1 AND 60),
  risk_level     smallint NOT NULL CHECK (risk_level BETWEEN 1 AND 7),
  return_ytd     numeric(6, 2) NOT NULL,
  return_1y      numeric(6, 2) NOT NULL,
  return_3y      numeric(6, 2) NOT NULL
);

-- A customer's pension plans with a contribution still to make this year.
CREATE TABLE pension_plan_inputs (
  plan_id        text PRIMARY KEY,
  person_id      text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  pending_cents  bigint NOT NULL CHECK (pending_cents > 0),
  deadline_on    date NOT NULL
);

-- Commercial proposals an adviser has prepared for a customer.
CREATE TABLE proposals (
  proposal_id  text PRIMARY KEY,
  person_id    text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  product      text NOT NULL CHECK (length(product) BETWEEN 1 AND 60),
  amount_cents bigint CHECK (amount_cents > 0),
  valid_until  date NOT NULL,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'expired'))
);

-- Devices the fraud-prevention fingerprint has seen for a person.
CREATE TABLE fingerprint_devices (
  device_id     text PRIMARY KEY CHECK (device_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  person_id     text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  alias         text NOT NULL CHECK (length(alias) BETWEEN 1 AND 80),
  platform      text NOT NULL CHECK (platform IN ('web', 'android', 'ios')),
  trusted       boolean NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL CHECK (last_seen_at >= first_seen_at)
);
