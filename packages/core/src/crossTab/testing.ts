/**
 * Test helpers for cross-tab work: storage that lags behind the locks, as Chromium's
 * `localStorage` does. Used by the tests only; not part of the public API.
 */
import type { KeyValueStorage } from '../storage';

type Listener = (key: string, value: string | null) => void;

interface TabView {
  data: Map<string, string>;
  listeners: Set<Listener>;
}

/**
 * The storage of one browser as Chromium gives it to its tabs: each tab reads its own copy, and
 * a write reaches the other tabs (with their storage event) only `lagMs` later, in order, whatever
 * locks were taken and released meanwhile (issue 13). A tab opened later starts from every write
 * made so far.
 */
export function createLaggingStorageArea(timers: { setTimeout(callback: () => void, ms: number): unknown }, lagMs: number) {
  const latest = new Map<string, string>();
  const views = new Set<TabView>();
  const apply = (data: Map<string, string>, key: string, value: string | null): void => {
    if (value === null) data.delete(key);
    else data.set(key, value);
  };
  return {
    /** What a tab that had seen every write would read. */
    latest,
    open(): KeyValueStorage {
      const view: TabView = { data: new Map(latest), listeners: new Set() };
      views.add(view);
      const write = (key: string, value: string | null): void => {
        apply(view.data, key, value);
        apply(latest, key, value);
        for (const other of views) {
          if (other === view) continue;
          timers.setTimeout(() => {
            apply(other.data, key, value);
            for (const listener of [...other.listeners]) listener(key, value);
          }, lagMs);
        }
      };
      return {
        get: (key) => view.data.get(key) ?? null,
        set: (key, value) => write(key, value),
        remove: (key) => write(key, null),
        onExternalChange(listener) {
          view.listeners.add(listener);
          return () => view.listeners.delete(listener);
        },
      };
    },
  };
}
