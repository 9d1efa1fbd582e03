-- What the shell's monitoring agent reports (issue "API client", §4): one row per NDJSON line the
-- RUM intake receives, shown on the sandbox's monitoring page. Plain PostgreSQL, as 0001.
CREATE TABLE monitoring_events (
  event_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL,
  -- The line's one top-level key: metadata, transaction, span, error, metricset.
  kind        text NOT NULL,
  body        jsonb NOT NULL
);
