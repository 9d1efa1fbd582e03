import { describe, expect, it } from 'vitest';
import { addDays, addMonths, bankDayAt, calendarMonthAt } from './calendarMonth';

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

describe('addMonths: a deposit’s maturity, a loan’s payment days', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-01-15', 9)).toBe('2026-10-15');
  });

  it('runs into the next year', () => {
    expect(addMonths('2026-05-15', 9)).toBe('2027-02-15');
  });

  it('takes the last day of a shorter month, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});

describe('addDays and bankDayAt', () => {
  it('counts natural days across months and years: 14 days for the right of withdrawal', () => {
    expect(addDays('2026-12-06', 14)).toBe('2026-12-20');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
  });

  it('is the day in Madrid, not in UTC: 23:30 UTC on 31 December is already 1 January', () => {
    expect(bankDayAt(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    expect(bankDayAt(Date.UTC(2026, 6, 15, 21, 59))).toBe('2026-07-15');
    expect(bankDayAt(Date.UTC(2026, 6, 15, 22, 0))).toBe('2026-07-16');
  });
});
