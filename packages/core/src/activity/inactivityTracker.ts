/** The bank rule: the session ends after 300 s without activity (shell.md §9). */
export const BANK_INACTIVITY_TIMEOUT_S = 300;
/** The longer inactivity timeout some sessions have (shell.md §9). */
export const EXTENDED_INACTIVITY_TIMEOUT_S = 900;
/** How long before a timeout the shell acts, so its refresh reaches the server in time (shell.md §9). */
export const INACTIVITY_SAFETY_MARGIN_S = 3;

/**
 * Seconds of inactivity at which the tracker calls back, once each per idle period; the session
 * refreshes the tokens then (shell.md §4, §9).
 * @default [297, 300, 897]
 */
export const INACTIVITY_REFRESH_THRESHOLDS_S: readonly number[] = [
  BANK_INACTIVITY_TIMEOUT_S - INACTIVITY_SAFETY_MARGIN_S,
  BANK_INACTIVITY_TIMEOUT_S,
  EXTENDED_INACTIVITY_TIMEOUT_S - INACTIVITY_SAFETY_MARGIN_S,
];

/**
 * At most one activity event is taken per this period; the rest are ignored (shell.md §9).
 * @default 1000
 */
export const ACTIVITY_THROTTLE_MS = 1000;

/**
 * How often inactivity is measured against the thresholds (shell.md §9).
 * @default 1000
 */
export const INACTIVITY_CHECK_INTERVAL_MS = 1000;

/** The events that count as the customer doing something (shell.md §9). */
export const ACTIVITY_EVENT_TYPES = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart'] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

const MS_PER_SECOND = 1000;
/**
 * Capture: a feature that stops propagation still counts as activity. Passive: the tracker never
 * cancels a scroll, so the browser need not wait for it.
 */
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** Where activity events are heard: `window` or `document` in the shell. */
export interface ActivityTarget {
  addEventListener(type: ActivityEventType, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: ActivityEventType, listener: () => void, options: EventListenerOptions): void;
}

export interface InactivityTimers {
  setInterval(this: void, callback: () => void, delay: number): unknown;
  clearInterval(this: void, handle: unknown): void;
}

export interface InactivityTrackerOptions {
  target: ActivityTarget;
  clock: { now(): number };
  timers: InactivityTimers;
  /** Called with the threshold (in seconds) each time inactivity reaches one, once per idle period. */
  onThreshold: (thresholdS: number) => void;
  /** @default INACTIVITY_REFRESH_THRESHOLDS_S */
  thresholdsS?: readonly number[];
}

export interface InactivityTracker {
  /** Whole seconds since the last activity taken (or since the tracker started). */
  getInactiveSeconds(): number;
  /** Stops listening and checking. */
  stop(): void;
}

/**
 * Measures how long the customer has done nothing (shell.md §4, §9). Activity events are taken at
 * most once per `ACTIVITY_THROTTLE_MS`; every `INACTIVITY_CHECK_INTERVAL_MS` the inactive time is
 * compared with the thresholds, and `onThreshold` runs once for each threshold reached in the
 * current idle period. Activity starts a new period. A check that comes late (a frozen or
 * throttled tab) calls back for every threshold passed meanwhile, in order.
 *
 * The server enforces the timeout itself (SECURITY.md rule 4); this only tells the session when
 * to refresh and what inactivity to report.
 */
export function createInactivityTracker(options: InactivityTrackerOptions): InactivityTracker {
  const { target, clock, onThreshold } = options;
  // Called unbound: a browser's timers throw when called on another object.
  const { setInterval: startInterval, clearInterval: stopInterval } = options.timers;
  const thresholdsS = [...(options.thresholdsS ?? INACTIVITY_REFRESH_THRESHOLDS_S)].sort((a, b) => a - b);
  let lastActivityAt = clock.now();
  /** How many of the sorted thresholds have been reported in this idle period. */
  let reported = 0;

  const getInactiveSeconds = (): number => Math.floor((clock.now() - lastActivityAt) / MS_PER_SECOND);

  function onActivity(): void {
    const now = clock.now();
    if (now - lastActivityAt < ACTIVITY_THROTTLE_MS) return;
    lastActivityAt = now;
    reported = 0;
  }

  function check(): void {
    const inactiveS = getInactiveSeconds();
    while (reported < thresholdsS.length) {
      const thresholdS = thresholdsS[reported];
      if (thresholdS === undefined || inactiveS < thresholdS) break;
      reported += 1;
      onThreshold(thresholdS);
    }
  }

  for (const type of ACTIVITY_EVENT_TYPES) target.addEventListener(type, onActivity, LISTENER_OPTIONS);
  const checker = startInterval(check, INACTIVITY_CHECK_INTERVAL_MS);

  return {
    getInactiveSeconds,
    stop() {
      for (const type of ACTIVITY_EVENT_TYPES) target.removeEventListener(type, onActivity, LISTENER_OPTIONS);
      stopInterval(checker);
    },
  };
}
