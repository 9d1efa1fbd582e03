/**
 * Paths the shell itself navigates to. A module of its own: the page's first-paint script (inlined
 * in the HTML) needs the login path without the route table, and so does what follows a login, a
 * chunk of its own.
 */
export const SHELL_PATH = {
  login: '/login',
  logout: '/logout',
  home: '/posicion-global',
  notFound: '/pagina-no-encontrada',
} as const;

/** The id of the login feature's route (the sandbox's `means`). */
export const LOGIN_ROUTE_ID = 'login';

/** Where the sandbox serves the login for visitors who arrive without a session (shell.md §2.6). */
export const APP_LOGIN_PATHNAME = '/app-login/';

/**
 * The path the shell's page lives at, without `app-login/`: `/` for the web client, or
 * `/clients/<client id>/` for the sandbox's pages of the other client kinds.
 */
export function pageBasePath(pathname: string): string {
  const page = pathname.endsWith(APP_LOGIN_PATHNAME) ? pathname.slice(0, 1 - APP_LOGIN_PATHNAME.length) : pathname;
  return page.slice(0, page.lastIndexOf('/') + 1) || '/';
}
