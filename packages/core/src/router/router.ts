import { objectPayload } from '../events';
import type { EventBus, TopicValidators } from '../events';
import { createStore } from '../store';
import type { ReadableStore } from '../store';
import { parseHash } from './hash';
import { compileRoutes, needsLogin, ROUTE_ERROR } from './routes';
import type { RouteDefinition, RouteMatch } from './routes';

/** Query parameter that carries navigation data as JSON (shell.md §2.1). */
export const NAVIGATION_DATA_PARAM = 'navigation-data';
export const NAVIGATION_DATA_ERROR = 'Failed to serialize navigation data. It must be valid JSON.';
/** Raised when a core-application route is not valid here (shell.md §2.1, §8). */
export const ROUTE_NOT_FOUND_ERROR = '[ROUTE_NOTFOUND_ERROR]';
/** Redirects followed for one navigation before the router gives up: a loop is a configuration bug. */
export const MAX_REDIRECTS = 10;
export const TOO_MANY_REDIRECTS = 'Too many redirects';
/** The client route that is always permitted as a core route (shell.md §2.1). */
export const MODAL_ROUTE_ID = 'modal';

/** Events the router publishes (shell.md §2.1, §4). */
export interface RouterTopics {
  'route-not-found': { path: string };
  'importing-route-succeeded': { routeId: string };
  'importing-route-failed': { routeId: string; path: string; error: unknown };
  'route-changed': { match: RouteMatch; redirect: boolean };
}

/** The router's topics on the event bus, with their payload checks. */
export const ROUTER_TOPIC_VALIDATORS: TopicValidators<RouterTopics> = {
  'route-not-found': objectPayload<RouterTopics['route-not-found']>('route-not-found', { path: 'string' }),
  'importing-route-succeeded': objectPayload<RouterTopics['importing-route-succeeded']>('importing-route-succeeded', { routeId: 'string' }),
  'importing-route-failed': objectPayload<RouterTopics['importing-route-failed']>('importing-route-failed', {
    routeId: 'string',
    path: 'string',
    error: 'unknown',
  }),
  'route-changed': objectPayload<RouterTopics['route-changed']>('route-changed', { match: 'object', redirect: 'boolean' }),
};

export class RouteNotFoundError extends Error {
  override readonly name = 'RouteNotFoundError';
  constructor(readonly path: string) {
    super(ROUTE_NOT_FOUND_ERROR);
  }
}

