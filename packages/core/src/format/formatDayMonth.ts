import type { Locale } from '../i18n';

/**
 * Short month names as `Intl.DateTimeFormat` writes them with `month: 'short'` (CLDR: Spanish
 * writes September "sept", British English "Sept"). Written out for the reason given in
 * `formatMoney.ts`: a first `Intl` date format costs a page ICU's start-up.
 */
const SHORT_MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  'es-ES': ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  'en-GB': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `'2026-11-22', 'es-ES'` → `22 nov`; `'en-GB'` → `22 Nov`: a calendar day (a booking date, with
 * no time or zone), as `Intl.DateTimeFormat` writes it with `day: 'numeric', month: 'short'`.
 *
 * @throws RangeError for a text that is not a `YYYY-MM-DD` day of the calendar
 */
export function formatDayMonth(isoDay: string, locale: Locale): string {
  const [, year, month, day] = (CALENDAR_DAY.exec(isoDay) ?? []).map(Number);
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
  // `Date.UTC` rolls 31 April over to 1 May: a day that moved was not on the calendar.
  if (date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) throw new RangeError(`Not a calendar day: "${isoDay}"`);
  return `${date.getUTCDate()} ${SHORT_MONTHS[locale][date.getUTCMonth()]}`;
}
