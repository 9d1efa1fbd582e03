-- The sign-up (onboarding) applications of prospects (sandbox-api.md, Sign-up; features.md §2.5):
-- one row per application, named by the hash of its cookie, and one row per step saved. Activation
-- turns a complete application into a customer, with a profile and an account, in one transaction.
-- Plain PostgreSQL, as 0001.

CREATE TABLE sign_up_applications (
  -- The id the API shows; it opens nothing (the cookie does).
  application_id text PRIMARY KEY CHECK (application_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- The SHA-256 (hex) of the `signup_application` cookie, never the cookie itself.
  token_hash   text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- Numbers the person id activation gives: `7` and this number on seven digits, so that two
  -- activations never pick the same one. An identity column is dropped with its table, as a reseed does.
  number       bigint GENERATED ALWAYS AS IDENTITY UNIQUE CHECK (number BETWEEN 1 AND 9999999),
  product      text NOT NULL CHECK (product IN ('current', 'orange', 'broker')),
  flow         text NOT NULL CHECK (flow IN ('adult', 'teen')),
  status       text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'active')),
  -- scrypt$<N>$<r>$<p>$<salt>$<hash> of the PIN chosen (create-security-pin): never the PIN itself.
  pin_hash     text,
  -- The customer activation made; the application may be cancelled (deleted) afterwards, the customer stays.
  person_id    text REFERENCES customers (person_id) ON DELETE SET NULL,
  -- By the sandbox's clock. An application is refused, and deleted, from expires_at on (24 h).
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL CHECK (expires_at > created_at),
  activated_at timestamptz,
  CHECK ((status = 'active') = (activated_at IS NOT NULL))
);
CREATE INDEX sign_up_applications_by_expiry ON sign_up_applications (expires_at);

-- What each step saved, as the step's schema left it (trimmed, upper-cased); the PIN steps save
-- `{}`, their PIN lives only as the application's hash. Saving a step again replaces its row.
CREATE TABLE sign_up_steps (
  application_id text NOT NULL REFERENCES sign_up_applications (application_id) ON DELETE CASCADE,
  step           text NOT NULL CHECK (step IN ('what-is-your-name', 'access-and-contact-data', 'personal-data-1', 'personal-data-2',
                                               'address-1', 'address-2', 'employment-data', 'tax-data', 'funds-origin-and-purpose',
                                               'representative', 'create-security-pin', 'pin-confirmation', 'consents',
                                               'legal-documents-sign', 'identification-method')),
  data           jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  saved_at       timestamptz NOT NULL,
  PRIMARY KEY (application_id, step)
);
