import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/testClock';
import { createTokenBuckets } from './tokenBuckets';

describe('token buckets per client', () => {
  it('lets a key spend its capacity at once, then refills continuously and says how long to wait', () => {
    const clock = createTestClock();
    const buckets = createTokenBuckets({ capacity: 3000, refillPerMinute: 3000, now: clock.now });
    expect(buckets.take('a', 3000)).toEqual({ ok: true });
    expect(buckets.waitS('a', 1)).toBe(1);
    expect(buckets.waitS('a', 1000)).toBe(20);
    clock.advanceS(10);
    expect(buckets.take('a', 500)).toEqual({ ok: true });
    expect(buckets.waitS('a', 1)).toBe(1);
  });

  it('spends what a refused caller asked for, down to empty and never below', () => {
    const clock = createTestClock();
    const buckets = createTokenBuckets({ capacity: 3000, refillPerMinute: 3000, now: clock.now });
    expect(buckets.take('a', 2500)).toEqual({ ok: true });
    expect(buckets.take('a', 1000)).toEqual({ ok: false, retryAfterS: 20 });
    expect(buckets.waitS('a', 1)).toBe(1);
    clock.advanceS(20);
    expect(buckets.take('a', 1000)).toEqual({ ok: true });
  });

  it('keeps each key apart and never fills a bucket beyond its capacity', () => {
    const clock = createTestClock();
    const buckets = createTokenBuckets({ capacity: 10, refillPerMinute: 60, now: clock.now });
    expect(buckets.take('a', 10)).toEqual({ ok: true });
    expect(buckets.take('b', 10)).toEqual({ ok: true });
    clock.advanceS(3600);
    expect(buckets.take('a', 10)).toEqual({ ok: true });
    expect(buckets.take('a', 1)).toEqual({ ok: false, retryAfterS: 1 });
  });
});
