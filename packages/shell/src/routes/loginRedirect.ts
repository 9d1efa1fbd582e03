import { APP_LOGIN_PATHNAME } from './shellPath';

/** How an anonymous visitor reaches login (shell.md §2.6). */
export type LoginRedirect = { kind: 'native'; reason: 'default'; postNavigationTarget: string } | { kind: 'browser'; url: string };

/**
 * Inside the native wrapper: the native login with reason default and a post-navigation target.
 * In a browser: the `/app-login/` path carrying the original hash.
 */
export function loginRedirectFor({
  native,
  path,
  query,
  basePath = '/',
}: {
  native: boolean;
  path: string;
  query: URLSearchParams;
  /** The page's own path (`pageBasePath`): login stays on the same client's page. */
  basePath?: string;
}): LoginRedirect {
  const search = query.toString();
  const target = `${path}${search ? `?${search}` : ''}`;
  if (native) return { kind: 'native', reason: 'default', postNavigationTarget: target };
  return { kind: 'browser', url: `${basePath}${APP_LOGIN_PATHNAME.slice(1)}#${target}` };
}
