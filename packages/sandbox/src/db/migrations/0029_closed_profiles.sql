-- The profiles a customer closed on a device (Mi área; shell.md §4 "Profiles can be … removed"):
-- per server session, so that no later call of the session (a sync, a step-up's) issues the
-- profile again until the customer opens it (`POST /genoma_api/rest/profiles/access-tokens`) or
-- logs in again.
CREATE TABLE session_closed_profiles (
  session_hash text NOT NULL REFERENCES sessions (session_hash) ON DELETE CASCADE,
  profile_id   text NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  closed_at    timestamptz NOT NULL,
  PRIMARY KEY (session_hash, profile_id)
);
