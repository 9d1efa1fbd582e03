import { randomBytes } from 'node:crypto';
import { MS_PER_S } from '../clock';
import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { bankDayAt, englishEuros, euros, spanishEuros, type Money } from '../products';
import { readSpanishIban } from './iban';
import {
  DUPLICATE_WINDOW_MINUTES,
  MAX_SCHEDULE_AHEAD_DAYS,
  PER_DAY_LIMIT_CENTS,
  PER_OPERATION_LIMIT_CENTS,
  TRANSFER_FEE_CENTS,
  limitRefusal,
} from './limits';

const S_PER_MINUTE = 60;
const MS_PER_DAY = 86_400 * MS_PER_S;
/** The longest concept a movement holds (the movements table's check). */
const MAX_MOVEMENT_CONCEPT_LENGTH = 140;
/** Random hexadecimal digits after a transfer id's time, so that two in one millisecond differ. */
const TRANSFER_ID_RANDOM_BYTES = 3;
/** Digits of a transfer id's time: milliseconds since 1970 fit in 13 digits until the year 2286. */
const TRANSFER_ID_TIME_DIGITS = 13;
/**
 * The shape of a transfer's id: `TRF-`, the milliseconds it was made at, six hexadecimal digits.
 * Ids sort in the order transfers were made, and so do their movements' ids: an account's
 * "balance after" orders one day's movements by id.
 */
export const TRANSFER_ID_PATTERN = /^TRF-\d{13}-[0-9A-F]{6}$/;

/** How a transfer travels: an ordinary SEPA credit transfer, or SEPA Instant. */
export type TransferKind = 'ordinary' | 'immediate';

/** A transfer the customer orders, already read: the IBAN in electronic form, the amount in cents. */
export interface TransferOrder {
  personId: string;
  /** The bearer's profile: the account the money leaves must be one of its. */
  profileId: string;
  fromAccountId: string;
  toIban: string;
  /** The name typed; the bank's own when it knows the payee (an own account, a saved beneficiary). */
  beneficiaryName: string | undefined;
  concept: string;
  amountCents: number;
  kind: TransferKind;
  /** `YYYY-MM-DD`, as sent; undefined for today. */
  executionDate: string | undefined;
}

/** A transfer as the API answers it (sandbox-api.md, Transfers): its receipt's fields. */
export interface Transfer {
  transferId: string;
  /** When it was ordered, ISO 8601. */
  createdAt: string;
  executionDate: string;
  /** `completed`: the money moved; `scheduled`: it will move on its execution date. */
  status: 'completed' | 'scheduled';
  kind: TransferKind;
  fromAccountId: string;
  fromIban: string;
  toIban: string;
  bankName: string | null;
  beneficiaryName: string;
  concept: string;
  amount: Money;
  fee: Money;
}

/** A recent transfer to the same IBAN and amount: the review asks "¿Seguro? Ya has enviado…". */
export interface PossibleDuplicate {
  transferId: string;
  createdAt: string;
  amount: Money;
}

/** What the review shows before the customer signs. Nothing is written. */
export interface TransferReview {
  fromAccountId: string;
  toIban: string;
  bankName: string | null;
  /** The bank's name for the payee when it knows it, else the name typed. */
  beneficiaryName: string;
  /** Whether the IBAN is one of the customer's own accounts. */
  ownAccount: boolean;
  concept: string;
  amount: Money;
  fee: Money;
  kind: TransferKind;
  executionDate: string;
  /** Whether it is for a later day: then it is stored as scheduled and no money moves now. */
  scheduled: boolean;
  limits: { perOperation: Money; perDay: Money; leftToday: Money };
  duplicate: PossibleDuplicate | null;
}

/** Why a transfer is not made. */
export type TransferRefusal =
  | { kind: 'invalid'; message: string }
  | { kind: 'account_not_found' }
  | { kind: 'over_limit'; message: string }
  | { kind: 'insufficient_funds' };

/** What an order comes to once the bank has looked at it: everything the transfer row needs. */
interface Resolved {
  fromIban: string;
  balanceCents: number;
  payerName: string;
  /** The account credited when the IBAN is one of this bank's. */
  payeeAccountId: string | null;
  ownAccount: boolean;
  beneficiaryName: string;
  bankName: string | null;
  executionDate: string;
  scheduled: boolean;
  sentTodayCents: number;
}

