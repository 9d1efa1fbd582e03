-- The payroll promotion reaches a demo customer (issue 42 §4): Elena's salary is paid into her
-- account at another bank, from which she moves it here each month, and the bank offers her its
-- promotion for bringing it. A database seeded before this migration gets the same: her monthly
-- money in is that transfer, and she is eligible. Databases without the demo rows change nothing.
UPDATE movements SET concept = 'Transferencia de Elena Herrera Campos desde CaixaBank'
 WHERE concept = 'Nómina Colegio San José' AND account_id = 'ACC-0010';

INSERT INTO promotion_eligibility (promotion_id, person_id)
SELECT 'NOMINA-150', '31597204'
 WHERE EXISTS (SELECT 1 FROM promotions WHERE promotion_id = 'NOMINA-150')
   AND EXISTS (SELECT 1 FROM customers WHERE person_id = '31597204')
ON CONFLICT DO NOTHING;
