import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { OVERDRAFT_INSTALMENTS_ALIAS, taeBpOf } from '../loans';
import { bankDayAt, englishEuros, euros, spanishEuros, type Money } from '../products';
import {
  OVERDRAFT_INSTALMENTS_TIN_BP,
  instalmentPlan,
  instalmentPlans,
  splitRefusal,
  type InstalmentPlan,
  type OverdraftInstalmentPeriods,
} from './instalmentTerms';

const BASIS_POINTS_PER_PERCENT = 100;
/** A loan's id is `LOAN-` and eight hexadecimal digits (the loans table's check): four random bytes. */
const LOAN_ID_RANDOM_BYTES = 4;
/** Where the message of a split overdraft leads: the overall position, where the loan and the account are. */
const OVERVIEW_LINK = '#/posicion-global';

/** The overdraft of one of the profile's accounts, and every plan the bank offers for it today. Amounts in cents. */
export interface OverdraftQuote {
  accountId: string;
  overdrawnCents: number;
  tinBp: number;
  taeBp: number;
  /** The bank's day today: the plan's contract day, if signed today. */
  contractedOn: string;
  withdrawalUntil: string;
  plans: InstalmentPlan[];
}

/** Why an overdraft is not quoted. */
export type QuoteRefusal = { kind: 'account_not_found' } | { kind: 'not_overdrawn' } | { kind: 'out_of_range'; message: string };

/** Why an overdraft is not split: as for a quote, or the amount signed is not the account's overdraft now. */
export type OverdraftRefusal = QuoteRefusal | { kind: 'amount_changed'; overdrawnCents: number };

interface AccountRow {
  accountId: string;
  alias: string;
  iban: string;
  balanceCents: string | number;
}

/** One of the profile's accounts, locked for the caller's transaction when it moves money; undefined for any other. */
async function findAccount(db: Queryable, profileId: string, accountId: string, forUpdate: boolean): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT account_id AS "accountId", alias, iban, balance_cents AS "balanceCents" FROM accounts
      WHERE account_id = $1 AND profile_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [accountId, profileId],
  );
  return rows[0];
}

/** How far below zero an account is, or why it cannot be split. */
function overdraftOf(account: AccountRow): { overdrawnCents: number } | QuoteRefusal {
  const balanceCents = Number(account.balanceCents);
  if (balanceCents >= 0) return { kind: 'not_overdrawn' };
  const overdrawnCents = -balanceCents;
  const refusal = splitRefusal(overdrawnCents);
  return refusal === undefined ? { overdrawnCents } : { kind: 'out_of_range', message: refusal };
}

/**
 * The plans for an account of the profile's that is overdrawn now (issue 41 §5): the overdraft is
 * the account's balance below zero, each plan's figures those of a loan of exactly that amount at
 * the bank's fixed rate. Writes nothing.
 */
export async function quoteOverdraftInstalments(
  db: Queryable,
  request: { profileId: string; accountId: string },
  nowMs: number,
): Promise<{ kind: 'quoted'; quote: OverdraftQuote } | QuoteRefusal> {
  const account = await findAccount(db, request.profileId, request.accountId, false);
  if (account === undefined) return { kind: 'account_not_found' };
  const overdraft = overdraftOf(account);
  if ('kind' in overdraft) return overdraft;
  const contractedOn = bankDayAt(nowMs);
  return {
    kind: 'quoted',
    quote: {
      accountId: request.accountId,
      overdrawnCents: overdraft.overdrawnCents,
      contractedOn,
      ...instalmentPlans(overdraft.overdrawnCents, contractedOn),
    },
  };
}

/** The customer's signed order: split this account's overdraft, of this amount, over this many months. */
export interface InstalmentOrder {
  personId: string;
  /** The bearer's profile: the account must be one of its. */
  profileId: string;
  accountId: string;
  amountCents: number;
  periods: OverdraftInstalmentPeriods;
  /** Names this order: its copies make one loan. */
  idempotencyKey: string;
}

/** A split overdraft as the API answers it (sandbox-api.md, Overdraft instalments): euros, and rates in percent. */
export interface SplitOverdraft {
  loanId: string;
  accountId: string;
  amount: Money;
  periods: number;
  tin: number;
  tae: number;
  monthlyAmount: Money;
  lastInstalment: Money;
  totalInterest: Money;
  totalAmount: Money;
  contractedOn: string;
  firstPaymentOn: string;
  lastPaymentOn: string;
  withdrawalUntil: string;
  /** The account's balance once the loan paid the overdraft: 0,00 €. */
  balanceAfter: Money;
}

