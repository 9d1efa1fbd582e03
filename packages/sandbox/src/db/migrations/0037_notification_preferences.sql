-- Which messages a customer wants, and by which channel (issue 42 §3; sandbox-api.md, Mi área).
-- One row per person and kind of message; a kind without a row has the bank's defaults, so a new
-- kind needs no backfill.
CREATE TABLE notification_preferences (
  person_id  text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  topic      text NOT NULL CHECK (topic IN ('operations', 'cards', 'statements', 'security', 'offers')),
  by_email   boolean NOT NULL,
  by_sms     boolean NOT NULL,
  by_push    boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (person_id, topic),
  -- A security alert (a new device, a PIN change) always reaches the customer some way.
  CHECK (topic <> 'security' OR by_email OR by_sms OR by_push)
);
