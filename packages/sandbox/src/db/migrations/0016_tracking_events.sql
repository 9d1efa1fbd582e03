-- What the tag manager's stand-in on the vendors host collects (sandbox-api.md, Tracking): one row
-- per page view or link the page tracks, as an analytics vendor receives them, shown on the staff
-- page `/tracking/` and read by the end-to-end tests. The variables the staff page filters and
-- shows are copied out of `data` into columns ('' when the page did not send them); the newest
-- 10 000 rows are kept.
CREATE TABLE tracking_events (
  id               bigserial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('view', 'link')),
  page_name        text NOT NULL DEFAULT '',
  -- The customer's personId on private pages; '' on public ones (features.md §4.8).
  client_cip       text NOT NULL DEFAULT '',
  -- 'priv' or 'pub', as the page said.
  page_domain_type text NOT NULL DEFAULT '',
  event_name       text NOT NULL DEFAULT '',
  -- Every variable sent, those above included: an object of strings.
  data             jsonb NOT NULL,
  -- By the sandbox's clock.
  received_at      timestamptz NOT NULL
);
CREATE INDEX tracking_events_by_received_at ON tracking_events (received_at);
