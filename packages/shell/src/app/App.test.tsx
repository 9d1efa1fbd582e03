import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@bank-shell/core';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { defineFeature, usePageTitle } from '@bank-shell/react';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';
import { App } from './App';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A feature route on a public page, so the test needs no session. */
function matchAt(id: string, path: string): RouteMatch {
  return {
    route: {
      kind: 'feature',
      id,
      pattern: `/${id}/*?`,
      authentication: false,
      featureId: id,
      feature: { path: `${id}/${id}.js`, component: `ing-feat-${id}` },
      host: 'http://cdn/',
    },
    path,
    params: {},
    rest: '',
    query: new URLSearchParams(),
  };
}

const featureModule = (id: string, heading: string) => ({
  default: defineFeature({ id, component: () => <h1>{heading}</h1>, messages: { 'es-ES': {}, 'en-GB': {} } }),
});

function renderApp(first: RouteMatch, { failingFeature }: { failingFeature?: string } = {}) {
  const base = createTestServices();
  const current = createStore<RouteMatch | null>(first);
  const services = createTestServices({
    router: { ...base.router, current },
    importModule: (url) =>
      failingFeature !== undefined && url.includes(failingFeature)
        ? Promise.reject(new Error(`Failed to fetch ${url}`))
        : Promise.resolve(url.includes('pin-recovery') ? featureModule('pin-recovery', 'Recuperar PIN') : featureModule('login', 'Entrar')),
  });
  services.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  render(
    <TestShell services={services}>
      <App navigationFailure={createStore<{ path: string } | null>(null)} />
    </TestShell>,
  );
  return { current };
}

describe('App: on every route change (shell.md §2.1)', () => {
  it('scrolls the page to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { current } = renderApp(matchAt('login', '/login'));
    await screen.findByRole('heading', { name: 'Entrar' });
    act(() => current.set(matchAt('pin-recovery', '/pin-recovery')));
    await screen.findByRole('heading', { name: 'Recuperar PIN' });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("moves focus to the new page's heading for screen readers", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { current } = renderApp(matchAt('login', '/login'));
    await screen.findByRole('heading', { name: 'Entrar' });
    act(() => current.set(matchAt('pin-recovery', '/pin-recovery')));
    const heading = await screen.findByRole('heading', { name: 'Recuperar PIN' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('scrolls and focuses the next page when the page a load opened on never showed (its feature failed)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { current } = renderApp(matchAt('inbox', '/inbox'), { failingFeature: 'inbox' });
    // The failure notice of the landing feature, which never mounted.
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    act(() => current.set(matchAt('pin-recovery', '/pin-recovery')));
    const heading = await screen.findByRole('heading', { name: 'Recuperar PIN' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page a load opens on as it is: that is no route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp(matchAt('login', '/login'));
    const heading = await screen.findByRole('heading', { name: 'Entrar' });
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(heading);
  });
});

describe('App: a lazy-import route (shell.md §3, issue 15 §3)', () => {
  it('shows that its page is loading, then the feature its own import brings', async () => {
    let deliver: (module: unknown) => void = () => undefined;
    const lazyMatch: RouteMatch = {
      route: {
        kind: 'lazy',
        id: 'help',
        pattern: '/help',
        authentication: false,
        import: () => new Promise((resolve) => (deliver = resolve)),
      },
      path: '/help',
      params: {},
      rest: '',
      query: new URLSearchParams(),
    };
    const services = createTestServices();
    // The route's import (withFeatureImports) starts the load in the module's lifecycle; the outlet
    // shows the page loading until it is in.
    const { route } = lazyMatch;
    void services.features.lifecycleOf('lazy:help', route.kind === 'lazy' ? route.import : undefined).load();
    const shell = { ...services, router: { ...services.router, current: createStore<RouteMatch | null>(lazyMatch) } };
    shell.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
    render(
      <TestShell services={shell}>
        <App navigationFailure={createStore<{ path: string } | null>(null)} />
      </TestShell>,
    );
    expect(screen.getByRole('status').textContent).toContain('Cargando');
    await act(() => Promise.resolve(deliver(featureModule('help', 'Ayuda'))));
    expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeTruthy();
  });
});

describe('App: the page title follows the customer’s language (issue 14)', () => {
  const titled = (title: string, titles?: Record<string, string>): RouteMatch => {
    const match = matchAt('login', '/login');
    return { ...match, route: { ...match.route, title, ...(titles ? { titles } : {}) } };
  };

  function renderTitled(match: RouteMatch, locale: 'es-ES' | 'en-GB') {
    const services = createTestServices({ importModule: () => Promise.resolve(featureModule('login', 'Entrar')) });
    const current = createStore<RouteMatch | null>(match);
    const shell = { ...services, router: { ...services.router, current } };
    shell.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
    render(
      <TestShell services={shell}>
        <App navigationFailure={createStore<{ path: string } | null>(null)} />
      </TestShell>,
    );
    return shell.i18n.setLocale(locale);
  }

  it('titles the page in English when the customer reads English and the page has an English name', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => renderTitled(titled('Acceso clientes', { 'en-GB': 'Customer login' }), 'en-GB'));
    await vi.waitFor(() => expect(document.title).toBe('Customer login - Banco Alba'));
  });

  it('keeps the Spanish name in Spanish, and where a page has no name in English', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => renderTitled(titled('Acceso clientes', { 'en-GB': 'Customer login' }), 'es-ES'));
    await vi.waitFor(() => expect(document.title).toBe('Acceso clientes - Banco Alba'));
    cleanup();
    await act(() => renderTitled(titled('Ayuda'), 'en-GB'));
    await vi.waitFor(() => expect(document.title).toBe('Ayuda - Banco Alba'));
  });
});

describe('App: a feature names its sub-page (issue 42 §4)', () => {
  it('titles the document by the sub-page’s name while it shows, and by the route’s once it has gone', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let leave = () => undefined as void;
    function Movements() {
      usePageTitle('Movimientos · Cuenta NÓMINA');
      return <p>Movimientos</p>;
    }
    function Position() {
      const [sub, setSub] = useState(true);
      leave = () => setSub(false);
      return (
        <>
          <h1>Posición global</h1>
          {sub && <Movements />}
        </>
      );
    }
    const position = { default: defineFeature({ id: 'position', component: Position, messages: { 'es-ES': {}, 'en-GB': {} } }) };
    const services = createTestServices({ importModule: () => Promise.resolve(position) });
    const first = matchAt('position', '/position');
    const current = createStore<RouteMatch | null>({ ...first, route: { ...first.route, title: 'Posición global' } });
    const shell = { ...services, router: { ...services.router, current } };
    shell.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
    render(
      <TestShell services={shell}>
        <App navigationFailure={createStore<{ path: string } | null>(null)} />
      </TestShell>,
    );
    await vi.waitFor(() => expect(document.title).toBe('Movimientos · Cuenta NÓMINA - Banco Alba'));
    act(() => leave());
    await vi.waitFor(() => expect(document.title).toBe('Posición global - Banco Alba'));
  });
});

describe('App: no route shown (shell.md §2.6.1, §2.6.5)', () => {
  it('shows a visitor without a session the full page, with no header, footer or tab bar, once the routes are rebuilt as on the logout event', async () => {
    const { current } = renderApp(matchAt('login', '/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(document.querySelector('.shell')?.classList.contains('shell--full-page')).toBe(false);
    act(() => current.set(null));
    const shell = document.querySelector('.shell');
    expect(shell?.classList.contains('shell--full-page')).toBe(true);
    expect(shell?.querySelector('header, footer, nav')).toBeNull();
  });
});
