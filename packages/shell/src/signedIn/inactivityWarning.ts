import { createStore } from '@bank-shell/core';
import type { ReadableStore } from '@bank-shell/core';
import { BANK_INACTIVITY_TIMEOUT_S, EXTENDED_INACTIVITY_TIMEOUT_S } from '@bank-shell/core/signed-in';
import type { InactivityTimers } from '@bank-shell/core/signed-in';

/** How long before an inactivity rule ends a session the customer is warned (issue 14). */
export const INACTIVITY_WARNING_S = 60;
const MS_PER_SECOND = 1000;

/** The customer's warning: seconds left before an inactivity rule ends a session, or none. */
export interface InactivityWarning {
  readonly secondsLeft: ReadableStore<number | null>;
  /** Seconds of inactivity at which the warning opens: a minute before each rule. */
  readonly thresholdsS: readonly number[];
  /** Opens the warning; the tracker calls it when inactivity reaches one of {@link thresholdsS}. */
  onThreshold(thresholdS: number): void;
  /** The customer chose to stay: the warning closes now and the bank is told. */
  dismiss(): void;
  stop(): void;
}

/**
 * Warns a minute before each of the bank's inactivity rules (300 s, 900 s: shell.md §9) ends a
 * profile or the session, and counts down each second. It has no tracker of its own: the session's
 * inactivity tracker, which already checks every second, calls it at its thresholds. Any activity, in this tab or another, ends
 * the warning: the refresh the spec makes at 297 s then finds the customer active.
 */
export function createInactivityWarning(options: {
  /** The session's own inactivity tracker, which calls {@link InactivityWarning.onThreshold}. */
  getInactiveSeconds: () => number;
  timers: InactivityTimers;
  /**
   * The customer stayed (the button, Escape or any activity while warned): tell the bank now. The
   * regular keep-alive comes up to a minute later, after the bank's rule has already run out.
   */
  onStay: () => void;
}): InactivityWarning {
  const { getInactiveSeconds, timers, onStay } = options;
  const secondsLeft = createStore<number | null>(null);
  let endsAtS = 0;
  let countdown: unknown = null;
  const stopCountdown = () => {
    if (countdown !== null) timers.clearInterval(countdown);
    countdown = null;
    secondsLeft.set(null);
  };
  const tick = () => {
    const inactiveS = getInactiveSeconds();
    const left = endsAtS - inactiveS;
    // Activity started a new idle period, or the rule has run out: nothing left to warn of.
    if (inactiveS < endsAtS - INACTIVITY_WARNING_S) {
      stopCountdown();
      onStay();
    } else if (left <= 0) stopCountdown();
    else secondsLeft.set(left);
  };
  return {
    secondsLeft,
    thresholdsS: [BANK_INACTIVITY_TIMEOUT_S, EXTENDED_INACTIVITY_TIMEOUT_S].map((ruleS) => ruleS - INACTIVITY_WARNING_S),
    onThreshold(thresholdS) {
      endsAtS = thresholdS + INACTIVITY_WARNING_S;
      if (countdown === null) countdown = timers.setInterval(tick, MS_PER_SECOND);
      tick();
    },
    dismiss() {
      if (secondsLeft.getSnapshot() === null) return;
      stopCountdown();
      onStay();
    },
    stop: stopCountdown,
  };
}
