import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '@bank-shell/core/testing';
import type { FakeBank } from './testing/fakeBank';
import { bankError, createFakeBank, json } from './testing/fakeBank';
import { CREDIT_DETAIL, NOMINA_DETAIL, REST, movement, movementPage } from './testing/fixtures';
import { findTitle, renderScreen } from './testing/renderScreen';

afterEach(cleanup);

const MOVEMENTS = `${REST}/products/ACC-0001/movements`;
const TOTAL = 65;

/** A bank that pages `total` movements of Nómina, whatever the filters, and records what it was asked. */
function pagingBank(total = TOTAL): FakeBank {
  return createFakeBank({
    [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL,
    [`GET ${MOVEMENTS}`]: (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return json(movementPage(page, total));
    },
  });
}

async function movementsOf(bank: FakeBank, rest = 'cuentas/ACC-0001/movimientos') {
  const rendered = await renderScreen(rest, { bank });
  await findTitle('Movimientos');
  await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
  return rendered;
}

const items = () => [...document.querySelectorAll('.movement-list > li')];
const results = () => screen.getByRole('region', { name: /movimiento|Resultados/ });

async function press(button: HTMLElement) {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitSearch() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await Promise.resolve();
  });
  await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
}

describe('movements page (issue 18 §4)', () => {
  it('asks for the first page of 20, newest first, and says how many there are and where the customer is', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    expect(bank.pathsOf('GET')).toContain(`${MOVEMENTS}?page=1&pageSize=20`);
    expect(screen.getByText('Cuenta NÓMINA', { selector: '.page__subtitle' })).toBeTruthy();
    expect(within(results()).getByRole('heading', { level: 2 }).textContent).toBe('65 movimientos');
    expect(items()).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Páginas de movimientos' });
    expect(within(pager).getByText('Página 1 de 4')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Anterior' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Volver a Cuenta NÓMINA' }).getAttribute('href')).toBe('#/posicion-global/cuentas/ACC-0001');
  });

  it('"Siguiente" requests page 2 with the same size, and moves the focus to the results', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    await press(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 4')).toBeTruthy());
    expect(bank.pathsOf('GET').filter((path) => path.startsWith(MOVEMENTS))).toEqual([
      `${MOVEMENTS}?page=1&pageSize=20`,
      `${MOVEMENTS}?page=2&pageSize=20`,
    ]);
    expect(items()[0]?.textContent).toContain('Movimiento 21');
    await waitFor(() => expect(document.activeElement).toBe(within(results()).getByRole('heading', { level: 2 })));
  });

  it('the last page has fewer, and no "Siguiente" to go to; "Anterior" goes back', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    for (let page = 2; page <= 4; page += 1) {
      await press(screen.getByRole('button', { name: 'Siguiente' }));
      await waitFor(() => expect(screen.getByText(`Página ${page} de 4`)).toBeTruthy());
    }
    expect(items()).toHaveLength(5);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await press(next);
    await press(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(screen.getByText('Página 3 de 4')).toBeTruthy());
    expect(bank.pathsOf('GET').filter((path) => path.includes('page=5'))).toEqual([]);
  });

  it('searches the bank by text and dates: q, from and to, from the first page; paging keeps them', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    await press(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 4')).toBeTruthy());
    fill('Concepto', '  mercadona ');
    fill('Desde', '2026-11-01');
    fill('Hasta', '2026-11-20');
    await submitSearch();
    expect(bank.pathsOf('GET').at(-1)).toBe(`${MOVEMENTS}?page=1&pageSize=20&q=mercadona&from=2026-11-01&to=2026-11-20`);
    await press(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 4')).toBeTruthy());
    expect(bank.pathsOf('GET').at(-1)).toBe(`${MOVEMENTS}?page=2&pageSize=20&q=mercadona&from=2026-11-01&to=2026-11-20`);
  });

  it('sends only the filters given: a text alone is q alone', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    fill('Concepto', 'nómina');
    await submitSearch();
    expect(bank.pathsOf('GET').at(-1)).toBe(`${MOVEMENTS}?page=1&pageSize=20&q=n%C3%B3mina`);
  });

  it('refuses a "Desde" after "Hasta" with an alert, and asks the bank nothing', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    const asked = bank.requests.length;
    fill('Desde', '2026-11-20');
    fill('Hasta', '2026-11-01');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toBe('La fecha «Desde» no puede ser posterior a la fecha «Hasta».');
    expect(screen.getByLabelText('Hasta').getAttribute('aria-invalid')).toBe('true');
    expect(bank.requests.length).toBe(asked);
    // Issue 42 §4: its error only, not also a count of results nobody asked for.
    expect(screen.queryByRole('heading', { name: '65 movimientos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /movimientos/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeTruthy();

    // Corrected, the results are back.
    fill('Desde', '2026-11-01');
    await submitSearch();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '65 movimientos' })).toBeTruthy();
  });

  it('groups the movements by day under a heading for each day, each with its category’s picture (issue 42 §4)', async () => {
    const bank = createFakeBank({
      [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL,
      [`GET ${MOVEMENTS}`]: {
        movements: [
          movement('m1', { bookedOn: '2025-03-14', concept: 'Compra Mercadona', amount: { amount: -42.1, currency: 'EUR' } }),
          movement('m2', { bookedOn: '2025-03-14', concept: 'Bizum a Ana García', amount: { amount: -10, currency: 'EUR' } }),
          movement('m3', { bookedOn: '2025-03-13', concept: 'Nómina Colegio San José', amount: { amount: 2420, currency: 'EUR' } }),
        ],
        page: 1,
        pageSize: 20,
        total: 3,
      },
    });
    await movementsOf(bank);
    const days = within(results()).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['viernes, 14 de marzo de 2025', 'jueves, 13 de marzo de 2025']);
    const lists = within(results()).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([2, 1]);
    expect(items().map((item) => item.getAttribute('data-category'))).toEqual(['food', 'bizum', 'salary']);
    expect(items().every((item) => item.querySelector('.movement__icon svg[aria-hidden="true"]'))).toBe(true);
    // The day is said once, by its heading, not again on each row.
    expect(document.querySelector('.movement__day')).toBeNull();
  });

  it('"Borrar filtros" goes back to every movement', async () => {
    const bank = pagingBank();
    await movementsOf(bank);
    fill('Concepto', 'mercadona');
    await submitSearch();
    await press(screen.getByRole('button', { name: 'Borrar filtros' }));
    await waitFor(() => expect(bank.pathsOf('GET').at(-1)).toBe(`${MOVEMENTS}?page=1&pageSize=20`));
    expect(screen.getByLabelText<HTMLInputElement>('Concepto').value).toBe('');
  });

  it('an empty search says nothing matches; a product with no movements says so', async () => {
    const bank = pagingBank(0);
    await movementsOf(bank);
    expect(screen.getByText('Este producto aún no tiene movimientos.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Páginas de movimientos' })).toBeNull();
    fill('Concepto', 'nada');
    await submitSearch();
    expect(await screen.findByText('No hay movimientos que coincidan con tu búsqueda.')).toBeTruthy();
    expect(within(results()).getByRole('heading', { level: 2 }).textContent).toBe('0 movimientos');
  });

  it('says it is loading while the bank has not answered', async () => {
    const answer = deferred<Response>();
    await renderScreen('cuentas/ACC-0001/movimientos', {
      bank: createFakeBank({ [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL, [`GET ${MOVEMENTS}`]: () => answer.promise }),
    });
    expect(screen.getByRole('status').textContent).toContain('Cargando movimientos…');
    await act(async () => {
      answer.resolve(json(movementPage(1, 3)));
      await answer.promise;
    });
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('a failure is an alert with a retry', async () => {
    const bank = createFakeBank({ [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL, [`GET ${MOVEMENTS}`]: bankError(503, 'unavailable') });
    await renderScreen('cuentas/ACC-0001/movimientos', { bank });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No hemos podido cargar los movimientos. Inténtalo de nuevo.');
    bank.answer(`GET ${MOVEMENTS}`, movementPage(1, 2));
    await press(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('an unknown product (404) is not found', async () => {
    await renderScreen('cuentas/ACC-9999/movimientos', { bank: createFakeBank() });
    expect(await findTitle('No encontramos este producto')).toBeTruthy();
  });

  it('a card has its movements page too', async () => {
    const bank = createFakeBank({
      [`GET ${REST}/products/CRD-0002`]: CREDIT_DETAIL,
      [`GET ${REST}/products/CRD-0002/movements`]: movementPage(1, 1),
    });
    await movementsOf(bank, 'tarjetas/CRD-0002/movimientos');
    expect(bank.pathsOf('GET')).toContain(`${REST}/products/CRD-0002/movements?page=1&pageSize=20`);
    expect(within(results()).getByRole('heading', { level: 2 }).textContent).toBe('1 movimiento');
    expect(screen.getByRole('link', { name: 'Volver a Tarjeta Crédito' }).getAttribute('href')).toBe('#/posicion-global/tarjetas/CRD-0002');
  });
});
