/**
 * Hash paths the shell itself navigates to. A module of its own: the page's first-paint script
 * (inlined in the HTML) needs the login path without the route table.
 */
export const SHELL_PATH = {
  login: '/login',
  logout: '/logout',
  home: '/posicion-global',
  notFound: '/pagina-no-encontrada',
} as const;
