import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createShellEventBus, createStore } from '@bank-shell/core';
import type { AppConfig, RouteDefinition, SessionSnapshot } from '@bank-shell/core';
import { createShellRouter } from './shellRouter';
import type { ShellRouterParts } from './shellRouter';

type NativeBridgeLoader = NonNullable<ShellRouterParts['nativeBridge']>;
type ConnectedBridge = Awaited<ReturnType<NativeBridgeLoader>>;

const mean = (id: string, path: string) => ({
  id,
  path,
  componentId: `ing-feat-${id}`,
  host: 'http://bank.localhost:8080/cdn/features/',
  module: `${id}/${id}.js`,
  title: id,
});

const config: AppConfig = {
  urlsConfig: {},
  propsConfig: { means: [mean('login', 'login'), mean('overall-position', 'posicion-global'), mean('product', 'producto')] },
};

/** Lets the promise chains the router starts run to their end; no timers involved. */
async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface SetupOptions {
  hash: string;
  resolvesModule?: (module: string) => boolean;
  pathname?: string;
  nativeBridge?: NativeBridgeLoader | null;
  loginEntry?: boolean;
  withImport?: (route: RouteDefinition) => RouteDefinition;
}

function setup({
  hash,
  pathname = '/',
  nativeBridge = null,
  loginEntry = false,
  withImport = (route) => route,
  resolvesModule = () => true,
}: SetupOptions) {
  const assign = vi.fn();
  const win = {
    reportError: vi.fn(),
    location: { hash, pathname, assign },
    history: { pushState: vi.fn(), replaceState: vi.fn() },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const logError = vi.fn();
  const session = { state: createStore<SessionSnapshot>(SIGNED_OUT) };
  const router = createShellRouter({
    window: win as unknown as Window,
    config: () => config,
    loginEntry: createStore(loginEntry),
    withImport,
    session,
    events: createShellEventBus(),
    resolvesModule,
    nativeBridge,
    logError,
  });
  return { router, assign, logError, win, session };
}

/** A native bridge whose login request a test can watch. */
function fakeNative() {
  const bridge = { call: vi.fn(), wrapper: { platform: 'ios', version: '2.0.0' } };
  const requestNativeLogin = vi.fn();
  const loaded = { bridge, requestNativeLogin } as unknown as ConnectedBridge;
  return { bridge, requestNativeLogin, load: vi.fn<NativeBridgeLoader>(() => Promise.resolve(loaded)) };
}

describe('a protected page asked for without a session goes to login (shell.md §2.6)', () => {
  it('in a browser, goes to the /app-login/ page carrying the path asked for in its hash', async () => {
    const { router, assign } = setup({ hash: '#/posicion-global' });
    await router.start();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/app-login/#/posicion-global');
    expect(router.current.getSnapshot()).toBeNull();
  });

  it('keeps the query of the path asked for', async () => {
    const { router, assign } = setup({ hash: '#/producto/ES12?tab=2' });
    await router.start();
    expect(assign).toHaveBeenCalledWith('/app-login/#/producto/ES12?tab=2');
  });

  it("stays on another client's page: its /app-login/ is under that page's path", async () => {
    const { router, assign } = setup({ hash: '#/posicion-global', pathname: '/clients/bank-teen-web/' });
    await router.start();
    expect(assign).toHaveBeenCalledWith('/clients/bank-teen-web/app-login/#/posicion-global');
  });

  it('does not send a visitor to login for a page that needs none', async () => {
    const { router, assign } = setup({ hash: '#/login' });
    await router.start();
    expect(assign).not.toHaveBeenCalled();
    expect(router.current.getSnapshot()?.route.id).toBe('login');
  });

  it('does not send a signed-in customer to login', async () => {
    const { router, assign, session } = setup({ hash: '#/posicion-global' });
    session.state.set({ ...SIGNED_OUT, status: 'completed' });
    await router.start();
    expect(assign).not.toHaveBeenCalled();
    expect(router.current.getSnapshot()?.route.id).toBe('overall-position');
  });

  it("inside the native wrapper, asks the app for its own login with reason 'default' and the page to go to after it, never the browser's", async () => {
    const native = fakeNative();
    const { router, assign } = setup({ hash: '#/producto/ES12?tab=2', nativeBridge: native.load });
    await router.start();
    await flushPromises();
    expect(native.requestNativeLogin).toHaveBeenCalledTimes(1);
    expect(native.requestNativeLogin).toHaveBeenCalledWith(native.bridge, { reason: 'default', postNavigation: '/producto/ES12?tab=2' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("reports a native bridge that fails to load, and falls back to the browser's login", async () => {
    const failure = new Error('native chunk offline');
    const { router, assign, logError } = setup({ hash: '#/posicion-global', nativeBridge: () => Promise.reject(failure) });
    await router.start();
    await flushPromises();
    expect(logError).toHaveBeenCalledWith(failure);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/app-login/#/posicion-global');
  });
});

describe('the route table comes from the configuration', () => {
  it('on /app-login/, shows the login for a protected path instead of leaving the page (shell.md §2.6)', async () => {
    const { router, assign } = setup({ hash: '#/posicion-global', pathname: '/app-login/', loginEntry: true });
    await router.start();
    expect(assign).not.toHaveBeenCalled();
    expect(router.current.getSnapshot()?.route.id).toBe('login');
  });

  it('gives each route its import through withImport', async () => {
    const withImport = vi.fn((route: RouteDefinition) => route);
    const { router } = setup({ hash: '#/login', withImport });
    await router.start();
    expect(withImport.mock.calls.map(([route]) => route.id)).toContain('overall-position');
  });
});

describe('a core-application route whose module the page cannot resolve (shell.md §2.1, §8)', () => {
  it('raises [ROUTE_NOTFOUND_ERROR] through the browser’s reportError, and the navigation goes on', async () => {
    const { router, win, logError } = setup({ hash: '#/logout', resolvesModule: () => false });
    await router.start();
    await flushPromises();
    expect(win.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: '[ROUTE_NOTFOUND_ERROR]' }));
    expect(logError).not.toHaveBeenCalled();
  });
});
