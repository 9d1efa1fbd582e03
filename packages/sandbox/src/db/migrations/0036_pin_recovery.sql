-- PIN recovery (issue 42 §1; sandbox-api.md, PIN recovery): a customer who forgot their security
-- PIN proves who they are with their document, their birth date and a code sent to their phone,
-- then chooses a new PIN. One row per attempt, bound to the browser that started it.
CREATE TABLE pin_recoveries (
  -- The SHA-256 of the attempt's HttpOnly cookie: the cookie itself is never stored.
  recovery_hash   text PRIMARY KEY CHECK (recovery_hash ~ '^[0-9a-f]{64}$'),
  -- The document as typed (normalised): attempts are counted per document, known or not, so the
  -- limits answer alike whether anyone has it.
  document        text NOT NULL CHECK (document ~ '^[0-9XYZ][0-9]{7}[A-Z]$'),
  client_address  text NOT NULL CHECK (length(client_address) BETWEEN 1 AND 100),
  -- NULL when the document and the birth date matched nobody: the attempt runs the same course,
  -- but its code reached no phone and no code is ever accepted for it.
  person_id       text REFERENCES customers (person_id) ON DELETE CASCADE,
  -- The code, salted and hashed with scrypt as the step-up's are.
  code_hash       text NOT NULL CHECK (code_hash LIKE 'scrypt$%'),
  code_attempts   integer NOT NULL DEFAULT 0 CHECK (code_attempts >= 0),
  status          text NOT NULL CHECK (status IN ('code-sent', 'verified', 'completed', 'closed')),
  created_at      timestamptz NOT NULL,
  code_expires_at timestamptz NOT NULL CHECK (code_expires_at > created_at),
  -- The whole attempt: after the code, the time left to choose the new PIN.
  expires_at      timestamptz NOT NULL CHECK (expires_at > created_at),
  verified_at     timestamptz,
  completed_at    timestamptz,
  CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
  CHECK (status = 'code-sent' OR status = 'closed' OR verified_at IS NOT NULL),
  CHECK (status NOT IN ('verified', 'completed') OR person_id IS NOT NULL)
);
CREATE INDEX pin_recoveries_by_document ON pin_recoveries (document, created_at DESC);
CREATE INDEX pin_recoveries_by_person ON pin_recoveries (person_id) WHERE status IN ('code-sent', 'verified');
CREATE INDEX pin_recoveries_by_creation ON pin_recoveries (created_at);

-- PIN recovery is a feature of its own now (packages/features/pin-recovery): the demo screen that
-- stood in for it leaves the catalogue, so the feature's package serves `#/pin-recovery`.
DELETE FROM features WHERE feature_id = 'pin-recovery' AND module = 'demo-section';
