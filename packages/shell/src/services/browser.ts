import type { NativeWrapper, Timers } from '@bank-shell/core';

/** What the shell takes from the browser: the one place that hands `window` and `document` to core. */
export interface BrowserPlatform {
  window: Window;
  document: Document;
  /** The bank's native wrapper around the page (`findNativeWrapper`); null in a browser. */
  nativeWrapper: NativeWrapper | null;
  /** Whether an import-map specifier resolves on this page (`import.meta.resolve`). */
  resolvesModule: (specifier: string) => boolean;
}

/** Core's timers, from the window's. */
export interface BrowserTimers extends Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function browserTimers(win: Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>): BrowserTimers {
  return {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    setInterval: (callback, ms) => win.setInterval(callback, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
  };
}

/** Work put off until the browser is idle still runs after this long. */
export const IDLE_CALLBACK_TIMEOUT_MS = 5_000;
/** Without `requestIdleCallback` (Safari), put-off work waits this long instead. */
export const IDLE_FALLBACK_DELAY_MS = 1_000;

/** Runs `callback` when the browser is idle, or after {@link IDLE_FALLBACK_DELAY_MS} where it cannot tell. */
export function whenIdle(
  win: Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] },
  callback: () => void,
): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(callback, { timeout: IDLE_CALLBACK_TIMEOUT_MS });
  else win.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
}
