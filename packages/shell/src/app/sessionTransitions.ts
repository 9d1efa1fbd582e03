import { parseHash } from '@bank-shell/core';
import { SHELL_PATH, pageBasePath, postLoginTarget } from '../routes/buildRoutes';
import type { ShellHost } from './createServices';

/** The slice of `window` used to leave `/app-login/` without reloading. */
export interface TransitionWindow {
  location: { hash: string; pathname: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * Login and logout events (shell.md §2.6): on login, apply the default layout, leave `/app-login/`
 * for the page the visitor asked for, rebuild the routes and publish post-login; on logout, rebuild the routes, which sends
 * a protected page to login.
 */
export function connectSessionToRouter(
  host: Pick<ShellHost, 'session' | 'router' | 'events' | 'loginEntry' | 'layout'>,
  win: TransitionWindow,
): () => void {
  const { session, router, events, loginEntry, layout } = host;
  let wasAuthenticated = session.state.getSnapshot().status === 'completed';
  return session.state.subscribe(() => {
    const authenticated = session.state.getSnapshot().status === 'completed';
    if (authenticated === wasAuthenticated) return;
    wasAuthenticated = authenticated;
    if (!authenticated) {
      void router.refresh();
      return;
    }
    layout.reset();
    const asked = parseHash(win.location.hash);
    const target = postLoginTarget(asked.path);
    const search = asked.query.toString();
    const hash = `#${target}${target === asked.path && search ? `?${search}` : ''}`;
    if (loginEntry.getSnapshot()) {
      loginEntry.set(false);
      win.history.replaceState(null, '', `${pageBasePath(win.location.pathname)}${hash}`);
      void router.refresh();
    } else if (router.current.getSnapshot()?.route.id === 'login' || asked.path === SHELL_PATH.login) {
      void router.navigate(hash.slice(1), { replace: true });
    } else {
      void router.refresh();
    }
    events.publish('post-login', { target });
  });
}
