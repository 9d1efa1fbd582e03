-- Login tries are counted per document and client address, with a ceiling per document across
-- all addresses, and each address has a token bucket across documents (sandbox-api.md, Login
-- throttling). A try is recorded before its credential check, with `succeeded` NULL until the
-- check ends, so that concurrent tries see each other.
ALTER TABLE login_attempts ADD COLUMN client_address text NOT NULL DEFAULT '';
ALTER TABLE login_attempts ALTER COLUMN succeeded DROP NOT NULL;
CREATE INDEX login_attempts_by_document_and_address ON login_attempts (document, client_address, attempted_at);

CREATE TABLE rate_buckets (
  bucket_key text PRIMARY KEY,
  tokens     double precision NOT NULL,
  updated_at timestamptz NOT NULL
);
