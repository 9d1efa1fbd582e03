-- The controls of a card's page (issue 42 §4): whether the card pays online and abroad, the day it
-- was issued (its statements start that month), and its PIN, which the customer may see after a
-- step-up. A real bank keeps PINs in a hardware security module and shows them through it; the
-- sandbox keeps a demo card's PIN in its row, drawn at random when the card is issued, and never
-- writes it to a log.
ALTER TABLE cards
  ADD COLUMN online_payments boolean NOT NULL DEFAULT true,
  ADD COLUMN abroad_payments boolean NOT NULL DEFAULT true,
  ADD COLUMN issued_on date NOT NULL DEFAULT CURRENT_DATE,
  ADD COLUMN pin_code text NOT NULL DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') CHECK (pin_code ~ '^[0-9]{4}$');

-- Cards of a database seeded before this migration were issued when their account was opened.
UPDATE cards c SET issued_on = COALESCE(
  (SELECT a.opened_on FROM accounts a WHERE a.account_id = c.linked_account_id),
  (SELECT min(a.opened_on) FROM accounts a WHERE a.profile_id = c.profile_id),
  c.issued_on);
