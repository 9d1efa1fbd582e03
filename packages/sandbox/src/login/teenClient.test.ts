import { describe, expect, it } from 'vitest';
import { ageInYears, isAdultOnTeenClient } from './teenClient';

/** Noon in Madrid on a day (CET, UTC+1, in winter; CEST, UTC+2, in summer). */
const madridNoon = (isoDate: string, offsetHours: number) => Date.parse(`${isoDate}T${String(12 - offsetHours).padStart(2, '0')}:00:00Z`);

describe('a customer’s age for the teen clients', () => {
  it('counts full years: 17 the day before the 18th birthday, 18 on it', () => {
    expect(ageInYears('20/06/2008', madridNoon('2026-06-19', 2))).toBe(17);
    expect(ageInYears('20/06/2008', madridNoon('2026-06-20', 2))).toBe(18);
  });

  it('a birthday begins at midnight in Madrid, not in UTC', () => {
    // 23:30 UTC on 19 June is 01:30 on 20 June in Madrid.
    expect(ageInYears('20/06/2008', Date.parse('2026-06-19T23:30:00Z'))).toBe(18);
    expect(ageInYears('20/06/2008', Date.parse('2026-06-19T21:30:00Z'))).toBe(17);
  });

  it('someone born on 29 February turns 18 on 1 March of a common year', () => {
    expect(ageInYears('29/02/2008', madridNoon('2026-02-28', 1))).toBe(17);
    expect(ageInYears('29/02/2008', madridNoon('2026-03-01', 1))).toBe(18);
  });

  it('has no age for a date not written DD/MM/YYYY', () => {
    expect(ageInYears('2008-06-20', madridNoon('2026-06-20', 2))).toBeUndefined();
  });
});

describe('who a teen client refuses', () => {
  const now = madridNoon('2026-11-23', 1);

  it('refuses a customer of 18 or over on the teen web, Android and iOS clients', () => {
    for (const kind of ['teen-web', 'teen-android', 'teen-ios'] as const) {
      expect(isAdultOnTeenClient(kind, '23/11/2008', now)).toBe(true);
      expect(isAdultOnTeenClient(kind, '15/03/1985', now)).toBe(true);
    }
  });

  it('lets a customer under 18 in on a teen client', () => {
    expect(isAdultOnTeenClient('teen-web', '24/11/2008', now)).toBe(false);
    expect(isAdultOnTeenClient('teen-ios', '20/06/2010', now)).toBe(false);
  });

  it('leaves the other clients, and a page that names none, to everyone', () => {
    for (const kind of ['web-transactional', 'android-transactional', 'ios-transactional', 'sign-ups', 'assisted', undefined] as const) {
      expect(isAdultOnTeenClient(kind, '15/03/1985', now)).toBe(false);
    }
  });
});
