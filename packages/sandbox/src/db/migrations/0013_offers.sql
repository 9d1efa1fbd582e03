-- Pre-approved offers (features.md §3, §7; sandbox-api.md, Offers): at most one offer of each
-- kind per person, its terms in the shape the spec gives that kind. An offer the customer
-- accepted is no longer offered: `status` leaves 'available' once, in a conditional UPDATE.
CREATE TABLE preapproved_offers (
  person_id     text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('loan', 'overdraft', 'mortgage', 'credit-line', 'card-limit')),
  -- The credit line's campaignCod and the card limit's campaignId (features.md §7's paths).
  campaign_code text CHECK (campaign_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  terms         jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'accepted')),
  accepted_at   timestamptz,
  PRIMARY KEY (person_id, kind),
  CHECK ((status = 'accepted') = (accepted_at IS NOT NULL))
);

-- People the bank cannot make offers to now (an overdrawn account in recovery): every offer call
-- answers 409, which the app swallows (features.md §7).
CREATE TABLE offer_holds (
  person_id text PRIMARY KEY REFERENCES customers (person_id) ON DELETE CASCADE,
  reason    text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200)
);

-- Loans a customer took from a pre-approved offer: the amount was paid into one of their accounts.
CREATE TABLE loans (
  loan_id       text PRIMARY KEY,
  person_id     text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  account_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  -- Hundredths of a percent a year: 650 is 6.50 %.
  tin_bp        integer NOT NULL CHECK (tin_bp >= 0),
  periods       integer NOT NULL CHECK (periods BETWEEN 1 AND 480),
  monthly_cents bigint NOT NULL CHECK (monthly_cents > 0),
  created_at    timestamptz NOT NULL
);
CREATE INDEX loans_by_person ON loans (person_id, created_at);

-- Promotions (features.md §3, §7): each with its applicability windows, and who is eligible.
CREATE TABLE promotions (
  promotion_id  text PRIMARY KEY CHECK (promotion_id ~ '^[A-Za-z0-9_-]{1,60}$'),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  applicability jsonb NOT NULL
);
CREATE TABLE promotion_eligibility (
  promotion_id text NOT NULL REFERENCES promotions (promotion_id) ON DELETE CASCADE,
  person_id    text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  PRIMARY KEY (promotion_id, person_id)
);
