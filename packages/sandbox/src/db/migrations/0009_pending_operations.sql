-- Security operations waiting for the customer to confirm or reject them (features.md §4.1;
-- sandbox-api.md, Pending operations): a login from a new computer, a card payment at a shop, a
-- Bizum… An operation is decided once: `decided_at` is set exactly when it leaves `pending`.
CREATE TABLE pending_operations (
  sec_process_id uuid PRIMARY KEY,
  person_id      text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  type           text NOT NULL CHECK (type IN ('75', '76', '85', '91', '92', '94', '95', 'BUSINESS')),
  -- The device the operation is confirmed on: 83 desktop/web, 86 mobile (features.md §9).
  channel_code   smallint NOT NULL CHECK (channel_code IN (83, 86)),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  -- operationData, by type: device and place (75, 91, 92); merchant and amount (76, 85); card
  -- (76); description (94, 95, BUSINESS). Only the last four digits of a card exist anywhere.
  device         text CHECK (length(device) BETWEEN 1 AND 80),
  place          text CHECK (length(place) BETWEEN 1 AND 80),
  merchant       text CHECK (length(merchant) BETWEEN 1 AND 80),
  amount_cents   bigint CHECK (amount_cents > 0),
  card_alias     text CHECK (length(card_alias) BETWEEN 1 AND 80),
  pan_last4      text CHECK (pan_last4 ~ '^[0-9]{4}$'),
  description    text CHECK (length(description) BETWEEN 1 AND 200),
  -- BUSINESS only: a route path of the shell.
  destination    text CHECK (length(destination) BETWEEN 1 AND 200),
  created_at     timestamptz NOT NULL,
  -- Breaks ties between operations created in the same millisecond: the first created comes first.
  created_seq    bigint GENERATED ALWAYS AS IDENTITY,
  decided_at     timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- "The pending operations of a person, oldest first": what the shell asks for on every route change.
CREATE INDEX pending_operations_pending_by_person ON pending_operations (person_id, created_at, created_seq) WHERE status = 'pending';
-- The back-office page lists the latest operations, whatever their status.
CREATE INDEX pending_operations_latest ON pending_operations (created_at DESC, created_seq DESC);
