import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { bankError, createFakeBank } from './testing/fakeBank';
import type { FakeBank } from './testing/fakeBank';
import { CREDIT_DETAIL, PRODUCTS, REST, movementPage } from './testing/fixtures';
import { ASSISTED, findTitle, renderScreen } from './testing/renderScreen';

/** A dynamic import's first load in the test runner transforms the module: allow it time. */
const CHUNK_LOAD_TIMEOUT_MS = 5000;

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const PIN_PATH = `${REST}/cards/CRD-0002/pin`;
const TICKET = 'T'.repeat(43);
const CARD_ANSWERS = {
  [`GET ${REST}/products/CRD-0002`]: { ...CREDIT_DETAIL, controls: { onlinePayments: true, abroadPayments: true }, issuedOn: '2024-05-20' },
  [`GET ${REST}/products/CRD-0002/movements?page=1&pageSize=5`]: movementPage(1, 0, 5),
  [`GET ${REST}/products`]: PRODUCTS,
  [`GET ${REST}/constants?resources=card-campaigns`]: { 'card-campaigns': [] },
  [`POST ${PIN_PATH}`]: { pin: '4821' },
};

const section = () => screen.getByRole('region', { name: 'PIN de la tarjeta' });
const pinPosts = (bank: FakeBank) => bank.requests.filter((entry) => entry.method === 'POST' && entry.path === PIN_PATH);

/** The real timer, kept before a test takes the clock: the bank's answer needs a few turns of it. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** Lets the bank's answer (real promises and streams) reach the page while the test's clock stands still. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
  });
}

/** The card's page, the shell's step-ups caught as they start; then the clock is the test's. */
async function cardPage(answers: Record<string, unknown> = {}, locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const bank = createFakeBank({ ...CARD_ANSWERS, ...answers });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const stepUps: StepUpPayload[] = [];
  events.subscribe('start-step-up', (payload) => void stepUps.push(payload));
  await renderScreen('tarjetas/CRD-0002', { bank, events, locale });
  await findTitle('Tarjeta Crédito');
  // The card's controls and PIN are a chunk of their own, loaded with the card's page.
  await screen.findByRole('region', { name: locale === 'es-ES' ? 'PIN de la tarjeta' : 'Card PIN' }, { timeout: CHUNK_LOAD_TIMEOUT_MS });
  await settle();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { bank, stepUps };
}

async function press(element: HTMLElement) {
  await act(async () => {
    element.click();
    await Promise.resolve();
  });
}

/** Presses "Ver PIN" and completes the step-up with a ticket. */
async function showPin(stepUps: StepUpPayload[]) {
  await press(within(section()).getByRole('button', { name: 'Ver PIN' }));
  await act(async () => {
    stepUps[0]?.onComplete({ ticket: TICKET, info: { scaRequired: true } });
    await Promise.resolve();
  });
  await settle();
}

const digits = () => section().querySelector('.card-pin__digits');

