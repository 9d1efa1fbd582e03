import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { ShellEventBus } from '@bank-shell/core';
import { PENDING_TOPIC_VALIDATORS, createPendingSessionItems } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { ConfirmPendingOperation } from './ConfirmPendingOperation';
import { messages } from './messages';

const PENDING_OPERATIONS_URL = 'http://api.bank.localhost/genoma_api/rest/mobileconfirmation/pending-operations';

const LOGIN_FROM_NEW_COMPUTER = {
  secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10',
  personId: '20481736',
  type: '75',
  operationData: { channelCode: 83, createdAt: '2026-11-26T10:15:00.000Z', device: 'Chrome en Windows', place: 'Madrid, España' },
};
const LATER_LOGIN = {
  secProcessId: '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  personId: '20481736',
  type: '75',
  operationData: { channelCode: 83, createdAt: '2026-11-26T11:40:00.000Z', device: 'Firefox en Linux', place: 'Valencia, España' },
};
const CARD_PAYMENT = {
  secProcessId: '0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e',
  personId: '20481736',
  type: '76',
  operationData: {
    channelCode: 83,
    createdAt: '2026-11-26T09:00:00.000Z',
    merchant: 'Zapatería Sol',
    amount: { amount: 1234.56, currency: 'EUR' },
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A bank whose pending-operations call answers `pendingOperations`; every call is kept. */
function bankAnswering(pendingOperations: readonly unknown[]) {
  const calls: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    calls.push(request);
    return Promise.resolve(request.url === PENDING_OPERATIONS_URL ? json({ pendingOperations }) : json({}, 404));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** The shell's bus as a signed-in customer has it: the pending topics allowed, each answer recorded. */
function signedInBus() {
  const events = createShellEventBus();
  events.allow(PENDING_TOPIC_VALIDATORS);
  const published: [string, unknown][] = [];
  events.subscribe('login-accept', (payload) => published.push(['login-accept', payload]));
  events.subscribe('login-cancel', (payload) => published.push(['login-cancel', payload]));
  return { events, published };
}

/** The page inside the bank's app, where a login is validated. */
const IN_THE_APP = {
  wrapper: { platform: 'android', version: '1.7.2' },
  call: () => Promise.reject(new Error('no call in this test')),
} as const;

function renderScreen({
  fetch,
  events = signedInBus().events,
  inApp = true,
}: {
  fetch: typeof globalThis.fetch;
  events?: ShellEventBus;
  inApp?: boolean;
}) {
  const services = createTestServices({ fetch, events, ...(inApp && { native: IN_THE_APP }) });
  services.i18n.addNamespace('confirm-pending-operation', messages);
  render(
    <TestShell services={services}>
      <ConfirmPendingOperation />
    </TestShell>,
  );
  return services;
}

beforeAll(() => {
  // Times are shown on the customer's clock: the tests' customer is in Madrid.
  vi.stubEnv('TZ', 'Europe/Madrid');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('confirm-pending-operation (features.md §4.1, issue 17 §3)', () => {
  it('shows the oldest login from a new computer: channel, time, device and place', async () => {
    const bank = bankAnswering([CARD_PAYMENT, LOGIN_FROM_NEW_COMPUTER, LATER_LOGIN]);
    renderScreen(bank);
    const card = await screen.findByRole('region', { name: 'Acceso desde un ordenador nuevo' });
    const details = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Canal', 'Banca online en un ordenador'],
      ['Fecha y hora', '26 de noviembre de 2026 a las 11:15'],
      ['Dispositivo', 'Chrome en Windows'],
      ['Lugar', 'Madrid, España'],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirma que eres tú');
    expect(screen.queryByText('Firefox en Linux')).toBeNull();
    expect(screen.queryByText('Zapatería Sol')).toBeNull();
  });

  it('in a browser, shows the login but no answer: only the app validates a login (features.md §4.1, type 75)', async () => {
    renderScreen({ fetch: bankAnswering([LOGIN_FROM_NEW_COMPUTER]).fetch, inApp: false });
    expect(
      await screen.findByText('Para confirmar este acceso, abre la app de Banco Alba en tu móvil: allí te pediremos tu validación.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sí, soy yo' })).toBeNull();
  });

  it('asks the bank afresh, not from the cache, with a GET of the pending operations', async () => {
    const bank = bankAnswering([LOGIN_FROM_NEW_COMPUTER]);
    renderScreen(bank);
    await screen.findByRole('button', { name: 'Sí, soy yo' });
    expect(bank.calls.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${PENDING_OPERATIONS_URL}`]);
  });

  it('writes the time in English when the customer chose English', async () => {
    const services = createTestServices({
      fetch: bankAnswering([LOGIN_FROM_NEW_COMPUTER]).fetch,
      events: signedInBus().events,
      native: IN_THE_APP,
    });
    services.i18n.addNamespace('confirm-pending-operation', messages);
    await services.i18n.setLocale('en-GB');
    render(
      <TestShell services={services}>
        <ConfirmPendingOperation />
      </TestShell>,
    );
    expect(await screen.findByText('26 November 2026 at 11:15')).toBeTruthy();
    expect(screen.getByText('Online banking on a computer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, it’s me' })).toBeTruthy();
  });

  it('"Sí, soy yo" publishes login-accept with the operation’s id, then says it is checking in the app', async () => {
    const { events, published } = signedInBus();
    renderScreen({ fetch: bankAnswering([LOGIN_FROM_NEW_COMPUTER]).fetch, events });
    const accept = await screen.findByRole('button', { name: 'Sí, soy yo' });
    act(() => accept.click());
    expect(published).toEqual([['login-accept', { secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10' }]]);
    const waiting = screen.getByRole('status');
    expect(waiting.textContent).toBe('Comprobando en la app…');
    expect(document.activeElement).toBe(waiting);
    // One answer only: the buttons are gone until the shell takes the customer on.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('"No, no he sido yo" publishes login-cancel with the operation’s id', async () => {
    const { events, published } = signedInBus();
    renderScreen({ fetch: bankAnswering([LOGIN_FROM_NEW_COMPUTER]).fetch, events });
    const reject = await screen.findByRole('button', { name: 'No, no he sido yo' });
    act(() => reject.click());
    expect(published).toEqual([['login-cancel', { secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10' }]]);
    expect(screen.getByRole('status').textContent).toBe('Comprobando en la app…');
  });

  it('says the answer could not be sent when the shell has not allowed the topic, and lets the customer answer again', async () => {
    // The shell's bus before a customer is signed in: login-accept is off its list.
    renderScreen({ fetch: bankAnswering([LOGIN_FROM_NEW_COMPUTER]).fetch, events: createShellEventBus() });
    const accept = await screen.findByRole('button', { name: 'Sí, soy yo' });
    act(() => accept.click());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('No hemos podido enviar tu respuesta. Inténtalo de nuevo.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Sí, soy yo' })).toBeTruthy();
  });

  it('skips an operation the customer cancelled in this session', async () => {
    createPendingSessionItems(window.sessionStorage).addCancelled('3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10');
    renderScreen(bankAnswering([LOGIN_FROM_NEW_COMPUTER, LATER_LOGIN]));
    expect(await screen.findByText('Firefox en Linux')).toBeTruthy();
    expect(screen.queryByText('Chrome en Windows')).toBeNull();
  });

  it('with no login to confirm, says so and links to the overall position', async () => {
    renderScreen(bankAnswering([CARD_PAYMENT]));
    expect(await screen.findByRole('heading', { level: 1, name: 'No hay nada que confirmar' })).toBeTruthy();
    expect(screen.getByText('No tienes ningún acceso pendiente de confirmar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi posición global' }).getAttribute('href')).toBe('#/posicion-global');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the operation could not be loaded, and tries again', async () => {
    let failing = true;
    const fetch = (() =>
      failing
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(json({ pendingOperations: [LOGIN_FROM_NEW_COMPUTER] }))) as unknown as typeof globalThis.fetch;
    renderScreen({ fetch });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No hemos podido cargar la operación. Inténtalo de nuevo.')).toBeTruthy();
    failing = false;
    act(() => within(alert).getByRole('button', { name: 'Reintentar' }).click());
    expect(await screen.findByText('Chrome en Windows')).toBeTruthy();
  });
});
