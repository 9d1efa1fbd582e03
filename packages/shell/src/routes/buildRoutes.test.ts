import { describe, expect, it } from 'vitest';
import { compileRoutes, parseAppConfig, validateRoutes } from '@bank-shell/core';
import type { AppConfig } from '@bank-shell/core';
import { buildLoginEntryRoutes, buildRoutes, moduleUrlOf, routeOf } from './buildRoutes';
import { postLoginTarget } from '../app/afterLogin';

const mean = (id: string, path: string) => ({
  id,
  path,
  componentId: `ing-feat-${id}`,
  host: 'http://bank.localhost:8080/cdn/features/',
  module: `${id}/${id}.abcdef1234.js`,
  title: id,
});

const config: AppConfig = {
  urlsConfig: {},
  propsConfig: { means: [mean('login', 'login'), mean('overall-position', 'posicion-global'), mean('product', 'producto')] },
};

describe('route table', () => {
  it('is valid by the router rules', () => {
    expect(() => validateRoutes(buildRoutes(config))).not.toThrow();
  });

  // shell.md §2.5, copied rather than imported.
  it.each([
    { from: '/login/mfv-enrolment', to: '/mfv-enrolment' },
    { from: '/login/app-login', to: '/sso-login' },
    { from: '/login/native-login', to: '/sso-login' },
    { from: '/movements-refactor', to: '/producto/legacy' },
    { from: '/movements-switch', to: '/producto/legacy' },
  ])('redirects $from to $to (shell.md §2.5)', ({ from, to }) => {
    const match = compileRoutes(buildRoutes(config))(from, new URLSearchParams());
    expect(match?.route).toMatchObject({ kind: 'redirect', redirect: to });
  });

  it('makes feature routes from means: base path plus any sub-path, module URL on the CDN host', () => {
    const match = compileRoutes(buildRoutes(config))('/posicion-global/cuentas', new URLSearchParams());
    expect(match?.route.id).toBe('overall-position');
    expect(match && moduleUrlOf(match.route)).toBe(
      'http://bank.localhost:8080/cdn/features/overall-position/overall-position.abcdef1234.js',
    );
  });

  it('needs login for every page but the ones of shell.md §2.2', () => {
    const routes = buildRoutes(config);
    expect(routes.find((r) => r.id === 'login')?.authentication).toBe(false);
    expect(routes.find((r) => r.id === 'overall-position')?.authentication).toBe(true);
  });

  it('gives a feature on each page of shell.md §2.2 a route without login, and every other feature one with login', () => {
    // shell.md §2.2, copied rather than imported.
    const withoutLogin = [
      'login',
      'logout',
      'logout-campaigns',
      'pin-recovery',
      'insight',
      'geolocation',
      'modal',
      'broker-interactive-platform',
    ];
    const withLogin = ['posicion-global', 'producto', 'bizum', 'sso', 'money-coach'];
    const means = [...withoutLogin, ...withLogin].map((page) => mean(`feature-${page}`, page));
    const routes = buildRoutes({ urlsConfig: {}, propsConfig: { means } });
    const flags = means.map(({ id }) => [id, routes.find((route) => route.id === id)?.authentication]);
    expect(flags).toEqual([
      ...withoutLogin.map((page) => [`feature-${page}`, false]),
      ...withLogin.map((page) => [`feature-${page}`, true]),
    ]);
  });

  it('shows the login for every path on /app-login/', () => {
    const match = compileRoutes(buildLoginEntryRoutes(config))('/no/existe', new URLSearchParams());
    expect(match?.route.id).toBe('login');
  });

  it('returns to the page asked for after login, or to the overall position', () => {
    expect(postLoginTarget('/producto/1')).toBe('/producto/1');
    expect(postLoginTarget('/login')).toBe('/posicion-global');
    expect(postLoginTarget('/')).toBe('/posicion-global');
  });
});

