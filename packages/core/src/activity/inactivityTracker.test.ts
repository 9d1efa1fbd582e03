import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_REFRESH_THRESHOLDS_S, createInactivityTracker } from './inactivityTracker';
import type { ActivityEventType, ActivityTarget } from './inactivityTracker';

const SECOND_MS = 1000;
/** shell.md §9, written out rather than imported: "Activity events (keydown, mousedown, mousemove, wheel, touchstart)". */
const SPEC_ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart'] as const;

/** A window stand-in: records its listeners and lets the test fire events. */
function fakeTarget(): ActivityTarget & {
  fire(type: ActivityEventType): void;
  readonly listenerCount: number;
  /** The event types listened to now. */
  readonly types: string[];
} {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener(type, listener) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    fire(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    get listenerCount() {
      return [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
    },
    get types() {
      return [...listeners.entries()].filter(([, set]) => set.size > 0).map(([type]) => type);
    },
  };
}

function setup() {
  const target = fakeTarget();
  const onThreshold = vi.fn();
  const tracker = createInactivityTracker({
    target,
    clock: { now: () => Date.now() },
    timers: {
      setInterval: (callback, delay) => setInterval(callback, delay),
      clearInterval: (handle) => clearInterval(handle as number),
    },
    onThreshold,
  });
  return { target, onThreshold, tracker };
}

describe('createInactivityTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes at 297 s and 300 s (300 s bank rule, 3 s margin) and at 897 s (900 s rule) (shell.md §9)', () => {
    expect(INACTIVITY_REFRESH_THRESHOLDS_S).toEqual([297, 300, 897]);
    const { onThreshold } = setup();
    vi.advanceTimersByTime(297 * SECOND_MS - 1);
    expect(onThreshold).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onThreshold).toHaveBeenLastCalledWith(297);
    vi.advanceTimersByTime(3 * SECOND_MS);
    expect(onThreshold).toHaveBeenLastCalledWith(300);
    vi.advanceTimersByTime(597 * SECOND_MS);
    expect(onThreshold).toHaveBeenLastCalledWith(897);
    expect(onThreshold).toHaveBeenCalledTimes(3);
  });

  it('calls back for each threshold only once per idle period', () => {
    const { onThreshold } = setup();
    vi.advanceTimersByTime(3600 * SECOND_MS);
    expect(onThreshold.mock.calls).toEqual([[297], [300], [897]]);
  });

  it('starts a new idle period on activity, so the thresholds fire again', () => {
    const { target, onThreshold, tracker } = setup();
    vi.advanceTimersByTime(298 * SECOND_MS);
    expect(onThreshold.mock.calls).toEqual([[297]]);
    target.fire('keydown');
    expect(tracker.getInactiveSeconds()).toBe(0);
    vi.advanceTimersByTime(297 * SECOND_MS);
    expect(onThreshold.mock.calls).toEqual([[297], [297]]);
  });

  it('listens to exactly keydown, mousedown, mousemove, wheel and touchstart (shell.md §9)', () => {
    const { target } = setup();
    expect([...target.types].sort()).toEqual([...SPEC_ACTIVITY_EVENTS].sort());
  });

  it.each(SPEC_ACTIVITY_EVENTS)('counts %s as activity (shell.md §9)', (type) => {
    const { target, tracker } = setup();
    vi.advanceTimersByTime(10 * SECOND_MS);
    target.fire(type);
    expect(tracker.getInactiveSeconds()).toBe(0);
  });

  it('takes at most one activity event per second (shell.md §9)', () => {
    const { target, tracker } = setup();
    vi.advanceTimersByTime(5 * SECOND_MS);
    target.fire('mousemove');
    vi.advanceTimersByTime(SECOND_MS - 1);
    target.fire('mousemove'); // ignored: within a second of the last one taken
    vi.advanceTimersByTime(1);
    expect(tracker.getInactiveSeconds()).toBe(1);
    target.fire('mousemove');
    expect(tracker.getInactiveSeconds()).toBe(0);
  });

  it('checks inactivity every second (shell.md §9)', () => {
    expect(INACTIVITY_CHECK_INTERVAL_MS).toBe(1000);
    setup();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('reports every threshold passed while the tab was frozen, in order, at the next check', () => {
    const { onThreshold } = setup();
    vi.setSystemTime(Date.now() + 400 * SECOND_MS); // the clock jumps, no check ran meanwhile
    vi.advanceTimersByTime(SECOND_MS); // the next check, a second later (shell.md §9.2)
    expect(onThreshold.mock.calls).toEqual([[297], [300]]);
  });

  it('stops listening and checking on stop()', () => {
    const { target, onThreshold, tracker } = setup();
    expect(target.listenerCount).toBe(SPEC_ACTIVITY_EVENTS.length);
    tracker.stop();
    expect(target.listenerCount).toBe(0);
    vi.advanceTimersByTime(3600 * SECOND_MS);
    expect(onThreshold).not.toHaveBeenCalled();
  });
});
