/** A clock that test runs can move forward, so time rules can be driven end to end. */
export interface AdjustableClock {
  now: () => number;
  /** Moves time forward; never backwards. */
  advanceMs: (ms: number) => void;
}

export function createAdjustableClock(base: () => number = Date.now): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => base() + offsetMs,
    advanceMs(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward');
      offsetMs += ms;
    },
  };
}
