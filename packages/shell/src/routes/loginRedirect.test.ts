import { describe, expect, it } from 'vitest';
import { pageBasePath } from './shellPath';
import { loginRedirectFor } from './loginRedirect';

describe('login for anonymous visitors (shell.md §2.6)', () => {
  it('sends a browser to /app-login/ carrying the original hash', () => {
    expect(loginRedirectFor({ native: false, path: '/no-existe', query: new URLSearchParams('a=1') })).toEqual({
      kind: 'browser',
      url: '/app-login/#/no-existe?a=1',
    });
  });

  it('uses the native login with reason default and a post-navigation target inside the wrapper', () => {
    expect(loginRedirectFor({ native: true, path: '/posicion-global', query: new URLSearchParams() })).toEqual({
      kind: 'native',
      reason: 'default',
      postNavigationTarget: '/posicion-global',
    });
  });

  it('keeps another client’s page: its login is under the same path', () => {
    expect(
      loginRedirectFor({ native: false, path: '/cuentas', query: new URLSearchParams(), basePath: '/clients/bank-teen-web/' }),
    ).toEqual({ kind: 'browser', url: '/clients/bank-teen-web/app-login/#/cuentas' });
  });
});

describe('the page’s base path', () => {
  it.each([
    ['/', '/'],
    ['/app-login/', '/'],
    ['/clients/bank-twin/', '/clients/bank-twin/'],
    ['/clients/bank-twin/app-login/', '/clients/bank-twin/'],
    ['/index.html', '/'],
  ])('%s → %s', (pathname, base) => {
    expect(pageBasePath(pathname)).toBe(base);
  });
});
