/**
 * The part of the browser's `scheduler` (Prioritized Task Scheduling) that gives the main thread
 * back. Only the API client uses it: a module of its own, in the client's chunk.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * The browser's `scheduler.yield()` where it has one (Chromium, Firefox): what follows it runs in a
 * task of its own, ahead of tasks queued since. Undefined elsewhere: the work then simply goes on.
 */
export function yieldToMainOf(win: { scheduler?: unknown }): (() => Promise<void>) | undefined {
  const scheduler = win.scheduler as Partial<YieldingScheduler> | undefined;
  if (typeof scheduler?.yield !== 'function') return undefined;
  return () => (scheduler as YieldingScheduler).yield();
}
