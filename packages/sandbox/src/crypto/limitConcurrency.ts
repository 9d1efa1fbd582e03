/**
 * Runs at most `max` of the tasks given to it at once; the others wait their turn, first come
 * first served.
 */
export function limitConcurrency(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isSafeInteger(max) || max < 1) throw new Error(`At least one task must be able to run, not ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
