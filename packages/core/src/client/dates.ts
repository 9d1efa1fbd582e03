/** features.md §8. */
export const INVALID_DATE_FORMAT = 'Invalid date format';

/** ISO-style: `2026-11-26`, with an optional time `T10:15`, seconds, fraction and zone. */
const ISO_STYLE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
/** A long JavaScript date string, as `Date.prototype.toString` writes it: `Thu Nov 26 2026 16:13:47 GMT+0100 (…)`. */
const LONG_JS = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{4}) \d{2}:\d{2}:\d{2} GMT[+-]\d{4}( \([^()]+\))?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day of the calendar as a date text writes it: `year` of four digits, `month` and `day` of two. */
export interface WrittenDay {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

/** Whether year, month (1–12) and day name a day of the calendar: 30 February does not. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/**
 * The day a date text writes, as it writes it (features.md §5 "Date helper"): `2024-03-05…` and
 * `Tue Mar 05 2024 00:00:00 GMT+0100 (…)` both write 5 March 2024, whatever that instant is in UTC.
 * Null for a text that is not a date (see {@link isDateString}).
 */
export function writtenDayOf(value: unknown): WrittenDay | null {
  if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) return null;
  const iso = ISO_STYLE.exec(value);
  const long = iso ? null : LONG_JS.exec(value);
  const written = iso
    ? { year: iso[1] ?? '', month: iso[2] ?? '', day: iso[3] ?? '' }
    : long
      ? { year: long[3] ?? '', month: String(MONTHS.indexOf(long[1] ?? '') + 1).padStart(2, '0'), day: long[2] ?? '' }
      : null;
  return written && isCalendarDay(Number(written.year), Number(written.month), Number(written.day)) ? written : null;
}

/**
 * Whether a text counts as a date (features.md §5 "Date helper"): only ISO-style dates or long
 * JavaScript date strings do, and only when they name a real day. `26/11/2026`, `Nov 26`, a number
 * or `2026-02-30` do not.
 */
export function isDateString(value: unknown): value is string {
  return writtenDayOf(value) !== null;
}

/** The date a text names; throws `Invalid date format` for any text that is not a date. */
export function parseDateString(value: unknown): Date {
  if (!isDateString(value)) throw new Error(INVALID_DATE_FORMAT);
  return new Date(value);
}
