import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createShellEventBus, createStore } from '@bank-shell/core';
import type { LayoutController, Router, Session, SessionSnapshot } from '@bank-shell/core';
import { connectSessionToRouter } from './sessionTransitions';

interface SetupOptions {
  loginEntry?: boolean;
  routeId?: string;
  pathname?: string;
}

function setup(hash: string, { loginEntry = false, routeId = 'login', pathname }: SetupOptions = {}) {
  const state = createStore<SessionSnapshot>(SIGNED_OUT);
  const refresh = vi.fn(() => Promise.resolve());
  const navigate = vi.fn(() => Promise.resolve());
  const current = createStore({ route: { id: routeId } });
  const router = { refresh, navigate, current } as unknown as Router;
  const events = createShellEventBus();
  const postLogin = vi.fn();
  events.subscribe('post-login', postLogin);
  const entry = createStore(loginEntry);
  const win = { location: { hash, pathname: pathname ?? (loginEntry ? '/app-login/' : '/') }, history: { replaceState: vi.fn() } };
  const reset = vi.fn();
  const layout = { reset } as unknown as LayoutController;
  connectSessionToRouter({ session: { state } as unknown as Session, router, events, loginEntry: entry, layout }, win);
  const login = () => state.set({ ...state.getSnapshot(), status: 'completed' });
  const logout = () => state.set({ ...state.getSnapshot(), status: 'unauthenticated' });
  const showRoute = (id: string) => current.set({ route: { id } });
  return { refresh, navigate, postLogin, entry, win, login, logout, reset, showRoute };
}

describe('login and logout events (shell.md §2.6)', () => {
  it('on another client’s login page, returns to that client’s page', () => {
    const { win, login } = setup('#/posicion-global', { loginEntry: true, pathname: '/clients/bank-teen-web/app-login/' });
    login();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/clients/bank-teen-web/#/posicion-global');
  });

  it('on /app-login/, returns to the page the visitor asked for and rebuilds the routes', () => {
    const { refresh, entry, win, login, postLogin } = setup('#/producto/ES12?tab=2', { loginEntry: true });
    login();
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/#/producto/ES12?tab=2');
    expect(entry.getSnapshot()).toBe(false);
    expect(refresh).toHaveBeenCalled();
    expect(postLogin).toHaveBeenCalledWith({ target: '/producto/ES12' });
  });

  it('applies the default layout on login (features.md §4.2)', () => {
    const { reset, login } = setup('#/login');
    login();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('goes from the login page to the overall position', () => {
    const { navigate, login } = setup('#/login');
    login();
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
  });

  it('sends a logged-in customer who opens the login route to the overall position, never the form (issue 14)', () => {
    const { navigate, login, showRoute } = setup('#/posicion-global', { routeId: 'posicion-global' });
    login();
    navigate.mockClear();
    showRoute('login');
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
  });

  it('leaves the login form to visitors', () => {
    const { navigate, showRoute } = setup('#/posicion-global', { routeId: 'posicion-global' });
    showRoute('login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rebuilds the routes on logout', () => {
    const { refresh, login, logout } = setup('#/login');
    login();
    logout();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
