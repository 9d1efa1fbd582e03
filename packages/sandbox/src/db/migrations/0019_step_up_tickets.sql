-- The tickets of a step-up (sandbox-api.md, Step-up): `POST /saf/tpa/generate-ticket` hands one out
-- with fresh tokens, and a sensitive action (`PUT /genoma_api/rest/cards/{cardId}/limit`) takes it
-- in `x-authentication-ticket`. Only the ticket's SHA-256 (hex) is kept, never the ticket, as for
-- cookies and tokens. A ticket belongs to the session and the person it was issued to, is good for
-- 300 s, and is spent once: one conditional `UPDATE … WHERE used_at IS NULL … RETURNING`, so of any
-- number of calls racing with one ticket exactly one spends it.
CREATE TABLE step_up_tickets (
  ticket_hash  text PRIMARY KEY CHECK (ticket_hash ~ '^[0-9a-f]{64}$'),
  session_hash text NOT NULL REFERENCES sessions (session_hash) ON DELETE CASCADE,
  person_id    text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  -- By the sandbox's clock.
  issued_at    timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL CHECK (expires_at > issued_at),
  used_at      timestamptz
);
CREATE INDEX step_up_tickets_by_session ON step_up_tickets (session_hash, issued_at);
