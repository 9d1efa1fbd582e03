import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events';
import { parseHash } from './hash';
import { ROUTER_TOPIC_VALIDATORS, TOO_MANY_REDIRECTS, createRouter, readNavigationData } from './router';
import type { RouterOptions, RouterTopics, RouterWindow } from './router';
import { featurePattern } from './routes';
import type { RouteDefinition } from './routes';

function fakeWindow(initial = ''): RouterWindow & { go(hash: string): void; entries: string[] } {
  const listeners = new Set<() => void>();
  const entries = [initial];
  const window = {
    entries,
    location: { hash: initial },
    history: {
      pushState: (_d: unknown, _u: string, url: string) => {
        entries.push(url);
        window.location.hash = url;
      },
      replaceState: (_d: unknown, _u: string, url: string) => {
        entries[entries.length - 1] = url;
        window.location.hash = url;
      },
    },
    addEventListener: (_t: 'hashchange', l: () => void) => listeners.add(l),
    removeEventListener: (_t: 'hashchange', l: () => void) => listeners.delete(l),
    go(hash: string) {
      entries.push(hash);
      window.location.hash = hash;
      for (const l of [...listeners]) l();
    },
  };
  return window;
}

const feature = (id: string, path: string, authentication = true, pattern = featurePattern(path)): RouteDefinition => ({
  kind: 'feature',
  id,
  pattern,
  authentication,
  title: id,
  featureId: id,
  feature: { path: `${id}/${id}.js`, component: `ing-feat-${id}` },
  host: 'http://cdn/',
});

const baseRoutes: RouteDefinition[] = [
  feature('login', 'login', false),
  feature('overall-position', 'posicion-global'),
  feature('page-not-found', 'pagina-no-encontrada'),
  { kind: 'redirect', id: 'movements-switch', pattern: '/movements-switch', redirect: '/producto/legacy' },
  { kind: 'redirect', id: 'mfv', pattern: '/login/mfv-enrolment', authentication: false, redirect: () => '/login' },
  feature('product', 'producto'),
];

/** The routes of `/app-login/`, where every path shows the login and keeps the hash for after it. */
const loginEntryRoutes: RouteDefinition[] = [feature('login', 'login', false, '/*?')];

function setup(hash: string, { authenticated = true, routes = baseRoutes, overrides = {} } = {}) {
  const win = fakeWindow(hash);
  const events = createEventBus<RouterTopics>({ validators: ROUTER_TOPIC_VALIDATORS });
  const published: { topic: string; payload: unknown }[] = [];
  for (const topic of ['route-not-found', 'importing-route-succeeded', 'importing-route-failed', 'route-changed'] as const) {
    events.subscribe(topic, (payload) => published.push({ topic, payload }));
  }
  const logError = vi.fn();
  const onLoginRequired = vi.fn();
  const auth = { value: authenticated };
  const router = createRouter({
    window: win,
    routes: () => routes,
    isAuthenticated: () => auth.value,
    isModuleInImportMap: (module) => module === 'shell-screens',
    moduleExists: (module) => module === 'shell-screens' || module === 'public-screens',
    events,
    logError,
    homePath: '/posicion-global',
    notFoundPath: '/pagina-no-encontrada',
    onLoginRequired,
    ...overrides,
  });
  return { win, router, published, logError, onLoginRequired, auth, id: () => router.current.getSnapshot()?.route.id };
}

describe('router: matching (shell.md §2.1)', () => {
  it('matches a feature route as the base path followed by any sub-path', async () => {
    const { router, id } = setup('#/posicion-global/cuentas/123');
    await router.start();
    expect(id()).toBe('overall-position');
    expect(router.current.getSnapshot()?.rest).toBe('cuentas/123');
  });

  it('supports named parameters', async () => {
    const routes: RouteDefinition[] = [{ kind: 'core', id: 'account', pattern: '/cuentas/:iban', module: 'shell-screens' }];
    const { router } = setup('#/cuentas/ES12', { routes });
    await router.start();
    expect(router.current.getSnapshot()?.params).toEqual({ iban: 'ES12' });
  });

  it('tries the next route when a condition does not hold', async () => {
    const routes: RouteDefinition[] = [{ ...feature('beta', 'inicio'), conditions: [() => false] }, feature('stable', 'inicio')];
    const { router, id } = setup('#/inicio', { routes });
    await router.start();
    expect(id()).toBe('stable');
  });

  it('parses a hash into path and query', () => {
    const { path, query } = parseHash('#posicion-global?a=1&b=x?y');
    expect(path).toBe('/posicion-global');
    expect(query.get('b')).toBe('x?y');
  });
});