/** The slice of `window` the router uses. */
export interface RouterWindow {
  location: { hash: string };
  history: {
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
  };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

export interface RouterOptions {
  window: RouterWindow;
  /** The route table; read again on `start()` and `refresh()`. */
  routes: () => readonly unknown[];
  isAuthenticated: () => boolean;
  /** Whether a core-application module is in the page's import map. */
  isModuleInImportMap: (module: string) => boolean;
  /** Whether a core-application module exists at all (for routes that need no login). */
  moduleExists: (module: string) => boolean;
  events: EventBus<RouterTopics>;
  logError: (error: unknown) => void;
  /**
   * Raises an error without stopping the navigation (the browser's `reportError`: the console and
   * monitoring see it as uncaught), for `[ROUTE_NOTFOUND_ERROR]` (shell.md §2.1). @default logError
   */
  raise?: (error: Error) => void;
  /** Index route target (shell.md §2.6). */
  homePath: string;
  /** Where an unknown path goes when logged in; history is replaced (shell.md §2.6). */
  notFoundPath: string;
  /** Called when an anonymous visitor needs to log in first: the shell sends them to login. */
  onLoginRequired: (path: string, query: URLSearchParams) => void;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Serialised into the `navigation-data` query parameter. */
  data?: unknown;
}

export interface Router {
  readonly current: ReadableStore<RouteMatch | null>;
  /** Resolves when the navigation is shown, dropped or cancelled by a newer one. */
  navigate(path: string, options?: NavigateOptions): Promise<void>;
  /** Re-reads the route table (after login or logout) and resolves the current hash again. */
  refresh(): Promise<void>;
  /** Re-reads the route table and leaves the page on screen (the configuration grew at login). */
  reloadRoutes(): void;
  /** The route a path would match, without navigating (for screens that host another route). */
  matchPath(path: string): RouteMatch | null;
  start(): Promise<void>;
  stop(): void;
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

function hashOf(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return `#${path}${search ? `?${search}` : ''}`;
}

function redirectTarget(route: RouteDefinition, match: RouteMatch): string | null {
  if (route.kind !== 'redirect' && route.kind !== 'fallback') return null;
  return typeof route.redirect === 'function' ? route.redirect(match) : route.redirect;
}

/**
 * The hash router of shell.md §2.1 and §4: resolves the hash against the route table, follows
 * redirects (flagged as such), sends anonymous visitors to login, checks core-application routes
 * against the import map, loads a route's import before showing it, and lets a newer navigation
 * cancel a pending one.
 */
export function createRouter(options: RouterOptions): Router {
  if (typeof (options as Partial<RouterOptions>).routes !== 'function') throw new Error(ROUTE_ERROR.routesFunction);
  const { window: win, events } = options;
  const current = createStore<RouteMatch | null>(null);
  const imported = new Set<string>();
  // Compiled on start, not here: the route table usually depends on configuration loaded later.
  let match: ReturnType<typeof compileRoutes> = () => null;
  let latestNavigation = 0;

  function coreRouteIsValid(route: RouteDefinition): boolean {
    if (route.kind !== 'core' || route.id === MODAL_ROUTE_ID) return true;
    if (options.isAuthenticated() && options.isModuleInImportMap(route.module)) return true;
    return !needsLogin(route) && options.moduleExists(route.module);
  }

  async function resolve(hash: string): Promise<void> {
    // Stryker disable next-line UpdateOperator: counting down gives each navigation a token as unique as counting up
    const navigation = ++latestNavigation;
    const requested = parseHash(hash);
    let { path } = requested;
    const { query } = requested;
    let redirected = false;
    for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
      const authenticated = options.isAuthenticated();
      if (path === '/') {
        path = options.homePath;
        redirected = true;
        continue;
      }
      const found = match(path, query);
      if (!found) {
        if (!authenticated) return options.onLoginRequired(path, query);
        path = options.notFoundPath;
        redirected = true;
        continue;
      }
      const { route } = found;
      // A visitor without a session goes to login before a route that needs one redirects them:
      // a fallback route that needs login sends them there with the path they asked for (§2.6).
      if (needsLogin(route) && !authenticated) return options.onLoginRequired(path, query);
      const target = redirectTarget(route, found);
      if (target !== null) {
        path = parseHash(target).path;
        redirected = true;
        continue;
      }
      if (!coreRouteIsValid(route)) {
        events.publish('route-not-found', { path });
        // Raised, and the navigation goes on: the customer still gets page not found.
        (options.raise ?? options.logError)(new RouteNotFoundError(path));
        if (!authenticated) return options.onLoginRequired(path, query);
        path = options.notFoundPath;
        redirected = true;
        continue;
      }
      const load = route.import;
      if (load && !imported.has(route.id)) {
        try {
          await load();
        } catch (error) {
          if (navigation !== latestNavigation) return;
          events.publish('importing-route-failed', { routeId: route.id, path: found.path, error });
          options.logError(error);
          // The navigation is dropped: the address goes back to the page still on screen.
          const shown = current.getSnapshot();
          if (shown) win.history.replaceState(null, '', hashOf(shown.path, shown.query));
          return;
        }
        imported.add(route.id);
        events.publish('importing-route-succeeded', { routeId: route.id });
        if (navigation !== latestNavigation) return;
      }
      if (redirected) win.history.replaceState(null, '', hashOf(path, query));
      const previous = current.getSnapshot();
      // Update only when the route, the path or the query changed: shell.md §4 says "route or
      // path", and the query is added because navigation data and a feature's own state travel
      // in it (docs/choices.md).
      if (previous?.route === route && previous.path === found.path && previous.query.toString() === query.toString()) return;
      current.set(found);
      events.publish('route-changed', { match: found, redirect: redirected });
      return;
    }
    options.logError(new Error(`${TOO_MANY_REDIRECTS}: ${requested.path}`));
  }

  const onHashChange = (): void => void resolve(win.location.hash);

  return {
    current,
    navigate(path, { replace = false, data } = {}) {
      if (typeof path !== 'string' || path === '') throw new Error(ROUTE_ERROR.missingPath);
      const url = data === undefined ? path : `${path}?${NAVIGATION_DATA_PARAM}=${encodeURIComponent(serialiseNavigationData(data))}`;
      const hash = `#${url}`;
      if (replace) win.history.replaceState(null, '', hash);
      else win.history.pushState(null, '', hash);
      return resolve(hash);
    },
    refresh() {
      match = compileRoutes(options.routes());
      current.set(null);
      return resolve(win.location.hash);
    },
    reloadRoutes() {
      match = compileRoutes(options.routes());
    },
    matchPath(path) {
      const { path: clean, query } = parseHash(path);
      return match(clean, query);
    },
    start() {
      match = compileRoutes(options.routes());
      win.addEventListener('hashchange', onHashChange);
      return resolve(win.location.hash);
    },
    stop() {
      win.removeEventListener('hashchange', onHashChange);
    },
  };
}
