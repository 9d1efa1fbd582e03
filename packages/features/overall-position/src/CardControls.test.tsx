import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '@bank-shell/core/testing';
import { bankError, createFakeBank, json } from './testing/fakeBank';
import type { FakeBank } from './testing/fakeBank';
import { CREDIT_DETAIL, PRODUCTS, REST, movementPage } from './testing/fixtures';
import { ASSISTED, findTitle, renderScreen } from './testing/renderScreen';

/** A dynamic import's first load in the test runner transforms the module: allow it time. */
const CHUNK_LOAD_TIMEOUT_MS = 5000;

afterEach(cleanup);

const CONTROLS_PATH = `${REST}/cards/CRD-0002/controls`;
/** The credit card as the bank answers it with its controls (issue 42 §4): online on, abroad off. */
const CARD = { ...CREDIT_DETAIL, controls: { onlinePayments: true, abroadPayments: false }, issuedOn: '2024-05-20' };
const CARD_ANSWERS = {
  [`GET ${REST}/products/CRD-0002`]: CARD,
  [`GET ${REST}/products/CRD-0002/movements?page=1&pageSize=5`]: movementPage(1, 0, 5),
  [`GET ${REST}/products`]: PRODUCTS,
  [`GET ${REST}/constants?resources=card-campaigns`]: { 'card-campaigns': [] },
};

const section = () => screen.getByRole('region', { name: 'Uso de la tarjeta' });
const online = () => within(section()).getByRole('switch', { name: 'Compras por internet' });
const abroad = () => within(section()).getByRole('switch', { name: 'Compras y retiradas en el extranjero' });

async function cardPage(answers: Record<string, unknown> = {}, options: Partial<Parameters<typeof renderScreen>[1]> = {}) {
  const bank = createFakeBank({ ...CARD_ANSWERS, ...answers });
  await renderScreen('tarjetas/CRD-0002', { bank, ...options });
  await findTitle('Tarjeta Crédito');
  // The card's controls and PIN are a chunk of their own, loaded with the card's page.
  await screen.findByRole(
    'region',
    { name: options.locale === 'en-GB' ? 'Card PIN' : 'PIN de la tarjeta' },
    { timeout: CHUNK_LOAD_TIMEOUT_MS },
  );
  return bank;
}

async function press(element: HTMLElement) {
  await act(async () => {
    element.click();
    await Promise.resolve();
  });
}

const puts = (bank: FakeBank) => bank.requests.filter((entry) => entry.method === 'PUT');

