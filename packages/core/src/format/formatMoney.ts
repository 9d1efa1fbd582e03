import type { Locale } from '../i18n';

/**
 * How each shipped locale writes a euro amount, as `Intl.NumberFormat` writes it with
 * `style: 'currency'` and `useGrouping: 'always'` (Spanish leaves four-digit numbers ungrouped
 * by default; a bank's columns of figures read better grouped).
 */
const EURO_NOTATION: Readonly<Record<Locale, { group: string; decimal: string; write: (sign: string, digits: string) => string }>> = {
  'es-ES': { group: '.', decimal: ',', write: (sign, digits) => `${sign}${digits}\u00a0€` },
  'en-GB': { group: ',', decimal: '.', write: (sign, digits) => `${sign}€${digits}` },
};

const EURO = 'EUR';
const EURO_FRACTION_DIGITS = 2;

/** How an amount is written beyond its language. */
export interface MoneyFormatOptions {
  /**
   * `false` writes whole units with no decimals, rounded half away from zero ("15.000 €",
   * "€15,000"): the round figures of an offer or a limit.
   * @default true
   */
  readonly cents?: boolean;
}
const DIGITS_PER_GROUP = 3;

/**
 * `value` (not negative) rounded half away from zero to `fractionDigits`, as digit strings.
 * It rounds the shortest decimal that reads back as `value` (`String(1.005)` is `1.005`), which
 * is what ICU rounds, so `1.005` gives `1.01` where `toFixed` would give `1.00`.
 * `undefined` for a value JavaScript writes in exponent form (below 1e-6 or from 1e21).
 */
export function roundHalfExpand(value: number, fractionDigits: number): { integer: string; fraction: string } | undefined {
  const written = String(value);
  if (!/^\d+(\.\d+)?$/.test(written)) return undefined;
  const [integer = '0', fraction = ''] = written.split('.');
  const digits = `${integer}${fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)}`;
  const roundsUp = (fraction[fractionDigits] ?? '0') >= '5';
  const rounded = roundsUp ? incrementDigits(digits) : digits;
  const integerLength = rounded.length - fractionDigits;
  return { integer: rounded.slice(0, integerLength), fraction: rounded.slice(integerLength) };
}

/** `"0999"` → `"1000"`, `"99"` → `"100"`: one added to a string of decimal digits. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

function groupThousands(integer: string, separator: string): string {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= DIGITS_PER_GROUP) groups.unshift(integer.slice(Math.max(0, end - DIGITS_PER_GROUP), end));
  return groups.join(separator);
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function formatWithIntl(amount: number, currency: string, locale: Locale, cents: boolean): string {
  const key = `${locale}|${currency}|${cents}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      useGrouping: 'always',
      ...(cents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    intlFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * `1234.5, 'EUR', 'es-ES'` → `1.234,50 €`; `'en-GB'` → `€1,234.50`: an amount in the customer's
 * language, exactly as `Intl.NumberFormat` writes it.
 *
 * Euros, the bank's currency, are written here without `Intl`: a page's first `Intl` number or
 * date format loads ICU's locale data, 40 to 70 ms of main thread on a desktop and four times
 * that on a phone, in the middle of the first render of a customer's balances. Other currencies,
 * and amounts JavaScript writes in exponent form, go through `Intl` (issue 12: the overall
 * position's total blocking time).
 */
export function formatMoney(amount: number, currency: string, locale: Locale, { cents = true }: MoneyFormatOptions = {}): string {
  if (currency !== EURO || !Number.isFinite(amount)) return formatWithIntl(amount, currency, locale, cents);
  const parts = roundHalfExpand(Math.abs(amount), cents ? EURO_FRACTION_DIGITS : 0);
  if (!parts) return formatWithIntl(amount, currency, locale, cents);
  const notation = EURO_NOTATION[locale];
  // ICU keeps the sign of a negative amount that rounds to zero (and of -0): "-0,00 €".
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const fraction = cents ? `${notation.decimal}${parts.fraction}` : '';
  return notation.write(sign, `${groupThousands(parts.integer, notation.group)}${fraction}`);
}
