-- When the refresh that used a refresh token arrived (issue 38 §4; sandbox-api.md, Tokens). A
-- retry of a refresh whose answer was lost repeats a try the shell gave up on after its 10 s
-- time-out; a copy that arrives sooner after the try it repeats is a concurrent copy or reuse,
-- never a retry. NULL for tokens used before this migration: their retries are judged as before.
ALTER TABLE refresh_tokens ADD COLUMN used_arrived_at timestamptz;
