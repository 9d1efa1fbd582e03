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
