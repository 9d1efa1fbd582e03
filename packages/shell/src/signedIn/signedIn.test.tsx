import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';
import { ROUTE_GROUP_LISTS } from '../routes/routeGroupLists';
import { routeGroupLists, routeGroupOf } from '../routes/routeGroups';
import { MainNavigation, loadSignedInChunk } from '.';

afterEach(cleanup);

function renderNavigation() {
  const services = createTestServices();
  services.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  render(
    <TestShell services={services}>
      <Suspense fallback={<p>Cargando el menú</p>}>
        <MainNavigation variant="header" />
      </Suspense>
    </TestShell>,
  );
}

describe('signed-in chunk', () => {
  it('suspends a screen until the chunk has loaded', async () => {
    renderNavigation();
    expect(screen.getByText('Cargando el menú')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
  });

  it('renders a screen in the same render once the chunk is in, so chrome never trails a page', async () => {
    await loadSignedInChunk();
    renderNavigation();
    expect(screen.queryByText('Cargando el menú')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
  });

  it('brings the route groups of every page of shell.md §2.4, which signed-in pages show by', async () => {
    await loadSignedInChunk();
    expect(routeGroupLists.getSnapshot()).toBe(ROUTE_GROUP_LISTS);
    expect(routeGroupOf('/bizum')).toBe('no-tab-bar');
  });

  it('leads to the offers, which had no way in but a campaign (issue 42 §4)', async () => {
    await loadSignedInChunk();
    renderNavigation();
    const navigation = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect([...navigation.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '#/posicion-global'],
      ['Cuentas', '#/posicion-global/cuentas'],
      ['Tarjetas', '#/posicion-global/tarjetas'],
      ['Ofertas', '#/ofertas'],
      ['Mi área', '#/area-personal'],
    ]);
  });

  it('loads the chunk once however many screens ask for it', () => {
    expect(loadSignedInChunk()).toBe(loadSignedInChunk());
  });
});
