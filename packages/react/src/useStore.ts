import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '@bank-shell/core';

/** Reads a core store; re-renders when it changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
