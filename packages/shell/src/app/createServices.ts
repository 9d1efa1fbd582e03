import {
  ANONYMOUS_CACHE_SCOPE,
  DEFAULT_LOCALE,
  XSRF_COOKIE_NAME,
  apiBaseFor,
  createShellEventBus,
  createHttpClient,
  createI18n,
  LOGIN_HISTORY_BACK_TOPIC,
  createLayoutController,
  createMemoryStorage,
  createRouter,
  createSession,
  createStore,
  createWebStorage,
  isSupportedLocale,
  loadOnce,
  needsLogin,
  readCookie,
} from '@bank-shell/core';
import type {
  AppConfig,
  Channel,
  KeyValueStorage,
  NativeService,
  NativeWrapper,
  ResponseCache,
  ReadableStore,
  RouteDefinition,
  Session,
  WritableStore,
} from '@bank-shell/core';
import { loadFeatureDefinition } from '@bank-shell/react';
import type { ShellServices } from '@bank-shell/react';
import { SHELL_NAMESPACE, es, shellMessages } from '../i18n/shellMessages';
import { SHELL_DEFAULT_LAYOUT } from '../layout/defaultLayout';
import { APP_LOGIN_PATHNAME, SHELL_PATH, buildLoginEntryRoutes, buildRoutes, moduleUrlOf, pageBasePath } from '../routes/buildRoutes';
import { createFeatureLoader } from './featureLoader';
import { loadSessionActions, onFirstInteraction } from './sessionActions';
import { loginRedirectFor } from '../routes/loginRedirect';
import { followSessionWithServices, loadSignedInChunk } from '../signedIn';

/** Storage key of the customer's chosen UI language. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Work put off until the browser is idle still runs after this long. */
const IDLE_CALLBACK_TIMEOUT_MS = 5_000;
/** Without `requestIdleCallback` (Safari), put-off work waits this long instead. */
const IDLE_FALLBACK_DELAY_MS = 1_000;

/** Device brand sent on customer login from a plain browser. */
const WEB_DEVICE_BRAND = 'web';

export interface BrowserPlatform {
  window: Window;
  document: Document;
  /** The bank's native wrapper around the page (`findNativeWrapper`); null in a browser. */
  nativeWrapper: NativeWrapper | null;
  /** Whether an import-map specifier resolves on this page (`import.meta.resolve`). */
  resolvesModule: (specifier: string) => boolean;
}

/** The services, plus what only the shell's start-up needs. */
export interface ShellHost extends ShellServices {
  /** True while the page is `/app-login/`: every path shows the login (shell.md §2.6). */
  readonly loginEntry: WritableStore<boolean>;
  /** The page whose module failed to load, until the next successful navigation. */
  readonly navigationFailure: ReadableStore<{ path: string } | null>;
}

/**
 * The storage the whole shell uses: Web Storage, or (when the browser blocks it) memory for tokens
 * and cookies for the rest (SECURITY.md rule 1). The fallback is a module of its own that only
 * such a browser loads; if even that fails to load, everything stays in memory for this page.
 */
export async function createShellStorage(win: Window): Promise<KeyValueStorage> {
  const web = createWebStorage(win);
  if (web) return web;
  const memory = createMemoryStorage();
  try {
    const { createCookieStorage, createSessionPersistence } = await import('@bank-shell/core/storage-fallback');
    const cookies = createCookieStorage({
      jar: win.document,
      isSecure: win.location.protocol === 'https:',
      timers: {
        setInterval: (callback, ms) => win.setInterval(callback, ms),
        clearInterval: (handle) => win.clearInterval(handle as number),
      },
    });
    return createSessionPersistence({ web: null, cookies, memory });
  } catch (error) {
    console.error(error);
    return memory;
  }
}

/**
 * Wires core to the browser: the only place that hands `window`, `document`, `fetch` and the
 * clock to core. Everything else receives these services.
 */
