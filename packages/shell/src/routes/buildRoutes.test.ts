import { describe, expect, it } from 'vitest';
import { compileRoutes, validateRoutes } from '@bank-shell/core';
import type { AppConfig } from '@bank-shell/core';
import { buildLoginEntryRoutes, buildRoutes, moduleUrlOf, postLoginTarget } from './buildRoutes';

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