export type InstalmentOutcome =
  | { kind: 'split'; split: SplitOverdraft }
  | { kind: 'replayed'; split: SplitOverdraft }
  | { kind: 'key_reused' }
  | { kind: 'invalid_ticket' }
  | OverdraftRefusal;

interface PlanRow {
  loanId: string;
  accountId: string;
  amountCents: string | number;
  tinBp: number;
  taeBp: number;
  periods: number;
  contractedOn: string;
  balanceAfterCents: string | number;
  requestDigest: string;
}

/** The same key with the same order is a retry; with another order, a mistake. */
function orderDigest(order: InstalmentOrder): string {
  return sha256Hex(JSON.stringify([order.accountId, order.amountCents, order.periods]));
}

function splitOf(row: PlanRow): SplitOverdraft {
  const amountCents = Number(row.amountCents);
  const plan = instalmentPlan(amountCents, row.periods, row.contractedOn, row.tinBp);
  const { withdrawalUntil } = instalmentPlans(amountCents, row.contractedOn);
  return {
    loanId: row.loanId,
    accountId: row.accountId,
    amount: euros(amountCents),
    periods: row.periods,
    tin: row.tinBp / BASIS_POINTS_PER_PERCENT,
    tae: row.taeBp / BASIS_POINTS_PER_PERCENT,
    monthlyAmount: euros(plan.monthlyCents),
    lastInstalment: euros(plan.lastInstalmentCents),
    totalInterest: euros(plan.totalInterestCents),
    totalAmount: euros(plan.totalOwedCents),
    contractedOn: row.contractedOn,
    firstPaymentOn: plan.firstPaymentOn,
    lastPaymentOn: plan.lastPaymentOn,
    withdrawalUntil,
    balanceAfter: euros(row.balanceAfterCents),
  };
}

const PLAN_COLUMNS = `
  l.loan_id AS "loanId", l.account_id AS "accountId", l.amount_cents AS "amountCents", l.tin_bp AS "tinBp", l.tae_bp AS "taeBp",
  l.periods, to_char(l.contracted_on, 'YYYY-MM-DD') AS "contractedOn", p.balance_after_cents AS "balanceAfterCents",
  p.request_digest AS "requestDigest"`;

/** `YYYY-MM-DD` as a message writes it: 07/01/2027. */
const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * The message a split overdraft leaves in the customer's inbox (issue 41 §4), in both languages,
 * in the same transaction: there is never a message of a loan that was not made.
 */
async function leaveSplitMessage(tx: Queryable, personId: string, account: AccountRow, split: SplitOverdraft, at: Date): Promise<void> {
  const spanishPercent = (value: number) => `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2 }).format(value)}\u00a0%`;
  const englishPercent = (value: number) => `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(value)}%`;
  const ibanEnd = account.iban.slice(-4);
  const { amount, monthlyAmount: monthly, lastInstalment: last, totalInterest: interest, totalAmount: total } = split;
  await leaveInboxMessage(tx, {
    messageId: `MSG-${split.loanId}`,
    personId,
    subject: `Descubierto fraccionado: ${spanishEuros(amount)} en ${split.periods} cuotas`,
    body: `Hemos cubierto el descubierto de tu ${account.alias} terminada en ${ibanEnd}, ${spanishEuros(amount)}: la cuenta queda a 0,00 €. Lo devuelves en ${split.periods} cuotas mensuales de ${spanishEuros(monthly)} (la última, de ${spanishEuros(last)}) al ${spanishPercent(split.tin)} TIN fijo, TAE ${spanishPercent(split.tae)}: ${spanishEuros(interest)} de intereses, ${spanishEuros(total)} en total. La primera cuota se carga el ${dayMonthYear(split.firstPaymentOn)}. Puedes desistir sin coste hasta el ${dayMonthYear(split.withdrawalUntil)}. Referencia: ${split.loanId}.`,
    subjectEnGb: `Overdraft split into instalments: ${englishEuros(amount)} over ${split.periods} months`,
    bodyEnGb: `We have covered the overdraft of your ${account.alias} ending ${ibanEnd}, ${englishEuros(amount)}: the account is back at €0.00. You repay it in ${split.periods} monthly instalments of ${englishEuros(monthly)} (the last one ${englishEuros(last)}) at a fixed ${englishPercent(split.tin)} nominal rate, ${englishPercent(split.tae)} APR: ${englishEuros(interest)} of interest, ${englishEuros(total)} in all. The first instalment is charged on ${dayMonthYear(split.firstPaymentOn)}. You may withdraw at no cost until ${dayMonthYear(split.withdrawalUntil)}. Our reference: ${split.loanId}.`,
    category: 'operation',
    link: OVERVIEW_LINK,
    receivedAt: at,
  });
}

