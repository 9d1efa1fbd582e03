import { describe, expect, it } from 'vitest';
import { parseClient } from '@bank-shell/core/signed-in';
import { isAffluent, isTeen } from './customer';

const TODAY = new Date('2026-11-26T12:00:00Z');
/** The age core's client model derives from the bank's DD/MM/YYYY birth date (features.md §3.9, §3.10). */
const ageOf = (birthDate: string) => parseClient({ personId: 'P1', birthDate }, TODAY)?.age ?? null;

describe('who the customer is: teen and affluent (issue 18 §4)', () => {
  it('a teen client page is the teen bank, whatever the age', () => {
    expect(isTeen({ clientKind: 'teen-ios', age: 41 })).toBe(true);
  });

  it('on another client, a customer under 18 by the client model’s age is the teen bank; 18 and over, or no age, is not (features.md §3.10)', () => {
    expect(isTeen({ clientKind: 'web-transactional', age: ageOf('27/11/2008') })).toBe(true);
    expect(isTeen({ clientKind: 'web-transactional', age: ageOf('26/11/2008') })).toBe(false);
    expect(isTeen({ clientKind: 'web-transactional', age: ageOf('2008-11-27') })).toBe(false);
    expect(isTeen({ clientKind: 'web-transactional', age: null })).toBe(false);
  });

  it('any affluent level above none is affluent', () => {
    expect([0, 10, 100, 1000].map((level) => isAffluent(level as 0 | 10 | 100 | 1000))).toEqual([false, true, true, true]);
  });
});
