-- A card payment confirmed by its holder is paid (issue 38 §1, §7; sandbox-api.md, Pending
-- operations): the operation names the card it is paid with, and a movement may be both an
-- account's and a card's, the account's debit card payment being one movement of each.

-- The customer's card a card payment (76) is made with; NULL for an operation whose card the
-- customer does not hold (a staff-made demo), which moves no money.
ALTER TABLE pending_operations ADD COLUMN card_id text REFERENCES cards (card_id) ON DELETE SET NULL;
UPDATE pending_operations o
   SET card_id = (SELECT c.card_id FROM cards c JOIN profiles p ON p.profile_id = c.profile_id
                   WHERE p.person_id = o.person_id AND c.pan_last4 = o.pan_last4
                   ORDER BY p.position, c.position LIMIT 1)
 WHERE o.type = '76';

-- A movement belongs to an account, to a card, or to both: a debit card's payment is drawn on its
-- account (the account's movement, which moves the balance) and made with the card (listed with
-- the card's movements too). A credit card's payment is the card's alone.
ALTER TABLE movements
  DROP CONSTRAINT movements_check,
  ADD CONSTRAINT movements_of_a_product CHECK (account_id IS NOT NULL OR card_id IS NOT NULL);
