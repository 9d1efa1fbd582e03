import { loadOnce } from '@bank-shell/core';
import type { AppConfig, NativeService, NativeWrapper, Timers } from '@bank-shell/core';
import type * as NativeChunk from '../native';

/** The shell's native chunk with its bridge started on the page. */
export type ConnectedNative = typeof NativeChunk & { bridge: NativeChunk.NativeBridge };

export interface NativeServiceParts {
  window: Window;
  wrapper: NativeWrapper | null;
  timers: Timers;
  config: () => AppConfig | null;
  /** The chunk (`../native`); a parameter for tests. */
  loadChunk?: () => Promise<typeof NativeChunk>;
  logError: (error: unknown) => void;
}

/**
 * The native bridge (features.md §4.5) is a chunk of its own: inside the wrapper it loads at
 * start-up and tells the app it is ready; in a browser only a feature's native call loads it.
 * @returns the service features call, and the bridge's loader for the shell's own calls.
 */
export function createNativeService({
  window: win,
  wrapper,
  timers,
  config,
  loadChunk = () => import('../native'),
  logError,
}: NativeServiceParts): { native: NativeService; loadBridge: () => Promise<ConnectedNative> } {
  const loadBridge = loadOnce(() =>
    loadChunk().then((chunk) => ({
      ...chunk,
      bridge: chunk.connectNativeBridge({
        window: win,
        createId: () => win.crypto.randomUUID(),
        wrapper,
        timers,
        urls: () => config()?.urlsConfig ?? {},
      }),
    })),
  );
  if (wrapper !== null) loadBridge().catch(logError);
  const native: NativeService = {
    wrapper: wrapper && { platform: wrapper.platform, version: wrapper.version },
    call: async (method, params, result) => (await loadBridge()).bridge.call(method, params, result),
  };
  return { native, loadBridge };
}
