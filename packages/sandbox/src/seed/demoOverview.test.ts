import { describe, expect, it } from 'vitest';
import { addMonths } from './demoOverview';

describe('addMonths: the demo deposit’s maturity', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-01-15', 9)).toBe('2026-10-15');
  });

  it('runs into the next year', () => {
    expect(addMonths('2026-05-15', 9)).toBe('2027-02-15');
  });

  it('takes the last day of a shorter month, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});
