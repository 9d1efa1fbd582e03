import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatMoney } from '.';

const intlMoney = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: 'always' }).format(amount);
const intlDayMonth = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

describe('formatMoney', () => {
  it('writes euros as the bank shows them in each language', () => {
    expect(formatMoney(1234.5, 'EUR', 'es-ES')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(-5, 'EUR', 'es-ES')).toBe('-5,00\u00a0€');
    expect(formatMoney(-5, 'EUR', 'en-GB')).toBe('-€5.00');
    expect(formatMoney(1234567.891, 'EUR', 'es-ES')).toBe('1.234.567,89\u00a0€');
  });

  it('rounds the decimal a customer sees half away from zero, as ICU does (1.005 is 1,01 €)', () => {
    expect(formatMoney(1.005, 'EUR', 'es-ES')).toBe('1,01\u00a0€');
    expect(formatMoney(999.995, 'EUR', 'en-GB')).toBe('€1,000.00');
    expect(formatMoney(-0.001, 'EUR', 'es-ES')).toBe('-0,00\u00a0€');
  });

  it('writes every euro amount exactly as Intl.NumberFormat does, in both languages', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      // Where String() writes the shortest digits padded with zeros, up to its exponent form.
      fc.double({ min: -1e21, max: 1e21, noNaN: true }),
      fc.double({ min: -1e-4, max: 1e-4, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, 0.015, 1e21, -1e21, 1e-7, 999999.995, 2 ** 53 + 2, 9.999999999999999e20, 1e-6, 9.99e-7),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom('es-ES' as const, 'en-GB' as const), (amount, locale) => {
        expect(formatMoney(amount, 'EUR', locale)).toBe(intlMoney(amount, 'EUR', locale));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves other currencies and non-finite amounts to Intl', () => {
    expect(formatMoney(12.5, 'USD', 'es-ES')).toBe(intlMoney(12.5, 'USD', 'es-ES'));
    expect(formatMoney(12.5, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR', 'en-GB')).toBe(intlMoney(Number.POSITIVE_INFINITY, 'EUR', 'en-GB'));
  });
});

describe('formatDayMonth', () => {
  it('writes a calendar day with the short month of each language', () => {
    expect(formatDayMonth('2026-11-22', 'es-ES')).toBe('22 nov');
    expect(formatDayMonth('2026-11-22', 'en-GB')).toBe('22 Nov');
    expect(formatDayMonth('2026-09-01', 'es-ES')).toBe('1 sept');
    expect(formatDayMonth('2026-09-01', 'en-GB')).toBe('1 Sept');
  });

  it('writes every day of the calendar exactly as Intl.DateTimeFormat does, in both languages', () => {
    const days = fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(days, fc.constantFrom('es-ES' as const, 'en-GB' as const), (date, locale) => {
        const isoDay = date.toISOString().slice(0, 10);
        expect(formatDayMonth(isoDay, locale)).toBe(intlDayMonth(isoDay, locale));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a text that is not a day of the calendar', () => {
    for (const text of ['2026-04-31', '2026-02-29', '2026-13-01', '22/11/2026', '2026-11-22T10:00:00Z', '']) {
      expect(() => formatDayMonth(text, 'es-ES')).toThrow(RangeError);
    }
    expect(formatDayMonth('2028-02-29', 'es-ES')).toBe('29 feb');
    // Years below 100 are years of the calendar too: 0 and 4 were leap years, 1 was not.
    expect(formatDayMonth('0004-02-29', 'en-GB')).toBe('29 Feb');
    expect(() => formatDayMonth('0001-02-29', 'en-GB')).toThrow(RangeError);
  });
});
