/**
 * The sandbox's notion of time: every rule that depends on time (throttling window, token and
 * session expiry) reads it through a `Now`, so that tests drive a fake clock instead of waiting.
 */
export type Now = () => number;

/** Milliseconds in a second, for converting the `_S` constants to clock readings. */
export const MS_PER_S = 1000;

export { createAdjustableClock } from './adjustableClock';
export type { AdjustableClock } from './adjustableClock';
