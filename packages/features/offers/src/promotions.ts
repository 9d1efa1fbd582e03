/**
 * Promotion dates (features.md §3): every string value of a promotion that is a date gets a
 * sibling `formatted<Name>` holding its date, day, month and year, for the screen to write.
 */
import { writtenDayOf } from '@bank-shell/core/signed-in';

export interface FormattedDate {
  /** `DD/MM/YYYY`, as Spanish documents write a day. */
  readonly date: string;
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

/**
 * What counts as a date is core's date helper's rule (features.md §5): ISO-style dates and long JS
 * date strings (`Tue Mar 05 2024 00:00:00 GMT+0100 (…)`), each written as the day it writes.
 */
function formattedDateOf(value: string): FormattedDate | null {
  const written = writtenDayOf(value);
  if (!written) return null;
  const { year, month, day } = written;
  return { date: `${day}/${month}/${year}`, day, month, year };
}

/** `startDate: '2026-09-01'` gains `formattedStartDate: { date: '01/09/2026', day: '01', month: '09', year: '2026' }`. */
export function withFormattedDates<T extends Readonly<Record<string, unknown>>>(record: T): T & Record<string, unknown> {
  const result: Record<string, unknown> = { ...record };
  for (const [name, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    const formatted = formattedDateOf(value);
    if (formatted) result[`formatted${name.charAt(0).toUpperCase()}${name.slice(1)}`] = formatted;
  }
  return result as T & Record<string, unknown>;
}