describe('router: index, fallback and login (shell.md §2.6)', () => {
  it('sends the index route to overall position when authenticated', async () => {
    const { router, id, win } = setup('');
    await router.start();
    expect(id()).toBe('overall-position');
    expect(win.location.hash).toBe('#/posicion-global');
  });

  it('asks for login when the index route is visited without a session', async () => {
    const { router, onLoginRequired } = setup('#/', { authenticated: false });
    await router.start();
    expect(onLoginRequired).toHaveBeenCalledWith('/posicion-global', expect.any(URLSearchParams));
  });

  it('sends an unknown route to page-not-found when authenticated, replacing history', async () => {
    const { router, id, win } = setup('#/no-existe');
    await router.start();
    expect(id()).toBe('page-not-found');
    expect(win.entries).toEqual(['#/pagina-no-encontrada']);
  });

  it('regression (issue 13): #/% shows page-not-found, like any other unknown route', async () => {
    const { router, id, logError } = setup('#/%');
    await expect(router.start()).resolves.toBeUndefined();
    expect(id()).toBe('page-not-found');
    expect(logError).not.toHaveBeenCalled();
  });

  it('regression (issue 13): #/% on the login entry page (every path shows the login) shows the login instead of throwing a URIError', async () => {
    const routes = loginEntryRoutes;
    const { router, id } = setup('#/%', { routes, authenticated: false });
    await expect(router.start()).resolves.toBeUndefined();
    expect(id()).toBe('login');
    expect(router.current.getSnapshot()?.rest).toBe('%');
  });

  it('regression (issue 13): a malformed percent-encoding under a known route neither throws nor leaves the page blank', async () => {
    const { router, id } = setup('#/posicion-global/%E0%A4%A');
    await router.start();
    expect(id()).toBe('overall-position');
    expect(router.current.getSnapshot()?.rest).toBe('%E0%A4%A');
    expect(() => router.matchPath('/modal/posicion-global/%')).not.toThrow();
  });

  it('never throws, whatever the hash, signed in or not (fuzzed)', async () => {
    // A known base path or none, then the characters that trip decoders: '%' with and without
    // hex digits, slashes, query marks, and any other text, lone surrogates included.
    const base = fc.constantFrom('', '/', '/posicion-global', '/producto', '/login', '/pagina-no-encontrada', '/no-existe');
    const piece = fc.oneof(
      fc.constantFrom('%', '%%', '%E0%A4%A', '%C3%A9', '%2F', '/', '?', '#', '&', '=', 'navigation-data='),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 3 }).map((hex) => `%${hex}`),
      fc.string({ unit: 'binary' }),
    );
    const hashes = fc.tuple(base, fc.array(piece, { maxLength: 8 })).map(([path, pieces]) => `#${path}/${pieces.join('')}`);
    await fc.assert(
      fc.asyncProperty(hashes, fc.boolean(), fc.constantFrom(baseRoutes, loginEntryRoutes), async (hash, authenticated, routes) => {
        const { router, win, logError } = setup(hash, { authenticated, routes });
        await router.start();
        win.go(hash);
        await router.refresh();
        expect(() => router.matchPath(hash)).not.toThrow();
        expect(logError).not.toHaveBeenCalled();
      }),
    );
  });

  it('sends an unknown route to login, with the original path, when not authenticated', async () => {
    const { router, onLoginRequired, id } = setup('#/no-existe?x=1', { authenticated: false });
    await router.start();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onLoginRequired.mock.calls[0]?.[0]).toBe('/no-existe');
    expect((onLoginRequired.mock.calls[0]?.[1] as URLSearchParams).get('x')).toBe('1');
    expect(id()).toBeUndefined();
  });

  it('asks for login before showing a route that needs it', async () => {
    const { router, onLoginRequired } = setup('#/posicion-global', { authenticated: false });
    await router.start();
    expect(onLoginRequired).toHaveBeenCalledWith('/posicion-global', expect.any(URLSearchParams));
  });

  it('shows a route that needs no login to anyone', async () => {
    const { router, id } = setup('#/login', { authenticated: false });
    await router.start();
    expect(id()).toBe('login');
  });

  it('follows a fallback route, which matches anything', async () => {
    const routes: RouteDefinition[] = [
      feature('login', 'login', false),
      { kind: 'fallback', id: 'fallback', redirect: '/login', authentication: false },
    ];
    const { router, id } = setup('#/cualquier/cosa', { routes, authenticated: false });
    await router.start();
    expect(id()).toBe('login');
  });

  describe('a fallback route that needs login carries the unknown-route rules (shell.md §2.6.2, §2.6.3)', () => {
    const routes: RouteDefinition[] = [
      feature('login', 'login', false),
      feature('page-not-found', 'pagina-no-encontrada'),
      { kind: 'fallback', id: 'unknown-route', redirect: '/pagina-no-encontrada' },
    ];

    it('sends a customer to page not found, with history replaced', async () => {
      const { router, id, win } = setup('#/no-existe', { routes, authenticated: true });
      await router.start();
      expect(id()).toBe('page-not-found');
      // History replaced: the unknown address is gone, not one more entry.
      expect(win.entries).toEqual(['#/pagina-no-encontrada']);
    });

    it('sends a visitor without a session to login with the path they asked for, not the fallback target', async () => {
      const { router, onLoginRequired, id } = setup('#/no-existe?x=1', { routes, authenticated: false });
      await router.start();
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(onLoginRequired.mock.calls[0]?.[0]).toBe('/no-existe');
      expect((onLoginRequired.mock.calls[0]?.[1] as URLSearchParams).get('x')).toBe('1');
      expect(id()).toBeUndefined();
    });
  });
});

