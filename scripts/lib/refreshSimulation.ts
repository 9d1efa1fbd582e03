/**
 * Token refresh requests per hour with N tabs open, by the shell's own cross-tab coordinator on a
 * simulated clock: one fake browser (shared Web Locks and storage), N tabs each scheduling the
 * 180 s refresh. Counting, not timing: the figure does not depend on the machine.
 */
import { createMemoryStorage, createMemoryStorageArea } from '../../packages/core/src/storage/index';
import { TOKEN_REFRESH_INTERVAL_MS, createTabCoordinator } from '../../packages/core/src/signedIn/index';
import type { LockManagerLike } from '../../packages/core/src/signedIn/index';

const HOUR_MS = 3_600_000;
/** Tabs do not open at once: each opens this long after the previous one. */
const TAB_OPENING_GAP_MS = 7_000;
const STEP_MS = 1_000;

function simulatedClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void; every: number | null }>();
  const schedule = (callback: () => void, ms: number, every: number | null): number => {
    const id = nextId++;
    timers.set(id, { at: now + ms, callback, every });
    return id;
  };
  return {
    now: () => now,
    timers: {
      setTimeout: (callback: () => void, ms: number): unknown => schedule(callback, ms, null),
      clearTimeout: (handle: unknown) => void timers.delete(handle as number),
      setInterval: (callback: () => void, ms: number): unknown => schedule(callback, ms, ms),
      clearInterval: (handle: unknown) => void timers.delete(handle as number),
    },
    async advanceTo(until: number) {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.callback();
      }
      now = until;
    },
  };
}

function sharedLocks(): LockManagerLike {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const next = (name: string) => {
    if (!held.has(name)) queues.get(name)?.shift()?.();
  };
  return {
    request(name, _options, callback) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(() => {
          held.add(name);
          Promise.resolve()
            .then(() => callback(null))
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              next(name);
            });
        });
        next(name);
      });
    },
  };
}

const pageWindow = { addEventListener: () => undefined, removeEventListener: () => undefined };

/** Refresh requests in one simulated hour with `tabs` tabs open. */
export async function refreshesPerHour(tabs: number): Promise<number> {
  const clock = simulatedClock();
  const locks = sharedLocks();
  const area = createMemoryStorageArea();
  let requests = 0;
  for (let tab = 0; tab < tabs; tab += 1) {
    await clock.advanceTo(tab * TAB_OPENING_GAP_MS);
    const coordinator = createTabCoordinator({
      locks,
      storage: createMemoryStorage(area),
      clock,
      timers: clock.timers,
      tabId: `tab-${tab}`,
      window: pageWindow,
      logError: () => undefined,
    });
    coordinator.scheduleShared('token-refresh', TOKEN_REFRESH_INTERVAL_MS, () => {
      requests += 1;
    });
  }
  // Start counting once every tab is open, over one full hour.
  const start = clock.now();
  await clock.advanceTo(start);
  const before = requests;
  for (let at = start + STEP_MS; at <= start + HOUR_MS; at += STEP_MS) await clock.advanceTo(at);
  return requests - before;
}
