import type { Locale } from '../i18n';
import { roundHalfExpand } from './formatMoney';

/** Rates are written with two decimals: "6,50 %", the way the bank states a TIN or an APR. */
const PERCENT_FRACTION_DIGITS = 2;

/**
 * How each shipped locale writes a rate: Spanish with a decimal comma and a no-break space before
 * the sign (as `Intl.NumberFormat('es-ES', { style: 'percent' })` does), British English with a
 * point and the sign against the figure.
 */
const PERCENT_NOTATION: Readonly<Record<Locale, { decimal: string; write: (sign: string, digits: string) => string }>> = {
  'es-ES': { decimal: ',', write: (sign, digits) => `${sign}${digits}\u00a0%` },
  'en-GB': { decimal: '.', write: (sign, digits) => `${sign}${digits}%` },
};

/**
 * `6.5, 'es-ES'` → `6,50 %`; `'en-GB'` → `6.50%`: a rate in per cent (6.5 is 6.5 %, not 0.065),
 * with two decimals rounded half away from zero as `Intl` rounds them (1.005 is 1,01 %). Written
 * without `Intl`, for the reason given in `formatMoney.ts`. Rates are not grouped in thousands.
 */
export function formatPercent(percent: number, locale: Locale): string {
  const notation = PERCENT_NOTATION[locale];
  const parts = roundHalfExpand(Math.abs(percent), PERCENT_FRACTION_DIGITS);
  const sign = percent < 0 ? '-' : '';
  // A rate JavaScript writes in exponent form (below 0.000001 or from 1e21) is no bank's rate.
  const digits = parts ? `${parts.integer}${notation.decimal}${parts.fraction}` : String(percent);
  return notation.write(sign, digits);
}
