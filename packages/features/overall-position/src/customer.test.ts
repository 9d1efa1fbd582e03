import { describe, expect, it } from 'vitest';
import { ageOn, isAffluent, isTeen } from './customer';

const TODAY = new Date(2026, 10, 26);

describe('who the customer is: teen and affluent (issue 18 §4)', () => {
  it('reads the bank’s DD/MM/YYYY birth dates, and YYYY-MM-DD', () => {
    expect(ageOn('20/06/2010', TODAY)).toBe(16);
    expect(ageOn('2010-06-20', TODAY)).toBe(16);
    expect(ageOn('15/03/1985', TODAY)).toBe(41);
  });

  it('counts a year on the birthday, not before', () => {
    expect(ageOn('26/11/2008', TODAY)).toBe(18);
    expect(ageOn('27/11/2008', TODAY)).toBe(17);
  });

  it('a date it cannot read, or one still to come, is no age', () => {
    expect(ageOn('2010', TODAY)).toBeNull();
    expect(ageOn('32/01/2010', TODAY)).toBeNull();
    expect(ageOn('01/13/2010', TODAY)).toBeNull();
    expect(ageOn('01/01/2030', TODAY)).toBeNull();
  });

  it('a teen client page, or a customer under 18, is the teen bank', () => {
    expect(isTeen({ clientKind: 'teen-ios', birthDate: '15/03/1985', today: TODAY })).toBe(true);
    expect(isTeen({ clientKind: 'web-transactional', birthDate: '27/11/2008', today: TODAY })).toBe(true);
    expect(isTeen({ clientKind: 'web-transactional', birthDate: '26/11/2008', today: TODAY })).toBe(false);
    expect(isTeen({ clientKind: 'web-transactional', birthDate: undefined, today: TODAY })).toBe(false);
  });

  it('any affluent level above none is affluent', () => {
    expect([0, 10, 100, 1000].map((level) => isAffluent(level as 0 | 10 | 100 | 1000))).toEqual([false, true, true, true]);
  });
});
