import type { Now } from '../src/clock';

/** A clock that moves only when told to. */
export interface TestClock {
  now: Now;
  advanceS(seconds: number): void;
}

/** 2026-01-15 09:00 UTC: any fixed instant works, real time never matters. */
export const TEST_EPOCH_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
const MS_PER_S = 1000;

/** A fake clock starting at a fixed instant. */
export function createTestClock(startMs: number = TEST_EPOCH_MS): TestClock {
  let current = startMs;
  return {
    now: () => current,
    advanceS: (seconds) => {
      current += seconds * MS_PER_S;
    },
  };
}
