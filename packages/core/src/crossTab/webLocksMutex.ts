import { CROSS_TAB_KEY_PREFIX } from './constants';
import { LockCancelledError, createPageScope, noop } from './mutex';
import type { CrossTabMutex, PageScope } from './mutex';

/** The slice of `navigator.locks` the coordinator uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive'; signal: AbortSignal }, callback: (lock: unknown) => T): Promise<T>;
}

/** A page scope whose `pagehide` also aborts the lock requests still waiting. */
interface LockScope extends PageScope {
  readonly controller: AbortController;
}

const createLockScope = (): LockScope => ({ ...createPageScope(), controller: new AbortController() });

/**
 * The mutex over the Web Locks API: the browser grants an exclusive lock to one tab at a time
 * and frees it when the tab goes away. A granted lock is held until its callback's promise
 * settles, so the callback returns when the work ends or when the page is hidden, whichever
 * comes first; requests still waiting are aborted through their signal.
 */
export function createWebLocksMutex(locks: LockManagerLike): CrossTabMutex {
  let scope = createLockScope();
  return {
    run<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
      const current = scope;
      let work: Promise<T> | undefined;
      const options = { mode: 'exclusive', signal: current.controller.signal } as const;
      return locks
        .request(CROSS_TAB_KEY_PREFIX + name, options, async () => {
          const running = Promise.resolve().then(fn);
          work = running;
          await Promise.race([running.then(noop, noop), current.hidden]);
        })
        .then(
          // Granted: the lock is gone, the work has ended or goes on after a pagehide.
          () => work ?? Promise.reject(new Error(`Lock ${name} granted without running`)),
          (error: unknown) => {
            if (current.controller.signal.aborted) throw new LockCancelledError();
            throw error;
          },
        );
    },
    releaseAll() {
      scope.controller.abort();
      scope.hide();
      scope = createLockScope();
    },
  };
}
