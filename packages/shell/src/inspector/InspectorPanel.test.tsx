import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus, createStore } from '@bank-shell/core';
import type { AppConfig, RouteMatch, ShellEventBusHost } from '@bank-shell/core';
import { defineFeature } from '@bank-shell/react';
import { createTestServices } from '@bank-shell/react/testing';
import { installInspector } from '.';
import type { Inspector } from '.';
import { createEventRecorder } from './eventRecorder';
import { InspectorPanel } from './InspectorPanel';
import { INSPECTOR_NAMESPACE, inspectorMessages } from './messages';
import type { PageOverride } from './pageOverrides';

const CDN = 'http://bank.localhost:8080/cdn/features/';
const OVERALL_POSITION_URL = `${CDN}overall-position/overall-position.js`;
const HELP_URL = `${CDN}help/help.js`;
const NOW_MS = Date.UTC(2026, 4, 1, 9, 30, 15, 250);

const CONFIG: AppConfig = {
  urlsConfig: {},
  propsConfig: {
    means: [
      {
        id: 'overall-position',
        path: 'posicion-global',
        componentId: 'ing-feat-overall-position',
        host: CDN,
        module: 'overall-position/overall-position.js',
        title: 'Posición global',
        version: '1.4.0',
      },
      { id: 'help', kind: 'lazy', path: 'ayuda', host: CDN, module: 'help/help.js', title: 'Ayuda' },
    ],
  },
};

const MATCH: RouteMatch = {
  route: {
    kind: 'feature',
    id: 'overall-position',
    pattern: '/posicion-global/*?',
    featureId: 'overall-position',
    feature: { path: 'x.js', component: 'x' },
  },
  path: '/posicion-global/cuentas',
  params: { tab: 'cuentas' },
  rest: 'cuentas',
  query: new URLSearchParams('orden=fecha'),
};

function setUp({ overrides = [], match = MATCH }: { overrides?: PageOverride[]; match?: RouteMatch | null } = {}) {
  const events: ShellEventBusHost = createShellEventBus();
  const current = createStore<RouteMatch | null>(match);
  const base = createTestServices({
    events,
    config: () => CONFIG,
    importModule: (url) =>
      Promise.resolve({
        default: defineFeature({
          id: url.includes('help') ? 'help' : 'overall-position',
          component: () => null,
          messages: { 'es-ES': {}, 'en-GB': {} },
        }),
      }),
  });
  const services = { ...base, router: { ...base.router, current } };
  services.i18n.addNamespace(INSPECTOR_NAMESPACE, inspectorMessages);
  const recorder = createEventRecorder({ clock: { now: () => NOW_MS } });
  events.observe(recorder.record);
  const onClose = vi.fn();
  const view = () => render(<InspectorPanel services={services} recorder={recorder} overrides={overrides} onClose={onClose} />);
  return { services, events, current, recorder, onClose, view };
}

const featureItem = (id: string) => {
  const list = within(screen.getByRole('region', { name: 'Funcionalidades' })).getAllByRole('listitem');
  const item = list.find((candidate) => within(candidate).queryByText(id, { selector: '.inspector__name' }));
  if (!item) throw new Error(`no item for ${id}`);
  return item;
};

afterEach(cleanup);

