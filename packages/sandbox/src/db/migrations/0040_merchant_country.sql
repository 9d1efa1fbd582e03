-- Where the shop of a card payment is (issue 42 §4): a card whose use abroad is off pays no shop
-- outside Spain. ISO 3166-1 alpha-2; a payment stored before this migration was made in Spain.
ALTER TABLE pending_operations
  ADD COLUMN merchant_country text CHECK (merchant_country ~ '^[A-Z]{2}$');

UPDATE pending_operations SET merchant_country = 'ES' WHERE type = '76';
