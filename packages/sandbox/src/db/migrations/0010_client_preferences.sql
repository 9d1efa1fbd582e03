-- What each customer chose in the app, kept on the bank's side so that it follows them to every
-- login and device (docs/design/display-contract.md, Sandbox; sandbox-api.md, Client preferences): one row per
-- person and preference, written by `PUT /genoma_api/rest/client/preferences` with an
-- `INSERT … ON CONFLICT DO UPDATE` on the key. A preference never set has no row: the API answers
-- its default. The API checks keys and values; the table only bounds them, so that a new
-- preference needs no migration.
CREATE TABLE client_preferences (
  person_id  text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  preference text NOT NULL CHECK (preference ~ '^[a-z][a-z0-9-]{0,63}$'),
  value      text NOT NULL CHECK (length(value) BETWEEN 1 AND 200),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (person_id, preference)
);
