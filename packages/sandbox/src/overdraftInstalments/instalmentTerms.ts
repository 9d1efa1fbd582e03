import { loanFigures, taeBpOf, WITHDRAWAL_PERIOD_DAYS } from '../loans';
import { addDays, euros, spanishEuros } from '../products';

/**
 * The bank's fixed nominal rate for an overdraft split into instalments, in basis points:
 * 7,95 % TIN, 8,25 % TAE with no fees (issue 41 §5).
 * @default 795
 */
export const OVERDRAFT_INSTALMENTS_TIN_BP = 795;

/** The terms the customer chooses from, in months. */
export const OVERDRAFT_INSTALMENT_PERIODS = [3, 6, 12] as const;
export type OverdraftInstalmentPeriods = (typeof OVERDRAFT_INSTALMENT_PERIODS)[number];

/**
 * The smallest overdraft the bank splits: below it, a monthly instalment would be a few cents and
 * the interest nothing, so the customer is better off moving money in.
 * @default 5_000 (50,00 €)
 */
export const MIN_SPLIT_OVERDRAFT_CENTS = 5_000;

/**
 * The largest overdraft the bank splits without a credit review: beyond it, the customer talks to
 * the bank about a personal loan.
 * @default 300_000 (3.000,00 €)
 */
export const MAX_SPLIT_OVERDRAFT_CENTS = 300_000;

/** One way to repay the overdraft: how many months, and what each costs. Amounts in cents. */
export interface InstalmentPlan {
  periods: number;
  monthlyCents: number;
  /** The last instalment takes up the roundings, so it may differ by a few cents. */
  lastInstalmentCents: number;
  totalInterestCents: number;
  /** The overdraft and the interest: what the customer pays back in all. */
  totalOwedCents: number;
  firstPaymentOn: string;
  lastPaymentOn: string;
}

/**
 * The figures of one plan for an overdraft contracted on `contractedOn` (`YYYY-MM-DD`), at the
 * bank's rate today or, for a plan contracted before, at the rate it was contracted at.
 */
export function instalmentPlan(
  overdrawnCents: number,
  periods: number,
  contractedOn: string,
  tinBp: number = OVERDRAFT_INSTALMENTS_TIN_BP,
): InstalmentPlan {
  const figures = loanFigures({ amountCents: overdrawnCents, tinBp, periods, contractedOn });
  return {
    periods,
    monthlyCents: figures.monthlyCents,
    lastInstalmentCents: figures.totalOwedCents - figures.monthlyCents * (periods - 1),
    totalInterestCents: figures.totalInterestCents,
    totalOwedCents: figures.totalOwedCents,
    firstPaymentOn: figures.firstPaymentOn,
    lastPaymentOn: figures.lastPaymentOn,
  };
}

/** Every plan the bank offers for an overdraft, shortest first, with the terms they share. */
export function instalmentPlans(
  overdrawnCents: number,
  contractedOn: string,
): { tinBp: number; taeBp: number; withdrawalUntil: string; plans: InstalmentPlan[] } {
  return {
    tinBp: OVERDRAFT_INSTALMENTS_TIN_BP,
    taeBp: taeBpOf(OVERDRAFT_INSTALMENTS_TIN_BP),
    withdrawalUntil: addDays(contractedOn, WITHDRAWAL_PERIOD_DAYS),
    plans: OVERDRAFT_INSTALMENT_PERIODS.map((periods) => instalmentPlan(overdrawnCents, periods, contractedOn)),
  };
}

/** Why the bank does not split an overdraft of this size, in Spanish for the API's message; undefined when it does. */
export function splitRefusal(overdrawnCents: number): string | undefined {
  if (overdrawnCents < MIN_SPLIT_OVERDRAFT_CENTS) {
    return `Fraccionamos descubiertos a partir de ${spanishEuros(euros(MIN_SPLIT_OVERDRAFT_CENTS))}: para uno menor, pasa dinero a la cuenta.`;
  }
  if (overdrawnCents > MAX_SPLIT_OVERDRAFT_CENTS) {
    return `Fraccionamos descubiertos de hasta ${spanishEuros(euros(MAX_SPLIT_OVERDRAFT_CENTS))}: para uno mayor, habla con nosotros de un préstamo personal.`;
  }
  return undefined;
}