/**
 * Splits an overdraft the customer signed for, in the caller's transaction (issue 41 §5). The
 * person's customer row is locked first, so one person's money operations run one after another,
 * as transfers do; then:
 *
 * - a key the person used already answers the first split (`replayed`) when the order is the same,
 *   `key_reused` when it is not, and spends no signature;
 * - otherwise the signature is spent (`spendSignature`, false: `invalid_ticket`), the account locked
 *   and read again: it must still be overdrawn, by exactly the amount the customer reviewed and
 *   signed (`amount_changed` otherwise), within the sizes the bank splits;
 * - then a loan of that amount is written, paid into the account as one movement, which brings
 *   the balance back to zero, and a message is left in the customer's inbox.
 *
 * A refusal returns before anything is written; the caller rolls back the spent signature.
 */
export async function splitOverdraft(
  tx: Queryable,
  order: InstalmentOrder,
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<InstalmentOutcome> {
  await tx.query('SELECT 1 FROM customers WHERE person_id = $1 FOR UPDATE', [order.personId]);
  const digest = orderDigest(order);
  const earlier = await tx.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM overdraft_instalment_plans p JOIN loans l ON l.loan_id = p.loan_id
      WHERE p.person_id = $1 AND p.idempotency_key = $2`,
    [order.personId, order.idempotencyKey],
  );
  const first = earlier.rows[0];
  if (first !== undefined) return first.requestDigest === digest ? { kind: 'replayed', split: splitOf(first) } : { kind: 'key_reused' };
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };
  const account = await findAccount(tx, order.profileId, order.accountId, true);
  if (account === undefined) return { kind: 'account_not_found' };
  const overdraft = overdraftOf(account);
  if ('kind' in overdraft) return overdraft;
  if (order.amountCents !== overdraft.overdrawnCents) return { kind: 'amount_changed', overdrawnCents: overdraft.overdrawnCents };

  const contractedOn = bankDayAt(nowMs);
  const plan = instalmentPlan(overdraft.overdrawnCents, order.periods, contractedOn);
  const loanId = `LOAN-${randomBytes(LOAN_ID_RANDOM_BYTES).toString('hex').toUpperCase()}`;
  const at = new Date(nowMs);
  await tx.query(
    `INSERT INTO loans (loan_id, person_id, account_id, amount_cents, tin_bp, tae_bp, periods, monthly_cents, created_at, contracted_on,
                        terms_accepted_at, purpose)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $9, 'overdraft_instalments')`,
    [
      loanId,
      order.personId,
      order.accountId,
      overdraft.overdrawnCents,
      OVERDRAFT_INSTALMENTS_TIN_BP,
      taeBpOf(OVERDRAFT_INSTALMENTS_TIN_BP),
      order.periods,
      plan.monthlyCents,
      at,
      contractedOn,
    ],
  );
  // The balance was read under the lock; the condition keeps the credit from being anything but the overdraft.
  const credited = await tx.query<{ balanceCents: string | number }>(
    `UPDATE accounts SET balance_cents = balance_cents + $2 WHERE account_id = $1 AND balance_cents = -$2::bigint
     RETURNING balance_cents AS "balanceCents"`,
    [order.accountId, overdraft.overdrawnCents],
  );
  const balanceAfterCents = credited.rows[0]?.balanceCents;
  if (balanceAfterCents === undefined) throw new Error(`Overdraft of ${order.accountId}: the account could not be credited`);
  await tx.query(
    `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents) VALUES ($1, $2, NULL, $3::date, $4, $5)`,
    [`MOV-${loanId}`, order.accountId, contractedOn, OVERDRAFT_INSTALMENTS_ALIAS, overdraft.overdrawnCents],
  );
  await tx.query(
    `INSERT INTO overdraft_instalment_plans (loan_id, person_id, account_id, idempotency_key, request_digest, balance_after_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [loanId, order.personId, order.accountId, order.idempotencyKey, digest, balanceAfterCents, at],
  );
  const split = splitOf({
    loanId,
    accountId: order.accountId,
    amountCents: overdraft.overdrawnCents,
    tinBp: OVERDRAFT_INSTALMENTS_TIN_BP,
    taeBp: taeBpOf(OVERDRAFT_INSTALMENTS_TIN_BP),
    periods: order.periods,
    contractedOn,
    balanceAfterCents,
    requestDigest: digest,
  });
  await leaveSplitMessage(tx, order.personId, account, split, at);
  return { kind: 'split', split };
}
