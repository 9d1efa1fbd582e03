import { createLayoutController, createSession, createShellEventBus, createStore } from '@bank-shell/core';
import type { AppConfig, Channel, KeyValueStorage, ReadableStore, WritableStore } from '@bank-shell/core';
import { createFeatureRegistry, isFeatureDefinition } from '@bank-shell/react';
import type { ShellServices } from '@bank-shell/react';
import { es } from '../i18n/shellMessages';
import { SHELL_DEFAULT_LAYOUT } from '../layout/defaultLayout';
import { loadSessionActions, onFirstInteraction } from '../app/sessionActions';
import { loadAfterLogin } from '../app/sessionTransitions';
import { APP_LOGIN_PATHNAME, LOGIN_ROUTE_ID } from '../routes/shellPath';
import { followSessionWithServices, importResponseCache, loadSignedInChunk } from '../signedIn';
import { browserTimers, whenIdle } from './browser';
import type { BrowserPlatform } from './browser';
import { withFeatureImports } from './featureImports';
import { showsPaintedPage } from '../firstPaint/paintedPage';
import { firstCallsOnce } from './firstCalls';
import { createNativeService } from './nativeService';
import { createLazyApiClient, withApiClientBeside } from './lazyApiClient';
import { createResponseCacheHolder } from './responseCacheHolder';
import { createSessionRelay } from './sessionRelay';
import { createShellI18n } from './shellI18n';
import { createShellRouter } from './shellRouter';

/** Device brand sent on customer login from a plain browser. */
const WEB_DEVICE_BRAND = 'web';

/** The services, plus what only the shell's start-up needs. */
export interface ShellHost extends ShellServices {
  /** True while the page is `/app-login/`: every path shows the login (shell.md §2.6). */
  readonly loginEntry: WritableStore<boolean>;
  /** The page whose module failed to load, until the next successful navigation. */
  readonly navigationFailure: ReadableStore<{ path: string } | null>;
}

const logError = (error: unknown) => console.error(error);

/**
 * Wires the shell's services from their parts, each in a file of its own beside this one. The
 * bearer's way: the session stores the tokens at login (core's `session/`), the relay hands the
 * current one to the API client (`sessionRelay.ts`), whose authorization step writes the header
 * (core's `http/authorization.ts`).
 */
export function createServices(
  platform: BrowserPlatform,
  storage: KeyValueStorage,
  config: () => AppConfig | null,
  channel: Channel,
): ShellHost {
  const { window: win, document: doc } = platform;
  const clock = { now: () => Date.now() };
  const timers = browserTimers(win);
  const i18n = createShellI18n(storage, doc, win.navigator.languages);
  const events = createShellEventBus(logError);

  const sessionRelay = createSessionRelay();
  const responseCache = createResponseCacheHolder(clock, importResponseCache, logError);
  // The client's own code is a chunk: the login page shows without it (decision 0012).
  const http = createLazyApiClient({ window: win, document: doc, session: sessionRelay, cache: responseCache, timers, clock });
  const session = createSession({
    http,
    storage,
    clock,
    timers,
    // Inside the wrapper the app tells which device it runs on (shell.md §9, 2 s).
    getDeviceBrand: async () => (platform.nativeWrapper ? (await loadBridge()).deviceBrand() : WEB_DEVICE_BRAND),
    loadActions: loadSessionActions,
    decodeBase64: (value) => win.atob(value),
    logError,
    // The legacy app (shell.md §4): started 15 s after a login, then kept on the shell's token. Its
    // module is a chunk of its own: the login page never needs it.
    loadLegacyApp: () => {
      import('../legacy')
        .then(({ startLegacyAppInBrowser }) =>
          startLegacyAppInBrowser({ window: win, document: doc, timers, config, readAccessToken: () => session.getAccessToken() }),
        )
        .catch(logError);
    },
  });
  // What only a signed-in customer needs (token keeping, inactivity, monitoring) is a chunk that
  // loads when the session gets a token, never on the login page (issue 12).
  const signedIn = followSessionWithServices(
    { session, http, events },
    {
      window: win,
      storage,
      clock,
      timers,
      nativeWrapper: platform.nativeWrapper !== null,
      whenIdle: (callback) => whenIdle(win, callback),
      logError,
    },
  );
  sessionRelay.connect(session, signedIn);
  responseCache.followSession(session);
  // A visitor who starts using the page is about to log in: the code for it, and for what follows
  // it, loads then (a signed-in customer gets the session's actions with the signed-in chunk, and
  // needs what follows a login only if one follows).
  onFirstInteraction(win, () => {
    loadSessionActions().catch(logError);
    if (session.state.getSnapshot().status !== 'completed') loadAfterLogin().catch(logError);
  });

  // Feature modules load as the route's import: a module that fails to load drops the navigation,
  // leaving the customer on the page they were on (shell.md §4).
  // A module that is not a feature may be a web component (shell.md §2.1): its adapter is a chunk of its own.
  const features = createFeatureRegistry({
    importModule: (url) =>
      import(/* @vite-ignore */ url).then((module: { default?: unknown }) =>
        isFeatureDefinition(module.default) ? module : import('../remoteModules').then(({ asFeatureModule }) => asFeatureModule(module)),
      ),
    i18n,
    timers,
  });
  const navigationFailure = createStore<{ path: string } | null>(null);
  events.subscribe('importing-route-failed', ({ path }) => navigationFailure.set({ path }));
  events.subscribe('route-changed', () => navigationFailure.set(null));

  const { native, loadBridge } = createNativeService({ window: win, wrapper: platform.nativeWrapper, timers, config, session, logError });
  const loginEntry = createStore(win.location.pathname.endsWith(APP_LOGIN_PATHNAME));
  // The session's own calls (a logout's revocations) are made before it ends; the pages' calls
  // are stopped when it ends (issue 42 §1).
  const pageHttp = signedIn.http;
  const router = createShellRouter({
    window: win,
    config,
    loginEntry,
    // Any page but the login may call the bank as it shows: the API client comes beside its module.
    withImport: withApiClientBeside(
      withFeatureImports({
        features,
        beforeSignedInPage: () => Promise.all([loadSignedInChunk(), responseCache.ensure()]),
        signedInFeatureLoaded: firstCallsOnce(
          () => ({ http: pageHttp, session: session.state.getSnapshot(), path: win.location.hash.slice(1), now: clock.now }),
          logError,
          timers,
          () => showsPaintedPage(doc),
        ),
      }),
      LOGIN_ROUTE_ID,
    ),
    session,
    events,
    resolvesModule: platform.resolvesModule,
    nativeBridge: platform.nativeWrapper && loadBridge,
    logError,
  });
  const layout = createLayoutController({
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    defaultConfig: SHELL_DEFAULT_LAYOUT,
    // The rules load when a feature first asks for a layout: the login page asks for none.
    loadValidator: () => import('@bank-shell/core/layout-rules').then(({ validateLayoutConfig }) => validateLayoutConfig),
    // The login-history-back topic drives the back action of login and geolocation (shell.md §2.4).
    events,
  });
  return {
    appName: es.appName,
    http: pageHttp,
    session,
    router,
    i18n,
    layout,
    features,
    native,
    events,
    channel,
    config,
    loginEntry,
    navigationFailure,
  };
}
