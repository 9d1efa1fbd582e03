import { describe, expect, it } from 'vitest';
import { withFormattedDates } from './promotions';

describe('promotion dates (features.md §3.34): a string that is a date gets its formatted<Name> sibling', () => {
  it('counts a long JS date string as a date (features.md §5.9), writing the day as the string writes it', () => {
    // 00:00 in Madrid is still 4 March in UTC: the day is the one written, 5 March.
    expect(withFormattedDates({ startDate: 'Tue Mar 05 2024 00:00:00 GMT+0100 (hora estándar de Europa central)' })).toEqual({
      startDate: 'Tue Mar 05 2024 00:00:00 GMT+0100 (hora estándar de Europa central)',
      formattedStartDate: { date: '05/03/2024', day: '05', month: '03', year: '2024' },
    });
    expect(withFormattedDates({ endDate: 'Sun Dec 31 2023 23:30:00 GMT-0500' })).toEqual({
      endDate: 'Sun Dec 31 2023 23:30:00 GMT-0500',
      formattedEndDate: { date: '31/12/2023', day: '31', month: '12', year: '2023' },
    });
  });

  it('counts ISO-style dates, with or without a time (features.md §5.9)', () => {
    expect(withFormattedDates({ startDate: '2026-09-01', endDate: '2026-12-31T23:59:59+01:00' })).toMatchObject({
      formattedStartDate: { date: '01/09/2026', day: '01', month: '09', year: '2026' },
      formattedEndDate: { date: '31/12/2026', day: '31', month: '12', year: '2026' },
    });
  });

  it('gives no sibling to what the date helper does not count as a date (features.md §5.9)', () => {
    const texts = { a: '05/03/2024', b: 'Mar 05 2024', c: 'Fri Feb 30 2024 00:00:00 GMT+0100', d: '2024-02-30', e: 'Nómina' };
    expect(withFormattedDates(texts)).toEqual(texts);
  });
});
