import { describe, expect, it } from 'vitest';
import { moneyInvariantBreaches } from '../../test/moneyInvariants';
import { useTestDatabase } from '../../test/testDatabase';
import { isValidCreditorIdentifier, readChargeConcept } from '../bills';
import { seedDemoBills } from './demoBills';
import { demoLedger } from './demoLedger';
import { prepareDatabase } from './prepareDatabase';

const SEEDED_AT_MS = Date.parse('2026-11-23T10:00:00Z');
const MS_PER_DAY = 86_400_000;

describe('the demo customers’ direct debits come from their ledger (issue 41 §3)', () => {
  it('knows the issuer of every "Recibo …" movement of the ledger, whichever day it is seeded', () => {
    for (const day of [0, 40, 100, 200, 300]) {
      const concepts = new Set(
        demoLedger(SEEDED_AT_MS + day * MS_PER_DAY)
          .movements.filter((movement) => movement.concept.startsWith('Recibo '))
          .map((movement) => movement.concept),
      );
      expect(concepts.size).toBeGreaterThan(0);
      for (const concept of concepts) expect(readChargeConcept(concept), concept).toBeDefined();
    }
  });

  it('reads an issuer and its service from a concept, the longest issuer name first; another concept is no charge', () => {
    expect(readChargeConcept('Recibo Canal de Isabel II agua')).toMatchObject({ issuer: { name: 'Canal de Isabel II' }, service: 'agua' });
    expect(readChargeConcept('Recibo Endesa luz y gas')).toMatchObject({
      issuer: { name: 'Endesa' },
      service: 'luz y gas',
      creditorId: 'ES88000A81948077',
    });
    expect(readChargeConcept('Seguro Mapfre hogar')).toBeUndefined();
    expect(readChargeConcept('Recibo Desconocida agua')).toBeUndefined();
    expect(readChargeConcept('Recibo Endesa')).toBeUndefined();
  });

  describe('seeded', () => {
    const db = useTestDatabase((database) => prepareDatabase(database, { nowMs: SEEDED_AT_MS }));

    async function mandatesOf(accountId: string) {
      const { rows } = await db().query<{
        issuerName: string;
        service: string;
        creditorId: string;
        mandateReference: string;
        charges: number;
      }>(
        `SELECT m.issuer_name AS "issuerName", m.service, m.creditor_id AS "creditorId", m.mandate_reference AS "mandateReference",
                (SELECT count(*)::integer FROM direct_debit_charges c WHERE c.mandate_id = m.mandate_id) AS charges
           FROM direct_debit_mandates m WHERE m.account_id = $1 ORDER BY m.issuer_name`,
        [accountId],
      );
      return rows;
    }

    it('makes one mandate per issuer and account, with a valid creditor identifier and a reference of its own', async () => {
      const lucia = await mandatesOf('ACC-0001');
      expect(lucia.map(({ issuerName, service, mandateReference }) => ({ issuerName, service, mandateReference }))).toEqual([
        { issuerName: 'Iberdrola', service: 'luz', mandateReference: 'IBER990012345671' },
        { issuerName: 'Movistar', service: 'fibra y móvil', mandateReference: 'MOVI990012345671' },
      ]);
      expect((await mandatesOf('ACC-0005')).map(({ issuerName, service }) => `${issuerName} ${service}`)).toEqual(['Endesa luz y gas']);
      expect((await mandatesOf('ACC-0009')).map(({ issuerName }) => issuerName)).toEqual(['Naturgy', 'Orange', 'Sanitas']);
      // Marta pays no bills.
      expect(await mandatesOf('ACC-0008')).toEqual([]);
      const { rows } = await db().query<{ creditorId: string }>('SELECT creditor_id AS "creditorId" FROM direct_debit_mandates');
      expect(rows.length).toBeGreaterThan(10);
      for (const { creditorId } of rows) expect(isValidCreditorIdentifier(creditorId), creditorId).toBe(true);
    });

    it('makes every "Recibo …" movement one charge of its account’s mandate, with the movement’s amount and day; nothing else is a charge', async () => {
      const { rows } = await db().query<{ movements: number; charges: number; mismatched: number }>(
        `SELECT (SELECT count(*)::integer FROM movements WHERE concept LIKE 'Recibo %') AS movements,
                (SELECT count(*)::integer FROM direct_debit_charges) AS charges,
                (SELECT count(*)::integer FROM direct_debit_charges c
                   JOIN direct_debit_mandates d ON d.mandate_id = c.mandate_id
                   JOIN movements m ON m.movement_id = c.movement_id
                  WHERE m.account_id <> d.account_id OR m.amount_cents <> -c.amount_cents OR m.booked_on <> c.charged_on
                     OR m.concept <> 'Recibo ' || d.issuer_name || ' ' || d.service) AS mismatched`,
      );
      expect(rows[0]?.movements).toBeGreaterThan(100);
      expect(rows[0]).toEqual({ movements: rows[0]?.movements, charges: rows[0]?.movements, mismatched: 0 });
      // A year of monthly bills: Lucía's Movistar, 48,90 € each month.
      const movistar = await db().query<{ cents: number }>(
        `SELECT c.amount_cents::integer AS cents FROM direct_debit_charges c JOIN direct_debit_mandates m ON m.mandate_id = c.mandate_id
          WHERE m.account_id = 'ACC-0001' AND m.issuer_name = 'Movistar'`,
      );
      expect(movistar.rows.length).toBeGreaterThanOrEqual(11);
      expect(new Set(movistar.rows.map((row) => row.cents))).toEqual(new Set([4_890]));
    });

    it('adds nothing when run again, and only a new ledger "Recibo …" movement when one appears', async () => {
      const count = async () =>
        (await db().query<{ count: number }>('SELECT count(*)::integer AS count FROM direct_debit_charges')).rows[0]?.count ?? 0;
      const before = await count();
      await seedDemoBills(db(), SEEDED_AT_MS);
      expect(await count()).toBe(before);
      await db().query(
        `INSERT INTO movements (movement_id, account_id, booked_on, concept, amount_cents)
         VALUES ('MOV-ACC-0001-20261122-09', 'ACC-0001', '2026-11-22', 'Recibo Iberdrola luz', -5000),
                ('MOV-TRF-1795000000000-ABCDEF', 'ACC-0001', '2026-11-22', 'Recibo Iberdrola luz', -1000)`,
      );
      await db().query("UPDATE accounts SET balance_cents = balance_cents - 6000 WHERE account_id = 'ACC-0001'");
      await seedDemoBills(db(), SEEDED_AT_MS);
      expect(await count()).toBe(before + 1);
      expect((await mandatesOf('ACC-0001')).map(({ issuerName }) => issuerName)).toEqual(['Iberdrola', 'Movistar']);
      expect(await moneyInvariantBreaches(db())).toEqual([]);
    });

    it('seeds the bills to pay by code and reference, due on days counted from the seeding day', async () => {
      const { rows } = await db().query<{ issuer: string; reference: string; cents: number; dueOn: string }>(
        `SELECT i.name AS issuer, b.reference, b.amount_cents::integer AS cents, to_char(b.due_on, 'YYYY-MM-DD') AS "dueOn"
           FROM bills b JOIN bill_issuers i ON i.issuer_code = b.issuer_code WHERE b.paid_at IS NULL ORDER BY b.due_on, b.reference`,
      );
      expect(rows).toEqual([
        { issuer: 'Ayuntamiento de Madrid', reference: '2025110009876', cents: 9_850, dueOn: '2026-11-18' },
        { issuer: 'DGT multas', reference: '2860009876543', cents: 9_000, dueOn: '2026-12-08' },
        { issuer: 'DGT multas', reference: '2860001234571', cents: 10_000, dueOn: '2026-12-13' },
        { issuer: 'Agencia Tributaria', reference: '1302025400183', cents: 38_540, dueOn: '2026-12-18' },
        { issuer: 'Ayuntamiento de Madrid', reference: '2026020004471', cents: 14_620, dueOn: '2026-12-23' },
        { issuer: 'Ayuntamiento de Madrid', reference: '2026010015273', cents: 61_235, dueOn: '2027-01-07' },
        { issuer: 'Comunidad de Madrid', reference: '0462026007812', cents: 5_510, dueOn: '2027-01-22' },
      ]);
    });
  });
});
