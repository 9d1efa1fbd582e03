import { createStore } from '../store';
import type { ReadableStore } from '../store';
import { compileRoutes } from './routes';
import type { RouteDefinition, RouteMatch } from './routes';

/** Query parameter that carries navigation data as JSON (shell.md §2.1). */
export const NAVIGATION_DATA_PARAM = 'navigation-data';
export const NAVIGATION_DATA_ERROR = 'Failed to serialize navigation data. It must be valid JSON.';

/** Redirects followed for one navigation before the router gives up: a loop is a configuration bug. */
export const MAX_REDIRECTS = 10;
export const TOO_MANY_REDIRECTS = 'Too many redirects';

/** The slice of `window` the router uses. */
export interface RouterWindow {
  location: { hash: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

export interface RouterOptions {
  window: RouterWindow;
  routes(): readonly RouteDefinition[];
  isAuthenticated(): boolean;
  /** Where a path that needs login goes when nobody is logged in. */
  loginPath: string;
  /** Where an unknown path goes when logged in; history is replaced (shell.md §2.6). */
  notFoundPath: string;
  /** Index route target when logged in (shell.md §2.6). */
  homePath: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Serialised into the `navigation-data` query parameter. */
  data?: unknown;
}

export interface Router {
  readonly current: ReadableStore<RouteMatch | null>;
  navigate(path: string, options?: NavigateOptions): void;
  /** Re-reads the route table (after login or logout) and resolves the current hash again. */
  refresh(): void;
  start(): void;
  stop(): void;
}

/** Splits `#/a/b?x=1` into `/a/b` and its query. */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  const raw = hash.replace(/^#/, '');
  const [pathPart = '', queryPart = ''] = raw.split('?', 2);
  const path = `/${pathPart.replace(/^\/+/, '')}`;
  return { path, query: new URLSearchParams(queryPart) };
}

/** Reads the navigation data of a match, or `undefined` when there is none or it is not JSON. */
export function readNavigationData(match: RouteMatch): unknown {
  const raw = match.query.get(NAVIGATION_DATA_PARAM);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function serialiseNavigationData(data: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    throw new Error(NAVIGATION_DATA_ERROR);
  }
  if (json === undefined) throw new Error(NAVIGATION_DATA_ERROR);
  return json;
}

/**
 * Hash router: resolves the hash against the route table, follows redirects, sends anonymous
 * visitors of protected pages to login and unknown pages to page-not-found.
 */
export function createHashRouter(options: RouterOptions): Router {
  const { window: win } = options;
  const current = createStore<RouteMatch | null>(null);
  // Compiled on start, not here: the route table usually depends on configuration loaded later.
  let match: ReturnType<typeof compileRoutes> = () => null;
  let redirects = 0;

  function setHash(path: string, replace: boolean): void {
    const hash = `#${path}`;
    if (replace) {
      win.history.replaceState(null, '', hash);
      redirects += 1;
      if (redirects > MAX_REDIRECTS) throw new Error(`${TOO_MANY_REDIRECTS}: ${path}`);
      resolve();
    } else if (win.location.hash === hash) {
      resolve();
    } else {
      win.location.hash = hash;
    }
  }

  function resolveFromEvent(): void {
    redirects = 0;
    resolve();
  }

  function resolve(): void {
    const { path, query } = parseHash(win.location.hash);
    const authenticated = options.isAuthenticated();
    if (path === '/') {
      setHash(authenticated ? options.homePath : options.loginPath, true);
      return;
    }
    const found = match(path, query);
    if (!found) {
      setHash(authenticated ? options.notFoundPath : options.loginPath, true);
      return;
    }
    if (found.route.authentication && !authenticated) {
      setHash(options.loginPath, true);
      return;
    }
    const { target } = found.route;
    if (target.kind === 'redirect') {
      setHash(typeof target.to === 'function' ? target.to(found) : target.to, true);
      return;
    }
    const previous = current.getSnapshot();
    // Update only when the route or the path changed (shell.md §4).
    if (previous && previous.route === found.route && previous.path === found.path && previous.query.toString() === query.toString())
      return;
    current.set(found);
  }

  return {
    current,
    navigate(path, { replace = false, data } = {}) {
      const target = data === undefined ? path : `${path}?${NAVIGATION_DATA_PARAM}=${encodeURIComponent(serialiseNavigationData(data))}`;
      redirects = 0;
      setHash(target, replace);
    },
    refresh() {
      match = compileRoutes(options.routes());
      current.set(null);
      resolveFromEvent();
    },
    start() {
      match = compileRoutes(options.routes());
      win.addEventListener('hashchange', resolveFromEvent);
      resolveFromEvent();
    },
    stop() {
      win.removeEventListener('hashchange', resolveFromEvent);
    },
  };
}
