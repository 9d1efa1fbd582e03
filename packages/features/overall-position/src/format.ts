import type { Locale } from '@bank-shell/core';
import { formatDayMonth } from '@bank-shell/core/format';
import { isDateString } from '@bank-shell/core/signed-in';

/**
 * Dates and rates as the overview writes them, built on core's `formatDayMonth` and without
 * `Intl`: its first date or number format costs the page ICU's start-up on the first render of a
 * customer's figures (core/format, issue 12). Each writes what `Intl.DateTimeFormat` or
 * `Intl.NumberFormat` would in es-ES and en-GB.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `'2026-11-25'` → `25 nov 2026` (es-ES), `25 Nov 2026` (en-GB). @throws RangeError for a text that is not a calendar day */
export function formatDay(isoDay: string, locale: Locale): string {
  return `${formatDayMonth(isoDay, locale)} ${Number(isoDay.slice(0, 4))}`;
}

/** The calendar day of `date` on this device's clock, as `YYYY-MM-DD`. */
export function localIsoDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An instant in this device's time zone: `25 nov 2026, 18:42` (both languages use the 24-hour
 * clock). Null for a text that is not a date (core's `isDateString`).
 */
export function formatDateTime(isoTime: string, locale: Locale): string | null {
  // Only what core's date helper counts as a date is one (features.md §5): `11/26/2026`, which a
  // browser would read, is not.
  if (!isDateString(isoTime)) return null;
  const date = new Date(isoTime);
  return `${formatDay(localIsoDay(date), locale)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const RATE_FRACTION_DIGITS = 2;

/** `2.25` → `2,25 %` (es-ES), `2.25%` (en-GB): a yearly interest rate, two decimals. */
export function formatRate(rate: number, locale: Locale): string {
  const digits = rate.toFixed(RATE_FRACTION_DIGITS);
  return locale === 'es-ES' ? `${digits.replace('.', ',')}\u00a0%` : `${digits}%`;
}
