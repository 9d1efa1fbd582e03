-- The sandbox bank's first schema: customers and what they own, server sessions, OAuth token
-- families, login attempts and the feature list (`means`). Plain PostgreSQL: it runs unchanged
-- on PGlite and on a PostgreSQL server.

CREATE TABLE customers (
  person_id        text PRIMARY KEY,
  document         text NOT NULL UNIQUE,
  birth_date       date NOT NULL,
  -- scrypt$<N>$<r>$<p>$<salt>$<hash>: never the PIN itself.
  pin_hash         text NOT NULL,
  name             text NOT NULL,
  first_surname    text NOT NULL,
  second_surname   text NOT NULL,
  gender_desc      text NOT NULL,
  nationality      text NOT NULL,
  native_country   text NOT NULL,
  fiscal_residence text NOT NULL,
  identity_kind    text NOT NULL CHECK (identity_kind IN ('CUSTOMER', 'EMPLOYEE')),
  affluent_level   text NOT NULL CHECK (affluent_level IN ('NO_AFLNT', 'AFLNT_LOW', 'AFLNT_MEDIUM', 'AFLNT_HIGH'))
);

CREATE TABLE profiles (
  profile_id   text PRIMARY KEY,
  person_id    text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  set_id       text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('personal', 'business')),
  display_name text NOT NULL,
  is_default   boolean NOT NULL,
  position     integer NOT NULL
);
CREATE UNIQUE INDEX profiles_one_default_per_person ON profiles (person_id) WHERE is_default;

CREATE TABLE accounts (
  account_id    text PRIMARY KEY,
  profile_id    text NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  alias         text NOT NULL,
  iban          text NOT NULL UNIQUE CHECK (iban ~ '^ES[0-9]{22}$'),
  account_type  text NOT NULL CHECK (account_type IN ('current', 'savings', 'business')),
  balance_cents bigint NOT NULL,
  currency      text NOT NULL CHECK (currency = 'EUR'),
  position      integer NOT NULL
);
CREATE INDEX accounts_by_profile ON accounts (profile_id, position);

CREATE TABLE cards (
  card_id         text PRIMARY KEY,
  profile_id      text NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  alias           text NOT NULL,
  brand           text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD')),
  kind            text NOT NULL CHECK (kind IN ('debit', 'credit')),
  -- Only the last four digits: the sandbox never holds a full card number.
  pan_last4       text NOT NULL CHECK (pan_last4 ~ '^[0-9]{4}$'),
  available_cents bigint NOT NULL,
  currency        text NOT NULL CHECK (currency = 'EUR'),
  position        integer NOT NULL
);
CREATE INDEX cards_by_profile ON cards (profile_id, position);

-- Cookie values and tokens are stored as their SHA-256 (hex), never in clear.
CREATE TABLE sessions (
  session_hash text PRIMARY KEY,
  person_id    text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  xsrf_hash    text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at     timestamptz
);

CREATE TABLE token_families (
  family_id    text PRIMARY KEY,
  session_hash text NOT NULL REFERENCES sessions (session_hash) ON DELETE CASCADE,
  profile_id   text NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  -- The absolute lifetime: no token of the family outlives it, however often it is refreshed.
  expires_at   timestamptz NOT NULL,
  revoked      boolean NOT NULL DEFAULT false
);
CREATE INDEX token_families_by_session ON token_families (session_hash);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  family_id  text NOT NULL REFERENCES token_families (family_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked    boolean NOT NULL DEFAULT false
);
CREATE INDEX access_tokens_by_family ON access_tokens (family_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id  text NOT NULL REFERENCES token_families (family_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used       boolean NOT NULL DEFAULT false,
  revoked    boolean NOT NULL DEFAULT false
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);

CREATE TABLE login_attempts (
  attempt_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document     text NOT NULL,
  attempted_at timestamptz NOT NULL,
  succeeded    boolean NOT NULL
);
CREATE INDEX login_attempts_by_document ON login_attempts (document, attempted_at);

CREATE TABLE features (
  feature_id   text PRIMARY KEY,
  path         text NOT NULL UNIQUE,
  component_id text NOT NULL,
  -- The folder under packages/features whose dist/manifest.json names the entry file.
  module       text NOT NULL,
  title        text NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  position     integer GENERATED ALWAYS AS IDENTITY
);
