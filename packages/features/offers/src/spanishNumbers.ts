/**
 * Offers are written in es-ES (features.md §9), whatever the page's language, with Spain's number
 * post-processing: `Intl` leaves four-digit numbers ungrouped in es-ES ("1500", the RAE's rule),
 * and the bank's offers write them with a thousands dot ("1.500"), as every other amount.
 */

/** features.md §9: "Locale es-ES for offers". */
export const OFFERS_LOCALE = 'es-ES';

/** A four-digit whole part, not part of a longer number: "1500", "1500,50", "1500 €". */
const FOUR_DIGIT_WHOLE_PART = /(^|[^\d.,])(\d)(\d{3})(?=$|[^\d.])/g;

/** Adds the thousands dot to the four-digit numbers of an es-ES text: "1500 €" → "1.500 €". */
export function withFourDigitThousandsDot(text: string): string {
  return text.replace(FOUR_DIGIT_WHOLE_PART, '$1$2.$3');
}

/** A number in es-ES with the offers' grouping: 1500 → "1.500", 1234.5 with 2 decimals → "1.234,50". */
export function formatOfferNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return withFourDigitThousandsDot(new Intl.NumberFormat(OFFERS_LOCALE, options).format(value));
}

/** An amount of euros in es-ES: 1500 → "1.500,00 €". */
export function formatOfferEuros(value: number, fractionDigits = 2): string {
  return formatOfferNumber(value, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** Between a figure and its sign, as es-ES writes it: the line never breaks there. */
const NO_BREAK_SPACE = '\u00a0';

/** A rate in es-ES: 6.5 → "6,50 %", with a no-break space before the sign as `Intl` writes euros. */
export function formatOfferPercent(percent: number): string {
  return `${formatOfferNumber(percent, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${NO_BREAK_SPACE}%`;
}
