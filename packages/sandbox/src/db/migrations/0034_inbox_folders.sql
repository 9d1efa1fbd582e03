-- The inbox as a customer uses it (issue 41 §4): a message has a body and a kind, is written in
-- both of the app's languages, may point at the screen of the operation it tells of, and can be
-- archived. A deleted message is gone: the bank keeps its own records of operations elsewhere.
ALTER TABLE inbox_messages
  ADD COLUMN category      text NOT NULL DEFAULT 'notice' CHECK (category IN ('statement', 'operation', 'notice')),
  ADD COLUMN body          text NOT NULL DEFAULT '' CHECK (length(body) <= 2000),
  -- English, for customers who read the app in English; the Spanish text otherwise.
  ADD COLUMN subject_en_gb text CHECK (length(subject_en_gb) BETWEEN 1 AND 200),
  ADD COLUMN body_en_gb    text CHECK (length(body_en_gb) <= 2000),
  -- An address inside the app, never a URL: the message's link cannot lead off the bank's site.
  ADD COLUMN link          text CHECK (link ~ '^#/[a-z0-9][a-z0-9/-]{0,119}$'),
  ADD COLUMN archived_at   timestamptz,
  ADD CONSTRAINT inbox_messages_archived_after_received CHECK (archived_at IS NULL OR archived_at >= received_at);

-- The header's count is of unread messages still in the inbox: an archived one is put away.
DROP INDEX inbox_messages_unread_by_person;
CREATE INDEX inbox_messages_unread_by_person ON inbox_messages (person_id) WHERE read_at IS NULL AND archived_at IS NULL;
CREATE INDEX inbox_messages_by_person_received ON inbox_messages (person_id, received_at DESC);

-- The inbox is a feature of its own now (packages/features/inbox): the demo screen that stood in
-- for it leaves the catalogue, so the feature's package serves `#/inbox`.
DELETE FROM features WHERE feature_id = 'inbox' AND module = 'demo-section';
