import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayoutController, createShellEventBus, createStore } from '@bank-shell/core';
import type { LayoutConfig, LayoutMode, RouteMatch } from '@bank-shell/core';
import { validateLayoutConfig } from '@bank-shell/core/layout-rules';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';
import type { RouteGroup } from '../routes/routeGroups';
import { loadSignedInChunk } from '../signedIn';
import { SHELL_DEFAULT_LAYOUT } from './defaultLayout';
import { ShellFrame } from './ShellFrame';

afterEach(cleanup);

const MAIN_NAVIGATION = 'Navegación principal';

function matchAt(path: string): RouteMatch {
  return {
    route: { id: 'page', kind: 'lazy', pattern: '/*', import: () => Promise.resolve() },
    path,
    params: {},
    rest: '',
    query: new URLSearchParams(),
  };
}

interface Setup {
  group?: RouteGroup;
  authenticated?: boolean;
  path?: string;
  layout?: LayoutConfig;
  defaultLayout?: LayoutConfig;
  locale?: 'es-ES' | 'en-GB';
}

/** Renders the frame and waits for its lazy, signed-in parts to load. */
async function renderFrame({
  group = 'default',
  authenticated = true,
  path = '/posicion-global',
  layout,
  defaultLayout,
  locale,
}: Setup = {}) {
  const base = createTestServices();
  const navigate = vi.fn();
  const events = createShellEventBus();
  const controller = createLayoutController({
    events,
    setTimeout: (callback) => {
      callback();
      return 0;
    },
    clearTimeout: () => undefined,
    validate: validateLayoutConfig,
    ...(defaultLayout ? { defaultConfig: defaultLayout } : {}),
  });
  const services = createTestServices({
    events,
    layout: controller,
    router: { ...base.router, current: createStore<RouteMatch | null>(matchAt(path)), navigate },
  });
  services.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  if (locale) await services.i18n.setLocale(locale);
  if (layout) controller.request(layout);
  const onBack = vi.fn();
  const mainRef = { current: null as HTMLElement | null };
  await act(async () => {
    render(
      <TestShell services={services}>
        <ShellFrame group={group} authenticated={authenticated} main={<h1>Contenido</h1>} mainRef={mainRef} onBack={onBack} />
      </TestShell>,
    );
    await loadSignedInChunk();
  });
  return { services, controller, navigate, onBack, mainRef };
}

/** The navigation landmark outside the banner: the tab bar. */
function tabBar(): HTMLElement | undefined {
  const banner = screen.queryByRole('banner');
  return screen.queryAllByRole('navigation', { name: MAIN_NAVIGATION }).find((nav) => !banner?.contains(nav));
}

function button(name: string): HTMLElement | null {
  return screen.queryByRole('button', { name });
}

/** The hash paths the frame navigated to. */
function pathsOf(navigate: ReturnType<typeof vi.fn>): unknown[] {
  return navigate.mock.calls.map(([path]: unknown[]) => path);
}

function main(): HTMLElement {
  return screen.getByRole('main');
}

interface Perceived {
  footer: boolean;
  tabBar: boolean;
  buttons: readonly string[];
  white: boolean;
  wide: boolean;
}

const LAYOUT_BUTTONS = ['Volver', 'Cerrar', 'Buscar', 'Área personal', 'Ir al inicio', 'Salir'];

/** shell.md §2.3, what a logged-in customer perceives on a default-group page in each mode. */
const MODES: Record<LayoutMode, Perceived> = {
  distributive: { footer: true, tabBar: true, buttons: ['Buscar', 'Área personal', 'Salir'], white: false, wide: false },
  content: { footer: true, tabBar: false, buttons: ['Volver', 'Salir'], white: false, wide: false },
  branded: { footer: true, tabBar: false, buttons: ['Volver', 'Salir'], white: false, wide: false },
  flow: { footer: false, tabBar: false, buttons: ['Volver', 'Cerrar'], white: true, wide: false },
  feedback: { footer: false, tabBar: false, buttons: [], white: true, wide: false },
  search: { footer: true, tabBar: false, buttons: ['Salir'], white: false, wide: false },
  empty: { footer: false, tabBar: false, buttons: ['Volver'], white: true, wide: false },
  cms: { footer: true, tabBar: false, buttons: ['Volver', 'Salir'], white: false, wide: true },
};

