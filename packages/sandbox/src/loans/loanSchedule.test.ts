import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentCents, loanFigures, outstandingOn, repaymentSchedule, taeBpOf } from './loanSchedule';

describe('a loan’s figures (issue 38 §1: the review screen and the pre-contract information)', () => {
  it('7.500 € at 6,50 % TIN over 60 months: 146,75 € a month, 1.304,78 € of interest (the last instalment 22 cents less), 8.804,78 € owed, TAE 6,70 %', () => {
    const figures = loanFigures({ amountCents: 750_000, tinBp: 650, periods: 60, contractedOn: '2026-12-06' });
    expect(figures).toEqual({
      tinBp: 650,
      taeBp: 670,
      monthlyCents: 14_675,
      totalInterestCents: 130_478,
      totalOwedCents: 880_478,
      firstPaymentOn: '2027-01-06',
      lastPaymentOn: '2031-12-06',
      withdrawalUntil: '2026-12-20',
    });
  });

  it('7,95 % TIN is 8,25 % TAE, 5,95 % is 6,11 % and 7,25 % is 7,50 %: the rates the seeded offers state', () => {
    expect(taeBpOf(795)).toBe(825);
    expect(taeBpOf(595)).toBe(611);
    expect(taeBpOf(725)).toBe(750);
    expect(taeBpOf(0)).toBe(0);
  });

  it('the instalment of a loan without interest is the amount over the months', () => {
    expect(instalmentCents(120_000, 0, 12)).toBe(10_000);
  });

  it('the schedule pays off exactly the amount lent, month after month from the month after the contract; a 31st stays the month’s last day', () => {
    const schedule = repaymentSchedule({ amountCents: 100_000, tinBp: 650, periods: 3, contractedOn: '2027-01-31' });
    expect(schedule.map((payment) => payment.dueOn)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(schedule.reduce((sum, payment) => sum + payment.principalCents, 0)).toBe(100_000);
    expect(schedule.at(-1)?.outstandingAfterCents).toBe(0);
  });

  it('what is owed on a day: the whole amount before the first payment, less each payment’s principal once it is due', () => {
    const schedule = repaymentSchedule({ amountCents: 100_000, tinBp: 650, periods: 3, contractedOn: '2027-01-31' });
    expect(outstandingOn(schedule, 100_000, '2027-02-27')).toBe(100_000);
    expect(outstandingOn(schedule, 100_000, '2027-02-28')).toBe(schedule[0]?.outstandingAfterCents);
    expect(outstandingOn(schedule, 100_000, '2030-01-01')).toBe(0);
  });

  it('for any loan, the principal adds up to the amount, every payment is the instalment but the last, and nothing is owed at the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 6_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 6, max: 96 }),
        (amountCents, tinBp, periods) => {
          const schedule = repaymentSchedule({ amountCents, tinBp, periods, contractedOn: '2026-12-06' });
          const instalment = instalmentCents(amountCents, tinBp, periods);
          expect(schedule).toHaveLength(periods);
          expect(schedule.reduce((sum, payment) => sum + payment.principalCents, 0)).toBe(amountCents);
          expect(schedule.at(-1)?.outstandingAfterCents).toBe(0);
          for (const payment of schedule.slice(0, -1)) expect(payment.instalmentCents).toBe(instalment);
          // The last payment takes up the roundings: at most a cent a month (half of the instalment's,
          // half of the interest's), each grown by the monthly rate until the end.
          const monthlyRate = tinBp / 120_000;
          const roundingsGrownCents = monthlyRate === 0 ? periods : ((1 + monthlyRate) ** periods - 1) / monthlyRate;
          expect(Math.abs((schedule.at(-1)?.instalmentCents ?? 0) - instalment)).toBeLessThanOrEqual(Math.ceil(roundingsGrownCents));
        },
      ),
    );
  });
});
