-- What went in and out of each account and card (sandbox-api.md, Movements). A movement belongs to
-- exactly one product. An account's balance after each movement is not stored: it is the balance
-- now less the movements booked after it, so the two can never disagree.
CREATE TABLE movements (
  movement_id  text PRIMARY KEY,
  account_id   text REFERENCES accounts (account_id) ON DELETE CASCADE,
  card_id      text REFERENCES cards (card_id) ON DELETE CASCADE,
  booked_on    date NOT NULL,
  concept      text NOT NULL CHECK (length(concept) BETWEEN 1 AND 140),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  CHECK ((account_id IS NULL) <> (card_id IS NULL))
);
CREATE INDEX movements_by_account ON movements (account_id, booked_on DESC);
CREATE INDEX movements_by_card ON movements (card_id, booked_on DESC);