describe('ShellFrame: layout modes (shell.md §2.3)', () => {
  it.each(Object.entries(MODES))('%s mode shows what the spec lists', async (mode, expected) => {
    await renderFrame({ layout: { mode: mode as LayoutMode } });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo') !== null).toBe(expected.footer);
    expect(tabBar() !== undefined).toBe(expected.tabBar);
    expect(LAYOUT_BUTTONS.filter((name) => button(name) !== null)).toEqual(expected.buttons);
    expect(main().classList.contains('main--white')).toBe(expected.white);
    expect(main().classList.contains('main--wide')).toBe(expected.wide);
  });

  it('distributive: search and personal area lead to their pages', async () => {
    const { navigate } = await renderFrame({ layout: { mode: 'distributive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Área personal' }));
    expect(pathsOf(navigate)).toEqual(['/search-area', '/area-personal']);
  });

  it('distributive: no search or personal area before login', async () => {
    await renderFrame({ authenticated: false, layout: { mode: 'distributive' } });
    expect(button('Buscar')).toBeNull();
    expect(button('Área personal')).toBeNull();
  });

  it('content: the back action goes back in history', async () => {
    const { onBack } = await renderFrame({ layout: { mode: 'content' } });
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('flow: the close button leaves for the home page; both buttons can be turned off', async () => {
    const { navigate } = await renderFrame({ layout: { mode: 'flow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(pathsOf(navigate)).toEqual(['/posicion-global']);
    cleanup();
    await renderFrame({ layout: { mode: 'flow', leftAction: 'none', closeButton: false } });
    expect(button('Volver')).toBeNull();
    expect(button('Cerrar')).toBeNull();
  });

  it('flow: the header leaves out the navigation, the pickers and the logout button', async () => {
    await renderFrame({ layout: { mode: 'flow' } });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).queryByRole('combobox')).toBeNull();
    expect(button('Salir')).toBeNull();
  });

  it('feedback: the home action leads to its target', async () => {
    const { navigate } = await renderFrame({ layout: { mode: 'feedback', homeTarget: 'tarjetas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir al inicio' }));
    expect(pathsOf(navigate)).toEqual(['/tarjetas']);
  });

  it('feedback: a home action without a target leads to the home page', async () => {
    const { navigate } = await renderFrame({ layout: { mode: 'feedback', homeAction: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir al inicio' }));
    expect(pathsOf(navigate)).toEqual(['/posicion-global']);
  });

  it('empty: a logout button when asked', async () => {
    const { navigate } = await renderFrame({ layout: { mode: 'empty', logoutButton: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(pathsOf(navigate)).toEqual(['/logout']);
  });

  it('empty: the header may be hidden, and the white background dropped', async () => {
    await renderFrame({ layout: { mode: 'empty', hideHeader: true, whiteBackground: false } });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(main().classList.contains('main--white')).toBe(false);
  });

  it('shows a title, or a logo, in the banner', async () => {
    await renderFrame({ layout: { mode: 'content', title: 'Tus tarjetas', headingClass: 'heading-x' } });
    expect(within(screen.getByRole('banner')).getByText('Tus tarjetas').className).toBe('header__title heading-x');
    cleanup();
    await renderFrame({ layout: { mode: 'branded', logo: { src: '/partner.svg', alt: 'Socio' } } });
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Socio' })).toBeTruthy();
  });

  it('shows the main and the extra action of the config', async () => {
    const { navigate } = await renderFrame({
      layout: {
        mode: 'content',
        mainAction: { id: 'help', label: 'Ayuda', path: '/ayuda' },
        extraAction: { id: 'chat', label: 'Chat', path: 'chat' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ayuda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(pathsOf(navigate)).toEqual(['/ayuda', '/chat']);
  });

  it('puts the config’s classes on header, footer, tab bar and main', async () => {
    await renderFrame({ layout: { mode: 'distributive', headerClass: 'h-x', footerClass: 'f-x', tabBarClass: 't-x', mainClass: 'm-x' } });
    expect(screen.getByRole('banner').classList.contains('h-x')).toBe(true);
    expect(screen.getByRole('contentinfo').classList.contains('f-x')).toBe(true);
    expect(tabBar()?.classList.contains('t-x')).toBe(true);
    expect(main().classList.contains('m-x')).toBe(true);
  });

  it('labels the layout actions in English too', async () => {
    await renderFrame({ layout: { mode: 'flow' }, locale: 'en-GB' });
    expect(button('Back')).not.toBeNull();
    expect(button('Close')).not.toBeNull();
  });

  it('repaints when a feature asks for another layout', async () => {
    const { controller } = await renderFrame({ layout: { mode: 'distributive' } });
    expect(tabBar()).toBeDefined();
    act(() => {
      controller.request({ mode: 'flow' });
    });
    expect(tabBar()).toBeUndefined();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

/** shell.md §2.4, what a logged-in customer perceives on each route group with the shell's default layout. */
const GROUPS: Record<
  RouteGroup,
  { path: string; banner: boolean; footer: boolean; tabBar: boolean; buttons: readonly string[]; white: boolean }
> = {
  'header-only': { path: '/funds-simulator', banner: true, footer: false, tabBar: false, buttons: ['Salir'], white: false },
  'full-page': { path: '/pin-recovery', banner: false, footer: false, tabBar: false, buttons: [], white: false },
  logout: { path: '/logout', banner: true, footer: false, tabBar: false, buttons: [], white: false },
  modal: { path: '/modal', banner: true, footer: false, tabBar: false, buttons: ['Volver'], white: true },
  'empty-layout': {
    path: '/ing-feature-page/bizum_ing-feat-bizum',
    banner: true,
    footer: false,
    tabBar: false,
    buttons: ['Volver'],
    white: true,
  },
  'no-tab-bar': { path: '/bizum', banner: true, footer: true, tabBar: false, buttons: ['Salir'], white: false },
  default: { path: '/posicion-global', banner: true, footer: true, tabBar: true, buttons: ['Salir'], white: false },
};

describe('ShellFrame: route groups (shell.md §2.4)', () => {
  it.each(Object.entries(GROUPS))('%s group shows its chrome', async (group, expected) => {
    await renderFrame({ group: group as RouteGroup, path: expected.path, defaultLayout: SHELL_DEFAULT_LAYOUT });
    expect(screen.queryByRole('banner') !== null).toBe(expected.banner);
    expect(screen.queryByRole('contentinfo') !== null).toBe(expected.footer);
    expect(tabBar() !== undefined).toBe(expected.tabBar);
    expect(LAYOUT_BUTTONS.filter((name) => button(name) !== null)).toEqual(expected.buttons);
    expect(main().classList.contains('main--white')).toBe(expected.white);
    expect(main().id).toBe('main');
  });

  it('the shell’s default layout keeps today’s header: no search or personal area', async () => {
    await renderFrame({ defaultLayout: SHELL_DEFAULT_LAYOUT });
    expect(button('Buscar')).toBeNull();
    expect(button('Área personal')).toBeNull();
    expect(screen.getAllByRole('navigation', { name: MAIN_NAVIGATION })).toHaveLength(2);
  });

  it('shows no tab bar to a visitor who has not logged in', async () => {
    await renderFrame({ authenticated: false });
    expect(tabBar()).toBeUndefined();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('logout: an empty header with the contact information and no actions, whatever the layout', async () => {
    await renderFrame({ group: 'logout', path: '/logout', layout: { mode: 'flow' } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(/Atención al cliente/)).toBeTruthy();
    expect(within(banner).queryAllByRole('button')).toEqual([]);
  });

  it('modal: the empty layout holds even when a feature asks for another mode, but keeps its empty options', async () => {
    await renderFrame({ group: 'modal', path: '/modal', layout: { mode: 'distributive' } });
    expect(tabBar()).toBeUndefined();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();
    await renderFrame({ group: 'modal', path: '/modal', layout: { mode: 'empty', hideHeader: true } });
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('full page: the tab bar stays hidden even in the distributive mode', async () => {
    await renderFrame({ group: 'full-page', path: '/money-coach', layout: { mode: 'distributive' } });
    expect(tabBar()).toBeUndefined();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each(['/login', '/geolocation'])(
    '%s shows a back button only while the login-history-back topic says so (shell.md §2.4.1)',
    async (path) => {
      const { services, onBack } = await renderFrame({ group: 'header-only', path, authenticated: false, layout: { mode: 'content' } });
      expect(button('Volver')).toBeNull();
      act(() => services.events.publish('login-history-back', { enabled: true }));
      fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
      expect(onBack).toHaveBeenCalledTimes(1);
      act(() => services.events.publish('login-history-back', { enabled: false }));
      expect(button('Volver')).toBeNull();
    },
  );

  it('the skip link moves focus to the main landmark', async () => {
    const { mainRef } = await renderFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Saltar al contenido principal' }));
    expect(document.activeElement).toBe(main());
    expect(mainRef.current).toBe(main());
  });
});