describe('the developer inspector’s panel (issue 40 §4)', () => {
  it('is a dialog named after its heading, which takes the focus, with a button that closes it', () => {
    const { view, onClose } = setUp();
    view();
    const dialog = screen.getByRole('dialog', { name: 'Inspector de desarrollo' });
    expect(dialog.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+D');
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Inspector de desarrollo' }));
    screen.getByRole('button', { name: 'Cerrar' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('jumps to each of its parts from the list at its top, moving the focus to the part’s heading', () => {
    const { view } = setUp();
    view();
    const jumps = screen.getByRole('navigation', { name: 'Partes del inspector' });
    expect(
      within(jumps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ruta y diseño', 'Funcionalidades', 'Eventos del bus', 'Sustituciones']);
    act(() => within(jumps).getByRole('button', { name: 'Eventos del bus' }).click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Eventos del bus' }));
  });

  it('lists each feature of the configuration: path, kind, version or none, module URL and lifecycle state', () => {
    const { view } = setUp();
    view();
    const overall = featureItem('overall-position');
    expect(within(overall).getByText('NOT_LOADED')).toBeTruthy();
    expect(overall.textContent).toContain('/posicion-global');
    expect(overall.textContent).toContain('feature');
    expect(overall.textContent).toContain('1.4.0');
    expect(overall.textContent).toContain(OVERALL_POSITION_URL);
    const help = featureItem('help');
    expect(help.textContent).toContain('lazy');
    expect(help.textContent).toContain('incluida en el sandbox');
    expect(help.textContent).toContain(HELP_URL);
  });

  it('follows each feature’s lifecycle as it loads and mounts, a lifecycle made after it opened too', async () => {
    const { view, services, events } = setUp();
    const overall = services.features.lifecycleOf(OVERALL_POSITION_URL);
    view();
    await act(() => overall.load());
    expect(within(featureItem('overall-position')).getByText('NOT_MOUNTED')).toBeTruthy();
    act(() => overall.mount());
    expect(within(featureItem('overall-position')).getByText('MOUNTING')).toBeTruthy();
    act(() => overall.mounted());
    expect(within(featureItem('overall-position')).getByText('MOUNTED')).toBeTruthy();

    // A lazy route's lifecycle goes by its own name; the router makes it as it imports the module,
    // and tells the bus once the import is over.
    const help = services.features.lifecycleOf('lazy:help', () =>
      Promise.resolve({ default: defineFeature({ id: 'help', component: () => null, messages: { 'es-ES': {}, 'en-GB': {} } }) }),
    );
    await act(() => help.load());
    act(() => events.publish('importing-route-succeeded', { routeId: 'help' }));
    expect(within(featureItem('help')).getByText('NOT_MOUNTED')).toBeTruthy();
  });

  it('makes no lifecycle by looking: a feature nobody asked for stays without one', () => {
    const { view, services } = setUp();
    view();
    expect(services.features.peek(OVERALL_POSITION_URL)).toBeUndefined();
    expect(services.features.peek('lazy:help')).toBeUndefined();
  });

  it('shows the route on screen and the layout it is in, following route changes', () => {
    const { view, current } = setUp();
    view();
    const region = screen.getByRole('region', { name: 'Ruta y diseño' });
    const facts = () =>
      Object.fromEntries(
        within(region)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(facts()).toEqual({
      Id: 'overall-position (feature)',
      Ruta: '/posicion-global/cuentas',
      Parámetros: '{"tab":"cuentas"}',
      Consulta: '?orden=fecha',
      'Grupo de rutas': 'default',
      Modo: 'distributive',
      // The tab bar is for a signed-in customer (shell.md §2.4, §2.7).
      'Se ve': 'cabecera, pie',
    });
    act(() => current.set({ ...MATCH, route: { ...MATCH.route, id: 'login' }, path: '/login', params: {}, query: new URLSearchParams() }));
    expect(facts()).toMatchObject({
      Id: 'login (feature)',
      Ruta: '/login',
      Parámetros: 'ninguno',
      Consulta: 'ninguno',
      'Grupo de rutas': 'header-only',
      'Se ve': 'cabecera',
    });
    act(() => current.set({ ...MATCH, path: '/pin-recovery', params: {}, query: new URLSearchParams() }));
    expect(facts()).toMatchObject({ 'Grupo de rutas': 'full-page', 'Se ve': 'solo el contenido' });
    act(() => current.set(null));
    expect(within(region).queryAllByRole('term')).toEqual([]);
    expect(within(region).getByText('Ninguna ruta en pantalla.')).toBeTruthy();
  });

  it('shows the bus’s events newest first, accepted or refused with the reason, each with its time and payload', () => {
    const { view, events } = setUp();
    view();
    expect(screen.getByText('Ningún evento todavía.')).toBeTruthy();
    act(() => events.publish('post-login', { target: '/posicion-global' }));
    act(() =>
      expect(() => (events as unknown as { publish(topic: string, payload: unknown): void }).publish('secret-topic', { n: 1 })).toThrow(),
    );
    const items = within(screen.getByRole('region', { name: 'Eventos del bus' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.inspector__name')?.textContent)).toEqual(['secret-topic', 'post-login']);
    expect(within(items[0] as HTMLElement).getByText('rechazado')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Event topic "secret-topic" is not in the allowed list')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('aceptado')).toBeTruthy();
    expect(items[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-01T09:30:15.250Z');
    expect(items[1]?.querySelector('pre')?.textContent).toBe('{\n  "target": "/posicion-global"\n}');
    expect(screen.getByText('Los últimos 50, del más reciente al más antiguo. Pueden llevar datos personales.')).toBeTruthy();
  });

  it('names this browser’s overrides, marks the features they replace, and links to where they change', () => {
    const { view } = setUp({ overrides: [{ featureId: 'help', url: 'http://localhost:5174/src/help.js' }] });
    view();
    const region = screen.getByRole('region', { name: 'Sustituciones' });
    expect(within(region).getByRole('listitem').textContent).toBe('help ← http://localhost:5174/src/help.js');
    expect(within(region).getByRole('link', { name: 'Cambiar las sustituciones' }).getAttribute('href')).toBe('/__overrides/');
    expect(featureItem('help').textContent).toContain('Sustituida: http://localhost:5174/src/help.js');
  });

  it('says so when there are none', () => {
    const { view } = setUp();
    view();
    expect(
      within(screen.getByRole('region', { name: 'Sustituciones' })).getByText('Ninguna: cada funcionalidad viene del banco.'),
    ).toBeTruthy();
  });

  it('speaks English when the customer chose it', async () => {
    const { view, services } = setUp();
    await services.i18n.setLocale('en-GB');
    view();
    expect(screen.getByRole('dialog', { name: 'Developer inspector' }).getAttribute('lang')).toBe('en-GB');
    expect(screen.getByRole('region', { name: 'Route and layout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('the inspector on a page (issue 40 §4): opened by the keyboard, closed by it, focus kept', () => {
  const installed: Inspector[] = [];
  afterEach(() => {
    for (const inspector of installed.splice(0)) inspector.dispose();
    document.body.replaceChildren();
  });

  it('opens in a root of its own at the end of the page with Alt+Shift+D, focused; Escape gives the focus back', async () => {
    const { services } = setUp();
    const before = document.createElement('button');
    before.textContent = 'Entrar';
    document.body.append(before);
    before.focus();
    installed.push(installInspector({ services, window, document }));
    act(() => {
      before.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyD', key: 'D', altKey: true, shiftKey: true, bubbles: true }));
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Inspector de desarrollo' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.body.lastElementChild?.id).toBe('bank-inspector');
    act(() => {
      heading.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(before);
  });
});