describe('showing a card’s PIN through a step-up (issue 42 §4; docs/step-up.md)', () => {
  it('"Ver PIN" publishes start-step-up and asks the bank for nothing until it completes', async () => {
    const { bank, stepUps } = await cardPage();
    expect(within(section()).getByText('Para verlo te pediremos que confirmes que eres tú. Se mostrará 10 segundos.')).toBeTruthy();
    await press(within(section()).getByRole('button', { name: 'Ver PIN' }));
    expect(stepUps).toHaveLength(1);
    expect(pinPosts(bank)).toEqual([]);
    const waiting = within(section()).getByRole('button', { name: 'Confirmando que eres tú…' });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    await press(waiting);
    expect(stepUps).toHaveLength(1);
  });

  it('once confirmed, POSTs …/pin with x-authentication-ticket and no body, and shows the PIN in large digits, focused, with "Se ocultará en 10 s"', async () => {
    const { bank, stepUps } = await cardPage();
    await showPin(stepUps);
    const [post] = pinPosts(bank);
    expect(post?.request.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(await post?.request.clone().text()).toBe('');
    const shown = within(section()).getByRole('group', { name: 'Tu PIN' });
    expect(digits()?.textContent).toBe('4 8 2 1');
    expect(shown.querySelectorAll('.card-pin__digit')).toHaveLength(4);
    expect(document.activeElement).toBe(digits());
    expect(within(shown).getByText('Se ocultará en 10 s')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Ocultar' })).toBeTruthy();
  });

  it('the PIN is still there at 9999 ms and gone at 10000 ms; the focus goes back to "Ver PIN", and nothing keeps it', async () => {
    const { stepUps } = await cardPage();
    await showPin(stepUps);
    await act(async () => {
      vi.advanceTimersByTime(9999);
      await Promise.resolve();
    });
    expect(digits()?.textContent).toBe('4 8 2 1');
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(digits()).toBeNull();
    expect(section().textContent).not.toContain('4');
    expect(document.body.textContent).not.toContain('4 8 2 1');
    expect(within(section()).getByRole('status').textContent).toBe('PIN oculto.');
    expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Ver PIN' }));
    expect(JSON.stringify({ ...localStorage })).not.toContain('4821');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4821');
  });

  it('"Ocultar" hides it before the 10 s', async () => {
    const { stepUps } = await cardPage();
    await showPin(stepUps);
    await press(within(section()).getByRole('button', { name: 'Ocultar' }));
    expect(digits()).toBeNull();
    expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Ver PIN' }));
    // Its timer went with it: nothing happens at 10000 ms.
    await act(async () => {
      vi.advanceTimersByTime(10000);
      await Promise.resolve();
    });
    expect(within(section()).getByRole('status').textContent).toBe('PIN oculto.');
  });

  it('says it in English: "Show PIN", "Your PIN", "Hidden again in 10 s", "Hide"', async () => {
    const { stepUps } = await cardPage({}, 'en-GB');
    const region = screen.getByRole('region', { name: 'Card PIN' });
    await press(within(region).getByRole('button', { name: 'Show PIN' }));
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    await settle();
    const shown = within(region).getByRole('group', { name: 'Your PIN' });
    expect(within(shown).getByText('Hidden again in 10 s')).toBeTruthy();
    await press(within(shown).getByRole('button', { name: 'Hide' }));
    expect(within(region).getByRole('status').textContent).toBe('PIN hidden.');
  });

  it.each([
    ['onCancel', 'status', 'Has cancelado: no mostramos el PIN.'],
    ['onBack', 'status', 'Has vuelto sin confirmar que eres tú: no mostramos el PIN.'],
    ['onError', 'alert', 'No hemos podido confirmar que eres tú: no mostramos el PIN. Inténtalo de nuevo más tarde.'],
  ] as const)('a step-up ended by %s is a focused %s, and asks the bank for nothing', async (ending, role, text) => {
    const { bank, stepUps } = await cardPage();
    await press(within(section()).getByRole('button', { name: 'Ver PIN' }));
    await act(async () => {
      if (ending === 'onError') stepUps[0]?.onError(new Error('Invalid authentication ticket result'));
      else stepUps[0]?.[ending]();
      await Promise.resolve();
    });
    const note = within(section()).getByRole(role);
    expect(note.textContent).toBe(text);
    expect(document.activeElement).toBe(note);
    expect(pinPosts(bank)).toEqual([]);
    expect(within(section()).getByRole('button', { name: 'Ver PIN' })).toBeTruthy();
  });

  it.each([
    [401, 'invalid_ticket', 'La confirmación ha caducado o ya se usó: vuelve a pedir el PIN.'],
    [403, 'step_up_required', 'La confirmación ha caducado o ya se usó: vuelve a pedir el PIN.'],
    [404, 'product_not_found', 'No encontramos esta tarjeta en tu perfil.'],
    [403, 'employee_not_allowed', 'Solo el cliente puede firmar esto: pídele que lo haga desde su app o su banca online.'],
    [500, 'internal_error', 'No hemos podido mostrar el PIN. Inténtalo de nuevo.'],
  ])('the bank’s %s %s is a focused alert, and no PIN shows', async (status, error, text) => {
    const { stepUps } = await cardPage({ [`POST ${PIN_PATH}`]: bankError(status, error) });
    await showPin(stepUps);
    const alert = within(section()).getByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(document.activeElement).toBe(alert);
    expect(digits()).toBeNull();
  });

  it('an answer that is not 4 digits shows no PIN', async () => {
    const { stepUps } = await cardPage({ [`POST ${PIN_PATH}`]: { pin: '12345' } });
    await showPin(stepUps);
    expect(within(section()).getByRole('alert').textContent).toBe('No hemos podido mostrar el PIN. Inténtalo de nuevo.');
    expect(digits()).toBeNull();
  });

  it('issue 38 §3: on the assisted channel there is no "Ver PIN": only the customer may see it', async () => {
    const bank = createFakeBank(CARD_ANSWERS);
    await renderScreen('tarjetas/CRD-0002', { bank, channel: ASSISTED });
    await findTitle('Tarjeta Crédito');
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(
      within(section()).getByText('Solo el cliente puede firmar esto: pídele que lo haga desde su app o su banca online.'),
    ).toBeTruthy();
  });
});
