import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { findOffer, offerMaxTerm, type LoanTerms } from '../offers';
import { bankDayAt, euros, type Money } from '../products';
import { loanFigures, outstandingOn, repaymentSchedule, type LoanFigures, type ScheduledPayment } from './loanSchedule';

const CENTS_PER_UNIT = 100;
const BASIS_POINTS_PER_PERCENT = 100;
/** The shortest term the bank lends for. */
export const MIN_LOAN_PERIODS = 6;
/** The shape of a loan's id: `LOAN-` and eight hexadecimal digits. Anything else names no loan. */
export const LOAN_ID_PATTERN = /^LOAN-[0-9A-F]{8}$/;
/** What a loan is called among the customer's products. */
export const LOAN_ALIAS = 'Préstamo personal';
/** What the payout is called among the account's movements. */
export const LOAN_PAYOUT_CONCEPT = 'Abono préstamo personal';
/** What a loan that split an overdraft into instalments is called, among the products and as its payout (issue 41 §5). */
export const OVERDRAFT_INSTALMENTS_ALIAS = 'Fraccionamiento del descubierto';

/** What a loan is for (migration 0035): the pre-approved personal loan, or an overdraft split into instalments. */
type LoanPurpose = 'personal' | 'overdraft_instalments';
const ALIAS_OF_PURPOSE: Readonly<Record<LoanPurpose, string>> = {
  personal: LOAN_ALIAS,
  overdraft_instalments: OVERDRAFT_INSTALMENTS_ALIAS,
};

/** A loan the customer asks for: how much, over how long, paid into which of the profile's accounts. */
export interface LoanRequest {
  personId: string;
  /** The bearer's profile: the account must be one of its. */
  profileId: string;
  accountId: string;
  amountCents: number;
  periods: number;
}

/** A loan as quoted before it is contracted: its rate and every figure the customer reviews. */
export interface LoanQuote extends LoanFigures {
  amountCents: number;
  periods: number;
  contractedOn: string;
}

/** A quote, or why the offer does not lend that. */
export type QuoteOutcome =
  { kind: 'held' } | { kind: 'no_offer' } | { kind: 'out_of_range'; message: string } | { kind: 'quoted'; quote: LoanQuote };

/** The nominal rate the offer lends at: with the payroll paid in (`TX`) or without. */
function tinBpOf(terms: LoanTerms): number {
  const tin = terms.loanSubtype === 'TX' ? terms.legalInfo.payrollInterest : terms.legalInfo.noPayrollInterest;
  return Math.round(tin * BASIS_POINTS_PER_PERCENT);
}

/**
 * The person's loan offer, quoted for an amount and a term if contracted today (`nowMs`): every
 * figure of the review and of the pre-contract information comes from here, so that they agree
 * with what is contracted.
 */
export async function quoteLoan(
  db: Queryable,
  request: Omit<LoanRequest, 'profileId' | 'accountId'>,
  nowMs: number,
): Promise<QuoteOutcome> {
  const offer = await findOffer(db, request.personId, 'loan');
  if (offer.kind === 'held') return { kind: 'held' };
  if (offer.kind === 'none') return { kind: 'no_offer' };
  const { terms } = offer;
  const amount = request.amountCents / CENTS_PER_UNIT;
  if (amount < terms.minLimitAmount || amount > terms.maxLimitAmount) {
    return { kind: 'out_of_range', message: `amount debe estar entre ${terms.minLimitAmount} y ${terms.maxLimitAmount}.` };
  }
  const maxTerm = offerMaxTerm(terms, amount);
  if (request.periods < MIN_LOAN_PERIODS || request.periods > maxTerm) {
    return { kind: 'out_of_range', message: `periods debe estar entre ${MIN_LOAN_PERIODS} y ${maxTerm} meses para ese importe.` };
  }
  const contractedOn = bankDayAt(nowMs);
  const loan = { amountCents: request.amountCents, tinBp: tinBpOf(terms), periods: request.periods, contractedOn };
  return { kind: 'quoted', quote: { ...loanFigures(loan), amountCents: loan.amountCents, periods: loan.periods, contractedOn } };
}

