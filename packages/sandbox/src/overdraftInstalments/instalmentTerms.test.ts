import { describe, expect, it } from 'vitest';
import { instalmentPlan, instalmentPlans, splitRefusal } from './instalmentTerms';

describe('an overdraft split into instalments: its figures (issue 41 §5)', () => {
  it('350,20 € at 7,95 % TIN (8,25 % TAE) is 3 × 118,28 € (the last 118,29 €), 6 × 59,73 € (the last 59,71 €) or 12 × 30,46 € (the last 30,41 €)', () => {
    expect(instalmentPlans(35_020, '2026-12-07')).toEqual({
      tinBp: 795,
      taeBp: 825,
      withdrawalUntil: '2026-12-21',
      plans: [
        {
          periods: 3,
          monthlyCents: 11_828,
          lastInstalmentCents: 11_829,
          totalInterestCents: 465,
          totalOwedCents: 35_485,
          firstPaymentOn: '2027-01-07',
          lastPaymentOn: '2027-03-07',
        },
        {
          periods: 6,
          monthlyCents: 5_973,
          lastInstalmentCents: 5_971,
          totalInterestCents: 816,
          totalOwedCents: 35_836,
          firstPaymentOn: '2027-01-07',
          lastPaymentOn: '2027-06-07',
        },
        {
          periods: 12,
          monthlyCents: 3_046,
          lastInstalmentCents: 3_041,
          totalInterestCents: 1_527,
          totalOwedCents: 36_547,
          firstPaymentOn: '2027-01-07',
          lastPaymentOn: '2027-12-07',
        },
      ],
    });
  });

  it('the instalments add up to what is owed: the overdraft and the interest', () => {
    for (const plan of instalmentPlans(123_457, '2027-01-31').plans) {
      expect(plan.monthlyCents * (plan.periods - 1) + plan.lastInstalmentCents).toBe(plan.totalOwedCents);
      expect(plan.totalOwedCents - plan.totalInterestCents).toBe(123_457);
    }
  });

  it('a plan contracted before keeps the rate it was contracted at', () => {
    expect(instalmentPlan(35_020, 6, '2026-12-07', 0)).toMatchObject({
      monthlyCents: 5_837,
      totalInterestCents: 0,
      totalOwedCents: 35_020,
    });
  });

  it('splits overdrafts from 50,00 € to 3.000,00 €, and says why not otherwise', () => {
    expect(splitRefusal(4_999)).toBe('Fraccionamos descubiertos a partir de 50,00\u00a0€: para uno menor, pasa dinero a la cuenta.');
    expect(splitRefusal(5_000)).toBeUndefined();
    expect(splitRefusal(300_000)).toBeUndefined();
    expect(splitRefusal(300_001)).toBe(
      'Fraccionamos descubiertos de hasta 3.000,00\u00a0€: para uno mayor, habla con nosotros de un préstamo personal.',
    );
  });
});
