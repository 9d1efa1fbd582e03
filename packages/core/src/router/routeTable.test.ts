import { describe, expect, it, vi } from 'vitest';
import { parseHash } from './hash';
import { ROUTER_TOPIC_VALIDATORS, readNavigationData } from './router';
import { compileRoutes, featurePattern, validateRoutes } from './routes';
import type { RouteDefinition, RouteMatch } from './routes';

const match = (routes: RouteDefinition[], path: string) => compileRoutes(routes)(path, new URLSearchParams());

describe('route table checks (shell.md §5, §8)', () => {
  it('refuses an entry that is not an object as a route of unknown kind, naming its index', () => {
    expect(() => validateRoutes([null])).toThrow('Route at index 0 has an unknown kind.');
    expect(() => validateRoutes([{ kind: 'core', id: 'a', pattern: '/a', module: 'm' }, 'redirect'])).toThrow(
      'Route at index 1 has an unknown kind.',
    );
  });
});

describe('route matching (shell.md §2.1)', () => {
  it('gives a route without a wildcard no rest and a fallback route no parameters', () => {
    const routes: RouteDefinition[] = [
      { kind: 'core', id: 'help', pattern: '/ayuda', module: 'm' },
      { kind: 'fallback', id: 'anything', redirect: '/ayuda' },
    ];
    expect(match(routes, '/ayuda')).toMatchObject({ params: {}, rest: '' });
    const fallback = match(routes, '/somewhere/else');
    expect(fallback?.route.id).toBe('anything');
    expect(fallback?.params).toEqual({});
    expect(fallback?.rest).toBe('');
  });

  it('skips a route when any one of its conditions does not hold, even if the others do', () => {
    const routes: RouteDefinition[] = [
      { kind: 'core', id: 'beta', pattern: '/inicio', module: 'm', conditions: [() => true, () => false] },
      { kind: 'core', id: 'stable', pattern: '/inicio', module: 'm' },
    ];
    expect(match(routes, '/inicio')?.route.id).toBe('stable');
  });

  it('builds a feature pattern from a base path whatever slashes surround or separate it', () => {
    expect(featurePattern('//tarjetas//')).toBe('/tarjetas/*?');
    expect(featurePattern('tarjetas/debito/')).toBe('/tarjetas/debito/*?');
  });
});

describe('route lookup by first segment (issue 40 §2: route changes do not grow with the number of features)', () => {
  const feature = (id: string, pattern = featurePattern(id)): RouteDefinition => ({ kind: 'core', id, pattern, module: 'm' });

  it('keeps first match in definition order across routes with a literal first segment and the others', () => {
    const routes: RouteDefinition[] = [
      feature('first', '/:page/detalle'),
      feature('tarjetas'),
      feature('any', '/*'),
      feature('late', '/tarjetas/bloqueo'),
      { kind: 'fallback', id: 'fallback', redirect: '/x' },
    ];
    expect(match(routes, '/tarjetas/detalle')?.route.id).toBe('first');
    expect(match(routes, '/tarjetas/bloqueo')?.route.id).toBe('tarjetas');
    expect(match(routes, '/cuentas')?.route.id).toBe('any');
    expect(match([feature('late', '/tarjetas/bloqueo'), { kind: 'fallback', id: 'fallback', redirect: '/x' }], '/otra')?.route.id).toBe(
      'fallback',
    );
  });

  it('matches a first segment in any case, as the patterns do, and takes a segment with a pattern character as a pattern', () => {
    expect(match([feature('posicion-global')], '/POSICION-Global/cuentas')?.route.id).toBe('posicion-global');
    // regexparam writes a literal segment into its expression as it is: `.` matches any character.
    expect(match([feature('version', '/v1.2')], '/v1x2')?.route.id).toBe('version');
  });

  it('tests only the patterns of the path’s first segment and those without one, among 500 features', () => {
    const routes = Array.from({ length: 500 }, (_, i) => feature(`feature-${i}`));
    routes.push({ kind: 'fallback', id: 'fallback', redirect: '/x' });
    const find = compileRoutes(routes);
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    try {
      expect(find('/feature-499/detalle', new URLSearchParams())?.route.id).toBe('feature-499');
      const tested = exec.mock.contexts.filter((regex) => String(regex).startsWith('/^\\/')).length;
      expect(tested).toBe(1);
    } finally {
      exec.mockRestore();
    }
  });
});

describe('hash parsing', () => {
  it('reads the path after the leading # and any number of leading slashes, keeping inner slashes', () => {
    expect(parseHash('#///posicion-global').path).toBe('/posicion-global');
    expect(parseHash('#producto/cuentas').path).toBe('/producto/cuentas');
  });

  it('removes only a leading #: one inside a path that did not come from the hash is kept', () => {
    expect(parseHash('/ayuda#seccion').path).toBe('/ayuda#seccion');
  });

  it('reads no navigation data from a match without the navigation-data parameter', () => {
    const noData: RouteMatch = {
      route: { kind: 'core', id: 'a', pattern: '/a', module: 'm' },
      path: '/a',
      params: {},
      rest: '',
      query: new URLSearchParams(),
    };
    expect(readNavigationData(noData)).toBeUndefined();
  });
});

describe('router topics on the event bus (shell.md §2.1, §4)', () => {
  it.each([
    ['route-not-found', 'path as a string'],
    ['importing-route-succeeded', 'routeId as a string'],
    ['importing-route-failed', 'routeId as a string'],
    ['route-changed', 'match as an object'],
  ] as const)('checks the %s payload and names the topic and the field it lacks', (topic, lack) => {
    expect(() => ROUTER_TOPIC_VALIDATORS[topic]({})).toThrow(`The "${topic}" payload needs ${lack}`);
  });

  it('checks every field of a failed import and of a route change', () => {
    expect(() => ROUTER_TOPIC_VALIDATORS['importing-route-failed']({ routeId: 'a' })).toThrow(
      'The "importing-route-failed" payload needs path as a string',
    );
    expect(() => ROUTER_TOPIC_VALIDATORS['route-changed']({ match: {} })).toThrow(
      'The "route-changed" payload needs redirect as a boolean',
    );
    expect(ROUTER_TOPIC_VALIDATORS['importing-route-failed']({ routeId: 'a', path: '/a' })).toEqual({ routeId: 'a', path: '/a' });
  });
});
