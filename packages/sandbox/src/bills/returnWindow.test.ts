import { describe, expect, it } from 'vitest';
import { isWithinReturnWindow, returnDeadline } from './returnWindow';

describe('the return window of a SEPA Core direct debit: 8 weeks from the charge (PSD2 art. 76)', () => {
  it('ends 56 natural days after the charge, across months and a leap February', () => {
    expect(returnDeadline('2026-01-15')).toBe('2026-03-12');
    expect(returnDeadline('2027-12-20')).toBe('2028-02-14');
    expect(returnDeadline('2028-02-01')).toBe('2028-03-28');
  });

  it('lets a charge be returned on its own day and on the 56th day after it, not on the 57th', () => {
    expect(isWithinReturnWindow('2026-01-15', '2026-01-15')).toBe(true);
    expect(isWithinReturnWindow('2026-01-15', '2026-03-12')).toBe(true);
    expect(isWithinReturnWindow('2026-01-15', '2026-03-13')).toBe(false);
  });

  it('does not count a charge dated after today as returnable', () => {
    expect(isWithinReturnWindow('2026-01-16', '2026-01-15')).toBe(false);
  });
});
