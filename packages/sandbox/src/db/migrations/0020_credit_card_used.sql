-- What is available on a card is worked out, never stored (issue 38 §2, §7; sandbox-api.md, Card
-- limit). A credit card keeps what is used of its limit, and has the limit less that available; a
-- debit card has its account's balance available. A stored "available" drifted from both: a limit
-- lowered below what was used and raised again gave back credit already spent, and a loan paid
-- into an account left its debit card's available where it was.
ALTER TABLE cards ADD COLUMN credit_used_cents bigint;
UPDATE cards SET credit_used_cents = GREATEST(0, limit_cents - available_cents) WHERE kind = 'credit';
-- A limit below what is used cannot be stored: the route refuses it with a clear message first,
-- and the database keeps the rule for every other writer.
ALTER TABLE cards
  ADD CONSTRAINT cards_credit_used_credit_only CHECK ((kind = 'credit') = (credit_used_cents IS NOT NULL)),
  ADD CONSTRAINT cards_credit_used_within_limit CHECK (credit_used_cents IS NULL OR credit_used_cents BETWEEN 0 AND limit_cents),
  DROP COLUMN available_cents;
