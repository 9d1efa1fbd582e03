/**
 * The shell's side of the native bridge (features.md §4.5): a chunk of its own, loaded at start-up
 * inside a wrapper (or what may be a legacy one) and in a browser only when a feature calls a
 * native capability.
 */
import type { AppConfig, NativeWrapper, Session } from '@bank-shell/core';
import {
  LEGACY_BRIDGE_MESSAGE,
  createNativeBridge,
  createWebCapabilities,
  findLegacyTransport,
  installLegacyReplyPath,
  mayHaveLegacyWrapper,
  nativeDeviceDataSchema,
  requestNativeLogin as askAppToLogIn,
  startLegacyTransport,
  startNativeBridge,
  startSessionBridge,
  supportsSessionBridge,
} from '@bank-shell/core/native';
import type { AppRefreshOutcome, NativeBridge, NativeBridgeTimers, SessionBridge } from '@bank-shell/core/native';

export type { NativeBridge };

/** Device brand of a plain browser, and of a wrapper whose app does not answer in time. */
const WEB_DEVICE_BRAND = 'web';

/** The page's bridge and, when the app owns the session, its session bridge: one per page. */
const connected: { bridge: NativeBridge | null; session: Session | null; sessionBridge: SessionBridge | null } = {
  bridge: null,
  session: null,
  sessionBridge: null,
};

/**
 * The device brand for the customer login (shell.md §9): the app's, asked with a 2 s time-out,
 * else `web`.
 */
export async function deviceBrand(): Promise<string> {
  const { bridge } = connected;
  if (!bridge?.wrapper) return WEB_DEVICE_BRAND;
  try {
    return (await bridge.call('getDeviceData', {}, nativeDeviceDataSchema)).brand;
  } catch {
    // The bridge logged the failure; a login goes on as from a browser.
    return WEB_DEVICE_BRAND;
  }
}

/**
 * The native login (shell.md §2.6), unless the app's session has been taken over in the meantime:
 * a protected page asked for at start-up waits for the bridge, and by then the session bridge may
 * have signed the customer in, so the page is shown rather than a login.
 */
export function requestNativeLogin(bridge: NativeBridge, request: Parameters<typeof askAppToLogIn>[1]): void {
  if (connected.session?.state.getSnapshot().status === 'completed') return;
  askAppToLogIn(bridge, request);
}

/** The app's token for a profile while it owns the session; null while the web owns it. */
export function refreshThroughApp(profileId: string): Promise<AppRefreshOutcome> | null {
  return connected.sessionBridge?.refresh(profileId) ?? null;
}

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
  /** The web's session, which the app owns from Android 1.7.2 and iOS 1.7.4. */
  session: Session;
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
  session,
  createId = () => win.crypto.randomUUID(),
  console: log = console,
}: NativeBridgeHost): Promise<NativeBridge> {
  const bridge = await startBridge({ window: win, wrapper, timers, config, createId, log });
  connected.bridge = bridge;
  connected.session = session;
  // The app owns the session from Android 1.7.2 and iOS 1.7.4: the web takes it over before it goes on.
  connected.sessionBridge?.stop();
  connected.sessionBridge = null;
  if (bridge.wrapper && supportsSessionBridge(bridge.wrapper)) {
    connected.sessionBridge = startSessionBridge({ bridge, session, notifications: win, logError: (error) => log.error(error) });
    await connected.sessionBridge.pull();
  }
  return bridge;
}

/** The bridge of the new wrapper, of a legacy one that answered its start-up, or of the browser versions. */
async function startBridge({
  window: win,
  wrapper,
  timers,
  config,
  createId,
  log,
}: Omit<NativeBridgeHost, 'session' | 'console' | 'createId'> & {
  createId: () => string;
  log: Pick<Console, 'error' | 'warn'>;
}): Promise<NativeBridge> {
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
