import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createShellEventBus, createStore } from '@bank-shell/core';
import type { LayoutController, Router, Session, SessionSnapshot } from '@bank-shell/core';
import { flushPromises } from '@bank-shell/core/testing';
import * as afterLoginModule from './afterLogin';
import { connectSessionToRouter } from './sessionTransitions';

interface SetupOptions {
  loginEntry?: boolean;
  routeId?: string;
  pathname?: string;
  /** When the whole configuration is in (the signed-in routes, issue 40 §2). */
  configLoaded?: Promise<void>;
  /** What brings `afterLogin`: its chunk, already in unless a test says otherwise. */
  loadAfterLogin?: () => Promise<typeof afterLoginModule>;
}

function setup(
  hash: string,
  {
    loginEntry = false,
    routeId = 'login',
    pathname,
    configLoaded = Promise.resolve(),
    loadAfterLogin = () => Promise.resolve(afterLoginModule),
  }: SetupOptions = {},
) {
  const state = createStore<SessionSnapshot>(SIGNED_OUT);
  const refresh = vi.fn(() => Promise.resolve());
  const navigate = vi.fn(() => Promise.resolve());
  const current = createStore({ route: { id: routeId } });
  const reloadRoutes = vi.fn();
  const router = { refresh, navigate, current, reloadRoutes } as unknown as Router;
  const events = createShellEventBus();
  const postLogin = vi.fn();
  events.subscribe('post-login', postLogin);
  const entry = createStore(loginEntry);
  const win = {
    location: { hash, pathname: pathname ?? (loginEntry ? '/app-login/' : '/'), assign: vi.fn(), reload: vi.fn() },
    history: { replaceState: vi.fn() },
  };
  const reset = vi.fn();
  const layout = { reset } as unknown as LayoutController;
  const signedInConfig = { prefetch: vi.fn(), ensure: vi.fn(() => configLoaded) };
  const logError = vi.fn();
  const host = { session: { state } as unknown as Session, router, events, loginEntry: entry, layout };
  connectSessionToRouter(host, win, signedInConfig, logError, loadAfterLogin);
  // Resolves once the login's transition is over: it waits for the configuration first.
  const login = async () => {
    state.set({ ...state.getSnapshot(), status: 'completed' });
    await configLoaded;
    await flushPromises();
  };
  const startLogin = () => state.set({ ...state.getSnapshot(), status: 'pending' });
  const logout = () => state.set({ ...state.getSnapshot(), status: 'unauthenticated' });
  const showRoute = (id: string) => current.set({ route: { id } });
  return {
    refresh,
    navigate,
    reloadRoutes,
    postLogin,
    entry,
    win,
    login,
    startLogin,
    logout,
    reset,
    showRoute,
    signedInConfig,
    state,
    logError,
  };
}

