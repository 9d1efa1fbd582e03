import { addDays, addMonths } from '../products';

const BASIS_POINTS_PER_UNIT = 10_000;
const MONTHS_PER_YEAR = 12;

/**
 * The right of withdrawal from a consumer credit: 14 natural days from the contract (Ley 16/2011
 * de contratos de crédito al consumo, art. 28; Directive 2008/48/EC art. 14).
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** One payment of a loan's repayment schedule; amounts in cents. */
export interface ScheduledPayment {
  /** From 1. */
  number: number;
  /** `YYYY-MM-DD`. */
  dueOn: string;
  instalmentCents: number;
  interestCents: number;
  principalCents: number;
  /** What is owed once this payment is made. */
  outstandingAfterCents: number;
}

/** The monthly rate of a yearly nominal rate in basis points: 650 bp is 0.065 / 12. */
const monthlyRateOf = (tinBp: number): number => tinBp / BASIS_POINTS_PER_UNIT / MONTHS_PER_YEAR;

/**
 * The monthly instalment by French amortisation, rounded to the cent: 750,000 cents at 650 bp over
 * 60 months is 14,675 cents (146.75 €).
 */
export function instalmentCents(amountCents: number, tinBp: number, periods: number): number {
  const rate = monthlyRateOf(tinBp);
  if (rate === 0) return Math.round(amountCents / periods);
  return Math.round((amountCents * rate) / (1 - (1 + rate) ** -periods));
}

/**
 * The TAE of a loan with no fees, in basis points: the nominal rate compounded monthly over a
 * year, (1 + TIN/12)^12 − 1, to two decimals of a percent as the law writes it (Ley 16/2011,
 * Anexo I): 650 bp (6.50 % TIN) is 670 bp (6.70 % TAE).
 */
export function taeBpOf(tinBp: number): number {
  return Math.round(((1 + monthlyRateOf(tinBp)) ** MONTHS_PER_YEAR - 1) * BASIS_POINTS_PER_UNIT);
}

/**
 * A loan's repayment schedule (French amortisation): one payment a month from the month after the
 * contract, each instalment the same but the last, which pays off what is left, so that the
 * principal of the payments is exactly the amount lent. Each payment's interest is the month's
 * interest on what is owed, rounded to the cent.
 */
export function repaymentSchedule(loan: { amountCents: number; tinBp: number; periods: number; contractedOn: string }): ScheduledPayment[] {
  const rate = monthlyRateOf(loan.tinBp);
  const instalment = instalmentCents(loan.amountCents, loan.tinBp, loan.periods);
  const payments: ScheduledPayment[] = [];
  let outstanding = loan.amountCents;
  for (let number = 1; number <= loan.periods; number += 1) {
    const interestCents = Math.round(outstanding * rate);
    const principalCents = number === loan.periods ? outstanding : Math.min(outstanding, instalment - interestCents);
    outstanding -= principalCents;
    payments.push({
      number,
      // Counted from the contract day each time, so that a 31st stays the last day of each month.
      dueOn: addMonths(loan.contractedOn, number),
      instalmentCents: principalCents + interestCents,
      interestCents,
      principalCents,
      outstandingAfterCents: outstanding,
    });
  }
  return payments;
}

/** What a loan costs and when, as the review screen and the pre-contract information state it. */
export interface LoanFigures {
  tinBp: number;
  taeBp: number;
  monthlyCents: number;
  totalInterestCents: number;
  /** What the customer pays back in all: the amount and the interest. */
  totalOwedCents: number;
  firstPaymentOn: string;
  lastPaymentOn: string;
  /** The last day the customer may withdraw from the contract. */
  withdrawalUntil: string;
}

/** The figures of a loan contracted on `contractedOn`, from its schedule. */
export function loanFigures(loan: { amountCents: number; tinBp: number; periods: number; contractedOn: string }): LoanFigures {
  const schedule = repaymentSchedule(loan);
  const totalInterestCents = schedule.reduce((sum, payment) => sum + payment.interestCents, 0);
  return {
    tinBp: loan.tinBp,
    taeBp: taeBpOf(loan.tinBp),
    monthlyCents: instalmentCents(loan.amountCents, loan.tinBp, loan.periods),
    totalInterestCents,
    totalOwedCents: loan.amountCents + totalInterestCents,
    firstPaymentOn: schedule[0]?.dueOn ?? loan.contractedOn,
    lastPaymentOn: schedule.at(-1)?.dueOn ?? loan.contractedOn,
    withdrawalUntil: addDays(loan.contractedOn, WITHDRAWAL_PERIOD_DAYS),
  };
}

/** What is owed on a day: the amount lent, less the principal of the payments due by then. */
export function outstandingOn(schedule: readonly ScheduledPayment[], amountCents: number, day: string): number {
  return schedule.filter((payment) => payment.dueOn <= day).at(-1)?.outstandingAfterCents ?? amountCents;
}
