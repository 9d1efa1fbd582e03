-- Every route kind of shell.md §2.1 from the configuration (issue 39 §1; sandbox-api.md, Shapes):
-- a feature's route kind and what that kind needs (a remote module's tag and class names and its
-- route-scoped elements, a route's conditions), as `means` lists them. NULL is a feature route.
-- The seeded features get theirs when the sandbox starts (`addSeededFeatures`).
ALTER TABLE features ADD COLUMN route jsonb;