/** A loan just contracted, as `POST /genoma_api/rest/loans` answers it (euros and percent). */
export interface ContractedLoan {
  loanId: string;
  accountId: string;
  amount: number;
  periods: number;
  tin: number;
  tae: number;
  monthlyAmount: number;
  totalInterest: number;
  totalAmount: number;
  contractedOn: string;
  firstPaymentOn: string;
  lastPaymentOn: string;
  withdrawalUntil: string;
  /** The account's balance with the money in. */
  balanceAfter: number;
}

export type ContractOutcome =
  Exclude<QuoteOutcome, { kind: 'quoted' }> | { kind: 'account_not_found' } | { kind: 'contracted'; loan: ContractedLoan };

/**
 * Contracts the loan, in the caller's transaction, which has spent the customer's signature: the
 * offer is taken (one conditional `UPDATE … WHERE status = 'available'`, so of concurrent
 * contracts exactly one takes it), the loan is written with the day the terms were accepted, and
 * its amount is paid into the account, a movement of the account. Nothing is written when it is
 * refused; the caller rolls the signature back too.
 */
export async function contractLoan(tx: Queryable, request: LoanRequest, nowMs: number): Promise<ContractOutcome> {
  const quoted = await quoteLoan(tx, request, nowMs);
  if (quoted.kind !== 'quoted') return quoted;
  const { quote } = quoted;
  const at = new Date(nowMs);
  const taken = await tx.query(
    `UPDATE preapproved_offers SET status = 'accepted', accepted_at = $2
      WHERE person_id = $1 AND kind = 'loan' AND status = 'available' RETURNING 1`,
    [request.personId, at],
  );
  if (taken.rows.length === 0) return { kind: 'no_offer' };
  const account = await tx.query<{ balanceCents: string | number }>(
    `UPDATE accounts SET balance_cents = balance_cents + $3
      WHERE account_id = $1 AND profile_id = $2 AND account_type IN ('current', 'savings')
      RETURNING balance_cents AS "balanceCents"`,
    [request.accountId, request.profileId, quote.amountCents],
  );
  const balanceCents = account.rows[0]?.balanceCents;
  if (balanceCents === undefined) return { kind: 'account_not_found' };
  const loanId = `LOAN-${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await tx.query(
    `INSERT INTO loans (loan_id, person_id, account_id, amount_cents, tin_bp, tae_bp, periods, monthly_cents, created_at, contracted_on,
                        terms_accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $9)`,
    [
      loanId,
      request.personId,
      request.accountId,
      quote.amountCents,
      quote.tinBp,
      quote.taeBp,
      quote.periods,
      quote.monthlyCents,
      at,
      quote.contractedOn,
    ],
  );
  await tx.query(
    `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
     VALUES ($1, $2, NULL, $3::date, $4, $5)`,
    [`MOV-${loanId}`, request.accountId, quote.contractedOn, LOAN_PAYOUT_CONCEPT, quote.amountCents],
  );
  return {
    kind: 'contracted',
    loan: {
      loanId,
      accountId: request.accountId,
      amount: quote.amountCents / CENTS_PER_UNIT,
      periods: quote.periods,
      tin: quote.tinBp / BASIS_POINTS_PER_PERCENT,
      tae: quote.taeBp / BASIS_POINTS_PER_PERCENT,
      monthlyAmount: quote.monthlyCents / CENTS_PER_UNIT,
      totalInterest: quote.totalInterestCents / CENTS_PER_UNIT,
      totalAmount: quote.totalOwedCents / CENTS_PER_UNIT,
      contractedOn: quote.contractedOn,
      firstPaymentOn: quote.firstPaymentOn,
      lastPaymentOn: quote.lastPaymentOn,
      withdrawalUntil: quote.withdrawalUntil,
      balanceAfter: Number(balanceCents) / CENTS_PER_UNIT,
    },
  };
}

/** A loan among the customer's products (`GET /genoma_api/rest/products`). */
export interface Loan {
  id: string;
  alias: string;
  /** What was lent. */
  amount: Money;
  /** What is still owed today. */
  outstanding: Money;
  monthlyAmount: Money;
  /** The next payment's day; null once it is paid off. */
  nextPaymentOn: string | null;
  /** The account it was paid into and is repaid from. */
  accountId: string;
}

/** One payment of a loan's schedule, as its page shows it. */
export interface LoanPayment {
  number: number;
  dueOn: string;
  instalment: Money;
  interest: Money;
  principal: Money;
  outstandingAfter: Money;
}

/** A loan's own page (`GET /genoma_api/rest/products/{loanId}`). */
export interface LoanDetail extends Loan {
  kind: 'loan';
  periods: number;
  /** Percent a year. */
  tin: number;
  tae: number;
  totalInterest: Money;
  totalAmount: Money;
  contractedOn: string;
  firstPaymentOn: string;
  lastPaymentOn: string;
  /** The last day the customer may withdraw from the contract (14 natural days). */
  withdrawalUntil: string;
  schedule: LoanPayment[];
}

interface LoanRow {
  id: string;
  accountId: string;
  amountCents: string | number;
  tinBp: number;
  taeBp: number;
  periods: number;
  monthlyCents: string | number;
  contractedOn: string;
  purpose: LoanPurpose;
}

const LOAN_COLUMNS = `
  l.loan_id AS id, l.account_id AS "accountId", l.amount_cents AS "amountCents", l.tin_bp AS "tinBp", l.tae_bp AS "taeBp",
  l.periods, l.monthly_cents AS "monthlyCents", to_char(l.contracted_on, 'YYYY-MM-DD') AS "contractedOn", l.purpose`;

/** A loan's schedule and what it owes on `today`. */
function withSchedule(row: LoanRow, today: string): { loan: Loan; schedule: ScheduledPayment[] } {
  const amountCents = Number(row.amountCents);
  const schedule = repaymentSchedule({ amountCents, tinBp: row.tinBp, periods: row.periods, contractedOn: row.contractedOn });
  return {
    schedule,
    loan: {
      id: row.id,
      alias: ALIAS_OF_PURPOSE[row.purpose],
      amount: euros(amountCents),
      outstanding: euros(outstandingOn(schedule, amountCents, today)),
      monthlyAmount: euros(row.monthlyCents),
      nextPaymentOn: schedule.find((payment) => payment.dueOn > today)?.dueOn ?? null,
      accountId: row.accountId,
    },
  };
}

/** The loans paid into the accounts of one profile, and no other, oldest first, as owed on `today`. */
export async function listLoans(db: Queryable, profileId: string, today: string): Promise<Loan[]> {
  const { rows } = await db.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loans l JOIN accounts a ON a.account_id = l.account_id
      WHERE a.profile_id = $1 ORDER BY l.created_at, l.loan_id`,
    [profileId],
  );
  return rows.map((row) => withSchedule(row, today).loan);
}

