import { schema as v } from '@bank-shell/core';
import type { KeyValueStorage } from '../storage';
import { CROSS_TAB_KEY_PREFIX, LEASE_RENEW_INTERVAL_MS, LEASE_RETRY_MS, LEASE_SETTLE_MS, LEASE_TTL_MS } from './constants';
import { LockCancelledError, createPageScope, noop } from './mutex';
import type { CrossTabMutex } from './mutex';

/** The timers the coordinator uses; the browser's in the shell, fakes in tests. */
export interface CoordinatorTimers {
  setTimeout(this: void, callback: () => void, delay: number): unknown;
  clearTimeout(this: void, handle: unknown): void;
  setInterval(this: void, callback: () => void, delay: number): unknown;
  clearInterval(this: void, handle: unknown): void;
}

export interface StorageLeaseOptions {
  storage: KeyValueStorage;
  clock: { now(): number };
  timers: CoordinatorTimers;
  tabId: string;
}

/** A lease as stored: which tab holds the lock, and until when (epoch ms) unless renewed. */
const leaseSchema = v.object({ owner: v.string(), expiresAt: v.number() });

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The fallback mutex for browsers without Web Locks: a lease in shared storage.
 *
 * To take the lock a tab reads the lease; if another tab holds it and it has not expired, the tab
 * asks again after `LEASE_RETRY_MS`. Otherwise it writes its own lease, waits `LEASE_SETTLE_MS`
 * and reads it back: storage has no compare-and-set, so when two tabs write at once the last
 * writer wins and the other backs off. The holder renews the lease every
 * `LEASE_RENEW_INTERVAL_MS`; a tab that dies without releasing frees it after `LEASE_TTL_MS`.
 *
 * Best effort, unlike Web Locks: a write that reaches other tabs later than `LEASE_SETTLE_MS`,
 * or a holder frozen past `LEASE_TTL_MS`, can let two tabs in. Calls of one tab for the same
 * name are queued locally first, as Web Locks would; `releaseAll` cancels the queued ones too.
 */
export function createStorageLeaseMutex(options: StorageLeaseOptions): CrossTabMutex {
  const { storage, clock, tabId } = options;
  // Called unbound: a browser's timers throw when called on another object.
  const { setTimeout: setTimer, clearTimeout: clearTimer, setInterval: startInterval, clearInterval: stopInterval } = options.timers;
  /** The last call per name in this tab; the next one waits for it. */
  const queues = new Map<string, Promise<void>>();
  /** Timers of requests still waiting, with what cancels each. */
  const waiting = new Map<object, { handle: unknown; cancel: () => void }>();
  /** Releases of the leases this tab holds, by name. */
  const held = new Map<string, () => void>();
  /** Ends on `pagehide`: calls still queued then are cancelled, as Web Locks abort them. */
  let scope = createPageScope();

  const leaseKey = (name: string): string => `${CROSS_TAB_KEY_PREFIX}lease.${name}`;
  const holder = (key: string): string | null => {
    const parsed = v.safeParse(leaseSchema, parseJson(storage.get(key)));
    return parsed.success && parsed.output.expiresAt > clock.now() ? parsed.output.owner : null;
  };
  const writeLease = (key: string): void => storage.set(key, JSON.stringify({ owner: tabId, expiresAt: clock.now() + LEASE_TTL_MS }));

  function acquire(key: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const later = (delayMs: number, next: () => void): void => {
        const ticket = {};
        const handle = setTimer(() => {
          waiting.delete(ticket);
          next();
        }, delayMs);
        waiting.set(ticket, { handle, cancel: () => reject(new LockCancelledError()) });
      };
      const guarded = (step: () => void) => () => {
        try {
          step();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error))); // storage refused the write
        }
      };
      const confirm = guarded(() => {
        if (holder(key) === tabId) resolve();
        else later(LEASE_RETRY_MS, attempt);
      });
      const attempt = guarded(() => {
        const current = holder(key);
        if (current !== null && current !== tabId) {
          later(LEASE_RETRY_MS, attempt);
          return;
        }
        writeLease(key);
        later(LEASE_SETTLE_MS, confirm);
      });
      attempt();
    });
  }

  function hold(name: string, key: string): () => void {
    writeLease(key); // a full lifetime from now, not from before the settle wait
    const renewal = startInterval(() => {
      if (holder(key) === tabId) writeLease(key);
    }, LEASE_RENEW_INTERVAL_MS);
    const release = (): void => {
      if (held.get(name) !== release) return; // already released on pagehide
      held.delete(name);
      stopInterval(renewal);
      if (holder(key) === tabId) storage.remove(key);
    };
    held.set(name, release);
    return release;
  }

  return {
    run<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
      const key = leaseKey(name);
      const current = scope;
      const previous = (queues.get(name) ?? Promise.resolve()).then(() => true);
      const result = Promise.race([previous, current.hidden.then(() => false)]).then(async (myTurn) => {
        if (!myTurn || current !== scope) throw new LockCancelledError();
        await acquire(key);
        const release = hold(name, key);
        try {
          return await fn();
        } finally {
          release();
        }
      });
      const settled = result.then(noop, noop);
      queues.set(name, settled);
      void settled.then(() => {
        if (queues.get(name) === settled) queues.delete(name);
      });
      return result;
    },
    releaseAll() {
      scope.hide();
      scope = createPageScope();
      for (const release of [...held.values()]) release();
      for (const { handle, cancel } of [...waiting.values()]) {
        clearTimer(handle);
        cancel();
      }
      waiting.clear();
    },
  };
}
