import { describe, expect, it } from 'vitest';
import { NAVIGATION_DATA_ERROR, TOO_MANY_REDIRECTS, createHashRouter, parseHash, readNavigationData } from './hashRouter';
import type { RouterWindow } from './hashRouter';
import { compileRoutes, featurePattern } from './routes';
import type { RouteDefinition } from './routes';

function fakeWindow(initial = ''): RouterWindow & { go(hash: string): void } {
  const listeners = new Set<() => void>();
  let hash = initial;
  const fire = () => {
    for (const l of [...listeners]) l();
  };
  return {
    location: {
      get hash() {
        return hash;
      },
      set hash(next: string) {
        hash = next;
        fire();
      },
    },
    history: {
      replaceState: (_d: unknown, _u: string, url: string) => {
        hash = url;
      },
    },
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    go(next) {
      hash = next;
      fire();
    },
  };
}

const feature = (id: string, path: string, authentication = true): RouteDefinition => ({
  id,
  pattern: featurePattern(path),
  authentication,
  title: id,
  target: { kind: 'feature', featureId: id, moduleUrl: `http://cdn/${id}.js` },
});

const routes: RouteDefinition[] = [
  feature('login', 'login', false),
  feature('overall-position', 'posicion-global'),
  feature('page-not-found', 'pagina-no-encontrada'),
  { id: 'old', pattern: '/antigua', authentication: false, target: { kind: 'redirect', to: '/login' } },
];

function setup(hash: string, authenticated: boolean) {
  const win = fakeWindow(hash);
  const router = createHashRouter({
    window: win,
    routes: () => routes,
    isAuthenticated: () => authenticated,
    loginPath: '/login',
    notFoundPath: '/pagina-no-encontrada',
    homePath: '/posicion-global',
  });
  router.start();
  return { win, router, id: () => router.current.getSnapshot()?.route.id };
}

describe('hash router (shell.md §2.1, §2.6)', () => {
  it('builds a feature pattern as the base path followed by any sub-path', () => {
    const match = compileRoutes([feature('op', 'posicion-global')]);
    expect(match('/posicion-global', new URLSearchParams())?.rest).toBe('');
    expect(match('/posicion-global/cuentas/123', new URLSearchParams())?.rest).toBe('cuentas/123');
    expect(match('/posicion-globalx', new URLSearchParams())).toBeNull();
  });

  it('supports named parameters', () => {
    const match = compileRoutes([{ id: 'a', pattern: '/cuentas/:id', authentication: true, target: { kind: 'core', screen: 'x' } }]);
    expect(match('/cuentas/ES12', new URLSearchParams())?.params).toEqual({ id: 'ES12' });
  });

  it('rejects a route without pattern with the spec message', () => {
    const broken = [{ id: 'x', authentication: true, target: { kind: 'core', screen: 'x' } }] as unknown as RouteDefinition[];
    expect(() => compileRoutes(broken)).toThrow('Route at index 0 is missing a "pattern" property.');
  });

  it('sends the index route to overall position when authenticated', () => {
    expect(setup('', true).id()).toBe('overall-position');
  });

  it('sends the index route to login when not authenticated', () => {
    expect(setup('#/', false).id()).toBe('login');
  });

  it('sends an unknown route to page-not-found when authenticated, replacing history', () => {
    const { id, win } = setup('#/no-existe', true);
    expect(id()).toBe('page-not-found');
    expect(win.location.hash).toBe('#/pagina-no-encontrada');
  });

  it('sends an unknown or protected route to login when not authenticated', () => {
    expect(setup('#/no-existe', false).id()).toBe('login');
    expect(setup('#/posicion-global', false).id()).toBe('login');
  });

  it('follows a redirection route', () => {
    expect(setup('#/antigua', false).id()).toBe('login');
  });

  it('follows hash changes', () => {
    const { win, id } = setup('#/login', true);
    win.go('#/posicion-global/cuentas');
    expect(id()).toBe('overall-position');
  });

  it('does not publish a new match when neither route nor path changed', () => {
    const { win, router } = setup('#/posicion-global', true);
    const first = router.current.getSnapshot();
    win.go('#/posicion-global');
    expect(router.current.getSnapshot()).toBe(first);
  });

  it('carries navigation data as JSON in the navigation-data parameter', () => {
    const { router } = setup('#/login', true);
    router.navigate('/posicion-global', { data: { from: 'login', n: 1 } });
    const current = router.current.getSnapshot();
    expect(current && readNavigationData(current)).toEqual({ from: 'login', n: 1 });
  });

  it('refuses navigation data that cannot be serialised', () => {
    const { router } = setup('#/login', true);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => router.navigate('/posicion-global', { data: cyclic })).toThrow(NAVIGATION_DATA_ERROR);
    expect(() => router.navigate('/posicion-global', { data: () => 1 })).toThrow(NAVIGATION_DATA_ERROR);
  });

  it('reads the route table when it starts, not when it is created', () => {
    let table: RouteDefinition[] = [];
    const win = fakeWindow('#/login');
    const router = createHashRouter({
      window: win,
      routes: () => table,
      isAuthenticated: () => false,
      loginPath: '/login',
      notFoundPath: '/pagina-no-encontrada',
      homePath: '/posicion-global',
    });
    table = routes;
    router.start();
    expect(router.current.getSnapshot()?.route.id).toBe('login');
  });

  it('stops a redirect loop with a clear error instead of overflowing the stack', () => {
    const win = fakeWindow('#/login');
    const router = createHashRouter({
      window: win,
      routes: () => [],
      isAuthenticated: () => false,
      loginPath: '/login',
      notFoundPath: '/pagina-no-encontrada',
      homePath: '/posicion-global',
    });
    expect(() => router.start()).toThrow(`${TOO_MANY_REDIRECTS}: /login`);
  });

  it('parses a hash into path and query', () => {
    const { path, query } = parseHash('#posicion-global?a=1');
    expect(path).toBe('/posicion-global');
    expect(query.get('a')).toBe('1');
  });
});
