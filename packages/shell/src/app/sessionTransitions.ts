import { parseHash } from '@bank-shell/core';
import { SHELL_PATH, pageBasePath, postLoginTarget } from '../routes/buildRoutes';
import type { ShellHost } from '../services';
import type { SignedInConfig } from './signedInConfig';

/** The id of the login feature's route (the sandbox's `means`). */
export const LOGIN_ROUTE_ID = 'login';

/** The slice of `window` used to leave `/app-login/` without reloading. */
export interface TransitionWindow {
  location: { hash: string; pathname: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * Login and logout events (shell.md §2.6): on login, complete the configuration (`signedInConfig`), apply the default layout, leave `/app-login/`
 * for the page the visitor asked for, rebuild the routes and publish post-login; on logout, rebuild the routes, which sends
 * a protected page to login.
 */
export function connectSessionToRouter(
  host: Pick<ShellHost, 'session' | 'router' | 'events' | 'loginEntry' | 'layout'>,
  win: TransitionWindow,
  signedInConfig: SignedInConfig,
): () => void {
  const { session, router, events, loginEntry, layout } = host;
  let wasAuthenticated = session.state.getSnapshot().status === 'completed';
  // A customer who is in never sees the login form: another customer could log in over them
  // (issue 14). Opening the login route takes them to the home of the active profile instead.
  const stopGuardingLogin = router.current.subscribe(() => {
    if (session.state.getSnapshot().status !== 'completed' || router.current.getSnapshot()?.route.id !== LOGIN_ROUTE_ID) return;
    void router.navigate(SHELL_PATH.home, { replace: true });
  });
  const afterLogin = async (): Promise<void> => {
    // The routes of the pages behind the login, which a visitor's page does not carry (issue 40 §2).
    await signedInConfig.ensure();
    if (session.state.getSnapshot().status !== 'completed') return;
    router.reloadRoutes();
    layout.reset();
    const asked = parseHash(win.location.hash);
    const target = postLoginTarget(asked.path);
    const search = asked.query.toString();
    const hash = `#${target}${target === asked.path && search ? `?${search}` : ''}`;
    if (loginEntry.getSnapshot()) {
      loginEntry.set(false);
      win.history.replaceState(null, '', `${pageBasePath(win.location.pathname)}${hash}`);
      void router.refresh();
    } else if (router.current.getSnapshot()?.route.id === LOGIN_ROUTE_ID || asked.path === SHELL_PATH.login) {
      void router.navigate(hash.slice(1), { replace: true });
    } else {
      void router.refresh();
    }
    events.publish('post-login', { target });
  };
  const stopFollowingSession = session.state.subscribe(() => {
    const { status } = session.state.getSnapshot();
    // Asked for while the login runs, so that it is in when the login is.
    if (status === 'pending') signedInConfig.prefetch();
    const authenticated = status === 'completed';
    if (authenticated === wasAuthenticated) return;
    wasAuthenticated = authenticated;
    if (authenticated) void afterLogin();
    else void router.refresh();
  });
  return () => {
    stopGuardingLogin();
    stopFollowingSession();
  };
}
