import { describe, expect, it } from 'vitest';
import { median, medianOfEachField, percentile } from './lib/statistics.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('is the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the values it was given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than inventing a value', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianOfEachField', () => {
  it('takes each field’s median on its own, so fields may come from different runs', () => {
    const runs = [
      { lcpMs: 900, tbtMs: 50 },
      { lcpMs: 1100, tbtMs: 10 },
      { lcpMs: 1000, tbtMs: 90 },
    ];
    expect(medianOfEachField(runs)).toEqual({ lcpMs: 1000, tbtMs: 50 });
  });
});

describe('percentile', () => {
  it('is the nearest-rank value: the p95 of 1..100 is 95 and the p50 is 50', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.5)).toBe(50);
  });
});