describe('a card’s use: online purchases and use abroad (issue 42 §4)', () => {
  it('shows two switches, each named by its label and explained, set as the bank says', async () => {
    await cardPage();
    expect(online().getAttribute('aria-checked')).toBe('true');
    expect(abroad().getAttribute('aria-checked')).toBe('false');
    expect(online().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(online().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pagos en tiendas online y apps con los datos de la tarjeta.',
    );
    expect(document.getElementById(abroad().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pagos en comercios y retiradas de cajeros fuera de España.',
    );
    expect(within(section()).getByRole('status').textContent).toBe('');
  });

  it('pressing a switch PUTs that control only; the bank’s answer sets both switches and a status says what changed', async () => {
    const bank = await cardPage({
      // The bank has abroad on too (changed elsewhere): its answer wins.
      [`PUT ${CONTROLS_PATH}`]: { id: 'CRD-0002', controls: { onlinePayments: false, abroadPayments: true } },
    });
    online().focus();
    await press(online());
    await waitFor(() => expect(within(section()).getByRole('status').textContent).toBe('Compras por internet desactivadas.'));
    const [put] = puts(bank);
    expect(put?.path).toBe(CONTROLS_PATH);
    expect(await put?.request.clone().json()).toEqual({ onlinePayments: false });
    expect(online().getAttribute('aria-checked')).toBe('false');
    expect(abroad().getAttribute('aria-checked')).toBe('true');
    // The focus stays on the switch pressed.
    expect(document.activeElement).toBe(online());
  });

  it('turning use abroad on says "Compras y retiradas en el extranjero activadas."', async () => {
    const bank = await cardPage({
      [`PUT ${CONTROLS_PATH}`]: { id: 'CRD-0002', controls: { onlinePayments: true, abroadPayments: true } },
    });
    await press(abroad());
    await waitFor(() => expect(within(section()).getByRole('status').textContent).toBe('Compras y retiradas en el extranjero activadas.'));
    expect(await puts(bank)[0]?.request.clone().json()).toEqual({ abroadPayments: true });
    expect(abroad().getAttribute('aria-checked')).toBe('true');
  });

  it('says it in English too', async () => {
    await cardPage(
      { [`PUT ${CONTROLS_PATH}`]: { id: 'CRD-0002', controls: { onlinePayments: false, abroadPayments: false } } },
      { locale: 'en-GB' },
    );
    const region = screen.getByRole('region', { name: 'Card use' });
    expect(within(region).getByRole('switch', { name: 'Payments and withdrawals abroad' })).toBeTruthy();
    await press(within(region).getByRole('switch', { name: 'Online purchases' }));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Online purchases turned off.'));
  });

  it('while a change is on its way the switch is busy, both are aria-disabled, and a second press sends nothing', async () => {
    const answer = deferred<Response>();
    const bank = await cardPage({ [`PUT ${CONTROLS_PATH}`]: () => answer.promise });
    await press(online());
    expect(online().getAttribute('aria-busy')).toBe('true');
    expect(online().getAttribute('aria-disabled')).toBe('true');
    expect(abroad().getAttribute('aria-disabled')).toBe('true');
    await press(online());
    await press(abroad());
    expect(puts(bank)).toHaveLength(1);
    await act(async () => {
      answer.resolve(json({ id: 'CRD-0002', controls: { onlinePayments: false, abroadPayments: false } }));
      await answer.promise;
    });
    await waitFor(() => expect(online().getAttribute('aria-checked')).toBe('false'));
    expect(online().getAttribute('aria-busy')).toBeNull();
    expect(abroad().getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    [500, 'internal_error', 'No hemos podido cambiar el uso de la tarjeta: sigue como estaba. Inténtalo de nuevo.'],
    [400, 'invalid_request', 'El banco no acepta ese cambio: el uso de la tarjeta sigue como estaba.'],
    [404, 'product_not_found', 'No encontramos esta tarjeta en tu perfil.'],
    [403, 'employee_not_allowed', 'Solo el cliente puede activar esto: pídele que lo haga desde su app o su banca online.'],
  ])('the bank’s %s %s is an alert, and the switches stay as the bank last said', async (status, error, text) => {
    await cardPage({ [`PUT ${CONTROLS_PATH}`]: bankError(status, error) });
    await press(abroad());
    await waitFor(() => expect(within(section()).getByRole('alert').textContent).toBe(text));
    expect(online().getAttribute('aria-checked')).toBe('true');
    expect(abroad().getAttribute('aria-checked')).toBe('false');
    expect(within(section()).getByRole('status').textContent).toBe('');
  });

  it('issue 38 §3: on the assisted channel a switch that is off cannot be turned on, and says only the customer can; one that is on can be turned off', async () => {
    const bank = await cardPage(
      { [`PUT ${CONTROLS_PATH}`]: { id: 'CRD-0002', controls: { onlinePayments: false, abroadPayments: false } } },
      { channel: ASSISTED },
    );
    expect(abroad().getAttribute('aria-disabled')).toBe('true');
    const described = (abroad().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Pagos en comercios y retiradas de cajeros fuera de España.',
      'Solo el cliente puede activar esto: pídele que lo haga desde su app o su banca online.',
    ]);
    await press(abroad());
    expect(puts(bank)).toEqual([]);

    expect(online().getAttribute('aria-disabled')).toBeNull();
    await press(online());
    await waitFor(() => expect(within(section()).getByRole('status').textContent).toBe('Compras por internet desactivadas.'));
    expect(await puts(bank)[0]?.request.clone().json()).toEqual({ onlinePayments: false });
    // Now off, the agent cannot turn it back on.
    expect(online().getAttribute('aria-disabled')).toBe('true');
    expect(
      within(section()).getAllByText('Solo el cliente puede activar esto: pídele que lo haga desde su app o su banca online.'),
    ).toHaveLength(2);
  });

  it('a blocked card still shows its controls, which apply once it is unblocked, and may be changed', async () => {
    const bank = await cardPage({
      [`GET ${REST}/products/CRD-0002`]: { ...CARD, status: 'blocked' },
      [`PUT ${CONTROLS_PATH}`]: { id: 'CRD-0002', controls: { onlinePayments: false, abroadPayments: false } },
    });
    expect(within(section()).getByText('La tarjeta está bloqueada: lo que elijas aquí valdrá cuando la desbloquees.')).toBeTruthy();
    await press(online());
    await waitFor(() => expect(online().getAttribute('aria-checked')).toBe('false'));
    expect(puts(bank)).toHaveLength(1);
  });

  it('a card the bank answers without controls shows no section for them', async () => {
    await cardPage({ [`GET ${REST}/products/CRD-0002`]: CREDIT_DETAIL });
    expect(screen.queryByRole('region', { name: 'Uso de la tarjeta' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Límite de la tarjeta' })).toBeTruthy();
  });
});
