import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { createI18n } from '@bank-shell/core';
import { defineFeature } from './defineFeature';
import { useTranslation } from './useTranslation';
import { FeatureOutlet } from './FeatureOutlet';
import { TestShell, createTestServices } from './testing';

afterEach(cleanup);

const match = (path: string): RouteMatch => ({
  path,
  params: {},
  rest: '',
  query: new URLSearchParams(),
  route: { kind: 'core', id: 'x', pattern: '/x', module: 'm', authentication: false },
});

const messages = { 'es-ES': { hi: 'Hola' }, 'en-GB': { hi: 'Hello' } };

function featureModule(id: string, text: string) {
  return { default: defineFeature({ id, component: () => <h1>{text}</h1>, messages }) };
}

function outlet(
  services: ReturnType<typeof createTestServices>,
  url: string,
  featureId: string,
  path = '/x',
  { onError, onMounted }: { onError?: (error: unknown) => void; onMounted?: (featureId: string) => void } = {},
) {
  return (
    <TestShell services={services}>
      <FeatureOutlet
        featureId={featureId}
        moduleUrl={url}
        match={match(path)}
        onError={onError}
        onMounted={onMounted}
        renderLoading={() => <p>Cargando</p>}
        renderFailure={(retry) => (
          <div role="alert">
            Error <button onClick={retry}>Reintentar</button>
          </div>
        )}
      />
    </TestShell>
  );
}

