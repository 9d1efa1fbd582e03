/**
 * Promotion dates (features.md §3): every string value of a promotion that is a date gets a
 * sibling `formatted<Name>` holding its date, day, month and year, for the screen to write.
 */

/** A `YYYY-MM-DD` day, alone or at the start of an ISO time. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

export interface FormattedDate {
  /** `DD/MM/YYYY`, as Spanish documents write a day. */
  readonly date: string;
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

function formattedDateOf(value: string): FormattedDate | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const checked = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (checked.getUTCMonth() !== Number(month) - 1 || checked.getUTCDate() !== Number(day)) return null;
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
