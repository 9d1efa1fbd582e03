import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBank } from './testing/fakeBank';
import { NOMINA_DETAIL, REST, movementPage } from './testing/fixtures';
import { findTitle, renderScreen } from './testing/renderScreen';

afterEach(cleanup);

// The first test of this file is the first to open a detail: its chunk is not loaded yet.
describe('the screens behind the overview, loaded apart (issue 12)', () => {
  it('stand in with the screen’s title until they arrive, and hand its focus on to the screen’s own', async () => {
    const bank = createFakeBank({
      [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL,
      [`GET ${REST}/products/ACC-0001/movements`]: movementPage(1, 2, 5),
    });
    await renderScreen('cuentas/ACC-0001', { bank });
    const standIn = screen.getByRole('heading', { level: 1, name: 'Cuenta' });
    expect(screen.getByRole('status').textContent).toContain('Cargando el detalle…');
    // What the shell does on a new sub-path.
    standIn.setAttribute('tabindex', '-1');
    standIn.focus();

    const title = await findTitle('Cuenta NÓMINA');
    expect(title).not.toBe(standIn);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('once loaded, a screen shows at once, with no stand-in', async () => {
    await renderScreen('cuentas/ACC-0001/movimientos', { bank: createFakeBank() });
    expect(document.querySelector('.lazy-screen')).not.toBeNull();
  });
});
