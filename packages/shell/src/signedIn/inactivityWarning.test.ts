import { describe, expect, it } from 'vitest';
import { createInactivityTracker } from '@bank-shell/core/signed-in';
import type { ActivityEventType } from '@bank-shell/core/signed-in';
import { createInactivityWarning } from './inactivityWarning';

function setup() {
  const now = { value: 0 };
  const intervals = new Map<number, () => void>();
  let nextId = 1;
  const listeners = new Map<ActivityEventType, () => void>();
  const stays: number[] = [];
  const timers = {
    setInterval: (callback: () => void) => {
      intervals.set(nextId, callback);
      return nextId++;
    },
    clearInterval: (handle: unknown) => void intervals.delete(handle as number),
  };
  // As the signed-in services wire it: the session's tracker calls the warning at its thresholds.
  const warning = createInactivityWarning({
    onStay: () => stays.push(now.value),
    getInactiveSeconds: () => tracker.getInactiveSeconds(),
    timers,
  });
  const tracker = createInactivityTracker({
    target: {
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type) => void listeners.delete(type),
    },
    clock: { now: () => now.value },
    timers,
    thresholdsS: warning.thresholdsS,
    onThreshold: (thresholdS) => warning.onThreshold(thresholdS),
  });
  const advanceS = (seconds: number) => {
    for (let s = 0; s < seconds; s += 1) {
      now.value += 1000;
      for (const callback of [...intervals.values()]) callback();
    }
  };
  const act = () => listeners.get('keydown')?.();
  return { warning, advanceS, act, stays };
}

describe('the inactivity warning (issue 14)', () => {
  it('warns at 240 s of inactivity, a minute before the 300 s rule, and counts down each second', () => {
    const { warning, advanceS } = setup();
    advanceS(239);
    expect(warning.secondsLeft.getSnapshot()).toBeNull();
    advanceS(1);
    expect(warning.secondsLeft.getSnapshot()).toBe(60);
    advanceS(15);
    expect(warning.secondsLeft.getSnapshot()).toBe(45);
  });

  it('closes when the customer does anything, tells the bank at once, and warns again before the next idle period ends', () => {
    const { warning, advanceS, act, stays } = setup();
    advanceS(250);
    act();
    advanceS(1);
    expect(warning.secondsLeft.getSnapshot()).toBeNull();
    expect(stays).toEqual([251_000]);
    advanceS(239);
    expect(warning.secondsLeft.getSnapshot()).toBe(60);
  });

  it('closes at the rule, and warns again a minute before the 900 s rule', () => {
    const { warning, advanceS } = setup();
    advanceS(300);
    expect(warning.secondsLeft.getSnapshot()).toBeNull();
    advanceS(539);
    expect(warning.secondsLeft.getSnapshot()).toBeNull();
    advanceS(1);
    expect(warning.secondsLeft.getSnapshot()).toBe(60);
  });

  it('closes at once when the customer chooses to stay, and tells the bank', () => {
    const { warning, advanceS, stays } = setup();
    advanceS(245);
    warning.dismiss();
    expect(warning.secondsLeft.getSnapshot()).toBeNull();
    expect(stays).toEqual([245_000]);
  });

  it('tells the bank nothing when the rule runs out with nobody there', () => {
    const { advanceS, stays } = setup();
    advanceS(301);
    expect(stays).toEqual([]);
  });
});
