-- A refresh retried after its response was lost (sandbox-api.md, Tokens). Plain PostgreSQL, as 0001.

-- When a refresh token was used, and which token each pair was issued for: a retry of the same
-- token within the grace window replaces the pair the client never received.
ALTER TABLE refresh_tokens
  ADD COLUMN used_at timestamptz,
  ADD COLUMN parent_hash text;
ALTER TABLE access_tokens ADD COLUMN parent_hash text;
CREATE INDEX refresh_tokens_by_parent ON refresh_tokens (parent_hash);
CREATE INDEX access_tokens_by_parent ON access_tokens (parent_hash);
