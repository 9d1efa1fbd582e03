import { addDays } from '../products';

/**
 * How long after a SEPA Core direct debit's charge the payer may have it returned, no questions
 * asked: eight weeks (PSD2, Directive 2015/2366, art. 76(1) and 77(1); in Spain, Real Decreto-ley
 * 19/2018, art. 47), counted in natural days from the day of the charge.
 */
export const RETURN_WINDOW_DAYS = 56;

/** The last day a charge of `chargedOn` (`YYYY-MM-DD`) may be returned: the charge's day plus eight weeks. */
export function returnDeadline(chargedOn: string): string {
  return addDays(chargedOn, RETURN_WINDOW_DAYS);
}

/** Whether a charge of `chargedOn` may still be returned on the bank's day `today` (both `YYYY-MM-DD`). */
export function isWithinReturnWindow(chargedOn: string, today: string): boolean {
  return today >= chargedOn && today <= returnDeadline(chargedOn);
}
