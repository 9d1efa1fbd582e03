import { CHARGE_CONCEPT_PREFIX, mandateReferenceOf, readChargeConcept } from '../bills';
import type { Queryable } from '../db';
import { addDays, bankDayAt } from '../products';

/**
 * The demo bank's bills (issue 41 §3): the demo customers' direct debits, read from their ledger,
 * and the bills of a few issuers that anyone holding a code and reference may pay.
 */

/** A movement of the demo ledger: `MOV-`, its account, its day, its order within the day. */
const LEDGER_MOVEMENT_ID = '^MOV-ACC-[0-9]{4}-[0-9]{8}-[0-9]{2}$';

interface ChargeMovementRow {
  movementId: string;
  accountId: string;
  iban: string;
  bookedOn: string;
  concept: string;
  amountCents: string | number;
}

/**
 * The direct debits the demo ledger already tells of: each "Recibo {emisor} {servicio}" movement
 * of an account is a charge of that issuer's mandate on that account, one mandate per issuer and
 * account, so that the figures of `#/recibos` are those of the movements the customer sees
 * elsewhere. Only the ledger's movements count (an operation's concept is never a charge), and
 * only those not yet charges: run again, it adds what the ledger added since.
 * @returns how many charges it added
 */
export async function seedDemoDirectDebits(db: Queryable): Promise<number> {
  const { rows } = await db.query<ChargeMovementRow>(
    `SELECT m.movement_id AS "movementId", m.account_id AS "accountId", a.iban, to_char(m.booked_on, 'YYYY-MM-DD') AS "bookedOn",
            m.concept, m.amount_cents AS "amountCents"
       FROM movements m JOIN accounts a ON a.account_id = m.account_id
      WHERE m.card_id IS NULL AND m.amount_cents < 0 AND m.concept LIKE $1 AND m.movement_id ~ $2
        AND NOT EXISTS (SELECT 1 FROM direct_debit_charges c WHERE c.movement_id = m.movement_id)`,
    [`${CHARGE_CONCEPT_PREFIX}%`, LEDGER_MOVEMENT_ID],
  );
  const mandates = new Map<string, Record<string, string>>();
  const charges: Record<string, string | number>[] = [];
  for (const row of rows) {
    const read = readChargeConcept(row.concept);
    if (read === undefined) continue;
    const mandateId = `MDT-${row.accountId}-${read.issuer.nif}`;
    mandates.set(mandateId, {
      mandate_id: mandateId,
      account_id: row.accountId,
      issuer_name: read.issuer.name,
      service: read.service,
      creditor_id: read.creditorId,
      mandate_reference: mandateReferenceOf(read.issuer, row.iban),
    });
    charges.push({
      charge_id: row.movementId.replace(/^MOV-/, 'CHG-'),
      mandate_id: mandateId,
      movement_id: row.movementId,
      amount_cents: -Number(row.amountCents),
      charged_on: row.bookedOn,
    });
  }
  if (charges.length === 0) return 0;
  await db.query(
    `INSERT INTO direct_debit_mandates (mandate_id, account_id, issuer_name, service, creditor_id, mandate_reference)
     SELECT * FROM json_to_recordset($1::json)
         AS m(mandate_id text, account_id text, issuer_name text, service text, creditor_id text, mandate_reference text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify([...mandates.values()])],
  );
  const inserted = await db.query<{ count: number }>(
    `WITH inserted AS (
       INSERT INTO direct_debit_charges (charge_id, mandate_id, movement_id, amount_cents, charged_on)
       SELECT c.charge_id, c.mandate_id, c.movement_id, c.amount_cents, c.charged_on::date
         FROM json_to_recordset($1::json) AS c(charge_id text, mandate_id text, movement_id text, amount_cents bigint, charged_on text)
       ON CONFLICT DO NOTHING
       RETURNING 1)
     SELECT count(*)::integer AS count FROM inserted`,
    [JSON.stringify(charges)],
  );
  return inserted.rows[0]?.count ?? 0;
}

/** The issuers whose bills the bank collects by code and reference: codes of six digits. */
export const DEMO_BILL_ISSUERS: readonly { issuerCode: string; name: string }[] = [
  { issuerCode: '280796', name: 'Ayuntamiento de Madrid' },
  { issuerCode: '000017', name: 'Agencia Tributaria' },
  { issuerCode: '000063', name: 'DGT multas' },
  { issuerCode: '289994', name: 'Comunidad de Madrid' },
];

/** A seeded bill; its due day counted from the seeding day. */
interface DemoBill {
  issuerCode: string;
  reference: string;
  concept: string;
  amountCents: number;
  /** Days from the seeding day to its due day: negative for one already past it. */
  dueInDays: number;
}

/**
 * The bills waiting to be paid (docs/demo.md, Bills): Lucía's property tax and her quarterly
 * income tax, Javier's speeding fine and car tax, a school fee for Marta's family, Pablo's parking
 * fine, and a waste tax whose voluntary period is over.
 */
export const DEMO_BILLS: readonly DemoBill[] = [
  {
    issuerCode: '280796',
    reference: '2026010015273',
    concept: 'IBI 2026, calle de Serrano 41, 3.º B',
    amountCents: 61_235,
    dueInDays: 45,
  },
  {
    issuerCode: '000017',
    reference: '1302025400183',
    concept: 'Modelo 130, pago fraccionado del IRPF, 4.º trimestre',
    amountCents: 38_540,
    dueInDays: 25,
  },
  {
    issuerCode: '000063',
    reference: '2860001234571',
    concept: 'Multa de tráfico, exceso de velocidad, expediente 28-0012345',
    amountCents: 10_000,
    dueInDays: 20,
  },
  {
    issuerCode: '280796',
    reference: '2026020004471',
    concept: 'Impuesto de vehículos 2026, matrícula 4821 LMN',
    amountCents: 14_620,
    dueInDays: 30,
  },
  {
    issuerCode: '289994',
    reference: '0462026007812',
    concept: 'Tasa de expedición del título de Bachillerato',
    amountCents: 5_510,
    dueInDays: 60,
  },
  {
    issuerCode: '000063',
    reference: '2860009876543',
    concept: 'Multa de tráfico, estacionamiento indebido, expediente 28-0098765',
    amountCents: 9_000,
    dueInDays: 15,
  },
  {
    issuerCode: '280796',
    reference: '2025110009876',
    concept: 'Tasa de residuos urbanos 2025',
    amountCents: 9_850,
    dueInDays: -5,
  },
];

/**
 * The bill issuers and the bills of {@link DEMO_BILLS} the database does not hold yet, due on
 * days counted from `nowMs`. A bill already there keeps its due day and whether it was paid.
 */
export async function seedDemoPayableBills(db: Queryable, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO bill_issuers (issuer_code, name)
     SELECT * FROM json_to_recordset($1::json) AS i(issuer_code text, name text)
     ON CONFLICT (issuer_code) DO UPDATE SET name = EXCLUDED.name`,
    [JSON.stringify(DEMO_BILL_ISSUERS.map(({ issuerCode, name }) => ({ issuer_code: issuerCode, name })))],
  );
  const today = bankDayAt(nowMs);
  await db.query(
    `INSERT INTO bills (bill_id, issuer_code, reference, concept, amount_cents, due_on)
     SELECT 'BIL-' || b.issuer_code || '-' || b.reference, b.issuer_code, b.reference, b.concept, b.amount_cents, b.due_on::date
       FROM json_to_recordset($1::json) AS b(issuer_code text, reference text, concept text, amount_cents bigint, due_on text)
     ON CONFLICT DO NOTHING`,
    [
      JSON.stringify(
        DEMO_BILLS.map((bill) => ({
          issuer_code: bill.issuerCode,
          reference: bill.reference,
          concept: bill.concept,
          amount_cents: bill.amountCents,
          due_on: addDays(today, bill.dueInDays),
        })),
      ),
    ],
  );
}

/** The demo customers' direct debits, then the bills to pay by code and reference. */
export async function seedDemoBills(db: Queryable, nowMs: number): Promise<void> {
  await seedDemoDirectDebits(db);
  await seedDemoPayableBills(db, nowMs);
}
