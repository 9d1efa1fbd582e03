/**
 * The shell's side of the native bridge (features.md §4.5): a chunk of its own, loaded at start-up
 * inside a wrapper (or what may be a legacy one) and in a browser only when a feature calls a
 * native capability.
 */
import type { AppConfig, NativeWrapper } from '@bank-shell/core';
import {
  LEGACY_BRIDGE_MESSAGE,
  createNativeBridge,
  createWebCapabilities,
  findLegacyTransport,
  installLegacyReplyPath,
  mayHaveLegacyWrapper,
  requestNativeLogin,
  startLegacyTransport,
  startNativeBridge,
} from '@bank-shell/core/native';
import type { NativeBridge, NativeBridgeTimers } from '@bank-shell/core/native';

export { requestNativeLogin };
export type { NativeBridge };

/** How often the legacy start-up looks whether the configuration has arrived (it is already on its way). */
const CONFIG_CHECK_INTERVAL_MS = 50;
/** A configuration that has not arrived by then will not: the page shows its start-up failure. */
const CONFIG_WAIT_LIMIT_MS = 10_000;

export interface NativeBridgeHost {
  window: Window;
  wrapper: NativeWrapper | null;
  timers: NativeBridgeTimers;
  /** The app configuration: `urlsConfig` (where a standalone process may end) and the legacy-bridge flag. */
  config: () => AppConfig | null;
  /** Unguessable call ids; `crypto.randomUUID` unless a test gives its own. */
  createId?: () => string;
  /** Where errors and notices go; the console unless a test gives its own. */
  console?: Pick<Console, 'error' | 'warn'>;
}

/** The configuration once it is there, or null if it does not come. */
function whenConfigured(config: () => AppConfig | null, timers: NativeBridgeTimers): Promise<AppConfig | null> {
  return new Promise((resolve) => {
    let waited = 0;
    const check = () => {
      const loaded = config();
      if (loaded !== null || waited >= CONFIG_WAIT_LIMIT_MS) resolve(loaded);
      else {
        waited += CONFIG_CHECK_INTERVAL_MS;
        timers.setTimeout(check, CONFIG_CHECK_INTERVAL_MS);
      }
    };
    check();
  });
}

/**
 * Starts the bridge on the page. With the new wrapper, its replies come as window events; with a
 * legacy one (when the configuration enables it), through the reply function, once its start-up
 * answered within 1500 ms. Otherwise the browser versions answer, acting on the page.
 */
export async function connectNativeBridge({
  window: win,
  wrapper,
  timers,
  config,
  createId = () => win.crypto.randomUUID(),
  console: log = console,
}: NativeBridgeHost): Promise<NativeBridge> {
  const common = {
    timers,
    createId,
    logError: (error: unknown) => log.error(error),
    web: createWebCapabilities({
      openInNewTab: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
      assign: (url) => win.location.assign(url),
      urls: () => config()?.urlsConfig ?? {},
    }),
  };
  if (wrapper !== null) return startNativeBridge({ wrapper, replies: win, ...common });
  const browser = () => createNativeBridge({ wrapper: null, replies: win, ...common });
  if (!mayHaveLegacyWrapper(win, win.navigator.userAgent)) return browser();
  const enabled = (await whenConfigured(config, timers))?.propsConfig['enable-legacy-native-bridge'] === true;
  const transport = enabled
    ? findLegacyTransport({
        window: win,
        document: win.document,
        userAgent: win.navigator.userAgent,
        defer: (callback) => void timers.setTimeout(callback, 0),
      })
    : null;
  if (transport === null) return browser();
  const replies = new EventTarget();
  installLegacyReplyPath(win, replies);
  const legacyWrapper = await startLegacyTransport({ send: transport.send, replies, timers, createId });
  if (legacyWrapper === null) {
    log.warn(LEGACY_BRIDGE_MESSAGE.notStarted);
    return browser();
  }
  return createNativeBridge({ wrapper: legacyWrapper, replies, ...common });
}
