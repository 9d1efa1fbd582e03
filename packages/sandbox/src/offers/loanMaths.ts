/** The bank's side of the loan rules (features.md §9), in cents: what a created loan charges a month. */

const PERCENT = 100;
const BASIS_POINTS_PER_PERCENT = 100;
const MONTHS_PER_YEAR = 12;

/**
 * The monthly instalment by French amortisation, monthly rate = rate / 100 / 12, rounded to the
 * cent: 1,000,000 cents at 650 bp over 60 months is 19,566 cents (195.66 €).
 */
export function instalmentCents(amountCents: number, tinBp: number, periods: number): number {
  const monthlyRate = tinBp / BASIS_POINTS_PER_PERCENT / PERCENT / MONTHS_PER_YEAR;
  if (monthlyRate === 0) return Math.round(amountCents / periods);
  return Math.round((amountCents * monthlyRate) / (1 - (1 + monthlyRate) ** -periods));
}
