import { loadOnce } from '@bank-shell/core';
import { LOGIN_ROUTE_ID, SHELL_PATH, pageBasePath } from '../routes/shellPath';
import type * as AfterLoginModule from './afterLogin';
import type { AfterLoginHost, TransitionWindow } from './afterLogin';
import type { SignedInConfig } from './signedInConfig';

/**
 * What a login leads to, loaded once: the login page asks for it at the visitor's first touch,
 * beside the code that logs in; a page opened with a session, only when a login follows.
 */
export const loadAfterLogin: () => Promise<typeof AfterLoginModule> = loadOnce(() => import('./afterLogin'));

/**
 * Login and logout events (shell.md §2.6): on login, what `afterLogin` does (`load` brings it); on
 * logout, rebuild the routes, which sends a protected page to login. When `afterLogin` cannot load,
 * a fresh load of the page takes the customer on, with the session the login left: the address
 * asked for, out of `/app-login/`.
 */
export function connectSessionToRouter(
  host: AfterLoginHost,
  win: TransitionWindow,
  signedInConfig: SignedInConfig,
  logError: (error: unknown) => void,
  load: typeof loadAfterLogin = loadAfterLogin,
): () => void {
  const { session, router, loginEntry } = host;
  let wasAuthenticated = session.state.getSnapshot().status === 'completed';
  // A customer who is in never sees the login form: another customer could log in over them
  // (issue 14). Opening the login route takes them to the home of the active profile instead.
  const stopGuardingLogin = router.current.subscribe(() => {
    if (session.state.getSnapshot().status !== 'completed' || router.current.getSnapshot()?.route.id !== LOGIN_ROUTE_ID) return;
    void router.navigate(SHELL_PATH.home, { replace: true });
  });
  const stopFollowingSession = session.state.subscribe(() => {
    const { status } = session.state.getSnapshot();
    // Asked for while the login runs, so that it is in when the login is.
    if (status === 'pending') signedInConfig.prefetch();
    const authenticated = status === 'completed';
    if (authenticated === wasAuthenticated) return;
    wasAuthenticated = authenticated;
    if (!authenticated) void router.refresh();
    else {
      void load().then(
        (module) => module.afterLogin(host, win, signedInConfig),
        (error: unknown) => {
          // A session that ended meanwhile gets the login page that way, as it would have anyway.
          logError(error);
          const { location } = win;
          if (loginEntry.getSnapshot()) location.assign(`${pageBasePath(location.pathname)}${location.hash}`);
          else location.reload();
        },
      );
    }
  });
  return () => {
    stopGuardingLogin();
    stopFollowingSession();
  };
}