describe('FeatureOutlet', () => {
  it('loads a feature module by URL and renders it', async () => {
    const importModule = vi.fn((url: string) => Promise.resolve(featureModule('alpha', `from ${url}`)));
    render(outlet(createTestServices({ importModule }), 'http://cdn/alpha-1.js', 'alpha'));
    expect(screen.getByText('Cargando')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'from http://cdn/alpha-1.js' })).toBeTruthy();
  });

  it('shows a feature only once the texts it loads on demand for the current language are in', async () => {
    let deliverEnglish: (texts: { hi: string }) => void = () => undefined;
    const english = new Promise<{ hi: string }>((resolve) => (deliverEnglish = resolve));
    function Greeting() {
      return <h1>{useTranslation('lazy-texts').t('hi')}</h1>;
    }
    const lazyTexts = defineFeature({
      id: 'lazy-texts',
      component: Greeting,
      messages: { 'es-ES': { hi: 'Hola' }, 'en-GB': () => english },
    });
    const i18n = createI18n('en-GB');
    render(
      outlet(
        createTestServices({ i18n, importModule: () => Promise.resolve({ default: lazyTexts }) }),
        'http://cdn/lazy-1.js',
        'lazy-texts',
      ),
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('Cargando')).toBeTruthy();
    deliverEnglish({ hi: 'Hello' });
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
  });

  it('shows a failure with a retry that imports from a new URL', async () => {
    const importModule = vi.fn((url: string) =>
      url.includes('retry=1') ? Promise.resolve(featureModule('beta', 'ok')) : Promise.reject(new Error('404')),
    );
    render(outlet(createTestServices({ importModule }), 'http://cdn/beta-1.js', 'beta'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'ok' })).toBeTruthy();
    expect(importModule.mock.calls.map(([url]) => url)).toEqual(['http://cdn/beta-1.js', 'http://cdn/beta-1.js?retry=1']);
  });

  it('refuses a module that is not a bank-shell feature', async () => {
    const importModule = () => Promise.resolve({ default: { hello: 'world' } });
    render(outlet(createTestServices({ importModule }), 'http://cdn/gamma-1.js', 'gamma'));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('serves one module under several routes: its texts live under its own id', async () => {
    const importModule = () => Promise.resolve(featureModule('shared', 'shared page'));
    render(outlet(createTestServices({ importModule }), 'http://cdn/shared-1.js', 'another-route'));
    expect(await screen.findByRole('heading', { name: 'shared page' })).toBeTruthy();
  });

  it('ignores a module that arrives after the customer navigated away', async () => {
    let resolveSlow: (value: unknown) => void = () => undefined;
    const importModule = (url: string) =>
      url.includes('slow') ? new Promise((resolve) => (resolveSlow = resolve)) : Promise.resolve(featureModule('fast', 'fast page'));
    const services = createTestServices({ importModule });
    const { rerender } = render(outlet(services, 'http://cdn/slow-1.js', 'slow'));
    rerender(outlet(services, 'http://cdn/fast-1.js', 'fast'));
    expect(await screen.findByRole('heading', { name: 'fast page' })).toBeTruthy();
    await act(() => {
      resolveSlow(featureModule('slow', 'slow page'));
      return Promise.resolve();
    });
    expect(screen.queryByRole('heading', { name: 'slow page' })).toBeNull();
  });

  it('keeps the shell alive when a feature throws while rendering, and renders it again on retry', async () => {
    let throws = true;
    const Flaky = () => {
      if (throws) throw new Error('boom');
      return <h1>recovered</h1>;
    };
    const importModule = () => Promise.resolve({ default: defineFeature({ id: 'broken', component: Flaky, messages }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const services = createTestServices({ importModule });
    render(outlet(services, 'http://cdn/broken-1.js', 'broken', '/x', { onError }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(services.features.lifecycleOf('http://cdn/broken-1.js').state.getSnapshot().status).toBe('SKIP_BECAUSE_BROKEN');
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('boom'));
    throws = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'recovered' })).toBeTruthy();
    expect(services.features.lifecycleOf('http://cdn/broken-1.js').state.getSnapshot().status).toBe('MOUNTED');
  });

  it('renders a feature its route already loaded in its first render, with no loading state', async () => {
    const services = createTestServices({ importModule: () => Promise.resolve(featureModule('ready', 'ready page')) });
    await services.features.lifecycleOf('http://cdn/ready-1.js').load();
    render(outlet(services, 'http://cdn/ready-1.js', 'ready'));
    expect(screen.getByRole('heading', { name: 'ready page' })).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
  });

  it('walks the lifecycle: mounted once the first render is on screen, not mounted once the page is left', async () => {
    const onMounted = vi.fn();
    const services = createTestServices({ importModule: () => Promise.resolve(featureModule('walk', 'walk page')) });
    const lifecycle = services.features.lifecycleOf('http://cdn/walk-1.js');
    const statuses: string[] = [];
    lifecycle.state.subscribe(() => statuses.push(lifecycle.state.getSnapshot().status));
    const { unmount } = render(outlet(services, 'http://cdn/walk-1.js', 'walk', '/x', { onMounted }));
    expect(await screen.findByRole('heading', { name: 'walk page' })).toBeTruthy();
    expect(onMounted).toHaveBeenCalledExactlyOnceWith('walk');
    unmount();
    expect(statuses).toEqual(['LOADING_SOURCE_CODE', 'BOOTSTRAPPING', 'NOT_MOUNTED', 'MOUNTING', 'MOUNTED', 'UNMOUNTING', 'NOT_MOUNTED']);
  });

  it('renders a feature once as it mounts: MOUNTING and MOUNTED change the lifecycle, not the page (issue 12: no long task)', async () => {
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <h1>counted page</h1>;
    };
    const services = createTestServices({
      importModule: () => Promise.resolve({ default: defineFeature({ id: 'counted', component: Counted, messages }) }),
    });
    await services.features.lifecycleOf('http://cdn/counted-1.js').load();
    render(outlet(services, 'http://cdn/counted-1.js', 'counted'));
    expect(await screen.findByRole('heading', { name: 'counted page' })).toBeTruthy();
    await vi.waitFor(() => expect(services.features.lifecycleOf('http://cdn/counted-1.js').state.getSnapshot().status).toBe('MOUNTED'));
    expect(renders).toBe(1);
  });

  it('tells a failed load once, and shows it where the feature would be', async () => {
    const onError = vi.fn();
    const error = new Error('404');
    render(outlet(createTestServices({ importModule: () => Promise.reject(error) }), 'http://cdn/gone-1.js', 'gone', '/x', { onError }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('shows the failure of a module that does not load within 15000 ms', async () => {
    vi.useFakeTimers();
    try {
      render(outlet(createTestServices({ importModule: () => new Promise(() => undefined) }), 'http://cdn/stalled-1.js', 'stalled'));
      await act(() => vi.advanceTimersByTimeAsync(14_999));
      expect(screen.getByText('Cargando')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