describe('login and logout events (shell.md §2.6)', () => {
  it('on another client’s login page, returns to that client’s page', async () => {
    const { win, login } = setup('#/posicion-global', { loginEntry: true, pathname: '/clients/bank-teen-web/app-login/' });
    await login();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/clients/bank-teen-web/#/posicion-global');
  });

  it('on /app-login/, returns to the page the visitor asked for and rebuilds the routes', async () => {
    const { refresh, entry, win, login, postLogin } = setup('#/producto/ES12?tab=2', { loginEntry: true });
    await login();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/#/producto/ES12?tab=2');
    expect(entry.getSnapshot()).toBe(false);
    expect(refresh).toHaveBeenCalled();
    expect(postLogin).toHaveBeenCalledWith({ target: '/producto/ES12' });
  });

  it('applies the default layout on login (features.md §4.2)', async () => {
    const { reset, login } = setup('#/login');
    await login();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('goes from the login page to the overall position', async () => {
    const { navigate, login } = setup('#/login');
    await login();
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
  });

  it('sends a logged-in customer who opens the login route to the overall position, never the form (issue 14)', async () => {
    const { navigate, login, showRoute } = setup('#/posicion-global', { routeId: 'posicion-global' });
    await login();
    navigate.mockClear();
    showRoute('login');
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
  });

  it('leaves the login form to visitors', () => {
    const { navigate, showRoute } = setup('#/posicion-global', { routeId: 'posicion-global' });
    showRoute('login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rebuilds the routes on logout', async () => {
    const { refresh, login, logout } = setup('#/login');
    await login();
    logout();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits for what follows a login to load, then takes the customer on', async () => {
    let arrive = (_module: typeof afterLoginModule) => undefined as void;
    const arriving = new Promise<typeof afterLoginModule>((resolve) => {
      arrive = resolve;
    });
    const { navigate, postLogin, state } = setup('#/login', { loadAfterLogin: () => arriving });
    state.set({ ...state.getSnapshot(), status: 'completed' });
    await flushPromises();
    expect(navigate).not.toHaveBeenCalled();
    arrive(afterLoginModule);
    await flushPromises();
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
    expect(postLogin).toHaveBeenCalledWith({ target: '/posicion-global' });
  });

  it('takes a customer whose after-login chunk failed to load on with a fresh load of the page: reports it, never leaves the form on screen', async () => {
    const failure = new Error('chunk failed');
    const { win, navigate, postLogin, logError, login } = setup('#/login', { loadAfterLogin: () => Promise.reject(failure) });
    await login();
    expect(logError).toHaveBeenCalledWith(failure);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(postLogin).not.toHaveBeenCalled();
  });

  it('on /app-login/, a failed after-login chunk gives a fresh load of the page asked for, out of /app-login/', async () => {
    const failure = new Error('chunk failed');
    const { win, login } = setup('#/producto/ES12?tab=2', {
      loginEntry: true,
      pathname: '/clients/bank-teen-web/app-login/',
      loadAfterLogin: () => Promise.reject(failure),
    });
    await login();
    expect(win.location.assign).toHaveBeenCalledWith('/clients/bank-teen-web/#/producto/ES12?tab=2');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  describe("the routes behind the login (issue 40 §2: a visitor's page carries only the public pages)", () => {
    it('asks for the whole configuration as soon as the login starts', () => {
      const { startLogin, signedInConfig } = setup('#/login');
      startLogin();
      expect(signedInConfig.prefetch).toHaveBeenCalledTimes(1);
    });

    it('rebuilds nothing and publishes no post-login until the configuration is in', async () => {
      let loaded = () => undefined as void;
      const configLoaded = new Promise<void>((resolve) => {
        loaded = resolve;
      });
      const { navigate, reloadRoutes, postLogin, reset, state } = setup('#/login', { configLoaded });
      state.set({ ...state.getSnapshot(), status: 'completed' });
      await flushPromises();
      expect(navigate).not.toHaveBeenCalled();
      expect(reloadRoutes).not.toHaveBeenCalled();
      expect(reset).not.toHaveBeenCalled();
      expect(postLogin).not.toHaveBeenCalled();
      loaded();
      await flushPromises();
      // The routes the configuration added, before the navigation that needs them.
      expect(reloadRoutes).toHaveBeenCalledTimes(1);
      expect(reloadRoutes.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0] ?? 0);
      expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
      expect(postLogin).toHaveBeenCalledWith({ target: '/posicion-global' });
    });

    it('does nothing more when the session ended while the configuration was on its way', async () => {
      let loaded = () => undefined as void;
      const configLoaded = new Promise<void>((resolve) => {
        loaded = resolve;
      });
      const { navigate, postLogin, refresh, state, logout } = setup('#/login', { configLoaded });
      state.set({ ...state.getSnapshot(), status: 'completed' });
      logout();
      loaded();
      await flushPromises();
      expect(navigate).not.toHaveBeenCalled();
      expect(postLogin).not.toHaveBeenCalled();
      expect(refresh).toHaveBeenCalledTimes(1);
    });
  });
});
