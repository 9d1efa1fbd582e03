-- The feature registry (issue 40 §2): the feed behind `means` that the bank's feature teams publish
-- to without a shell rebuild. A team publishes with its key, of which only a hash is kept.
CREATE TABLE publish_teams (
  team_id    text PRIMARY KEY,
  name       text NOT NULL,
  key_hash   text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- The team a feature belongs to (NULL: one of the bank's own, shipped with the shell) and the
-- published version customers get (NULL: the build in the features folder).
ALTER TABLE features ADD COLUMN team_id text REFERENCES publish_teams (team_id);
ALTER TABLE features ADD COLUMN current_version text;

-- Every version published, kept for rollbacks; a version is never changed once published.
CREATE TABLE feature_versions (
  feature_id   text NOT NULL REFERENCES features (feature_id),
  version      text NOT NULL,
  -- The route, titles and kind the version declared (the `features` row takes them when current).
  definition   jsonb NOT NULL,
  entry        text NOT NULL,
  integrity    text NOT NULL,
  styles       jsonb NOT NULL,
  imports      jsonb NOT NULL,
  -- What customers download: every file, compressed (brotli).
  size_bytes   integer NOT NULL,
  published_by text NOT NULL REFERENCES publish_teams (team_id),
  published_at timestamptz NOT NULL,
  -- The order of publication, which a rollback goes back along.
  seq          integer GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (feature_id, version)
);

-- The files of a version, as uploaded and as served compressed.
CREATE TABLE feature_files (
  feature_id text NOT NULL,
  version    text NOT NULL,
  name       text NOT NULL,
  integrity  text NOT NULL,
  content    bytea NOT NULL,
  brotli     bytea NOT NULL,
  PRIMARY KEY (feature_id, version, name),
  FOREIGN KEY (feature_id, version) REFERENCES feature_versions (feature_id, version)
);
