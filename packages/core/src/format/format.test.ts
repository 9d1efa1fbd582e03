import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatMoney, formatPercent } from '.';

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

describe('formatMoney without cents', () => {
  it('writes whole euros grouped in thousands, in each language (issue 42 §2: "15.000 €", "€15,000")', () => {
    expect(formatMoney(15000, 'EUR', 'es-ES', { cents: false })).toBe('15.000\u00a0€');
    expect(formatMoney(15000, 'EUR', 'en-GB', { cents: false })).toBe('€15,000');
    expect(formatMoney(3000, 'EUR', 'es-ES', { cents: false })).toBe('3.000\u00a0€');
    expect(formatMoney(350000, 'EUR', 'en-GB', { cents: false })).toBe('€350,000');
    expect(formatMoney(150, 'EUR', 'es-ES', { cents: false })).toBe('150\u00a0€');
    expect(formatMoney(1499.5, 'EUR', 'es-ES', { cents: false })).toBe('1.500\u00a0€');
    expect(formatMoney(-0.4, 'EUR', 'en-GB', { cents: false })).toBe('-€0');
  });

  it('writes every whole amount exactly as Intl.NumberFormat does with no fraction digits', () => {
    const intlWhole = (amount: number, locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        useGrouping: 'always',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(amount);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
        fc.constantFrom('es-ES' as const, 'en-GB' as const),
        (amount, locale) => {
          expect(formatMoney(amount, 'EUR', locale, { cents: false })).toBe(intlWhole(amount, locale));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatPercent', () => {
  it('writes a rate with two decimals as each language writes it (issue 42 §2: "6,50 %", "6.50%")', () => {
    expect(formatPercent(6.5, 'es-ES')).toBe('6,50\u00a0%');
    expect(formatPercent(6.5, 'en-GB')).toBe('6.50%');
    expect(formatPercent(10.36, 'es-ES')).toBe('10,36\u00a0%');
    expect(formatPercent(0, 'en-GB')).toBe('0.00%');
    expect(formatPercent(-0.25, 'es-ES')).toBe('-0,25\u00a0%');
  });

  it('rounds half away from zero as Intl does (1.005 is 1,01 %)', () => {
    expect(formatPercent(1.005, 'es-ES')).toBe('1,01\u00a0%');
    expect(formatPercent(7.954, 'en-GB')).toBe('7.95%');
  });

  it('writes every rate as Intl.NumberFormat writes its digits, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 1000),
        (rate) => {
          const digits = (locale: string) =>
            new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(rate);
          expect(formatPercent(rate, 'es-ES')).toBe(`${digits('es-ES')}\u00a0%`);
          expect(formatPercent(rate, 'en-GB')).toBe(`${digits('en-GB')}%`);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
