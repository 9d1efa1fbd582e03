/** Thrown by a second `hookBackForwardCache` while one is in place (shell.md §8). */
export const BFCACHE_HOOK_IN_PLACE_ERROR = "Hooking to BFCache when there's another hook in place";

/** The slice of `window` the hook uses. */
export interface PageShowTarget {
  addEventListener(type: 'pageshow', listener: (event: Pick<PageTransitionEvent, 'persisted'>) => void): void;
  removeEventListener(type: 'pageshow', listener: (event: Pick<PageTransitionEvent, 'persisted'>) => void): void;
}

/** Windows with a hook in place. Weak, so a test's fake window does not outlive the test. */
const hooked = new WeakSet<PageShowTarget>();

/**
 * Calls `onRestore` each time the page comes back from the back-forward cache (`pageshow` with
 * `persisted`); the session uses it to drop expired profiles and check the session again
 * (shell.md §4). Only one hook per window: a second one throws `BFCACHE_HOOK_IN_PLACE_ERROR`
 * (shell.md §8), since two would run the clean-up twice. Returns the unhook; after it, the window
 * may be hooked again.
 */
export function hookBackForwardCache(win: PageShowTarget, onRestore: () => void): () => void {
  if (hooked.has(win)) throw new Error(BFCACHE_HOOK_IN_PLACE_ERROR);
  const listener = (event: Pick<PageTransitionEvent, 'persisted'>): void => {
    if (event.persisted) onRestore();
  };
  win.addEventListener('pageshow', listener);
  hooked.add(win);
  let hookedHere = true;
  return () => {
    if (!hookedHere) return;
    hookedHere = false;
    win.removeEventListener('pageshow', listener);
    hooked.delete(win);
  };
}
