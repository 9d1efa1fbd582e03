import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events';
import { ROUTER_TOPIC_VALIDATORS, createRouter } from './router';
import type { RouterTopics } from './router';
import type { RouteDefinition, RouteMatch } from './routes';

/** A window whose history records every call, and whose hash listeners the test can fire. */
function fakeWindow(initial: string) {
  const listeners = new Map<string, Set<() => void>>();
  const location = { hash: initial };
  const history = {
    pushState: vi.fn((_data: unknown, _unused: string, url: string) => void (location.hash = url)),
    replaceState: vi.fn((_data: unknown, _unused: string, url: string) => void (location.hash = url)),
  };
  return {
    location,
    history,
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: () => void) => listeners.get(type)?.delete(listener)),
    /** The user changes the hash: the browser fires `hashchange`. */
    go(hash: string) {
      location.hash = hash;
      for (const listener of listeners.get('hashchange') ?? []) listener();
    },
  };
}

const core = (id: string, pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  ({ kind: 'core', id, pattern, module: 'shell-screens', ...extra }) as RouteDefinition;

const home = core('home', '/inicio');
const notFound = core('not-found', '/no-encontrada');

function setup(hash: string, routes: RouteDefinition[], { authenticated = true } = {}) {
  const win = fakeWindow(hash);
  const events = createEventBus<RouterTopics>({ validators: ROUTER_TOPIC_VALIDATORS });
  const published: { topic: string; payload: unknown }[] = [];
  for (const topic of ['route-not-found', 'importing-route-succeeded', 'importing-route-failed', 'route-changed'] as const) {
    events.subscribe(topic, (payload) => published.push({ topic, payload }));
  }
  const logError = vi.fn();
  const raise = vi.fn();
  const onLoginRequired = vi.fn();
  const router = createRouter({
    window: win,
    routes: () => [...routes, home, notFound],
    isAuthenticated: () => authenticated,
    isModuleInImportMap: (module) => module === 'shell-screens',
    moduleExists: (module) => module === 'shell-screens' || module === 'public-screens',
    events,
    logError,
    raise,
    homePath: '/inicio',
    notFoundPath: '/no-encontrada',
    onLoginRequired,
  });
  const shown = () => router.current.getSnapshot();
  const changes = () =>
    published.filter((p) => p.topic === 'route-changed').map((p) => p.payload as { match: RouteMatch; redirect: boolean });
  return { win, router, published, changes, logError, raise, onLoginRequired, shown };
}

/** `/r0` → `/r1` → … → `/r{count}`, which shows. */
const redirectChain = (count: number): RouteDefinition[] => [
  ...Array.from({ length: count }, (_, i): RouteDefinition => ({
    kind: 'redirect',
    id: `r${i}`,
    pattern: `/r${i}`,
    redirect: `/r${i + 1}`,
  })),
  core(`r${count}`, `/r${count}`),
];

describe('redirects (shell.md §4)', () => {
  it('follows a chain of 10 redirects, and gives up on 11 with "Too many redirects"', async () => {
    const ten = setup('#/r0', redirectChain(10));
    await ten.router.start();
    expect(ten.shown()?.route.id).toBe('r10');
    expect(ten.logError).not.toHaveBeenCalled();

    const eleven = setup('#/r0', redirectChain(11));
    await eleven.router.start();
    expect(eleven.shown()).toBeNull();
    expect(eleven.logError).toHaveBeenCalledWith(new Error('Too many redirects: /r0'));
  });

  it('asks a redirect function for the target, giving it the match, and replaces the address with the target and its query', async () => {
    const redirect = vi.fn((match: RouteMatch) => `/inicio?from=${match.params.id}`);
    const { win, router, shown, changes } = setup('#/viejo/42?x=1', [{ kind: 'redirect', id: 'old', pattern: '/viejo/:id', redirect }]);
    await router.start();
    expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ path: '/viejo/42', params: { id: '42' } }));
    expect(shown()?.route.id).toBe('home');
    expect(win.history.replaceState).toHaveBeenLastCalledWith(null, '', '#/inicio?x=1');
    expect(changes().at(-1)?.redirect).toBe(true);
  });

  it('replaces the address of the index route with the home path, with no query mark when there is no query', async () => {
    const { win, router } = setup('#/', []);
    await router.start();
    expect(win.history.replaceState).toHaveBeenLastCalledWith(null, '', '#/inicio');
  });
});

describe('core-application routes (shell.md §2.1)', () => {
  const publicScreen = (module: string) => core('help', '/ayuda', { authentication: false, module });

  it('shows a route that needs no login only when its module exists', async () => {
    const exists = setup('#/ayuda', [publicScreen('public-screens')], { authenticated: false });
    await exists.router.start();
    expect(exists.shown()?.route.id).toBe('help');

    const missing = setup('#/ayuda', [publicScreen('no-such-module')], { authenticated: false });
    await missing.router.start();
    expect(missing.shown()).toBeNull();
    expect(missing.published).toContainEqual({ topic: 'route-not-found', payload: { path: '/ayuda' } });
    // shell.md §2.1: "the error '[ROUTE_NOTFOUND_ERROR]' is raised", not only logged.
    expect(missing.raise).toHaveBeenCalledWith(expect.objectContaining({ name: 'RouteNotFoundError', message: '[ROUTE_NOTFOUND_ERROR]' }));
    expect(missing.logError).not.toHaveBeenCalled();
    // An anonymous visitor is sent to log in rather than to the page-not-found route.
    expect(missing.onLoginRequired).toHaveBeenCalledWith('/ayuda', expect.any(URLSearchParams));
  });

  it('sends a customer on a route whose module is missing to page-not-found, replacing the address, flagged as a redirect', async () => {
    const { win, router, shown, changes, raise } = setup('#/ayuda', [publicScreen('no-such-module')]);
    await router.start();
    expect(raise).toHaveBeenCalledWith(expect.objectContaining({ message: '[ROUTE_NOTFOUND_ERROR]' }));
    expect(shown()?.route.id).toBe('not-found');
    expect(win.history.replaceState).toHaveBeenLastCalledWith(null, '', '#/no-encontrada');
    expect(changes()).toEqual([expect.objectContaining({ redirect: true })]);
  });
});

