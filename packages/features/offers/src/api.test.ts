import { describe, expect, it } from 'vitest';
import { pathParameter } from './api';
import { matchesProductNumber, productCodeOf } from './products';
import { withFormattedDates } from './promotions';

describe('promotion lookup (features.md §5)', () => {
  it('reduces path parameters to letters, digits, hyphen and underscore', () => {
    expect(pathParameter('NOMINA-150')).toBe('NOMINA-150');
    expect(pathParameter('../../client')).toBe('client');
    expect(pathParameter('a b/c?d=e#f%00_g')).toBe('abcdef00_g');
    expect(pathParameter('Ñoño')).toBe('oo');
  });
});

describe('promotion dates (features.md §3)', () => {
  it('gives every string value that is a date a sibling formatted<Name> with date, day, month and year', () => {
    expect(withFormattedDates({ startDate: '2026-09-01', endDate: '2026-12-31T23:59:59Z', bonusAmount: 150, condition: 'Nómina' })).toEqual(
      {
        startDate: '2026-09-01',
        endDate: '2026-12-31T23:59:59Z',
        bonusAmount: 150,
        condition: 'Nómina',
        formattedStartDate: { date: '01/09/2026', day: '01', month: '09', year: '2026' },
        formattedEndDate: { date: '31/12/2026', day: '31', month: '12', year: '2026' },
      },
    );
  });

  it('leaves strings that are not days alone: another format, or a day the calendar does not have', () => {
    expect(withFormattedDates({ a: '01/09/2026', b: '2026-02-30', c: '2026-9-1' })).toEqual({
      a: '01/09/2026',
      b: '2026-02-30',
      c: '2026-9-1',
    });
  });
});

describe('products in offers (features.md §3: matched on trailing digits of productNumber)', () => {
  it('matches a product whose number ends with the code’s digits', () => {
    expect(matchesProductNumber('ES3414650100990012345671', '5671')).toBe(true);
    expect(matchesProductNumber('ES34 1465 0100 9900 1234 5671', '45671')).toBe(true);
    expect(matchesProductNumber('ES3414650100990012345671', '5672')).toBe(false);
    expect(matchesProductNumber('ES3414650100990012345671', '')).toBe(false);
  });

  it('names an account to the bank by its last four digits', () => {
    expect(productCodeOf('ES34 1465 0100 9900 1234 5671')).toBe('5671');
  });
});
