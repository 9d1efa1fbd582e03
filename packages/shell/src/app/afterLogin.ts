import { parseHash } from '@bank-shell/core';
import { LOGIN_ROUTE_ID, SHELL_PATH, pageBasePath } from '../routes/shellPath';
import type { ShellHost } from '../services';
import type { SignedInConfig } from './signedInConfig';

/**
 * The slice of `window` used to leave `/app-login/` without reloading, or, when what follows a
 * login could not load, with a fresh load of the page.
 */
export interface TransitionWindow {
  location: { hash: string; pathname: string; assign(url: string): void; reload(): void };
  history: { replaceState(data: unknown, unused: string, url: string): void };
}

/** Where to go after login: the page asked for, unless it is the login or logout page itself. */
export function postLoginTarget(path: string): string {
  return path === '/' || path.startsWith(SHELL_PATH.login) || path.startsWith(SHELL_PATH.logout) ? SHELL_PATH.home : path;
}

export type AfterLoginHost = Pick<ShellHost, 'session' | 'router' | 'events' | 'loginEntry' | 'layout'>;

/**
 * What a login leads to (shell.md §2.6): complete the configuration, apply the default layout,
 * leave `/app-login/` for the page the visitor asked for, rebuild the routes and publish
 * post-login. A chunk of its own: the login page loads it with the code that logs in, at the
 * visitor's first touch, not before its first paint (issue 12).
 */
export async function afterLogin(host: AfterLoginHost, win: TransitionWindow, signedInConfig: SignedInConfig): Promise<void> {
  const { session, router, events, loginEntry, layout } = host;
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
}