describe('route updates (shell.md §4: only when the route or path changed)', () => {
  it('updates for another path of the same route, and for the same path with another query', async () => {
    const { win, router, changes } = setup('#/cuentas/1', [core('account', '/cuentas/:id')]);
    await router.start();
    win.go('#/cuentas/2');
    await Promise.resolve();
    win.go('#/cuentas/2?tab=movimientos');
    await Promise.resolve();
    win.go('#/cuentas/2?tab=movimientos');
    await Promise.resolve();
    expect(changes().map(({ match }) => `${match.path}?${match.query.toString()}`)).toEqual([
      '/cuentas/1?',
      '/cuentas/2?',
      '/cuentas/2?tab=movimientos',
    ]);
  });

  it('listens to hashchange from start until stop', async () => {
    const { win, router, changes } = setup('#/inicio', [core('account', '/cuentas/:id')]);
    await router.start();
    expect(win.addEventListener).toHaveBeenCalledWith('hashchange', expect.any(Function));
    router.stop();
    expect(win.removeEventListener).toHaveBeenCalledWith('hashchange', win.addEventListener.mock.calls[0]?.[1]);
    win.go('#/cuentas/1');
    await Promise.resolve();
    expect(changes()).toHaveLength(1);
  });
});

describe('navigate', () => {
  it('pushes the new address, or replaces it when asked', async () => {
    const { win, router } = setup('#/inicio', [core('account', '/cuentas/:id')]);
    await router.start();
    await router.navigate('/cuentas/1');
    expect(win.history.pushState).toHaveBeenLastCalledWith(null, '', '#/cuentas/1');
    // Nothing was redirected: the address pushed stays as it is.
    expect(win.history.replaceState).not.toHaveBeenCalled();
    await router.navigate('/cuentas/2', { replace: true });
    expect(win.history.replaceState).toHaveBeenLastCalledWith(null, '', '#/cuentas/2');
  });

  it("refuses an empty path with 'Missing path' (shell.md §8)", () => {
    const { router } = setup('#/inicio', []);
    expect(() => router.navigate('')).toThrow('Missing path');
    // A feature written in plain JavaScript may pass anything.
    expect(() => router.navigate(undefined as unknown as string)).toThrow('Missing path');
  });

  it('carries navigation data as JSON in the navigation-data query parameter, and refuses data that is not JSON', async () => {
    const { router, shown } = setup('#/inicio', [core('account', '/cuentas/:id')]);
    await router.start();
    await router.navigate('/cuentas/1', { data: { amount: 5 } });
    expect(shown()?.query.get('navigation-data')).toBe('{"amount":5}');
    expect(() => router.navigate('/cuentas/1', { data: 1n })).toThrow('Failed to serialize navigation data. It must be valid JSON.');
  });

  it('matches nothing before the route table is read', () => {
    const { router } = setup('#/inicio', []);
    expect(router.matchPath('/inicio')).toBeNull();
  });
});

describe('route imports (shell.md §4)', () => {
  const deferred = () => {
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<never>((_resolve, rejectWith) => (reject = rejectWith));
    return { promise, reject };
  };

  it('drops a failed first import quietly when nothing is on screen yet: no address to put back', async () => {
    const failing = core('lazy', '/lazy', { import: () => Promise.reject(new Error('offline')) });
    const { win, router, shown, published } = setup('#/lazy', [failing]);
    await expect(router.start()).resolves.toBeUndefined();
    expect(shown()).toBeNull();
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(published.map((p) => p.topic)).toEqual(['importing-route-failed']);
  });

  it('puts back the address of the page on screen when an import fails', async () => {
    const failing = core('lazy', '/lazy', { import: () => Promise.reject(new Error('offline')) });
    const { win, router, shown } = setup('#/inicio?tab=1', [failing]);
    await router.start();
    await router.navigate('/lazy');
    expect(shown()?.route.id).toBe('home');
    expect(win.history.replaceState).toHaveBeenLastCalledWith(null, '', '#/inicio?tab=1');
  });

  it('says nothing of an import that failed after a newer navigation replaced it', async () => {
    const load = deferred();
    const slow = core('lazy', '/lazy', { import: () => load.promise });
    const { router, shown, published, logError } = setup('#/inicio', [slow]);
    await router.start();
    const first = router.navigate('/lazy');
    await router.navigate('/inicio?again=1');
    load.reject(new Error('offline'));
    await first;
    expect(shown()?.path).toBe('/inicio');
    expect(published.map((p) => p.topic)).not.toContain('importing-route-failed');
    expect(logError).not.toHaveBeenCalled();
  });
});
