-- Anonymous access tokens (shell.md §3, §4 "anonymous profile"; sandbox-api.md, Sign-up): what a
-- prospect's browser carries on the sign-up calls, with no session and no customer behind it.
-- Only the hash is kept. They live in a table of their own, so no customer check ever finds one.
CREATE TABLE anonymous_tokens (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX anonymous_tokens_expires_at ON anonymous_tokens (expires_at);
