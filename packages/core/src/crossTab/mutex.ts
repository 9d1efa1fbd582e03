import { LOCK_CANCELLED_ON_PAGEHIDE } from './constants';

/** A cross-tab mutual exclusion: Web Locks where the browser has them, a storage lease otherwise. */
export interface CrossTabMutex {
  /** Runs `fn` while this tab alone holds the lock `name`; waits for it first. */
  run<T>(name: string, fn: () => Promise<T> | T): Promise<T>;
  /**
   * Releases every lock this tab holds and rejects its requests still waiting, with a
   * `LockCancelledError` (on `pagehide`). A critical section already running goes on unguarded.
   */
  releaseAll(): void;
}

/** A `runExclusive` that was still waiting for its lock when the page was hidden. */
export class LockCancelledError extends Error {
  override readonly name = 'LockCancelledError';
  constructor() {
    super(LOCK_CANCELLED_ON_PAGEHIDE);
  }
}

export const noop = (): void => undefined;

/** One period of the page being shown; `pagehide` ends it. */
export interface PageScope {
  /** Settles when the page is hidden. */
  readonly hidden: Promise<void>;
  readonly hide: () => void;
}

export function createPageScope(): PageScope {
  let hide = noop;
  const hidden = new Promise<void>((resolve) => {
    hide = resolve;
  });
  return { hidden, hide };
}
