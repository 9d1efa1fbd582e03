import { schema as v } from '@bank-shell/core';
import type { KeyValueStorage } from '@bank-shell/core';
import { CROSS_TAB_KEY_PREFIX, TASK_THROTTLE_MS } from './constants';
import { LockCancelledError } from './mutex';
import type { CrossTabMutex } from './mutex';
import type { CoordinatorTimers } from './storageLeaseMutex';

/** When a shared task last succeeded and was last tried, by any tab (epoch ms). */
const taskRecordSchema = v.object({ lastRunAt: v.nullable(v.number()), lastAttemptAt: v.number() });
type TaskRecord = v.InferOutput<typeof taskRecordSchema>;

export interface SharedTaskContext {
  mutex: CrossTabMutex;
  storage: KeyValueStorage;
  clock: { now(): number };
  timers: CoordinatorTimers;
  logError: (error: unknown) => void;
}

function readRecord(storage: KeyValueStorage, key: string): TaskRecord | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(taskRecordSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Runs `task` at most once per `intervalMs` across every tab (shell.md §4, §9).
 *
 * The tabs share a record of when the task last succeeded and was last tried. Each tab sleeps
 * until the record says the task is due, then takes the task's lock, reads the record again and
 * runs the task only if it is still due, recording the attempt first and the success after. The
 * others, woken at the same moment, find it done and sleep again. A task is due when `intervalMs`
 * has passed since its last success and `TASK_THROTTLE_MS` since the last attempt, so a failing
 * task is retried every 10 s across tabs, not by every tab. With no record yet, it is due at once.
 *
 * The task runs while the lock is held: a token refresh is single-flight (SECURITY.md rule 3).
 * Its errors go to `logError`. Returns a stop function.
 */
export function scheduleSharedTask(
  context: SharedTaskContext,
  name: string,
  intervalMs: number,
  task: () => Promise<void> | void,
): () => void {
  const { mutex, storage, clock, logError } = context;
  const { setTimeout: setTimer, clearTimeout: clearTimer } = context.timers;
  const key = `${CROSS_TAB_KEY_PREFIX}task.${name}`;
  let stopped = false;
  let timer: unknown;

  const dueAt = (record: TaskRecord | null): number =>
    record
      ? Math.max((record.lastRunAt ?? Number.NEGATIVE_INFINITY) + intervalMs, record.lastAttemptAt + TASK_THROTTLE_MS)
      : Number.NEGATIVE_INFINITY;
  const write = (record: TaskRecord): void => storage.set(key, JSON.stringify(record));

  function schedule(minDelayMs: number): void {
    if (stopped) return;
    const delayMs = Math.max(minDelayMs, dueAt(readRecord(storage, key)) - clock.now(), 0);
    timer = setTimer(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    let minDelayMs = 0;
    try {
      await mutex.run(`task.${name}`, async () => {
        const record = readRecord(storage, key);
        const now = clock.now();
        if (stopped || now < dueAt(record)) return;
        write({ lastRunAt: record?.lastRunAt ?? null, lastAttemptAt: now });
        await task();
        write({ lastRunAt: now, lastAttemptAt: now });
      });
    } catch (error) {
      minDelayMs = TASK_THROTTLE_MS;
      if (!(error instanceof LockCancelledError)) logError(error);
    }
    schedule(minDelayMs);
  }

  schedule(0);
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}
