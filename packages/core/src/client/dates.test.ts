import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDateString, parseDateString, writtenDayOf } from './dates';

/** features.md §8. */
const INVALID = 'Invalid date format';

describe('the date helper (features.md §5): only ISO-style dates or long JS date strings count', () => {
  it.each([
    '2026-11-26',
    '2026-11-26T10:15',
    '2026-11-26T10:15:00',
    '2026-11-26T10:15:00.123Z',
    '2026-11-26T10:15:00+01:00',
    '2024-02-29',
    'Thu Nov 26 2026 16:13:47 GMT+0100 (hora estándar de Europa central)',
    'Thu Nov 26 2026 16:13:47 GMT+0000',
  ])('%s is a date', (value) => {
    expect(isDateString(value)).toBe(true);
    expect(Number.isNaN(parseDateString(value).getTime())).toBe(false);
  });

  it.each([
    '26/11/2026',
    'Nov 26 2026',
    '2026-11-26 10:15',
    '2026-02-30',
    '2025-02-29',
    '20261126',
    'mañana',
    '',
    ' 2026-11-26',
    1764115200000,
    null,
    undefined,
    {},
  ])('%j is not a date, and parsing it says so', (value) => {
    expect(isDateString(value)).toBe(false);
    expect(() => parseDateString(value)).toThrow(INVALID);
  });

  it('takes every day JavaScript writes with toISOString and toString (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (day) => {
        expect(isDateString(day.toISOString())).toBe(true);
        expect(isDateString(day.toISOString().slice(0, 10))).toBe(true);
        expect(isDateString(day.toString())).toBe(true);
      }),
    );
  });
});

describe('the day a date text writes (features.md §5.9)', () => {
  it('is the day as written, in the text’s own time zone, for ISO-style and long JS date strings', () => {
    expect(writtenDayOf('2024-03-05')).toEqual({ year: '2024', month: '03', day: '05' });
    expect(writtenDayOf('2024-03-05T23:30:00-05:00')).toEqual({ year: '2024', month: '03', day: '05' });
    // Midnight in Madrid is 4 March in UTC: the day written is 5 March.
    expect(writtenDayOf('Tue Mar 05 2024 00:00:00 GMT+0100 (hora estándar de Europa central)')).toEqual({
      year: '2024',
      month: '03',
      day: '05',
    });
  });

  it.each(['05/03/2024', 'Mar 05 2024', 'Fri Feb 30 2024 00:00:00 GMT+0100', '2024-02-30', 42])(
    'is null for %j, which is not a date',
    (value) => {
      expect(writtenDayOf(value)).toBeNull();
    },
  );

  it('is the day toString() writes, for every day JavaScript writes (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (day) => {
        const pad = (n: number) => String(n).padStart(2, '0');
        expect(writtenDayOf(day.toString())).toEqual({
          year: String(day.getFullYear()),
          month: pad(day.getMonth() + 1),
          day: pad(day.getDate()),
        });
      }),
    );
  });
});
