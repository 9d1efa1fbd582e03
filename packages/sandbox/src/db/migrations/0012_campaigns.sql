-- The bank's marketing communications to each customer (features.md §2.4, §3, §4.4; sandbox-api.md,
-- Campaigns): a campaign's message to one person, in one slot of the app (section, subsection and
-- an optional third qualifier), shown as a banner, a lightbox, or not shown at all (a directive
-- such as campaign 79, which sends the customer to a page after login).
CREATE TABLE campaign_communications (
  communication_code text PRIMARY KEY CHECK (communication_code ~ '^[A-Z0-9-]{1,40}$'),
  person_id          text NOT NULL REFERENCES customers (person_id) ON DELETE CASCADE,
  campaign_code      text NOT NULL CHECK (campaign_code ~ '^[0-9]{1,10}$'),
  action_code        text NOT NULL CHECK (action_code ~ '^[A-Z0-9-]{1,40}$'),
  -- For the bank's staff and the analytics: what the communication is about.
  description        text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  section            text NOT NULL CHECK (section ~ '^[a-z0-9-]{1,40}$'),
  subsection         text NOT NULL CHECK (subsection ~ '^[a-z0-9-]{1,40}$'),
  qualifier          text CHECK (qualifier ~ '^[a-z0-9-]{1,40}$'),
  format             text NOT NULL CHECK (format IN ('banner', 'lightbox', 'directive')),
  -- What the customer reads, by locale: {"es-ES": {...}, "en-GB": {...}}; null for a directive.
  content            jsonb CHECK ((format = 'directive') = (content IS NULL)),
  position           integer NOT NULL CHECK (position >= 0)
);
CREATE INDEX campaign_communications_by_slot ON campaign_communications (person_id, section, subsection, position);

-- The customer's reactions to a communication, one row per result: how often and when last. A
-- repeated result adds to its count in one `INSERT … ON CONFLICT DO UPDATE`, so concurrent sends
-- never fail nor add rows, and a customer cannot grow the table past one row per result.
CREATE TABLE campaign_responses (
  communication_code text NOT NULL REFERENCES campaign_communications (communication_code) ON DELETE CASCADE,
  result             text NOT NULL CHECK (result IN ('SHOWN', 'SEEN', 'CLICKED', 'BANNER_CLOSED', 'INTERESTED_PRIMARY',
                                                     'INTERESTED_SECONDARY', 'FEEDBACK_NEGATIVE', 'FEEDBACK_POSITIVE',
                                                     'ACCEPTED_PRIMARY', 'ACCEPTED_SECONDARY', 'ACCEPTED_TERTIARY',
                                                     'INLINE_LINK_CLICKED', 'CLOSED')),
  -- The channel the last one came from (features.md §6: 81, 83, 85, 86).
  channel_code       smallint NOT NULL CHECK (channel_code IN (81, 83, 85, 86)),
  times              integer NOT NULL CHECK (times >= 1),
  first_at           timestamptz NOT NULL,
  last_at            timestamptz NOT NULL CHECK (last_at >= first_at),
  PRIMARY KEY (communication_code, result)
);
