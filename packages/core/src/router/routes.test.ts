import { describe, expect, it } from 'vitest';
import { compileRoutes, featurePattern, needsLogin, validateRoutes } from './routes';

const ok = { id: 'x', pattern: '/x' };

describe('route validation (shell.md §5, §8)', () => {
  it('needs a pattern: \'Route at index N is missing a "pattern" property.\'', () => {
    expect(() =>
      validateRoutes([
        { ...ok, kind: 'core', module: 'm' },
        { id: 'y', kind: 'core', module: 'm' },
      ]),
    ).toThrow('Route at index 1 is missing a "pattern" property.');
    expect(() => validateRoutes([{ id: 'y', kind: 'lazy', pattern: '', import: () => Promise.resolve() }])).toThrow(
      'Route at index 0 is missing a "pattern" property.',
    );
  });

  it('needs a location string on a remote-module route', () => {
    expect(() => validateRoutes([{ ...ok, kind: 'remote-module' }])).toThrow('needs a "location" string');
    expect(() => validateRoutes([{ ...ok, kind: 'remote-module', location: 'http://cdn/a.js', tagName: 'a-b' }])).not.toThrow();
  });

  it('needs an import function on a lazy route', () => {
    expect(() => validateRoutes([{ ...ok, kind: 'lazy', import: 'nope' }])).toThrow('needs an "import" function');
  });

  it('needs a string or a function on a redirection', () => {
    expect(() => validateRoutes([{ ...ok, kind: 'redirect', redirect: 42 }])).toThrow('needs a "redirect" string or function');
    expect(() => validateRoutes([{ ...ok, kind: 'redirect', redirect: () => '/y' }])).not.toThrow();
  });

  it('needs a feature id string on a feature route', () => {
    expect(() => validateRoutes([{ ...ok, kind: 'feature', feature: { path: 'a.js', component: 'c' } }])).toThrow(
      'needs a "featureId" string',
    );
  });

  it("needs a feature object with a path ('Missing path') and a component", () => {
    expect(() => validateRoutes([{ ...ok, kind: 'feature', featureId: 'f' }])).toThrow('needs a "feature" object');
    expect(() => validateRoutes([{ ...ok, kind: 'feature', featureId: 'f', feature: { component: 'c' } }])).toThrow('Missing path');
    expect(() => validateRoutes([{ ...ok, kind: 'feature', featureId: 'f', feature: { path: 'a.js' } }])).toThrow(
      'needs a "feature" object',
    );
  });

  it('lets a fallback route go without a pattern: it matches anything', () => {
    const match = compileRoutes([{ id: 'fallback', kind: 'fallback', redirect: '/login' }]);
    expect(match('/a/b/c', new URLSearchParams())?.route.id).toBe('fallback');
  });

  it('rejects an unknown route kind', () => {
    expect(() => validateRoutes([{ ...ok, kind: 'teleport' }])).toThrow('Route at index 0 has an unknown kind.');
  });

  it('builds a feature pattern as the base path followed by any sub-path', () => {
    expect(featurePattern('/posicion-global/')).toBe('/posicion-global/*?');
    const match = compileRoutes([{ id: 'op', kind: 'core', module: 'm', pattern: featurePattern('posicion-global') }]);
    expect(match('/posicion-global', new URLSearchParams())?.rest).toBe('');
    expect(match('/posicion-global/cuentas/1', new URLSearchParams())?.rest).toBe('cuentas/1');
    expect(match('/posicion-globalx', new URLSearchParams())).toBeNull();
  });
});

describe('decoding matched segments', () => {
  const match = compileRoutes([
    { id: 'op', kind: 'core', module: 'm', pattern: featurePattern('posicion-global') },
    { id: 'account', kind: 'core', module: 'm', pattern: '/cuentas/:iban' },
  ]);

  it('decodes percent-encoded parameters and rest', () => {
    expect(match('/cuentas/ES%2012', new URLSearchParams())?.params).toEqual({ iban: 'ES 12' });
    expect(match('/posicion-global/caf%C3%A9/1', new URLSearchParams())?.rest).toBe('café/1');
  });

  it('regression (issue 13): a malformed percent-encoding is kept as typed instead of throwing a URIError', () => {
    expect(() => match('/posicion-global/%', new URLSearchParams())).not.toThrow();
    expect(match('/posicion-global/%/caf%C3%A9', new URLSearchParams())?.rest).toBe('%/café');
    expect(match('/cuentas/%E0%A4%A', new URLSearchParams())?.params).toEqual({ iban: '%E0%A4%A' });
  });
});

describe('route authentication (shell.md §2.1: "an authentication flag, default true")', () => {
  it('needs login unless the route says authentication: false', () => {
    expect(needsLogin({ kind: 'core', id: 'a', pattern: '/a', module: 'm' })).toBe(true);
    expect(needsLogin({ kind: 'core', id: 'a', pattern: '/a', module: 'm', authentication: true })).toBe(true);
    expect(needsLogin({ kind: 'core', id: 'a', pattern: '/a', module: 'm', authentication: false })).toBe(false);
  });
});