describe('router: redirections and navigation (shell.md §2.5, §4)', () => {
  it('follows a redirection, replacing history and flagging the change as a redirect', async () => {
    const { router, id, win, published } = setup('#/movements-switch');
    await router.start();
    expect(id()).toBe('product');
    expect(win.entries).toEqual(['#/producto/legacy']);
    expect(published.at(-1)).toMatchObject({ topic: 'route-changed', payload: { redirect: true } });
  });

  it('follows a redirection given as a function', async () => {
    const { router, id } = setup('#/login/mfv-enrolment', { authenticated: false });
    await router.start();
    expect(id()).toBe('login');
  });

  it('updates on a query-only change, and not when the route, the path and the query are the same (shell.md §4.1; docs/choices.md)', async () => {
    const { router, published } = setup('#/posicion-global');
    await router.start();
    const changes = () => published.filter(({ topic }) => topic === 'route-changed').length;
    expect(changes()).toBe(1);
    await router.navigate('/posicion-global');
    expect(changes()).toBe(1);
    await router.navigate('/posicion-global?vista=tabla');
    expect(changes()).toBe(2);
    expect(router.current.getSnapshot()?.query.get('vista')).toBe('tabla');
    await router.navigate('/posicion-global?vista=tabla');
    expect(changes()).toBe(2);
    await router.navigate('/posicion-global/cuentas?vista=tabla');
    expect(changes()).toBe(3);
  });

  it('flags a plain navigation as not a redirect', async () => {
    const { router, published } = setup('#/login');
    await router.start();
    await router.navigate('/posicion-global');
    expect(published.at(-1)).toMatchObject({ topic: 'route-changed', payload: { redirect: false } });
  });

  it('pushes a history entry on navigate, and replaces it when asked', async () => {
    const { router, win } = setup('#/login');
    await router.start();
    await router.navigate('/posicion-global');
    await router.navigate('/producto', { replace: true });
    expect(win.entries).toEqual(['#/login', '#/producto']);
  });

  it('follows hash changes made by the browser (typed address, back button)', async () => {
    const { router, win, id } = setup('#/login');
    await router.start();
    win.go('#/posicion-global');
    await vi.waitFor(() => expect(id()).toBe('overall-position'));
  });

  it('does not publish a new match when neither route nor path changed', async () => {
    const { router } = setup('#/posicion-global');
    await router.start();
    const first = router.current.getSnapshot();
    await router.navigate('/posicion-global');
    expect(router.current.getSnapshot()).toBe(first);
  });

  it("refuses to navigate without a path: 'Missing path'", async () => {
    const { router } = setup('#/login');
    await router.start();
    expect(() => router.navigate('')).toThrow('Missing path');
  });

  it('stops a redirect loop with a clear error instead of overflowing the stack', async () => {
    const routes: RouteDefinition[] = [
      { kind: 'redirect', id: 'a', pattern: '/a', redirect: '/b' },
      { kind: 'redirect', id: 'b', pattern: '/b', redirect: '/a' },
    ];
    const { router, logError } = setup('#/a', { routes });
    await router.start();
    expect(logError).toHaveBeenCalledWith(new Error(`${TOO_MANY_REDIRECTS}: /a`));
  });

  it('reads the route table when it starts, not when it is created', async () => {
    let table: RouteDefinition[] = [];
    const { router, id } = setup('#/login', { routes: [], overrides: { routes: () => table } });
    table = baseRoutes;
    await router.start();
    expect(id()).toBe('login');
  });

  it('rebuilds the routes on refresh (login and logout events)', async () => {
    let table: RouteDefinition[] = [feature('login', 'login', false)];
    const { router, id, auth } = setup('#/posicion-global', { authenticated: false, overrides: { routes: () => table } });
    await router.start();
    table = baseRoutes;
    auth.value = true;
    await router.refresh();
    expect(id()).toBe('overall-position');
  });

  it('re-reads the route table on reloadRoutes, keeping the page on screen until the next navigation', async () => {
    let table: RouteDefinition[] = [feature('login', 'login', false)];
    const { router, id, auth } = setup('#/login', { authenticated: false, overrides: { routes: () => table } });
    await router.start();
    table = baseRoutes;
    auth.value = true;
    router.reloadRoutes();
    expect(id()).toBe('login');
    await router.navigate('/posicion-global', { replace: true });
    expect(id()).toBe('overall-position');
  });
});

