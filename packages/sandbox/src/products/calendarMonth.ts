/** The bank's time zone: "this month" is a month of the Spanish calendar. */
export const BANK_TIME_ZONE = 'Europe/Madrid';

/** A calendar month as two days, `YYYY-MM-DD`: its first day and the first day of the next. */
export interface CalendarMonth {
  firstDay: string;
  nextMonthFirstDay: string;
}

const yearAndMonth = new Intl.DateTimeFormat('en-CA', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit' });

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The bank's day a moment falls in, in Madrid, `YYYY-MM-DD`: the day a movement is booked on. */
export function bankDayAt(nowMs: number): string {
  return isoDay.format(new Date(nowMs));
}

/** The calendar month a moment falls in, in Madrid (a card's "spent this month"). */
export function calendarMonthAt(nowMs: number): CalendarMonth {
  const parts = yearAndMonth.formatToParts(new Date(nowMs));
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const day = (y: number, m: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  return { firstDay: day(year, month), nextMonthFirstDay: day(next.year, next.month) };
}

const MS_PER_DAY = 86_400_000;
const isoDayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar day `months` after a day (`YYYY-MM-DD`), on the same day of the month, or on the
 * last day of a shorter month (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoDayOfUtc(Date.UTC(year, month - 1 + months, Math.min(date, lastDayOfTarget)));
}

/** The calendar day `days` after a day (`YYYY-MM-DD`): 14 natural days, as the law counts them. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return isoDayOfUtc(Date.UTC(year, month - 1, date) + days * MS_PER_DAY);
}