describe('every route kind from the configuration (shell.md §2.1.2)', () => {
  const HOST = 'http://bank.localhost:8080/cdn/features/';
  const configured = (means: AppConfig['propsConfig']['means'], props: Partial<AppConfig['propsConfig']> = {}): AppConfig =>
    parseAppConfig({ urlsConfig: {}, propsConfig: { means, ...props } });
  const at = (routes: ReturnType<typeof buildRoutes>, path: string, query = '') => compileRoutes(routes)(path, new URLSearchParams(query));

  it('makes a remote-module route: script location on the host, tag name, class name', () => {
    const routes = buildRoutes(
      configured([
        {
          ...mean('fund-prices', 'valor-fondos'),
          kind: 'remote-module',
          componentId: undefined,
          tagName: 'bank-fund-prices',
          className: 'fund-prices',
        },
      ]),
    );
    expect(() => validateRoutes(routes)).not.toThrow();
    const route = at(routes, '/valor-fondos')?.route;
    expect(route).toMatchObject({ kind: 'remote-module', tagName: 'bank-fund-prices', className: 'fund-prices', authentication: true });
    expect(route && moduleUrlOf(route)).toBe(`${HOST}fund-prices/fund-prices.abcdef1234.js`);
  });

  it('names route-scoped elements by a module on the host and an export name, with a lifecycle of the route’s own', () => {
    const routes = buildRoutes(
      configured([
        {
          ...mean('fund-prices', 'valor-fondos'),
          kind: 'remote-module',
          scopedElements: { 'bank-figure': { module: 'fund-prices/figure.abc.js', export: 'EuroFigure' } },
        },
      ]),
    );
    const route = at(routes, '/valor-fondos')?.route;
    expect(route).toMatchObject({
      host: HOST,
      scopedElementModules: { 'bank-figure': { module: 'fund-prices/figure.abc.js', export: 'EuroFigure' } },
    });
    expect(route && moduleUrlOf(route)).toBe(`${HOST}fund-prices/fund-prices.abcdef1234.js#fund-prices`);
  });

  it('makes a lazy-import route whose import is the module on the host', async () => {
    const config = configured([{ ...mean('page-not-found', 'pagina-no-encontrada'), kind: 'lazy' }]);
    const [entry] = config.propsConfig.means;
    const imported: string[] = [];
    const route = entry && routeOf(entry, config, undefined, (url) => (imported.push(url), Promise.resolve({ default: 'feature' })));
    expect(route?.kind).toBe('lazy');
    expect(route && moduleUrlOf(route)).toBe('lazy:page-not-found');
    expect(imported).toEqual([]);
    await expect(route?.import?.()).resolves.toEqual({ default: 'feature' });
    expect(imported).toEqual([`${HOST}page-not-found/page-not-found.abcdef1234.js`]);
  });

  it('refuses a feature route without its component with the spec message (shell.md §5)', () => {
    const routes = buildRoutes(configured([{ ...mean('overall-position', 'posicion-global'), componentId: undefined }]));
    expect(() => validateRoutes(routes)).toThrow(
      'Route at index 7 is a feature route and needs a "feature" object with "path" and "component".',
    );
  });

  it('matches a route with conditions only when a propsConfig switch is on and a query parameter is there', () => {
    const pending = {
      ...mean('pending-operations', 'operaciones-pendientes'),
      conditions: [{ flag: 'enable-pending-operation' as const }],
    };
    const tabbed = { ...mean('rates-table', 'cambio-divisas'), conditions: [{ query: 'vista', equals: 'tabla' }] };
    const on = buildRoutes(configured([pending, tabbed], { 'enable-pending-operation': true }));
    const off = buildRoutes(configured([pending, tabbed], { 'enable-pending-operation': false }));
    expect(at(on, '/operaciones-pendientes')?.route.id).toBe('pending-operations');
    expect(at(off, '/operaciones-pendientes')).toBeNull();
    expect(at(on, '/cambio-divisas', 'vista=tabla')?.route.id).toBe('rates-table');
    expect(at(on, '/cambio-divisas', 'vista=grafico')).toBeNull();
    expect(at(on, '/cambio-divisas')).toBeNull();
  });

  it('puts the fallback route last: it takes any path no other route matches, and needs login (shell.md §2.6)', () => {
    const routes = buildRoutes(
      configured([mean('login', 'login')], { fallbackRoute: { id: 'unknown-route', redirect: '/pagina-no-encontrada' } }),
    );
    expect(routes.at(-1)).toEqual({ kind: 'fallback', id: 'unknown-route', redirect: '/pagina-no-encontrada' });
    expect(at(routes, '/no/existe')?.route.id).toBe('unknown-route');
    expect(at(routes, '/login')?.route.id).toBe('login');
  });

  it('refuses a configured kind, condition or fallback the shell does not know, naming where', () => {
    expect(() => configured([{ ...mean('x', 'x'), kind: 'iframe' as 'lazy' }])).toThrow('propsConfig.means.0.kind');
    expect(() => configured([{ ...mean('x', 'x'), conditions: [{ flag: 'enable-everything' as 'enable-pending-operation' }] }])).toThrow(
      'propsConfig.means.0.conditions.0.flag',
    );
    expect(() => configured([], { fallbackRoute: { id: 'f', redirect: 'javascript:alert(1)' } })).toThrow(
      'propsConfig.fallbackRoute.redirect',
    );
    expect(() =>
      configured([{ ...mean('x', 'x'), kind: 'remote-module', scopedElements: { 'x-y': { module: '../../evil.js', export: 'X' } } }]),
    ).toThrow('propsConfig.means.0.scopedElements.x-y.module');
  });
});
