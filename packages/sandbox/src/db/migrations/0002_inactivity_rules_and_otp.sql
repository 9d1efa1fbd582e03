-- Per-profile inactivity rules and step-up by one-time password (sandbox-api.md, Sessions and
-- Step-up). Plain PostgreSQL, as 0001.

-- Each profile is under the bank's 300 s inactivity rule or its 900 s one (shell.md §9).
ALTER TABLE profiles
  ADD COLUMN inactivity_rule_s integer NOT NULL DEFAULT 300 CHECK (inactivity_rule_s IN (300, 900));
-- Databases seeded before this migration: the main customer's business profile is under 900 s.
UPDATE profiles SET inactivity_rule_s = 900 WHERE profile_id = 'PRF-20481736-EMPR';

-- The server's own record of inactivity. A session lives while it is shorter than the longest
-- rule of the customer's profiles (inactivity_limit_s, fixed at login); longest_idle_s keeps the
-- longest stretch without customer activity seen so far, so that a profile cut off by its rule
-- stays cut off for the rest of the session.
ALTER TABLE sessions
  ADD COLUMN inactivity_limit_s integer NOT NULL DEFAULT 300 CHECK (inactivity_limit_s IN (300, 900)),
  ADD COLUMN longest_idle_s integer NOT NULL DEFAULT 0 CHECK (longest_idle_s >= 0);

-- Where one-time passwords are sent. Databases seeded before this migration get the demo numbers.
ALTER TABLE customers ADD COLUMN mobile_phone text;
UPDATE customers SET mobile_phone = CASE person_id
    WHEN '20481736' THEN '+34612341234'
    WHEN '31907254' THEN '+34687655678'
    WHEN '40215598' THEN '+34622448899'
    WHEN '90000001' THEN '+34699000001'
    ELSE '+34600000000'
  END;
ALTER TABLE customers
  ALTER COLUMN mobile_phone SET NOT NULL,
  ADD CONSTRAINT customers_mobile_phone_format CHECK (mobile_phone ~ '^\+34[67][0-9]{8}$');

-- One-time passwords, stored as scrypt hashes (never the code). A code is open until it is used,
-- replaced by a newer one (closed_at), tried three times, or past expires_at.
CREATE TABLE otps (
  otp_id       text PRIMARY KEY,
  session_hash text NOT NULL REFERENCES sessions (session_hash) ON DELETE CASCADE,
  code_hash    text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  closed_at    timestamptz
);
CREATE INDEX otps_by_session ON otps (session_hash, created_at);
