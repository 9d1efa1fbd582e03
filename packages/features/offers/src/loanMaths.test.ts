import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortisationTable, loanInterest, loanSample, loanTae, maxTermMonths, monthlyInstalment, periodTimeOf } from './loanMaths';

describe('the monthly instalment by French amortisation (features.md §9)', () => {
  // An independent table: the published instalments of standard loans, to the cent.
  it.each([
    [10_000, 6.5, 60, 195.66],
    [5_000, 12, 12, 444.24],
    [20_000, 5, 48, 460.59],
    [100_000, 3, 360, 421.6],
  ])('%d € at %d %% over %d months is %d € a month', (amount, tin, periods, instalment) => {
    expect(monthlyInstalment(amount, tin, periods)).toBe(instalment);
  });

  it('uses the monthly rate tin / 100 / 12, rounded to cents', () => {
    // 1,200 € at 12 % (1 % a month) over 12 months: 1200 · 0.01 / (1 − 1.01^−12) = 106.6185… → 106.62.
    expect(monthlyInstalment(1_200, 12, 12)).toBe(106.62);
  });

  it('shares the amount over the months at 0 %', () => {
    expect(monthlyInstalment(1_000, 0, 3)).toBe(333.33);
  });

  it('refuses a term that is not a whole number of months above 0', () => {
    for (const periods of [0, -12, 1.5, Number.NaN]) expect(() => monthlyInstalment(1_000, 5, periods)).toThrow(RangeError);
  });

  it('pays back exactly the amount: the principal parts of the table add up to it, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 6_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 120 }),
        (amount, tin, periods) => {
          const table = amortisationTable(amount, tin, periods);
          const principalCents = table.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
          expect(principalCents).toBe(Math.round(amount * 100));
          expect(table.at(-1)?.balance).toBe(0);
          // Every month but the last pays the instalment; the last one what is left.
          const instalment = monthlyInstalment(amount, tin, periods);
          for (const row of table.slice(0, -1)) expect(row.instalment).toBe(instalment);
        },
      ),
    );
  });
});

describe('the longest term (features.md §9: 60 months, raised by the amountTermRange rule)', () => {
  const range = [
    { amount: 6_000, maxRange: 84 },
    { amount: 15_000, maxRange: 96 },
    { amount: 3_000, maxRange: 36 },
  ];

  it('is 60 months by default', () => {
    expect(maxTermMonths(10_000, [])).toBe(60);
    expect(maxTermMonths(2_000, range)).toBe(60);
  });

  it('is raised by each step the amount reaches, the longest winning; a shorter step never lowers it', () => {
    expect(maxTermMonths(3_000, range)).toBe(60);
    expect(maxTermMonths(6_000, range)).toBe(84);
    expect(maxTermMonths(14_999.99, range)).toBe(84);
    expect(maxTermMonths(15_000, range)).toBe(96);
  });
});

describe('the term as the customer reads it (features.md §9)', () => {
  it('is in years from 12 months, otherwise in months', () => {
    expect(periodTimeOf(11)).toEqual({ years: 0, months: 11, units: 'months' });
    expect(periodTimeOf(12)).toEqual({ years: 1, months: 0, units: 'years' });
    expect(periodTimeOf(60)).toEqual({ years: 5, months: 0, units: 'years' });
    expect(periodTimeOf(30)).toEqual({ years: 2, months: 6, units: 'years' });
  });
});

describe('the loan sample (features.md §3)', () => {
  it('has the amount, tin, periods, monthly amount, total amount, interest paid and period time', () => {
    expect(loanSample(10_000, 6.5, 60)).toEqual({
      amount: 10_000,
      tin: 6.5,
      periods: 60,
      monthlyAmount: 195.66,
      // 60 instalments of the unrounded 195.6615 €: the last one makes up the cents the others rounded down.
      totalAmount: 11_739.69,
      interestPaid: 1_739.69,
      periodTime: { years: 5, months: 0, units: 'years' },
    });
  });

  it('costs its total less the amount in interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 60_000 }),
        fc.integer({ min: 1, max: 1_500 }),
        fc.integer({ min: 3, max: 96 }),
        (amount, tinHundredths, periods) => {
          const sample = loanSample(amount, tinHundredths / 100, periods);
          expect(Math.round((sample.totalAmount - sample.amount) * 100)).toBe(Math.round(sample.interestPaid * 100));
        },
      ),
    );
  });
});

describe('the loan’s interest (features.md §3: TX means payroll)', () => {
  const legalInfo = { payrollInterest: 5.95, noPayrollInterest: 7.95 };
  it('is the payroll interest for a TX loan and the no-payroll interest otherwise', () => {
    expect(loanInterest('TX', legalInfo)).toBe(5.95);
    expect(loanInterest('NTX', legalInfo)).toBe(7.95);
    expect(loanInterest('', legalInfo)).toBe(7.95);
  });

  it('goes with its own APR: tae for a TX loan, noPayrollTAE otherwise', () => {
    const rates = { tae: 6.12, noPayrollTAE: 8.24 };
    expect(loanTae('TX', rates)).toBe(6.12);
    expect(loanTae('NTX', rates)).toBe(8.24);
  });
});
