-- A feature's page name in English, beside the Spanish `title`: the shell titles the page in the
-- customer's language (issue 14). The seeded features get theirs here too, so that a database
-- seeded before this migration has them.
ALTER TABLE features ADD COLUMN title_en text;
UPDATE features SET title_en = 'Customer login' WHERE feature_id = 'login';
UPDATE features SET title_en = 'Overview' WHERE feature_id = 'overall-position';
UPDATE features SET title_en = 'Page not found' WHERE feature_id = 'page-not-found';
