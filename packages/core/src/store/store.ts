/** Called with no arguments whenever a store's snapshot changes. */
export type Listener = () => void;

/**
 * The seam between core state and any UI: React reads it with `useSyncExternalStore`,
 * tests read it directly.
 */
export interface ReadableStore<T> {
  readonly getSnapshot: () => T;
  readonly subscribe: (listener: Listener) => () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  readonly set: (next: T) => void;
  readonly update: (change: (current: T) => T) => void;
}

/** A minimal observable value; listeners run only when the value actually changes. */
export function createStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  const set = (next: T): void => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    update: (change) => set(change(value)),
  };
}
