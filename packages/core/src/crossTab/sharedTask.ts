import { schema as v } from '@bank-shell/core';
import type { InferOutput } from '../schema';
import { TASK_THROTTLE_MS } from './constants';
import { LockCancelledError } from './mutex';
import type { CrossTabMutex } from './mutex';
import type { SharedRecords } from './sharedRecords';
import type { CoordinatorTimers } from './storageLeaseMutex';

/** When a shared task last succeeded and was last tried, by any tab (epoch ms). */
const taskRecordSchema = v.object({ lastRunAt: v.nullable(v.number()), lastAttemptAt: v.number() });
type TaskRecord = InferOutput<typeof taskRecordSchema>;

export interface SharedTaskContext {
  mutex: CrossTabMutex;
  /** Where the task's record lives: read under the task's lock, so it must be coherent with it. */
  records: SharedRecords;
  clock: { now(): number };
  timers: CoordinatorTimers;
  logError: (error: unknown) => void;
}

async function readRecord(records: SharedRecords, key: string): Promise<TaskRecord | null> {
  const parsed = v.safeParse(taskRecordSchema, await records.read(key));
  return parsed.success ? parsed.output : null;
}

/**
 * Runs `task` at most once per `intervalMs` across every tab (shell.md §4, §9).
 *
 * The tabs share a record of when the task last succeeded and was last tried, in `records`, which
 * a tab holding the lock reads as the last holder left it (IndexedDB in the browser; issue 13:
 * from `localStorage` a late tab could read the record from before the run and run again). Each tab sleeps
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
  const { mutex, records, clock, logError } = context;
  const { setTimeout: setTimer, clearTimeout: clearTimer } = context.timers;
  const key = `task.${name}`;
  let stopped = false;
  let timer: unknown;

  const dueAt = (record: TaskRecord | null): number =>
    record
      ? Math.max((record.lastRunAt ?? Number.NEGATIVE_INFINITY) + intervalMs, record.lastAttemptAt + TASK_THROTTLE_MS)
      : Number.NEGATIVE_INFINITY;
  const write = (record: TaskRecord): Promise<void> => records.write(key, record);

  async function schedule(minDelayMs: number): Promise<void> {
    let record: TaskRecord | null = null;
    try {
      record = await readRecord(records, key);
    } catch (error) {
      logError(error);
    }
    // Stopped while the record was read: no timer may outlive the stop.
    if (stopped) return;
    const delayMs = Math.max(minDelayMs, dueAt(record) - clock.now(), 0);
    timer = setTimer(() => void tick(), delayMs);
  }

  async function tick(): Promise<void> {
    let minDelayMs = 0;
    try {
      await mutex.run(`task.${name}`, async () => {
        const record = await readRecord(records, key);
        const now = clock.now();
        if (stopped || now < dueAt(record)) return;
        await write({ lastRunAt: record?.lastRunAt ?? null, lastAttemptAt: now });
        await task();
        await write({ lastRunAt: now, lastAttemptAt: now });
      });
    } catch (error) {
      minDelayMs = TASK_THROTTLE_MS;
      if (!(error instanceof LockCancelledError)) logError(error);
    }
    await schedule(minDelayMs);
  }

  void schedule(0);
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}
