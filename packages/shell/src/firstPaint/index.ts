import { APP_LOGIN_PATHNAME, SHELL_PATH } from '../routes/shellPath';

export { FIRST_PAINT_ADDRESSES_ATTRIBUTE, showFirstPaint } from './showFirstPaint';
export type { FirstPaintSettings, FirstPaintWindow } from './showFirstPaint';

/**
 * The addresses (path and hash) at which a visitor without a session is sure to see the customers'
 * login, each with the route it shows there, which sets its frame (shell.md §2.4): the page itself
 * and its home, which send the visitor on to `/app-login/` (shell.md §2.6); the login page there;
 * and the login route. Any other address may be public, or another client's login.
 */
export const FIRST_PAINT_ADDRESSES: readonly { address: string; route: string }[] = [
  { address: '/', route: SHELL_PATH.home },
  { address: '/#', route: SHELL_PATH.home },
  { address: '/#/', route: SHELL_PATH.home },
  { address: `/#${SHELL_PATH.home}`, route: SHELL_PATH.home },
  { address: APP_LOGIN_PATHNAME, route: '' },
  { address: `${APP_LOGIN_PATHNAME}#${SHELL_PATH.home}`, route: SHELL_PATH.home },
  { address: `/#${SHELL_PATH.login}`, route: SHELL_PATH.login },
];
