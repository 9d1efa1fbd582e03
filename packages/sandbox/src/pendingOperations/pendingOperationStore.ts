import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type {
  ChannelCode,
  DecideOutcome,
  Decision,
  NewPendingOperation,
  OperationData,
  PendingOperation,
  PendingOperationRecord,
  PendingOperationStatus,
  PendingOperationType,
} from './types';

/**
 * The shape of a `secProcessId`: a UUID, any version, either case. Anything else names no
 * operation, and never reaches the `uuid` column (where it would fail the statement).
 */
export const SEC_PROCESS_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Four bullets and a space before the last four digits, as the products call shows a card. */
const MASKED_PAN_PREFIX = '•••• ';
const CENTS_PER_EURO = 100;

interface OperationRow {
  secProcessId: string;
  personId: string;
  type: PendingOperationType;
  channelCode: ChannelCode;
  status: PendingOperationStatus;
  device: string | null;
  place: string | null;
  merchant: string | null;
  merchantCountry: string | null;
  /** A bigint: text from node-postgres, a number from PGlite. */
  amountCents: string | number | null;
  cardAlias: string | null;
  panLast4: string | null;
  cardId: string | null;
  description: string | null;
  destination: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** The columns of an {@link OperationRow}, for a `SELECT` or a `RETURNING`. */
/** A card payment at a shop (features.md §4.1): its shop waits for the answer. */
const CARD_PAYMENT_TYPE = '76';

const OPERATION_COLUMNS = `
  sec_process_id::text AS "secProcessId", person_id AS "personId", type, channel_code AS "channelCode", status, device,
  place, merchant, merchant_country AS "merchantCountry", amount_cents AS "amountCents", card_alias AS "cardAlias", pan_last4 AS "panLast4", card_id AS "cardId", description,
  destination, created_at AS "createdAt", decided_at AS "decidedAt"`;

/** A row as the API shows it: `operationData` holds only the fields the operation has. */
function toPendingOperation(row: OperationRow): PendingOperation {
  const operationData: OperationData = { channelCode: row.channelCode, createdAt: row.createdAt.toISOString() };
  if (row.device !== null) operationData.device = row.device;
  if (row.place !== null) operationData.place = row.place;
  if (row.merchant !== null) operationData.merchant = row.merchant;
  if (row.merchantCountry !== null) operationData.merchantCountry = row.merchantCountry;
  if (row.amountCents !== null) operationData.amount = { amount: Number(row.amountCents) / CENTS_PER_EURO, currency: 'EUR' };
  if (row.cardAlias !== null) operationData.cardAlias = row.cardAlias;
  if (row.panLast4 !== null) operationData.maskedPan = `${MASKED_PAN_PREFIX}${row.panLast4}`;
  if (row.cardId !== null) operationData.cardId = row.cardId;
  if (row.description !== null) operationData.description = row.description;
  const operation: PendingOperation = { secProcessId: row.secProcessId, personId: row.personId, type: row.type, operationData };
  if (row.destination !== null) operation.destination = row.destination;
  return operation;
}

/** Stores a new operation, pending, created now, under a fresh random `secProcessId`. */
export async function createPendingOperation(db: Queryable, operation: NewPendingOperation, nowMs: number): Promise<PendingOperation> {
  const { rows } = await db.query<OperationRow>(
    `INSERT INTO pending_operations (sec_process_id, person_id, type, channel_code, device, place, merchant, amount_cents,
                                     card_alias, pan_last4, description, destination, created_at, merchant_country, card_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
             -- A card payment is made with the customer's card of those last four digits, if any.
             CASE WHEN $3 = '76' THEN (SELECT c.card_id FROM cards c JOIN profiles p ON p.profile_id = c.profile_id
                                        WHERE p.person_id = $2 AND c.pan_last4 = $10
                                        ORDER BY p.position, c.position LIMIT 1) END)
     RETURNING ${OPERATION_COLUMNS}`,
    [
      randomUUID(),
      operation.personId,
      operation.type,
      operation.channelCode,
      operation.device ?? null,
      operation.place ?? null,
      operation.merchant ?? null,
      operation.amountCents ?? null,
      operation.cardAlias ?? null,
      operation.panLast4 ?? null,
      operation.description ?? null,
      operation.destination ?? null,
      new Date(nowMs),
      operation.merchantCountry ?? null,
    ],
  );
  const [row] = rows;
  if (row === undefined) throw new Error('createPendingOperation: the insert returned no row');
  return toPendingOperation(row);
}

/**
 * The person's operations that are still pending, in the order the shell should meet them (it
 * acts on the first, features.md §4.1): card payments at a shop first, whose shop waits at its
 * checkout, then every other operation; each group oldest first, and operations created in the
 * same millisecond in the order they were created. Oldest first alone would hide a payment made
 * now behind a login confirmation left in the app (issue 42 §4).
 */
export async function listPendingOperations(db: Queryable, personId: string): Promise<PendingOperation[]> {
  const { rows } = await db.query<OperationRow>(
    `SELECT ${OPERATION_COLUMNS} FROM pending_operations WHERE person_id = $1 AND status = 'pending'
      ORDER BY (type = $2) DESC, created_at, created_seq`,
    [personId, CARD_PAYMENT_TYPE],
  );
  return rows.map(toPendingOperation);
}

/** The latest operations of everyone, newest first, whatever their status: for the back office. */
export async function listLatestOperations(db: Queryable, limit: number): Promise<PendingOperationRecord[]> {
  const { rows } = await db.query<OperationRow>(
    `SELECT ${OPERATION_COLUMNS} FROM pending_operations ORDER BY created_at DESC, created_seq DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...toPendingOperation(row), status: row.status, decidedAt: row.decidedAt?.toISOString() ?? null }));
}

/**
 * Confirms or rejects one of the person's pending operations, race-safely: one conditional
 * `UPDATE … WHERE status = 'pending'`, so of any number of concurrent decisions exactly one
 * changes the row (PostgreSQL re-checks the condition on a row another transaction just updated),
 * and the others find it decided. Another person's operation, an unknown one and a malformed id
 * are all `not_found`: the answer never tells them apart.
 */
export async function decidePendingOperation(
  db: Queryable,
  { secProcessId, personId, decision }: { secProcessId: string; personId: string; decision: Decision },
  nowMs: number,
): Promise<DecideOutcome> {
  if (!SEC_PROCESS_ID_PATTERN.test(secProcessId)) return 'not_found';
  const { rows } = await db.query<{ decided: Decision | null; owned: boolean }>(
    `WITH decided AS (
       UPDATE pending_operations SET status = $3, decided_at = $4
        WHERE sec_process_id = $1 AND person_id = $2 AND status = 'pending'
       RETURNING status)
     SELECT (SELECT status FROM decided) AS decided,
            EXISTS (SELECT 1 FROM pending_operations WHERE sec_process_id = $1 AND person_id = $2) AS owned`,
    [secProcessId, personId, decision, new Date(nowMs)],
  );
  const [row] = rows;
  if (row?.decided === decision) return decision;
  return row?.owned === true ? 'decided' : 'not_found';
}

/** What deciding an operation needs to know of it. */
export interface OperationToDecide {
  type: PendingOperationType;
  status: PendingOperationStatus;
  /** A card payment's card of the customer; null for other types, and for a card the customer does not hold. */
  cardId: string | null;
  merchant: string | null;
  /** A card payment's shop's country (ISO 3166-1 alpha-2); null for other types. */
  merchantCountry: string | null;
  amountCents: number | null;
}

/** One of the person's operations, whatever its status; undefined for another person's, an unknown or a malformed id. */
export async function findOperationToDecide(db: Queryable, secProcessId: string, personId: string): Promise<OperationToDecide | undefined> {
  if (!SEC_PROCESS_ID_PATTERN.test(secProcessId)) return undefined;
  const { rows } = await db.query<Omit<OperationToDecide, 'amountCents'> & { amountCents: string | number | null }>(
    `SELECT type, status, card_id AS "cardId", merchant, merchant_country AS "merchantCountry", amount_cents AS "amountCents"
       FROM pending_operations WHERE sec_process_id = $1 AND person_id = $2`,
    [secProcessId, personId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { ...row, amountCents: row.amountCents === null ? null : Number(row.amountCents) };
}

/** Rejects every pending operation of a person (the test-only clean slate): how many it rejected. */
export async function rejectAllPendingOperations(db: Queryable, personId: string, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `WITH rejected AS (
       UPDATE pending_operations SET status = 'rejected', decided_at = $2
        WHERE person_id = $1 AND status = 'pending'
       RETURNING 1)
     SELECT count(*)::int AS count FROM rejected`,
    [personId, new Date(nowMs)],
  );
  return rows[0]?.count ?? 0;
}
