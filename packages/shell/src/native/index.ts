/**
 * The shell's side of the native bridge (features.md §4.5): a chunk of its own, loaded inside the
 * wrapper at start-up and in a browser only when a feature calls a native capability.
 */
import { createWebCapabilities, requestNativeLogin, startNativeBridge } from '@bank-shell/core/native';
import type { NativeBridge, NativeBridgeTimers } from '@bank-shell/core/native';
import type { NativeWrapper } from '@bank-shell/core';

export { requestNativeLogin };
export type { NativeBridge };

export interface NativeBridgeHost {
  window: Window;
  /** Unguessable call ids: `crypto.randomUUID`. */
  createId: () => string;
  wrapper: NativeWrapper | null;
  timers: NativeBridgeTimers;
  /** `urlsConfig` of the app configuration: where a standalone process may end. */
  urls: () => Readonly<Record<string, string>>;
}

/** Starts the bridge on the page: replies come as window events, browser versions act on it. */
export function connectNativeBridge({ window: win, createId, wrapper, timers, urls }: NativeBridgeHost): NativeBridge {
  return startNativeBridge({
    wrapper,
    replies: win,
    timers,
    createId,
    web: createWebCapabilities({
      openInNewTab: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
      assign: (url) => win.location.assign(url),
      urls,
    }),
    logError: (error) => console.error(error),
  });
}
