import { loadOnce } from '@bank-shell/core';
import type { AppConfig, NativeService, NativeWrapper, NativeWrapperInfo, Session, Timers } from '@bank-shell/core';
import type * as NativeChunk from '../native';

/** The shell's native chunk with its bridge started on the page. */
export type ConnectedNative = typeof NativeChunk & { bridge: NativeChunk.NativeBridge };

export interface NativeServiceParts {
  window: Window;
  wrapper: NativeWrapper | null;
  timers: Timers;
  config: () => AppConfig | null;
  /** The web's session, which the app owns from Android 1.7.2 and iOS 1.7.4 (the session bridge). */
  session: Session;
  /** The chunk (`../native`); a parameter for tests. */
  loadChunk?: () => Promise<typeof NativeChunk>;
  logError: (error: unknown) => void;
}

/**
 * Whether the page may run in a legacy wrapper (features.md §4.5): Android's adds its interface
 * object, iOS's marks the user agent. The same test as the native chunk's `mayHaveLegacyWrapper`,
 * written out here so that a browser's first page does not load that chunk to ask.
 */
const mayHaveLegacyWrapper = (win: Window): boolean => 'BankAndroidBridge' in win || win.navigator.userAgent.includes('BancoAlbaApp/');

/**
 * The native bridge (features.md §4.5) is a chunk of its own: inside the wrapper, or what may be a
 * legacy one, it loads at start-up and tells the app it is ready; in a browser only a feature's
 * native call loads it.
 * @returns the service features call, and the bridge's loader for the shell's own calls.
 */
export function createNativeService({
  window: win,
  wrapper,
  timers,
  config,
  session,
  loadChunk = () => import('../native'),
  logError,
}: NativeServiceParts): { native: NativeService; loadBridge: () => Promise<ConnectedNative> } {
  // A legacy wrapper is known once its start-up answered.
  let shown: NativeWrapperInfo | null = wrapper && { platform: wrapper.platform, version: wrapper.version };
  const loadBridge = loadOnce(() =>
    loadChunk().then(async (chunk) => {
      const bridge = await chunk.connectNativeBridge({ window: win, wrapper, timers, config, session });
      shown = bridge.wrapper;
      return { ...chunk, bridge };
    }),
  );
  if (wrapper || mayHaveLegacyWrapper(win)) loadBridge().catch(logError);
  const native: NativeService = {
    get wrapper() {
      return shown;
    },
    call: async (method, params, result) => (await loadBridge()).bridge.call(method, params, result),
  };
  return { native, loadBridge };
}
