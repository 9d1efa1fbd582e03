-- A loan is a product of the customer's (issue 38 §1; sandbox-api.md, Loans): it is contracted on
-- a bank day, after the customer accepted the pre-contract information and signed with the
-- step-up's code, and its figures (TAE, the repayment schedule, what is still owed) follow from
-- its amount, rate, term and that day.
ALTER TABLE loans
  ADD COLUMN contracted_on date,
  ADD COLUMN tae_bp integer CHECK (tae_bp >= 0),
  -- When the customer accepted the pre-contract information and the terms.
  ADD COLUMN terms_accepted_at timestamptz;
-- Loans taken out before: their day in Madrid, the TAE of their rate, accepted when taken.
UPDATE loans
   SET contracted_on = (created_at AT TIME ZONE 'Europe/Madrid')::date,
       tae_bp = round(((1 + tin_bp / 120000.0) ^ 12 - 1) * 10000),
       terms_accepted_at = created_at;
ALTER TABLE loans
  ALTER COLUMN contracted_on SET NOT NULL,
  ALTER COLUMN tae_bp SET NOT NULL,
  ALTER COLUMN terms_accepted_at SET NOT NULL,
  ADD CONSTRAINT loans_id_shape CHECK (loan_id ~ '^LOAN-[0-9A-F]{8}$');
