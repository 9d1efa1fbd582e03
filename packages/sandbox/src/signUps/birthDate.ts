/** A date as the forms write it: DD/MM/YYYY. */
const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Nobody alive was born before this year: an earlier one is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900;

/** Whether a DD/MM/YYYY text names a day of the calendar (no 31/04, 29/02 only in leap years) from 1900 on. */
export function isCalendarDate(ddmmyyyy: string): boolean {
  const match = DD_MM_YYYY.exec(ddmmyyyy);
  if (match === null) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD/MM/YYYY as the ISO date PostgreSQL reads unambiguously (YYYY-MM-DD). */
export function isoDateOf(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}