describe('router: navigation data (shell.md §2.1)', () => {
  it('carries navigation data as JSON in the navigation-data parameter', async () => {
    const { router } = setup('#/login');
    await router.start();
    await router.navigate('/posicion-global', { data: { from: 'login', n: 1 } });
    const current = router.current.getSnapshot();
    expect(current && readNavigationData(current)).toEqual({ from: 'login', n: 1 });
  });

  it("refuses navigation data that cannot be serialised: 'Failed to serialize navigation data. It must be valid JSON.' (shell.md §8)", async () => {
    const { router } = setup('#/login');
    await router.start();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => router.navigate('/posicion-global', { data: cyclic })).toThrow(
      new Error('Failed to serialize navigation data. It must be valid JSON.'),
    );
    expect(() => router.navigate('/posicion-global', { data: () => 1 })).toThrow(
      new Error('Failed to serialize navigation data. It must be valid JSON.'),
    );
  });
});

describe('router: imports (shell.md §4)', () => {
  it('loads an import first, marks it imported and emits importing-route-succeeded', async () => {
    const load = vi.fn(() => Promise.resolve());
    const routes: RouteDefinition[] = [{ kind: 'lazy', id: 'lazy', pattern: '/lazy', import: load }, feature('login', 'login', false)];
    const { router, id, published } = setup('#/lazy', { routes });
    await router.start();
    expect(id()).toBe('lazy');
    expect(published).toContainEqual({ topic: 'importing-route-succeeded', payload: { routeId: 'lazy' } });
    await router.navigate('/login');
    await router.navigate('/lazy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the navigation when the import fails, emits importing-route-failed and logs the error', async () => {
    const failure = new Error('chunk failed');
    const routes: RouteDefinition[] = [
      { kind: 'lazy', id: 'broken', pattern: '/broken', import: () => Promise.reject(failure) },
      feature('login', 'login', false),
    ];
    const { router, id, published, logError, win } = setup('#/login', { routes });
    await router.start();
    await router.navigate('/broken');
    expect(id()).toBe('login');
    expect(win.location.hash).toBe('#/login');
    expect(published).toContainEqual({ topic: 'importing-route-failed', payload: { routeId: 'broken', path: '/broken', error: failure } });
    expect(logError).toHaveBeenCalledWith(failure);
  });

  it('lets a newer navigation cancel a pending one', async () => {
    let finishSlow: () => void = () => undefined;
    const routes: RouteDefinition[] = [
      { kind: 'lazy', id: 'slow', pattern: '/slow', import: () => new Promise<void>((resolve) => (finishSlow = resolve)) },
      feature('login', 'login', false),
      feature('overall-position', 'posicion-global'),
    ];
    const { router, id } = setup('#/login', { routes });
    await router.start();
    const slow = router.navigate('/slow');
    await router.navigate('/posicion-global');
    finishSlow();
    await slow;
    expect(id()).toBe('overall-position');
  });
});

describe('router: core-application routes (shell.md §2.1)', () => {
  const routes: RouteDefinition[] = [
    { kind: 'core', id: 'settings', pattern: '/ajustes', module: 'shell-screens' },
    { kind: 'core', id: 'missing', pattern: '/perdido', module: 'not-in-map' },
    { kind: 'core', id: 'public', pattern: '/publico', module: 'public-screens', authentication: false },
    { kind: 'core', id: 'modal', pattern: '/modal', module: 'not-in-map', authentication: false },
    feature('page-not-found', 'pagina-no-encontrada'),
  ];

  it('is valid when the user is authenticated and the module is in the import map', async () => {
    const { router, id } = setup('#/ajustes', { routes });
    await router.start();
    expect(id()).toBe('settings');
  });

  it('is valid without login when the route needs none and the module exists', async () => {
    const { router, id } = setup('#/publico', { routes, authenticated: false });
    await router.start();
    expect(id()).toBe('public');
  });

  it("otherwise publishes route-not-found and raises '[ROUTE_NOTFOUND_ERROR]' (shell.md §2.1, §8)", async () => {
    const { router, id, published, logError } = setup('#/perdido', { routes });
    await router.start();
    expect(published).toContainEqual({ topic: 'route-not-found', payload: { path: '/perdido' } });
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: '[ROUTE_NOTFOUND_ERROR]' }));
    expect(id()).toBe('page-not-found');
  });

  it('asks for login on a route that does not say whether it needs it: authentication defaults to true (shell.md §2.1)', async () => {
    const unflagged: RouteDefinition[] = [
      { kind: 'core', id: 'settings', pattern: '/ajustes', module: 'shell-screens' },
      { kind: 'lazy', id: 'lazy', pattern: '/perezoso', import: () => Promise.resolve() },
    ];
    for (const path of ['/ajustes', '/perezoso']) {
      const { router, id, onLoginRequired } = setup(`#${path}`, { routes: unflagged, authenticated: false });
      await router.start();
      expect(onLoginRequired).toHaveBeenCalledWith(path, expect.any(URLSearchParams));
      expect(id()).toBeUndefined();
    }
  });

  it('always permits the client route modal', async () => {
    const { router, id } = setup('#/modal', { routes, authenticated: false });
    await router.start();
    expect(id()).toBe('modal');
  });
});

describe('router: looking up a path', () => {
  it('matches a path without navigating', async () => {
    const { router, id } = setup('#/login');
    await router.start();
    expect(router.matchPath('/posicion-global/cuentas?x=1')?.route.id).toBe('overall-position');
    expect(router.matchPath('/nada')).toBeNull();
    expect(id()).toBe('login');
  });
});

describe('router configuration', () => {
  it('needs a routes function', () => {
    const options = { window: fakeWindow() } as unknown as RouterOptions;
    expect(() => createRouter(options)).toThrow('Router configuration needs a "routes" function.');
  });
});
