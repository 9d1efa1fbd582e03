-- What the device-risk script's stand-in on the vendors host receives (sandbox-api.md, Device risk):
-- the device's signals under the process id the shell made up for a login (features.md §4.9), as a
-- fraud-prevention vendor keeps them for the bank to ask about. The first profile of a process id
-- wins: a later one is dropped in one `INSERT … ON CONFLICT DO NOTHING`, so concurrent posts of one
-- id leave exactly one row and none fails. The newest 10 000 rows are kept.
CREATE TABLE device_risk_profiles (
  process_id  text PRIMARY KEY CHECK (process_id ~ '^[A-Za-z0-9-]{8,64}$'),
  device_type text NOT NULL CHECK (device_type IN ('web', 'android', 'ios')),
  -- What the script read of the device: an object of texts, numbers and booleans.
  signals     jsonb NOT NULL,
  -- By the sandbox's clock.
  profiled_at timestamptz NOT NULL,
  -- The order the profiles arrived in, which decides which are the newest: the sandbox's clock can
  -- stand still (the tests'), so profiled_at cannot.
  arrival     bigserial NOT NULL UNIQUE
);
