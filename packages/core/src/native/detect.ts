/**
 * Whether the page runs inside the bank's native wrapper (features.md §4.5). This part is in the
 * first page: the shell asks it at start-up. The bridge itself is `@bank-shell/core/native`.
 */

/** The object the native wrapper puts on `window` before any script of the page runs. */
export const NATIVE_WRAPPER_GLOBAL = 'bankNativeWrapper';

export type NativePlatform = 'android' | 'ios';

/** The native wrapper as the page sees it: which app, which version, and its message channel. */
export interface NativeWrapper {
  readonly platform: NativePlatform;
  /** `major.minor.patch`, compared for the version checks of shell.md §9. */
  readonly version: string;
  /** Sends one JSON message to the app. */
  postMessage(message: string): void;
}

const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

/**
 * The wrapper injected into `win`, or null in a plain browser. Anything on that name that is not
 * a well-formed wrapper (a page script, an old app) counts as a browser: the web fallback is safe.
 */
export function findNativeWrapper(win: object): NativeWrapper | null {
  const candidate: unknown = Reflect.get(win, NATIVE_WRAPPER_GLOBAL);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { platform, version, postMessage } = candidate as Record<string, unknown>;
  if ((platform !== 'android' && platform !== 'ios') || typeof version !== 'string' || !VERSION_PATTERN.test(version)) return null;
  if (typeof postMessage !== 'function') return null;
  return { platform, version, postMessage: (message) => void postMessage.call(candidate, message) };
}
