import { createRouter } from '@bank-shell/core';
import type { AppConfig, ReadableStore, RouteDefinition, Router, Session, ShellEventBus } from '@bank-shell/core';
import { SHELL_PATH, buildLoginEntryRoutes, buildRoutes } from '../routes/buildRoutes';
import { pageBasePath } from '../routes/shellPath';
import { loginRedirectFor } from '../routes/loginRedirect';
import type { ConnectedNative } from './nativeService';

export interface ShellRouterParts {
  window: Window;
  config: () => AppConfig | null;
  /** True while the page is `/app-login/`: every path shows the login (shell.md §2.6). */
  loginEntry: ReadableStore<boolean>;
  /** Gives each feature route its module import (`withFeatureImports`). */
  withImport: (route: RouteDefinition) => RouteDefinition;
  session: Pick<Session, 'state'>;
  events: ShellEventBus;
  resolvesModule: (specifier: string) => boolean;
  /** Inside the native wrapper: the bridge that asks the app for its own login. */
  nativeBridge: (() => Promise<Pick<ConnectedNative, 'bridge' | 'requestNativeLogin'>>) | null;
  logError: (error: unknown) => void;
}

/**
 * The router over the configuration's routes (shell.md §2): the login entry's routes on
 * `/app-login/`, all of them elsewhere. A protected page asked for without a session goes to the
 * browser's login page, or inside the native app to the app's own login (the browser's if the
 * bridge cannot load).
 */
export function createShellRouter({
  window: win,
  config,
  loginEntry,
  withImport,
  session,
  events,
  resolvesModule,
  nativeBridge,
  logError,
}: ShellRouterParts): Router {
  const browserLogin = (path: string, query: URLSearchParams, basePath: string) => {
    const redirect = loginRedirectFor({ native: false, path, query, basePath });
    if (redirect.kind === 'browser') win.location.assign(redirect.url);
  };
  return createRouter({
    window: win,
    routes: () => {
      const current = config();
      if (!current) return [];
      return (loginEntry.getSnapshot() ? buildLoginEntryRoutes(current) : buildRoutes(current)).map(withImport);
    },
    isAuthenticated: () => session.state.getSnapshot().status === 'completed',
    isModuleInImportMap: resolvesModule,
    moduleExists: resolvesModule,
    events,
    logError,
    raise: (error) => win.reportError(error),
    homePath: SHELL_PATH.home,
    notFoundPath: SHELL_PATH.notFound,
    onLoginRequired: (path, query) => {
      const basePath = pageBasePath(win.location.pathname);
      const redirect = loginRedirectFor({ native: nativeBridge !== null, path, query, basePath });
      if (redirect.kind === 'browser' || nativeBridge === null) {
        browserLogin(path, query, basePath);
        return;
      }
      nativeBridge().then(
        ({ bridge, requestNativeLogin }) =>
          requestNativeLogin(bridge, { reason: redirect.reason, postNavigation: redirect.postNavigationTarget }),
        (error: unknown) => {
          // Without the bridge the app cannot be asked: the browser's login works in its web view too.
          logError(error);
          browserLogin(path, query, basePath);
        },
      );
    },
  });
}
