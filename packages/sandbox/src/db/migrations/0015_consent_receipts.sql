-- What the consent manager's stand-in on the vendors host receives (sandbox-api.md, Consent): the
-- latest cookie choices of each customer, as a real consent manager keeps them as proof of consent.
-- One row per user id, whatever the number of pushes: a push adds to `times` in one
-- `INSERT … ON CONFLICT DO UPDATE`, so concurrent pushes all count and none fails, and the
-- end-to-end tests can check that the shell sent a customer's consent once.
CREATE TABLE consent_receipts (
  user_id         text PRIMARY KEY CHECK (user_id ~ '^[A-Za-z0-9-]{1,64}$'),
  analytics       boolean NOT NULL,
  personalisation boolean NOT NULL,
  -- When the visitor decided, by the browser's clock; the row keeps the latest decision.
  decided_at      timestamptz NOT NULL,
  -- When the last push arrived, by the sandbox's clock.
  received_at     timestamptz NOT NULL,
  times           integer NOT NULL CHECK (times >= 1)
);
