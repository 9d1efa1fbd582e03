-- Promotions and proposals in both of the app's languages (issue 42 §2): a promotion's name and
-- each window's condition (`conditionEnGb` beside `condition`), in English for customers who read
-- the app in English; the Spanish text otherwise. The demo rows a database already holds get theirs.
ALTER TABLE promotions
  ADD COLUMN name_en_gb text CHECK (length(name_en_gb) BETWEEN 1 AND 120);

UPDATE promotions
   SET name_en_gb = '€150 for bringing your salary',
       applicability = (SELECT jsonb_agg(entry || '{"conditionEnGb": "A salary of at least €700 a month for 6 months"}'::jsonb)
                          FROM jsonb_array_elements(applicability) AS entry)
 WHERE promotion_id = 'NOMINA-150' AND name_en_gb IS NULL;

UPDATE promotions
   SET name_en_gb = 'Invite a friend',
       applicability = (SELECT jsonb_agg(entry || '{"conditionEnGb": "Your friend opens a NÓMINA account"}'::jsonb)
                          FROM jsonb_array_elements(applicability) AS entry)
 WHERE promotion_id = 'AMIGO_2026' AND name_en_gb IS NULL;

-- The bank's proposals to a customer are titled in English too, for the same reason.
ALTER TABLE proposals
  ADD COLUMN title_en_gb text CHECK (length(title_en_gb) BETWEEN 1 AND 160);

UPDATE proposals SET title_en_gb = 'Managed portfolio, moderate profile' WHERE proposal_id = 'PROP-0001' AND title_en_gb IS NULL;
UPDATE proposals SET title_en_gb = 'Home insurance with a 20% discount' WHERE proposal_id = 'PROP-0002' AND title_en_gb IS NULL;

-- The card campaigns' names, in a constant the bank answers as it is: English beside Spanish.
UPDATE bank_constants
   SET value = (SELECT jsonb_agg(entry || '{"nameEnGb": "A higher limit for your credit card"}'::jsonb)
                  FROM jsonb_array_elements(value) AS entry)
 WHERE resource = 'card-campaigns' AND jsonb_typeof(value) = 'array' AND NOT value @> '[{"nameEnGb": "A higher limit for your credit card"}]';