interface AccountRow {
  accountId: string;
  profileId: string;
  personId: string;
  iban: string;
  balanceCents: string | number;
  holderName: string;
}

const ACCOUNT_COLUMNS = `
  a.account_id AS "accountId", a.profile_id AS "profileId", p.person_id AS "personId", a.iban,
  a.balance_cents AS "balanceCents", concat_ws(' ', c.name, NULLIF(c.first_surname, ''), NULLIF(c.second_surname, '')) AS "holderName"`;

/** A day `days` after `day` (both `YYYY-MM-DD`). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** At most `max` characters (code points, as PostgreSQL counts them): a pair is never cut in two. */
function clip(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/**
 * Looks at an order as the bank would before it signs: the day, the account it leaves, the payee,
 * the limits and the balance. Read-only; inside an execution, the caller holds the locks.
 */
async function resolve(db: Queryable, order: TransferOrder, nowMs: number): Promise<Resolved | TransferRefusal> {
  const today = bankDayAt(nowMs);
  const executionDate = order.executionDate ?? today;
  if (executionDate < today) return { kind: 'invalid', message: 'La fecha de ejecución no puede ser anterior a hoy.' };
  if (executionDate > addDays(today, MAX_SCHEDULE_AHEAD_DAYS)) {
    return { kind: 'invalid', message: `La fecha de ejecución puede estar como mucho a ${MAX_SCHEDULE_AHEAD_DAYS} días.` };
  }
  const scheduled = executionDate > today;
  if (scheduled && order.kind === 'immediate') {
    return { kind: 'invalid', message: 'Una transferencia inmediata sale hoy: para otra fecha, elige una ordinaria.' };
  }
  if (order.amountCents > PER_OPERATION_LIMIT_CENTS) {
    return { kind: 'over_limit', message: limitRefusal(order.amountCents, 0) ?? '' };
  }
  const accounts = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a JOIN profiles p ON p.profile_id = a.profile_id JOIN customers c ON c.person_id = p.person_id
      WHERE (a.account_id = $1 AND a.profile_id = $2) OR a.iban = $3`,
    [order.fromAccountId, order.profileId, order.toIban],
  );
  const from = accounts.rows.find((row) => row.accountId === order.fromAccountId && row.profileId === order.profileId);
  if (from === undefined) return { kind: 'account_not_found' };
  if (from.iban === order.toIban) return { kind: 'invalid', message: 'No puedes transferir a la misma cuenta de la que sale el dinero.' };
  const payee = accounts.rows.find((row) => row.iban === order.toIban);
  const ownAccount = payee?.personId === order.personId;
  const saved = await db.query<{ name: string }>('SELECT name FROM saved_beneficiaries WHERE person_id = $1 AND iban = $2', [
    order.personId,
    order.toIban,
  ]);
  // The holder's name is shown only for the customer's own accounts: naming whoever holds any
  // IBAN of the bank would let a customer collect other customers' names one IBAN at a time.
  const beneficiaryName = (ownAccount ? payee?.holderName : undefined) ?? saved.rows[0]?.name ?? order.beneficiaryName;
  if (beneficiaryName === undefined)
    return { kind: 'invalid', message: 'Falta beneficiaryName: el nombre de quien recibe la transferencia.' };
  const sent = await db.query<{ cents: string | number }>(
    `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM transfers
      WHERE person_id = $1 AND ordered_on = $2::date`,
    [order.personId, today],
  );
  const sentTodayCents = Number(sent.rows[0]?.cents ?? 0);
  const overLimit = limitRefusal(order.amountCents, sentTodayCents);
  if (overLimit !== undefined) return { kind: 'over_limit', message: overLimit };
  const balanceCents = Number(from.balanceCents);
  // A scheduled transfer takes its money on its day; the sandbox has no run that executes it yet.
  if (!scheduled && balanceCents < order.amountCents + TRANSFER_FEE_CENTS) return { kind: 'insufficient_funds' };
  return {
    fromIban: from.iban,
    balanceCents,
    payerName: from.holderName,
    payeeAccountId: payee?.accountId ?? null,
    ownAccount,
    beneficiaryName,
    bankName: bankNameOf(order.toIban),
    executionDate,
    scheduled,
    sentTodayCents,
  };
}

/** The bank an IBAN's code names, if the table knows it. */
function bankNameOf(iban: string): string | null {
  const reading = readSpanishIban(iban);
  return reading.ok ? reading.bankName : null;
}

function isRefusal(value: Resolved | TransferRefusal): value is TransferRefusal {
  return 'kind' in value;
}

/** The last transfer of the person's to this IBAN for this amount within the duplicate window, if any. */
async function findPossibleDuplicate(db: Queryable, order: TransferOrder, nowMs: number): Promise<PossibleDuplicate | null> {
  const { rows } = await db.query<{ transferId: string; createdAt: Date }>(
    `SELECT transfer_id AS "transferId", created_at AS "createdAt" FROM transfers
      WHERE person_id = $1 AND to_iban = $2 AND amount_cents = $3 AND created_at > $4 AND created_at <= $5
      ORDER BY created_at DESC, transfer_id DESC LIMIT 1`,
    [
      order.personId,
      order.toIban,
      order.amountCents,
      new Date(nowMs - DUPLICATE_WINDOW_MINUTES * S_PER_MINUTE * MS_PER_S),
      new Date(nowMs),
    ],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { transferId: row.transferId, createdAt: new Date(row.createdAt).toISOString(), amount: euros(order.amountCents) };
}

/** The review of an order: every figure the customer checks before signing, or why it cannot go. Writes nothing. */
export async function reviewTransfer(
  db: Queryable,
  order: TransferOrder,
  nowMs: number,
): Promise<{ kind: 'reviewed'; review: TransferReview } | TransferRefusal> {
  const resolved = await resolve(db, order, nowMs);
  if (isRefusal(resolved)) return resolved;
  const review: TransferReview = {
    fromAccountId: order.fromAccountId,
    toIban: order.toIban,
    bankName: resolved.bankName,
    beneficiaryName: resolved.beneficiaryName,
    ownAccount: resolved.ownAccount,
    concept: order.concept,
    amount: euros(order.amountCents),
    fee: euros(TRANSFER_FEE_CENTS),
    kind: order.kind,
    executionDate: resolved.executionDate,
    scheduled: resolved.scheduled,
    limits: {
      perOperation: euros(PER_OPERATION_LIMIT_CENTS),
      perDay: euros(PER_DAY_LIMIT_CENTS),
      leftToday: euros(Math.max(0, PER_DAY_LIMIT_CENTS - resolved.sentTodayCents)),
    },
    duplicate: await findPossibleDuplicate(db, order, nowMs),
  };
  return { kind: 'reviewed', review };
}

/**
 * What identifies an order for its idempotency key: the same key with the same order is a retry,
 * with another order a mistake. The fields as sent (an omitted date stays omitted).
 */
export function orderDigest(order: TransferOrder): string {
  return sha256Hex(
    JSON.stringify([
      order.fromAccountId,
      order.toIban,
      order.beneficiaryName ?? null,
      order.concept,
      order.amountCents,
      order.kind,
      order.executionDate ?? null,
    ]),
  );
}

/** What an execution came to. */
export type ExecutionOutcome =
  | { kind: 'executed'; transfer: Transfer }
  | { kind: 'replayed'; transfer: Transfer }
  | { kind: 'key_reused' }
  | { kind: 'invalid_ticket' }
  | TransferRefusal;

interface TransferRow {
  transferId: string;
  createdAt: Date;
  executionDate: string;
  status: 'completed' | 'scheduled';
  kind: TransferKind;
  fromAccountId: string;
  fromIban: string;
  toIban: string;
  beneficiaryName: string;
  concept: string;
  amountCents: string | number;
  feeCents: string | number;
  requestDigest: string;
}

const TRANSFER_COLUMNS = `
  t.transfer_id AS "transferId", t.created_at AS "createdAt", to_char(t.execution_date, 'YYYY-MM-DD') AS "executionDate", t.status,
  t.kind, t.from_account_id AS "fromAccountId", a.iban AS "fromIban", t.to_iban AS "toIban", t.beneficiary_name AS "beneficiaryName",
  t.concept, t.amount_cents AS "amountCents", t.fee_cents AS "feeCents", t.request_digest AS "requestDigest"`;

function toTransfer(row: TransferRow): Transfer {
  return {
    transferId: row.transferId,
    createdAt: new Date(row.createdAt).toISOString(),
    executionDate: row.executionDate,
    status: row.status,
    kind: row.kind,
    fromAccountId: row.fromAccountId,
    fromIban: row.fromIban,
    toIban: row.toIban,
    bankName: bankNameOf(row.toIban),
    beneficiaryName: row.beneficiaryName,
    concept: row.concept,
    amount: euros(row.amountCents),
    fee: euros(row.feeCents),
  };
}

/**
 * The messages a transfer leaves (issue 41 §4): one in the payer's inbox, sent or scheduled, and
 * one in the payee's when the money went to another customer of the bank. In the same transaction
 * as the transfer: there is never a message of a transfer that was not made.
 */
async function leaveTransferMessages(
  tx: Queryable,
  { order, resolved, transferId, at }: { order: TransferOrder; resolved: Resolved; transferId: string; at: Date },
): Promise<void> {
  const money = euros(order.amountCents);
  const [spanish, english] = [spanishEuros(money), englishEuros(money)];
  const [year, month, day] = resolved.executionDate.split('-');
  const name = resolved.beneficiaryName;
  const ibanEnd = order.toIban.slice(-4);
  await leaveInboxMessage(tx, {
    messageId: `MSG-${transferId}-OUT`,
    personId: order.personId,
    subject: resolved.scheduled
      ? `Transferencia programada para el ${day}/${month}/${year}: ${spanish} a ${name}`
      : `Transferencia enviada: ${spanish} a ${name}`,
    body: `${resolved.scheduled ? `El ${day}/${month}/${year} enviaremos` : 'Has enviado'} ${spanish} a ${name} (cuenta terminada en ${ibanEnd}) con el concepto «${order.concept}». Referencia: ${transferId}. El justificante está en Transferencias.`,
    subjectEnGb: resolved.scheduled
      ? `Transfer scheduled for ${day}/${month}/${year}: ${english} to ${name}`
      : `Transfer sent: ${english} to ${name}`,
    bodyEnGb: `${resolved.scheduled ? `On ${day}/${month}/${year} we will send` : 'You sent'} ${english} to ${name} (account ending ${ibanEnd}) with the reference "${order.concept}". Our reference: ${transferId}. The receipt is in Transfers.`,
    category: 'operation',
    link: '#/transferencias',
    receivedAt: at,
  });
  if (resolved.scheduled || resolved.payeeAccountId === null || resolved.ownAccount) return;
  const { rows } = await tx.query<{ personId: string }>(
    'SELECT p.person_id AS "personId" FROM accounts a JOIN profiles p ON p.profile_id = a.profile_id WHERE a.account_id = $1',
    [resolved.payeeAccountId],
  );
  const payee = rows[0];
  if (payee === undefined || payee.personId === order.personId) return;
  await leaveInboxMessage(tx, {
    messageId: `MSG-${transferId}-IN`,
    personId: payee.personId,
    subject: `Transferencia recibida: ${spanish} de ${resolved.payerName}`,
    body: `${resolved.payerName} te ha enviado ${spanish} a tu cuenta terminada en ${ibanEnd} con el concepto «${order.concept}». Ya está en tu saldo.`,
    subjectEnGb: `Transfer received: ${english} from ${resolved.payerName}`,
    bodyEnGb: `${resolved.payerName} sent you ${english} to your account ending ${ibanEnd} with the reference "${order.concept}". It is already in your balance.`,
    category: 'operation',
    link: '#/posicion-global/cuentas',
    receivedAt: at,
  });
}

/**
 * Executes a signed order in the caller's transaction (issue 41 §1). The person's customer row is
 * locked first, so one person's transfers run one after another: the idempotency key, the daily
 * limit and the balance are each read and acted on under that lock, never raced. Then:
 *
 * - a key already used by the person answers the first transfer (`replayed`) when the order is the
 *   same, `key_reused` when it is not, and spends no signature;
 * - otherwise the signature is spent (`spendSignature`, false: `invalid_ticket`), the order checked
 *   again under the locks, and, for today, the payer's account debited and, when the IBAN is one
 *   of this bank's, the payee's credited, each with its movement. The unique key is the last guard.
 *
 * A refusal returns before anything is written; the caller rolls back the spent signature.
 */
export async function executeTransfer(
  tx: Queryable,
  order: TransferOrder & { idempotencyKey: string },
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<ExecutionOutcome> {
  await tx.query('SELECT 1 FROM customers WHERE person_id = $1 FOR UPDATE', [order.personId]);
  const digest = orderDigest(order);
  const earlier = await tx.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t JOIN accounts a ON a.account_id = t.from_account_id
      WHERE t.person_id = $1 AND t.idempotency_key = $2`,
    [order.personId, order.idempotencyKey],
  );
  const first = earlier.rows[0];
  if (first !== undefined)
    return first.requestDigest === digest ? { kind: 'replayed', transfer: toTransfer(first) } : { kind: 'key_reused' };
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };
  // Both accounts locked in one order (by id), so two customers paying each other at once cannot deadlock.
  await tx.query('SELECT 1 FROM accounts WHERE account_id = $1 OR iban = $2 ORDER BY account_id FOR UPDATE', [
    order.fromAccountId,
    order.toIban,
  ]);
  const resolved = await resolve(tx, order, nowMs);
  if (isRefusal(resolved)) return resolved;
  const transferId = `TRF-${String(nowMs).padStart(TRANSFER_ID_TIME_DIGITS, '0')}-${randomBytes(TRANSFER_ID_RANDOM_BYTES).toString('hex').toUpperCase()}`;
  const today = bankDayAt(nowMs);
  const at = new Date(nowMs);
  await tx.query(
    `INSERT INTO transfers (transfer_id, person_id, from_account_id, to_iban, to_account_id, beneficiary_name, concept, amount_cents,
                            fee_cents, kind, execution_date, status, ordered_on, idempotency_key, request_digest, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12, $13::date, $14, $15, $16)`,
    [
      transferId,
      order.personId,
      order.fromAccountId,
      order.toIban,
      resolved.payeeAccountId,
      resolved.beneficiaryName,
      order.concept,
      order.amountCents,
      TRANSFER_FEE_CENTS,
      order.kind,
      resolved.executionDate,
      resolved.scheduled ? 'scheduled' : 'completed',
      today,
      order.idempotencyKey,
      digest,
      at,
    ],
  );
  if (!resolved.scheduled) {
    // The balance was checked under the lock; the condition keeps a balance from going negative whatever happens.
    const debited = await tx.query(
      'UPDATE accounts SET balance_cents = balance_cents - $2 WHERE account_id = $1 AND balance_cents >= $2 RETURNING 1',
      [order.fromAccountId, order.amountCents],
    );
    if (debited.rows.length !== 1) throw new Error(`Transfer ${transferId}: the account ${order.fromAccountId} could not be debited`);
    await tx.query(
      `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`,
      [
        `MOV-${transferId}-OUT`,
        order.fromAccountId,
        today,
        clip(`Transferencia a ${resolved.beneficiaryName}: ${order.concept}`, MAX_MOVEMENT_CONCEPT_LENGTH),
        -order.amountCents,
      ],
    );
    if (resolved.payeeAccountId !== null) {
      await tx.query('UPDATE accounts SET balance_cents = balance_cents + $2 WHERE account_id = $1', [
        resolved.payeeAccountId,
        order.amountCents,
      ]);
      await tx.query(
        `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`,
        [
          `MOV-${transferId}-IN`,
          resolved.payeeAccountId,
          today,
          clip(`Transferencia de ${resolved.payerName}: ${order.concept}`, MAX_MOVEMENT_CONCEPT_LENGTH),
          order.amountCents,
        ],
      );
    }
  }
  await leaveTransferMessages(tx, { order, resolved, transferId, at });
  const created = await tx.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t JOIN accounts a ON a.account_id = t.from_account_id WHERE t.transfer_id = $1`,
    [transferId],
  );
  const row = created.rows[0];
  if (row === undefined) throw new Error(`Transfer ${transferId} was not stored`);
  return { kind: 'executed', transfer: toTransfer(row) };
}

/** The transfers that left the accounts of one profile, and of no other, newest first. */
export async function listTransfers(db: Queryable, profileId: string, limit: number): Promise<Transfer[]> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t JOIN accounts a ON a.account_id = t.from_account_id
      WHERE a.profile_id = $1 ORDER BY t.created_at DESC, t.transfer_id DESC LIMIT $2`,
    [profileId, limit],
  );
  return rows.map(toTransfer);
}

/** One transfer of a profile's; undefined for another profile's or an unknown one. */
export async function findTransfer(db: Queryable, profileId: string, transferId: string): Promise<Transfer | undefined> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t JOIN accounts a ON a.account_id = t.from_account_id
      WHERE t.transfer_id = $1 AND a.profile_id = $2`,
    [transferId, profileId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toTransfer(row);
}