export function createServices(
  platform: BrowserPlatform,
  storage: KeyValueStorage,
  config: () => AppConfig | null,
  channel: Channel,
): ShellHost {
  const { window: win, document: doc } = platform;
  const storedLocale = storage.get(LOCALE_STORAGE_KEY);
  const i18n = createI18n(isSupportedLocale(storedLocale) ? storedLocale : DEFAULT_LOCALE);
  i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  i18n.locale.subscribe(() => {
    storage.set(LOCALE_STORAGE_KEY, i18n.locale.getSnapshot());
    doc.documentElement.lang = i18n.locale.getSnapshot();
  });
  doc.documentElement.lang = i18n.locale.getSnapshot();

  const clock = { now: () => Date.now() };
  // The GET cache (shell.md §7) exists while a customer is logged in: its module loads at login.
  let responseCache: ResponseCache | undefined;
  const timers = {
    setTimeout: (callback: () => void, ms: number): unknown => win.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => win.clearTimeout(handle as number),
    setInterval: (callback: () => void, ms: number): unknown => win.setInterval(callback, ms),
    clearInterval: (handle: unknown) => win.clearInterval(handle as number),
  };
  const loadResponseCache = loadOnce(() =>
    import('@bank-shell/core/cache').then(({ createResponseCache }) => {
      responseCache ??= createResponseCache({ now: clock.now });
    }),
  );
  // Without the cache every call goes to the bank: slower, never wrong. A later login retries.
  const ensureResponseCache = (): Promise<void> => loadResponseCache().catch((error: unknown) => console.error(error));
  const http = createHttpClient({
    fetch: win.fetch.bind(win),
    apiBase: apiBaseFor(win.location),
    getLanguage: () => doc.documentElement.lang,
    getAccessToken: () => session.getAccessToken(),
    readXsrfToken: () => readCookie(doc.cookie, XSRF_COOKIE_NAME),
    onAccessTokenExpired: () => signedIn.refreshToken(),
    getSessionContext: () => session.getSessionContext(),
    getCache: () => responseCache,
    getCacheScope: () => session.state.getSnapshot().activeProfileId ?? ANONYMOUS_CACHE_SCOPE,
    timers,
  });
  // The legacy app (shell.md §4): started 15 s after a login, then kept on the shell's token. Its
  // module is a chunk of its own: the login page never needs it.
  const loadLegacyApp = () => {
    import('../legacy')
      .then(({ startLegacyAppInBrowser }) =>
        startLegacyAppInBrowser({ window: win, document: doc, timers, config, readAccessToken: () => session.getAccessToken() }),
      )
      .catch((error: unknown) => console.error(error));
  };
  const session: Session = createSession({
    http,
    storage,
    clock,
    timers,
    getDeviceBrand: () => Promise.resolve(WEB_DEVICE_BRAND),
    loadActions: loadSessionActions,
    decodeBase64: (value) => win.atob(value),
    logError: (message) => console.error(message),
    loadLegacyApp,
  });
  const events = createShellEventBus((error) => console.error(error));
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
      whenIdle: (callback) =>
        typeof win.requestIdleCallback === 'function'
          ? win.requestIdleCallback(callback, { timeout: IDLE_CALLBACK_TIMEOUT_MS })
          : win.setTimeout(callback, IDLE_FALLBACK_DELAY_MS),
      logError: (error) => console.error(error),
    },
  );
  // A visitor who starts using the page is about to log in: the code for it loads then (a signed-in
  // customer gets it with the signed-in chunk).
  onFirstInteraction(win, () => void loadSessionActions().catch((error: unknown) => console.error(error)));
  // The GET cache lives while a customer is logged in; logout empties it: nothing of one customer
  // stays for the next (shell.md §7).
  const keepCacheToSession = () => {
    const { status } = session.state.getSnapshot();
    if (status === 'unauthenticated') responseCache?.clear();
    if (status === 'completed') void ensureResponseCache();
  };
  keepCacheToSession();
  session.state.subscribe(keepCacheToSession);
  // Feature modules load as the route's import: a module that fails to load drops the navigation,
  // leaving the customer on the page they were on (shell.md §4).
  const loadFeature = createFeatureLoader((url) => import(/* @vite-ignore */ url));
  const navigationFailure = createStore<{ path: string } | null>(null);
  events.subscribe('importing-route-failed', ({ path }) => navigationFailure.set({ path }));
  events.subscribe('route-changed', () => navigationFailure.set(null));
  // The route waits for its feature to be ready to show (module checked, texts loaded), so the
  // outlet renders it in its first render: one paint, no loading state (issue 12). A module that
  // loads but is no feature is left to the outlet, which shows the failure and its retry.
  const importFeature = (url: string) =>
    loadFeature(url).then(async (feature) => {
      await loadFeatureDefinition(url, { importModule: loadFeature, i18n }).catch(() => undefined);
      return feature;
    });
  const withModuleImport = (route: RouteDefinition): RouteDefinition => {
    const url = moduleUrlOf(route);
    if (url === null) return route;
    if (!needsLogin(route)) return { ...route, import: () => importFeature(url) };
    // A signed-in page shows the signed-in chrome and calls the bank through the GET cache: both
    // are there before the page is.
    return {
      ...route,
      import: async () => {
        const [feature] = await Promise.all([importFeature(url), loadSignedInChunk(), ensureResponseCache()]);
        return feature;
      },
    };
  };
  // The native bridge (features.md §4.5) is a module of its own: inside the wrapper it loads at
  // start-up and tells the app it is ready; in a browser only a feature's native call loads it.
  const loadNativeBridge = loadOnce(() =>
    import('../native').then((native) => ({
      ...native,
      bridge: native.connectNativeBridge({
        window: win,
        createId: () => win.crypto.randomUUID(),
        wrapper: platform.nativeWrapper,
        timers,
        urls: () => config()?.urlsConfig ?? {},
      }),
    })),
  );
  if (platform.nativeWrapper !== null) loadNativeBridge().catch((error: unknown) => console.error(error));
  const native: NativeService = {
    wrapper: platform.nativeWrapper && { platform: platform.nativeWrapper.platform, version: platform.nativeWrapper.version },
    call: async (method, params, result) => (await loadNativeBridge()).bridge.call(method, params, result),
  };
  const loginEntry = createStore(win.location.pathname.endsWith(APP_LOGIN_PATHNAME));
  const router = createRouter({
    window: win,
    routes: () => {
      const current = config();
      if (!current) return [];
      return (loginEntry.getSnapshot() ? buildLoginEntryRoutes(current) : buildRoutes(current)).map(withModuleImport);
    },
    isAuthenticated: () => session.state.getSnapshot().status === 'completed',
    isModuleInImportMap: platform.resolvesModule,
    moduleExists: platform.resolvesModule,
    events,
    logError: (error) => console.error(error),
    homePath: SHELL_PATH.home,
    notFoundPath: SHELL_PATH.notFound,
    onLoginRequired: (path, query) => {
      const basePath = pageBasePath(win.location.pathname);
      const redirect = loginRedirectFor({ native: platform.nativeWrapper !== null, path, query, basePath });
      if (redirect.kind === 'browser') return win.location.assign(redirect.url);
      loadNativeBridge().then(
        ({ bridge, requestNativeLogin }) =>
          requestNativeLogin(bridge, { reason: redirect.reason, postNavigation: redirect.postNavigationTarget }),
        (error: unknown) => {
          // Without the bridge the app cannot be asked: the browser's login works in its web view too.
          console.error(error);
          const browser = loginRedirectFor({ native: false, path, query, basePath });
          if (browser.kind === 'browser') win.location.assign(browser.url);
        },
      );
    },
  });
  const layout = createLayoutController({
    setTimeout: (callback, delay) => win.setTimeout(callback, delay),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    defaultConfig: SHELL_DEFAULT_LAYOUT,
    // The rules load when a feature first asks for a layout: the login page asks for none.
    loadValidator: () => import('@bank-shell/core/layout-rules').then(({ validateLayoutConfig }) => validateLayoutConfig),
  });
  // The login-history-back topic drives the back action of login and geolocation (shell.md §2.4).
  events.subscribe(LOGIN_HISTORY_BACK_TOPIC, ({ enabled }) => layout.loginHistoryBack.set(enabled));
  return {
    appName: es.appName,
    http,
    session,
    router,
    i18n,
    layout,
    importModule: loadFeature,
    native,
    events,
    channel,
    loginEntry,
    navigationFailure,
  };
}
