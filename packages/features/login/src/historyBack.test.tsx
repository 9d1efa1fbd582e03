import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import login from './index';
import { messages } from './messages';

afterEach(cleanup);

/** The login route as the router matches it, with the query the link gave. */
function loginAt(query: string): RouteMatch {
  return {
    route: { id: 'login', kind: 'lazy', pattern: '/login/*?', import: () => Promise.resolve() },
    path: '/login',
    params: {},
    rest: '',
    query: new URLSearchParams(query),
  };
}

/** The login feature's screen as the shell mounts it; the flag is what the shell's frame reads. */
function renderLogin(query: string) {
  const services = createTestServices();
  services.i18n.addNamespace('login', messages);
  const published: boolean[] = [];
  services.events.subscribe('login-history-back', ({ enabled }) => published.push(enabled));
  const Screen = login.component;
  const view = render(
    <TestShell services={services}>
      <Screen match={loginAt(query)} />
    </TestShell>,
  );
  return { view, published, backAction: () => services.layout.loginHistoryBack.getSnapshot() };
}

describe('the login publishes the login-history-back topic (shell.md §2.4.1)', () => {
  it('on, when the page that sent the visitor asked for it with the navigation data {"login-history-back":true} (shell.md §2.1.6); off once the login goes', () => {
    const { view, published, backAction } = renderLogin('navigation-data=%7B%22login-history-back%22%3Atrue%7D');
    expect(published).toEqual([true]);
    expect(backAction()).toBe(true);
    act(() => view.unmount());
    expect(published).toEqual([true, false]);
    expect(backAction()).toBe(false);
  });

  it.each([
    ['no navigation data', ''],
    ['other navigation data', 'navigation-data=%7B%22from%22%3A%22sign-up%22%7D'],
    ['navigation data that is not JSON', 'navigation-data=login-history-back'],
  ])('off, for a visitor who came straight to the login: %s', (_what, query) => {
    const { published, backAction } = renderLogin(query);
    expect(published).toEqual([false]);
    expect(backAction()).toBe(false);
  });
});
