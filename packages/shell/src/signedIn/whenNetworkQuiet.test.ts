import { describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet } from './whenNetworkQuiet';

/** Timers the test fires by hand, by when they are due. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      next += 1;
      timers.set(next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

describe('outside scripts wait for the network to be quiet (issue 12 budgets, issue 20)', () => {
  it('waits until no resource has finished for 1 s', () => {
    const clock = manualClock();
    let resourceFinished: () => void = () => undefined;
    const callback = vi.fn();
    whenNetworkQuiet({ ...clock, observeResources: (onEntry) => ((resourceFinished = onEntry), () => undefined) }, callback);
    clock.advance(900);
    resourceFinished();
    clock.advance(900);
    expect(callback).not.toHaveBeenCalled();
    clock.advance(100);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes after 10 s at the latest on a page that keeps loading', () => {
    const clock = manualClock();
    let resourceFinished: () => void = () => undefined;
    const callback = vi.fn();
    whenNetworkQuiet({ ...clock, observeResources: (onEntry) => ((resourceFinished = onEntry), () => undefined) }, callback);
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      clock.advance(500);
      resourceFinished();
    }
    expect(callback).not.toHaveBeenCalled();
    clock.advance(500);
    expect(callback).toHaveBeenCalledTimes(1);
    clock.advance(5_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('without a performance observer, after the quiet time; cancelled, never', () => {
    const clock = manualClock();
    const callback = vi.fn();
    whenNetworkQuiet(clock, callback);
    clock.advance(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = whenNetworkQuiet(clock, cancelled);
    cancel();
    clock.advance(20_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
