-- The sign-up tells nobody who is a customer (issue 38 §5; sandbox-api.md, Sign-up). A step no
-- longer refuses a customer's document; activation does not tell either: an application whose
-- document is a customer's is closed as the others are, makes no customer, and the document's
-- owner is told through the bank's own channels. Steps are counted, to limit them.

-- How many steps an application has saved, corrections included: past a limit, no more.
ALTER TABLE sign_up_applications ADD COLUMN step_saves integer NOT NULL DEFAULT 0 CHECK (step_saves >= 0);
-- The customer who already held the document of an application activated as a duplicate: told,
-- never shown to the prospect. NULL for every other application.
ALTER TABLE sign_up_applications ADD COLUMN duplicate_of text REFERENCES customers (person_id) ON DELETE SET NULL;
