/**
 * The pre-approved loan's rules (features.md §3, §9): the longest term an amount allows, the
 * monthly instalment by French amortisation, and the loan sample the simulator shows.
 */

/** features.md §9: "default maximum term 60 months". */
export const DEFAULT_MAX_TERM_MONTHS = 60;
/** features.md §9: terms of 12 months or more are shown in years. */
export const MONTHS_PER_YEAR = 12;
const PERCENT = 100;
const CENTS_PER_UNIT = 100;

/** One step of the `amountTermRange` rule: from `amount`, terms up to `maxRange` months. */
export interface AmountTermStep {
  readonly amount: number;
  readonly maxRange: number;
}

/**
 * The longest term, in months, the bank lends `amount` for (features.md §9): 60 months, raised by
 * the `amountTermRange` rule: each step whose amount the loan reaches allows up to its `maxRange`;
 * the longest allowed wins. The rule only raises: a step below 60 months leaves 60.
 */
export function maxTermMonths(amount: number, amountTermRange: readonly AmountTermStep[]): number {
  return amountTermRange.reduce(
    (longest, step) => (amount >= step.amount && step.maxRange > longest ? step.maxRange : longest),
    DEFAULT_MAX_TERM_MONTHS,
  );
}

/** Rounded to the cent, half away from zero, as the bank's statements are. */
export function roundToCents(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * CENTS_PER_UNIT + Number.EPSILON)) / CENTS_PER_UNIT;
}

/**
 * The monthly instalment of a loan by French amortisation (features.md §9): with the monthly rate
 * r = tin / 100 / 12, amount · r / (1 − (1 + r)^−periods), rounded to cents. At 0 % it is the
 * amount shared over the months. 10,000 € at 6.5 % over 60 months is 195.66 €.
 */
export function monthlyInstalment(amount: number, tinPercent: number, periods: number): number {
  if (!(periods > 0) || !Number.isInteger(periods)) throw new RangeError('periods must be a whole number of months above 0');
  const monthlyRate = tinPercent / PERCENT / MONTHS_PER_YEAR;
  if (monthlyRate === 0) return roundToCents(amount / periods);
  return roundToCents((amount * monthlyRate) / (1 - (1 + monthlyRate) ** -periods));
}

/** One month of the amortisation table. */
export interface AmortisationRow {
  readonly month: number;
  readonly instalment: number;
  readonly interest: number;
  readonly principal: number;
  /** What is owed after this month's instalment. */
  readonly balance: number;
}

/**
 * The month-by-month table: each month's interest is the balance times the monthly rate, rounded
 * to cents, and the rest of the instalment repays principal; the last instalment is what repays
 * the balance exactly, so the principal parts add up to the amount to the cent. Worked in cents.
 */
export function amortisationTable(amount: number, tinPercent: number, periods: number): AmortisationRow[] {
  const instalmentCents = Math.round(monthlyInstalment(amount, tinPercent, periods) * CENTS_PER_UNIT);
  const monthlyRate = tinPercent / PERCENT / MONTHS_PER_YEAR;
  let balanceCents = Math.round(amount * CENTS_PER_UNIT);
  const rows: AmortisationRow[] = [];
  for (let month = 1; month <= periods; month += 1) {
    const interestCents = Math.round(balanceCents * monthlyRate);
    const principalCents = month === periods ? balanceCents : Math.min(instalmentCents - interestCents, balanceCents);
    balanceCents -= principalCents;
    rows.push({
      month,
      instalment: (principalCents + interestCents) / CENTS_PER_UNIT,
      interest: interestCents / CENTS_PER_UNIT,
      principal: principalCents / CENTS_PER_UNIT,
      balance: balanceCents / CENTS_PER_UNIT,
    });
  }
  return rows;
}

/** A term as the customer reads it: years from 12 months, else months (features.md §9). */
export interface PeriodTime {
  readonly years: number;
  readonly months: number;
  readonly units: 'years' | 'months';
}

export function periodTimeOf(periods: number): PeriodTime {
  return {
    years: Math.floor(periods / MONTHS_PER_YEAR),
    months: periods % MONTHS_PER_YEAR,
    units: periods >= MONTHS_PER_YEAR ? 'years' : 'months',
  };
}

/** features.md §3's loan sample: what a loan of `amount` over `periods` months at `tin` costs. */
export interface LoanSample {
  readonly amount: number;
  readonly tin: number;
  readonly periods: number;
  readonly monthlyAmount: number;
  readonly totalAmount: number;
  readonly interestPaid: number;
  readonly periodTime: PeriodTime;
}

/** The sample, from the amortisation table: its instalments add up to the total. */
export function loanSample(amount: number, tin: number, periods: number): LoanSample {
  const table = amortisationTable(amount, tin, periods);
  const totalCents = table.reduce((sum, row) => sum + Math.round(row.instalment * CENTS_PER_UNIT), 0);
  const interestCents = table.reduce((sum, row) => sum + Math.round(row.interest * CENTS_PER_UNIT), 0);
  return {
    amount,
    tin,
    periods,
    monthlyAmount: monthlyInstalment(amount, tin, periods),
    totalAmount: totalCents / CENTS_PER_UNIT,
    interestPaid: interestCents / CENTS_PER_UNIT,
    periodTime: periodTimeOf(periods),
  };
}

/**
 * The interest a customer pays (features.md §3 legalInfo): the payroll rate when the loan's
 * subtype is `TX` (the customer's salary is paid in), else the no-payroll rate.
 */
export const PAYROLL_LOAN_SUBTYPE = 'TX';
export function loanInterest(loanSubtype: string, legalInfo: { payrollInterest: number; noPayrollInterest: number }): number {
  return loanSubtype === PAYROLL_LOAN_SUBTYPE ? legalInfo.payrollInterest : legalInfo.noPayrollInterest;
}

/** The APR that goes with {@link loanInterest}: `tae` for a payroll (TX) loan, `noPayrollTAE` otherwise. */
export function loanTae(loanSubtype: string, legalInfo: { tae: number; noPayrollTAE: number }): number {
  return loanSubtype === PAYROLL_LOAN_SUBTYPE ? legalInfo.tae : legalInfo.noPayrollTAE;
}
