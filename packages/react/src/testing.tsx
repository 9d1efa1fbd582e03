import type { ReactNode } from 'react';
import {
  CHANNEL_CODE,
  createShellEventBus,
  NO_TOKENS,
  bankApiSteps,
  createHttpClient,
  createI18n,
  createLayoutController,
  createMemoryStorage,
  createRouter,
  createSession,
} from '@bank-shell/core';
import type { RouteDefinition, SessionSnapshot } from '@bank-shell/core';
import { validateLayoutConfig } from '@bank-shell/core/layout-rules';
import { createFeatureRegistry } from './featureRegistry';
import { ShellProvider } from './services';
import type { ShellServices } from './services';

/** The session of a visitor who is not logged in, for tests that build their own session stores. */
export const SIGNED_OUT: SessionSnapshot = {
  status: 'unauthenticated',
  profiles: [],
  activeProfileId: null,
  defaultProfileId: null,
  anonymousProfile: null,
  sessionContext: {},
  personId: null,
  affluentLevel: 0,
};

/** Shell services over fakes, for component tests of the shell and of features. */
export function createTestServices(
  overrides: Partial<ShellServices> & {
    routes?: RouteDefinition[];
    fetch?: typeof fetch;
    /** What the feature registry imports modules with, unless `features` is given. */
    importModule?: (url: string) => Promise<unknown>;
  } = {},
): ShellServices {
  const {
    importModule = () => Promise.reject(new Error('no modules in unit tests')),
    routes,
    fetch: fetchOverride,
    ...services
  } = overrides;
  const fetchFake: typeof fetch = fetchOverride ?? (() => Promise.reject(new Error('no network in unit tests')));
  const http = createHttpClient({
    fetch: fetchFake,
    apiBase: 'http://api.bank.localhost',
    steps: bankApiSteps({
      getLanguage: () => 'es-ES',
      tokens: { ...NO_TOKENS, getAccessToken: () => session.getAccessToken() },
      readXsrfToken: () => null,
    }),
  });
  const session = createSession({
    http,
    storage: createMemoryStorage(),
    clock: { now: () => 0 },
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    getDeviceBrand: () => Promise.resolve('test'),
    loadActions: () => import('@bank-shell/core/session-actions'),
    decodeBase64: (s) => atob(s),
    logError: () => undefined,
  });
  const hashWindow = {
    location: { hash: '' },
    history: { pushState: () => undefined, replaceState: () => undefined },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const events = services.events ?? createShellEventBus();
  const router = createRouter({
    window: hashWindow,
    routes: () => routes ?? [],
    isAuthenticated: () => false,
    isModuleInImportMap: () => true,
    moduleExists: () => true,
    events,
    logError: () => undefined,
    homePath: '/posicion-global',
    notFoundPath: '/pagina-no-encontrada',
    onLoginRequired: () => undefined,
  });
  const i18n = services.i18n ?? createI18n('es-ES');
  return {
    appName: 'Banco Alba',
    http,
    session,
    router,
    events,
    channel: { clientId: 'bank-web', clientKind: 'web-transactional', code: CHANNEL_CODE.web, assistedApp: null },
    i18n,
    // Zero timers: a layout request paints at once, so tests never wait.
    // Following the bus's login-history-back topic, as the shell's does.
    layout: createLayoutController({ setTimeout: runAtOnce, clearTimeout: () => undefined, validate: validateLayoutConfig, events }),
    // The page's own timers: tests that need a time limit to pass use the runner's fake clock.
    features: createFeatureRegistry({
      importModule,
      i18n,
      timers: { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
    }),
    native: { wrapper: null, call: (method) => Promise.reject(new Error(`no native capability "${method}" in unit tests`)) },
    config: () => null,
    ...services,
  };
}

/** A timer that calls back at once; see `createLayoutController`. */
function runAtOnce(callback: () => void): number {
  callback();
  return 0;
}

export function TestShell({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellProvider services={services}>{children}</ShellProvider>;
}
