import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteDefinition, RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { asFeatureModule, isWebComponentModule, webComponentFeature } from './webComponentFeature';
import type { WebComponentModule } from './webComponentFeature';

afterEach(cleanup);

class RatesBoard extends HTMLElement {}

const matchOf = (route: RouteDefinition): RouteMatch => ({ route, path: '/cambio', params: {}, rest: '', query: new URLSearchParams() });

/** A remote-module route of the exchange rates, with the given tag name and class name. */
const remoteRoute = (element: { tagName?: string; className?: string }): RouteDefinition => ({
  kind: 'remote-module',
  id: 'rates',
  pattern: '/cambio',
  location: 'https://cdn.example/rates.js',
  ...element,
});

function renderModule(module: WebComponentModule, route: RouteDefinition) {
  const feature = webComponentFeature(module);
  const Component = feature.component;
  const view = render(
    <TestShell services={createTestServices()}>
      <Component match={matchOf(route)} />
    </TestShell>,
  );
  const host = view.container.querySelector('.web-component-host');
  return {
    feature,
    view,
    host,
    element: host?.shadowRoot?.firstElementChild as (HTMLElement & Record<string, unknown>) | null | undefined,
  };
}

describe('remote modules that are web components (shell.md §2.1: tag name and class name of a remote-module route)', () => {
  it('knows a module whose default export is a custom element class, and leaves any other module as it is', () => {
    expect(isWebComponentModule({ default: RatesBoard })).toBe(true);
    expect(isWebComponentModule({ default: () => null })).toBe(false);
    expect(isWebComponentModule({ default: { kind: 'bank-shell/feature' } })).toBe(false);
    const other = { default: 42 };
    expect(asFeatureModule(other)).toBe(other);
  });

  it('wraps the element in a feature the registry bootstraps like any other', () => {
    const wrapped = asFeatureModule({ default: RatesBoard, tagName: 'bank-rates-board' }) as { default: { kind: string; id: string } };
    expect(wrapped.default).toMatchObject({ kind: 'bank-shell/feature', id: 'bank-rates-board' });
  });

  it('mounts a remote-module route as its tagName with its className, handing it the route match and the language', () => {
    const { element } = renderModule({ default: RatesBoard }, remoteRoute({ tagName: 'bank-rates-board', className: 'rates rates--wide' }));
    expect(element?.localName).toBe('bank-rates-board');
    expect(element?.className).toBe('rates rates--wide');
    expect((element?.['routeMatch'] as RouteMatch | undefined)?.route.id).toBe('rates');
    expect(element?.['locale']).toBe('es-ES');
    expect(element?.getAttribute('lang')).toBe('es-ES');
  });

  it('takes the module’s own tagName on a route that names none (a route from the configuration)', () => {
    const route: RouteDefinition = {
      kind: 'feature',
      id: 'rates',
      pattern: '/cambio',
      featureId: 'rates',
      feature: { path: 'x', component: 'y' },
    };
    const { element } = renderModule({ default: RatesBoard, tagName: 'bank-rates-board' }, route);
    expect(element?.localName).toBe('bank-rates-board');
  });

  it('refuses a tag name that is no custom element name, rather than creating whatever it says', () => {
    expect(() => renderModule({ default: RatesBoard }, remoteRoute({ tagName: 'img' }))).toThrow(
      'Remote module of route rates names no valid custom element tag: img',
    );
  });

  it('takes the element down when the route unmounts', () => {
    const { view, host } = renderModule({ default: RatesBoard }, remoteRoute({ tagName: 'bank-rates-board' }));
    const root = host?.shadowRoot;
    expect(root?.childElementCount).toBe(1);
    view.unmount();
    expect(root?.childElementCount).toBe(0);
  });
});
