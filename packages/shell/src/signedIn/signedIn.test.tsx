import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';
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

  it('loads the chunk once however many screens ask for it', () => {
    expect(loadSignedInChunk()).toBe(loadSignedInChunk());
  });
});
