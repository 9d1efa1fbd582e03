import type { KeyValueStorage } from '../storage';
import { ACTIVITY_EVENT_TYPES, ACTIVITY_THROTTLE_MS } from './inactivityTracker';
import type { ActivityEventType, ActivityTarget } from './inactivityTracker';

/** Storage key where each tab writes when its customer last did something. */
export const SHARED_ACTIVITY_KEY = 'activity.last-at';

export interface SharedActivity extends ActivityTarget {
  /** When the customer last did something in this tab (epoch ms), or null. */
  lastLocalActivityAt(): number | null;
  dispose(): void;
}

type Listener = () => void;

/**
 * An activity source for the inactivity tracker that counts the customer's activity in any tab:
 * the bank's inactivity rule is about the customer, not about one tab, and only one tab (the
 * elected one) sends the refresh that reports inactivity to the server. Local activity is written
 * to storage at most once per second; another tab's write counts as activity here.
 */
export function createSharedActivity(local: ActivityTarget, storage: KeyValueStorage, clock: { now(): number }): SharedActivity {
  const listeners = new Map<ActivityEventType, Set<Listener>>();
  let lastLocal: number | null = null;
  let lastWritten = Number.NEGATIVE_INFINITY;
  const notify = (type: ActivityEventType): void => listeners.get(type)?.forEach((listener) => listener());
  const onLocal = (type: ActivityEventType) => (): void => {
    const now = clock.now();
    lastLocal = now;
    if (now - lastWritten >= ACTIVITY_THROTTLE_MS) {
      lastWritten = now;
      storage.set(SHARED_ACTIVITY_KEY, String(now));
    }
    notify(type);
  };
  const handlers = ACTIVITY_EVENT_TYPES.map((type) => [type, onLocal(type)] as const);
  const options = { capture: true, passive: true };
  for (const [type, handler] of handlers) local.addEventListener(type, handler, options);
  const stopExternal = storage.onExternalChange((key) => {
    if (key !== SHARED_ACTIVITY_KEY) return;
    // Every listener once: the tracker registers one handler for all the event types.
    new Set([...listeners.values()].flatMap((set) => [...set])).forEach((listener) => listener());
  });
  return {
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    lastLocalActivityAt: () => lastLocal,
    dispose() {
      for (const [type, handler] of handlers) local.removeEventListener(type, handler, options);
      stopExternal();
    },
  };
}
