import {
  DEFAULT_LOCALE,
  XSRF_COOKIE_NAME,
  apiBaseFor,
  createHashRouter,
  createHttpClient,
  createI18n,
  createMemoryStorage,
  createSession,
  createWebStorage,
  isSupportedLocale,
  readCookie,
} from '@bank-shell/core';
import type { AppConfig, KeyValueStorage, Session } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';
import { SHELL_PATH, buildRoutes } from '../routes/buildRoutes';

/** Storage key of the customer's chosen UI language. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Device brand sent on customer login from a plain browser. */
const WEB_DEVICE_BRAND = 'web';

export interface BrowserPlatform {
  window: Window;
  document: Document;
}

/** The storage the whole shell uses: Web Storage, or memory when the browser blocks it. */
export function createShellStorage(win: Window): KeyValueStorage {
  return createWebStorage(win) ?? createMemoryStorage();
}

/**
 * Wires core to the browser: the only place that hands `window`, `document`, `fetch` and the
 * clock to core. Everything else receives these services.
 */
export function createServices(platform: BrowserPlatform, storage: KeyValueStorage, config: () => AppConfig | null): ShellServices {
  const { window: win, document: doc } = platform;
  const storedLocale = storage.get(LOCALE_STORAGE_KEY);
  const i18n = createI18n(isSupportedLocale(storedLocale) ? storedLocale : DEFAULT_LOCALE);
  i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  i18n.locale.subscribe(() => {
    storage.set(LOCALE_STORAGE_KEY, i18n.locale.getSnapshot());
    doc.documentElement.lang = i18n.locale.getSnapshot();
  });
  doc.documentElement.lang = i18n.locale.getSnapshot();

  const http = createHttpClient({
    fetch: win.fetch.bind(win),
    apiBase: apiBaseFor(win.location),
    getLanguage: () => doc.documentElement.lang,
    getAccessToken: () => session.getAccessToken(),
    readXsrfToken: () => readCookie(doc.cookie, XSRF_COOKIE_NAME),
    onAccessTokenExpired: () => session.refresh(),
  });
  const session: Session = createSession({
    http,
    storage,
    clock: { now: () => Date.now() },
    getDeviceBrand: () => Promise.resolve(WEB_DEVICE_BRAND),
    decodeBase64: (value) => win.atob(value),
    logError: (message) => console.error(message),
  });
  const router = createHashRouter({
    window: win,
    routes: () => {
      const current = config();
      return current ? buildRoutes(current) : [];
    },
    isAuthenticated: () => session.state.getSnapshot().status === 'completed',
    loginPath: SHELL_PATH.login,
    notFoundPath: SHELL_PATH.notFound,
    homePath: SHELL_PATH.home,
  });
  return {
    appName: shellMessages[i18n.locale.getSnapshot()].appName,
    http,
    session: session,
    router,
    i18n,
    importModule: (url) => import(/* @vite-ignore */ url),
  };
}
