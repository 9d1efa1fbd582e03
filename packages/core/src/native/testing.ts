/** Test helpers of the native bridge's tests, and of the shell's (through `@bank-shell/core/testing`). */

/** Timers that run only when the test says so. */
export function manualTimers() {
  const due = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      next += 1;
      due.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (handle: unknown) => void due.delete(handle as number),
    fireAll: () => {
      for (const [handle, { callback }] of [...due]) {
        due.delete(handle);
        callback();
      }
    },
    delays: () => [...due.values()].map(({ ms }) => ms),
  };
}
