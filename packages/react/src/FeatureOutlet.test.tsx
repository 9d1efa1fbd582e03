import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { createI18n } from '@bank-shell/core';
import { defineFeature } from './defineFeature';
import { useTranslation } from './useTranslation';
import { FeatureOutlet, moduleUrlForAttempt } from './FeatureOutlet';
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

function outlet(services: ReturnType<typeof createTestServices>, url: string, featureId: string, path = '/x') {
  return (
    <TestShell services={services}>
      <FeatureOutlet
        featureId={featureId}
        moduleUrl={url}
        match={match(path)}
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

  it('keeps the shell alive when a feature throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const importModule = () => Promise.resolve({ default: defineFeature({ id: 'broken', component: Broken, messages }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(outlet(createTestServices({ importModule }), 'http://cdn/broken-1.js', 'broken'));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('adds the retry counter to a URL that already has a query', () => {
    expect(moduleUrlForAttempt('http://cdn/a.js?v=1', 2)).toBe('http://cdn/a.js?v=1&retry=2');
    expect(moduleUrlForAttempt('http://cdn/a.js', 0)).toBe('http://cdn/a.js');
  });
});
