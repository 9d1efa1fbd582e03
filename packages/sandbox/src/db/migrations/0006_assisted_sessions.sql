-- An assisted-channel agent works for one customer at a time: the agent's session names that
-- customer, whose profiles the agent login then answers with (sandbox-api.md, Assisted channel).
ALTER TABLE sessions ADD COLUMN assisted_person_id text REFERENCES customers (person_id) ON DELETE CASCADE;
