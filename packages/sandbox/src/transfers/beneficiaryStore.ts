import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { readSpanishIban } from './iban';

/** The most payees one customer keeps: a list to pick from, not a store anyone may fill. */
export const MAX_SAVED_BENEFICIARIES = 50;
/** Hexadecimal digits of a saved beneficiary's id, after `BEN-`. */
const BENEFICIARY_ID_BYTES = 6;
/** The shape of a saved beneficiary's id. Anything else names none. */
export const BENEFICIARY_ID_PATTERN = /^BEN-[0-9A-F]{12}$/;

/** A payee the customer keeps (sandbox-api.md, Transfers). */
export interface SavedBeneficiary {
  beneficiaryId: string;
  name: string;
  iban: string;
  bankName: string | null;
  alias: string | null;
}

interface BeneficiaryRow {
  beneficiaryId: string;
  name: string;
  iban: string;
  alias: string | null;
}

function toBeneficiary(row: BeneficiaryRow): SavedBeneficiary {
  const reading = readSpanishIban(row.iban);
  return { ...row, bankName: reading.ok ? reading.bankName : null };
}

/** The person's saved beneficiaries, in the order they were saved. */
export async function listBeneficiaries(db: Queryable, personId: string): Promise<SavedBeneficiary[]> {
  const { rows } = await db.query<BeneficiaryRow>(
    `SELECT beneficiary_id AS "beneficiaryId", name, iban, alias FROM saved_beneficiaries
      WHERE person_id = $1 ORDER BY created_at, beneficiary_id`,
    [personId],
  );
  return rows.map(toBeneficiary);
}

/** What saving came to. */
export type SaveOutcome = { kind: 'saved'; beneficiary: SavedBeneficiary } | { kind: 'already_saved' } | { kind: 'full' };

/**
 * Saves a payee (an IBAN already read), in the caller's transaction: the person's row is locked,
 * so concurrent saves cannot together pass {@link MAX_SAVED_BENEFICIARIES}; the unique
 * (person, IBAN) keeps one entry per IBAN whatever their timing.
 */
export async function saveBeneficiary(
  tx: Queryable,
  personId: string,
  beneficiary: { name: string; iban: string; alias: string | undefined },
  nowMs: number,
): Promise<SaveOutcome> {
  await tx.query('SELECT 1 FROM customers WHERE person_id = $1 FOR UPDATE', [personId]);
  const { rows } = await tx.query<{ count: number }>('SELECT count(*)::integer AS count FROM saved_beneficiaries WHERE person_id = $1', [
    personId,
  ]);
  if ((rows[0]?.count ?? 0) >= MAX_SAVED_BENEFICIARIES) return { kind: 'full' };
  const beneficiaryId = `BEN-${randomBytes(BENEFICIARY_ID_BYTES).toString('hex').toUpperCase()}`;
  const inserted = await tx.query<BeneficiaryRow>(
    `INSERT INTO saved_beneficiaries (beneficiary_id, person_id, name, iban, alias, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (person_id, iban) DO NOTHING
     RETURNING beneficiary_id AS "beneficiaryId", name, iban, alias`,
    [beneficiaryId, personId, beneficiary.name, beneficiary.iban, beneficiary.alias ?? null, new Date(nowMs)],
  );
  const row = inserted.rows[0];
  return row === undefined ? { kind: 'already_saved' } : { kind: 'saved', beneficiary: toBeneficiary(row) };
}

/** Deletes one of the person's saved beneficiaries; false for another person's or an unknown one. */
export async function deleteBeneficiary(db: Queryable, personId: string, beneficiaryId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM saved_beneficiaries WHERE beneficiary_id = $1 AND person_id = $2 RETURNING 1', [
    beneficiaryId,
    personId,
  ]);
  return rows.length === 1;
}