/** One loan of a profile's, with its schedule; undefined for another profile's or an unknown one. */
export async function findLoanDetail(db: Queryable, profileId: string, loanId: string, today: string): Promise<LoanDetail | undefined> {
  const { rows } = await db.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loans l JOIN accounts a ON a.account_id = l.account_id
      WHERE l.loan_id = $1 AND a.profile_id = $2`,
    [loanId, profileId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { loan, schedule } = withSchedule(row, today);
  const figures = loanFigures({
    amountCents: Number(row.amountCents),
    tinBp: row.tinBp,
    periods: row.periods,
    contractedOn: row.contractedOn,
  });
  return {
    kind: 'loan',
    ...loan,
    periods: row.periods,
    tin: row.tinBp / BASIS_POINTS_PER_PERCENT,
    tae: row.taeBp / BASIS_POINTS_PER_PERCENT,
    totalInterest: euros(figures.totalInterestCents),
    totalAmount: euros(figures.totalOwedCents),
    contractedOn: row.contractedOn,
    firstPaymentOn: figures.firstPaymentOn,
    lastPaymentOn: figures.lastPaymentOn,
    withdrawalUntil: figures.withdrawalUntil,
    schedule: schedule.map((payment) => ({
      number: payment.number,
      dueOn: payment.dueOn,
      instalment: euros(payment.instalmentCents),
      interest: euros(payment.interestCents),
      principal: euros(payment.principalCents),
      outstandingAfter: euros(payment.outstandingAfterCents),
    })),
  };
}
