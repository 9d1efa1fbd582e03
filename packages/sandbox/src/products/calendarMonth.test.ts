import { describe, expect, it } from 'vitest';
import { calendarMonthAt } from './calendarMonth';

describe('calendarMonthAt: the month of the bank’s calendar (Madrid)', () => {
  it('is the month of the day in Madrid', () => {
    expect(calendarMonthAt(Date.parse('2026-01-15T09:00:00Z'))).toEqual({ firstDay: '2026-01-01', nextMonthFirstDay: '2026-02-01' });
  });

  it('has turned already in Madrid when UTC is still in the last evening of the month', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Madrid (UTC+1 in winter).
    expect(calendarMonthAt(Date.parse('2026-01-31T23:30:00Z'))).toEqual({ firstDay: '2026-02-01', nextMonthFirstDay: '2026-03-01' });
  });

  it('runs from December into January of the next year', () => {
    expect(calendarMonthAt(Date.parse('2025-12-10T12:00:00Z'))).toEqual({ firstDay: '2025-12-01', nextMonthFirstDay: '2026-01-01' });
  });
});
