import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_TOKENS, bankApiSteps, createHttpClient, createShellEventBus } from '@bank-shell/core';
import type { Channel } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS, createPendingSessionItems } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { deferred } from '@bank-shell/core/testing';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PendingEcommerceOperations } from './PendingEcommerceOperations';
import { messages } from './messages';

const PENDING_OPERATIONS_URL = 'http://api.bank.localhost/genoma_api/rest/mobileconfirmation/pending-operations';

const SHOE_SHOP = {
  secProcessId: '0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e',
  personId: '20481736',
  type: '76',
  operationData: {
    channelCode: 83,
    createdAt: '2026-11-26T10:15:00.000Z',
    merchant: 'Zapatería Sol',
    amount: { amount: 1234.56, currency: 'EUR' },
    cardAlias: 'Tarjeta Débito',
    maskedPan: '•••• 4821',
    cardId: 'CRD-0001',
  },
} as const;
const BOOKSHOP = {
  secProcessId: '5d7f9b1d-3f5b-4d7f-9b1d-3f5b7d9f1b3d',
  personId: '20481736',
  type: '76',
  operationData: {
    channelCode: 83,
    createdAt: '2026-11-26T12:30:00.000Z',
    merchant: 'Librería Luna',
    amount: { amount: 18.9, currency: 'EUR' },
    cardAlias: 'Tarjeta Crédito',
    maskedPan: '•••• 1177',
  },
} as const;
const LOGIN_FROM_NEW_COMPUTER = {
  secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10',
  personId: '20481736',
  type: '75',
  operationData: { channelCode: 83, createdAt: '2026-11-26T09:00:00.000Z', device: 'Chrome en Windows', place: 'Madrid, España' },
} as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A bank with these pending operations, whose decision calls answer `decide`; every request is
 * kept with its body as sent.
 */
function bankWith(
  pendingOperations: readonly unknown[],
  decide: (request: Request) => Promise<Response> = () => Promise.resolve(json({}, 404)),
) {
  const sent: { method: string; url: string; xsrf: string | null; ticket: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({
      method: request.method,
      url: request.url,
      xsrf: request.headers.get('x-xsrf-token'),
      ticket: request.headers.get('x-authentication-ticket'),
      body: await request.clone().text(),
    });
    return request.method === 'GET' && request.url === PENDING_OPERATIONS_URL ? json({ pendingOperations }) : decide(request);
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

/** The bank's answer to a decision: 200 with the status, or the contract's errors. */
const decided = (secProcessId: string, status: 'confirmed' | 'rejected') => () => Promise.resolve(json({ secProcessId, status }));

/** The step-ups the page asked the shell for (docs/step-up.md), in order. */
let stepUps: StepUpPayload[] = [];
const TICKET = 'T'.repeat(43);
const ASSISTED: Channel = { clientId: 'bank-twin', clientKind: 'assisted', code: 81, assistedApp: 'CC' };

/** Completes the step-up the page asked for, as the shell does once the customer typed the code. */
async function signWithTheCode() {
  await act(async () => {
    stepUps.at(-1)?.onComplete({ ticket: TICKET, info: { scaRequired: true } });
    await Promise.resolve();
  });
}

async function renderScreen(fetch: typeof globalThis.fetch, locale: 'es-ES' | 'en-GB' = 'es-ES', channel?: Channel) {
  // The API client as the shell builds it, with an XSRF cookie to send on state-changing calls.
  const http = createHttpClient({
    fetch,
    apiBase: 'http://api.bank.localhost',
    steps: bankApiSteps({ getLanguage: () => locale, tokens: NO_TOKENS, readXsrfToken: () => 'xsrf-7f3a' }),
  });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  stepUps = [];
  events.subscribe('start-step-up', (payload) => void stepUps.push(payload));
  const services = createTestServices({ http, events, ...(channel ? { channel } : {}) });
  services.i18n.addNamespace('pending-ecommerce-operations', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <PendingEcommerceOperations />
    </TestShell>,
  );
}

const items = () => createPendingSessionItems(window.sessionStorage);
/** Text as written: the default matcher would turn a no-break space into a plain one. */
const exactly = (text: string) => text;
const payment = (merchant: string) => screen.findByRole('article', { name: merchant });

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

describe('pending-ecommerce-operations: what is shown (features.md §4.1, issue 17 §3)', () => {
  it('shows each pending card payment: merchant, amount in es-ES, card alias and masked number, time', async () => {
    await renderScreen(bankWith([SHOE_SHOP, LOGIN_FROM_NEW_COMPUTER, BOOKSHOP]).fetch);
    const card = await payment('Zapatería Sol');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Zapatería Sol');
    // Spanish groups thousands with a dot, and a no-break space keeps the euro sign with the figure.
    expect(within(card).getByText('1.234,56\u00a0€', { normalizer: exactly })).toBeTruthy();
    const details = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Tarjeta', 'Tarjeta Débito •••• 4821'],
      ['Fecha y hora', '26 de noviembre de 2026 a las 11:15'],
    ]);
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirmar pago', 'Rechazar', 'Decidir más tarde']);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Zapatería Sol',
      'Librería Luna',
    ]);
    // A login from a new computer is the other screen's.
    expect(screen.queryByText('Chrome en Windows')).toBeNull();
  });

  it('writes the amount and the time in English when the customer chose English', async () => {
    await renderScreen(bankWith([SHOE_SHOP]).fetch, 'en-GB');
    const card = await payment('Zapatería Sol');
    expect(within(card).getByText('€1,234.56')).toBeTruthy();
    expect(within(card).getByText('26 November 2026 at 11:15')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Confirm payment' })).toBeTruthy();
  });

  it('shows the session’s current e-commerce operation first', async () => {
    items().setCurrentEcommerce(BOOKSHOP);
    await renderScreen(bankWith([SHOE_SHOP, BOOKSHOP]).fetch);
    await payment('Librería Luna');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Librería Luna', 'Zapatería Sol']);
  });

  it('issue 42 §4: shows the payments put off in this session last: they still wait at the bank, and the header’s badge counts them', async () => {
    items().addCancelled('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e');
    await renderScreen(bankWith([SHOE_SHOP, BOOKSHOP]).fetch);
    await payment('Librería Luna');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Librería Luna', 'Zapatería Sol']);
  });

  it('with no pending payment, says so and links to the overall position', async () => {
    await renderScreen(bankWith([LOGIN_FROM_NEW_COMPUTER]).fetch);
    expect(await screen.findByText('No tienes pagos pendientes de confirmar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi posición global' }).getAttribute('href')).toBe('#/posicion-global');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagos pendientes de confirmar');
  });
});

describe('pending-ecommerce-operations: deciding (docs/design/pending-contract.md, Endpoints)', () => {
  it('issue 38 §1: confirm asks the shell for a step-up and sends nothing until it completes; then POST …/confirm with the ticket, no body and the XSRF header, tells the result, and clears the current operation', async () => {
    items().setCurrentEcommerce(SHOE_SHOP);
    const bank = bankWith([SHOE_SHOP, BOOKSHOP], decided('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e', 'confirmed'));
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Confirmar pago' }).click());
    expect(stepUps).toHaveLength(1);
    expect(bank.sent.map(({ method }) => method)).toEqual(['GET']);
    expect(within(card).getByRole('button', { name: 'Confirmando que eres tú…' }).getAttribute('aria-disabled')).toBe('true');
    await signWithTheCode();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Has confirmado el pago de 1.234,56\u00a0€ en Zapatería Sol.');
    expect(document.activeElement).toBe(status);
    expect(bank.sent.slice(1)).toEqual([
      {
        method: 'POST',
        url: `${PENDING_OPERATIONS_URL}/0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e/confirm`,
        xsrf: 'xsrf-7f3a',
        ticket: TICKET,
        body: '',
      },
    ]);
    expect(screen.queryByRole('article', { name: 'Zapatería Sol' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Librería Luna' })).toBeTruthy();
    expect(items().currentEcommerce()).toBeNull();
    // Confirmed is not cancelled: the list of cancelled ids stays empty.
    expect(items().cancelledIds()).toEqual([]);
  });

  it('reject sends POST …/reject, tells the result, adds the id to the cancelled list and clears the current operation', async () => {
    items().setCurrentEcommerce(SHOE_SHOP);
    const bank = bankWith([SHOE_SHOP], decided('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e', 'rejected'));
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Rechazar' }).click());
    const status = await screen.findByRole('status');
    expect(status.querySelector('p')?.textContent).toBe('Has rechazado el pago de 1.234,56\u00a0€ en Zapatería Sol. No se realizará.');
    expect(document.activeElement).toBe(status);
    // Rejecting stops money: no step-up, no ticket.
    expect(stepUps).toEqual([]);
    expect(bank.sent.slice(1).map(({ method, url, xsrf, ticket }) => ({ method, url, xsrf, ticket }))).toEqual([
      { method: 'POST', url: `${PENDING_OPERATIONS_URL}/0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e/reject`, xsrf: 'xsrf-7f3a', ticket: null },
    ]);
    expect(items().cancelledIds()).toEqual(['0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e']);
    expect(items().currentEcommerce()).toBeNull();
    // Nothing left: the empty state follows the result.
    expect(screen.getByText('No tienes pagos pendientes de confirmar.')).toBeTruthy();
    // The card can be blocked from here.
    expect(within(status).getByText('¿No reconoces este pago? Bloquea la tarjeta •••• 4821 para que nadie más pueda usarla.')).toBeTruthy();
  });

  it('decide later asks the bank nothing, adds the id to the cancelled list and clears the current operation', async () => {
    items().setCurrentEcommerce(SHOE_SHOP);
    const bank = bankWith([SHOE_SHOP]);
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Decidir más tarde' }).click());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      'Has dejado para más tarde el pago de 1.234,56\u00a0€ en Zapatería Sol. Te lo volveremos a pedir la próxima vez que entres.',
    );
    expect(document.activeElement).toBe(status);
    expect(bank.sent.map(({ method }) => method)).toEqual(['GET']);
    expect(items().cancelledIds()).toEqual(['0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e']);
    expect(items().currentEcommerce()).toBeNull();
  });

  it('keeps the current operation when another payment is decided', async () => {
    items().setCurrentEcommerce(BOOKSHOP);
    await renderScreen(bankWith([SHOE_SHOP, BOOKSHOP]).fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Decidir más tarde' }).click());
    expect(items().currentEcommerce()?.secProcessId).toBe('5d7f9b1d-3f5b-4d7f-9b1d-3f5b7d9f1b3d');
  });

  it('409: says the payment had already been decided, and takes it off the list', async () => {
    await renderScreen(bankWith([SHOE_SHOP], () => Promise.resolve(json({ error: 'pending_operation_decided' }, 409))).fetch);
    const confirm = await screen.findByRole('button', { name: 'Confirmar pago' });
    act(() => confirm.click());
    await signWithTheCode();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('El pago de 1.234,56\u00a0€ en Zapatería Sol ya estaba confirmado o rechazado.');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('404: says the payment cannot be found, and takes it off the list', async () => {
    await renderScreen(bankWith([SHOE_SHOP], () => Promise.resolve(json({ error: 'pending_operation_not_found' }, 404))).fetch);
    const reject = await screen.findByRole('button', { name: 'Rechazar' });
    act(() => reject.click());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('No encontramos el pago de 1.234,56\u00a0€ en Zapatería Sol. Puede que ya no esté pendiente.');
    expect(screen.queryByRole('article')).toBeNull();
    // Not rejected by the customer here: nothing joins the cancelled list.
    expect(items().cancelledIds()).toEqual([]);
  });

  it('a network error is an alert with a retry that sends the same decision again; the payment stays until then', async () => {
    items().setCurrentEcommerce(SHOE_SHOP);
    let decisions = 0;
    const bank = bankWith([SHOE_SHOP], () =>
      (decisions += 1) === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : decided('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e', 'confirmed')(),
    );
    await renderScreen(bank.fetch);
    const confirm = await screen.findByRole('button', { name: 'Confirmar pago' });
    act(() => confirm.click());
    await signWithTheCode();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('paragraph').textContent).toBe(
      'No hemos podido enviar tu respuesta sobre el pago de 1.234,56\u00a0€ en Zapatería Sol. Comprueba tu conexión e inténtalo de nuevo.',
    );
    // Focus moves to the alert in an effect after it renders: on a loaded machine, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('article', { name: 'Zapatería Sol' })).toBeTruthy();
    expect(items().currentEcommerce()?.secProcessId).toBe('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e');

    // A retry signs again: the ticket of the lost try may have been spent.
    act(() => within(alert).getByRole('button', { name: 'Reintentar' }).click());
    expect(stepUps).toHaveLength(2);
    await signWithTheCode();
    expect((await screen.findByRole('status')).textContent).toBe('Has confirmado el pago de 1.234,56\u00a0€ en Zapatería Sol.');
    expect(bank.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${PENDING_OPERATIONS_URL}`,
      `POST ${PENDING_OPERATIONS_URL}/0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e/confirm`,
      `POST ${PENDING_OPERATIONS_URL}/0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e/confirm`,
    ]);
    expect(items().currentEcommerce()).toBeNull();
  });

  it('while a decision is on its way, its button says so and no second decision is sent', async () => {
    const answer = deferred<Response>();
    const bank = bankWith([SHOE_SHOP, BOOKSHOP], () => answer.promise);
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Confirmar pago' }).click());
    await signWithTheCode();
    const confirming = await within(card).findByRole('button', { name: 'Confirmando que eres tú…' });
    expect(confirming.getAttribute('aria-disabled')).toBe('true');
    act(() =>
      within(screen.getByRole('article', { name: 'Librería Luna' }))
        .getByRole('button', { name: 'Rechazar' })
        .click(),
    );
    await act(async () => {
      answer.resolve(json({ secProcessId: '0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e', status: 'confirmed' }));
      await answer.promise;
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(bank.sent.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });
});

describe('pending-ecommerce-operations: the signature and the card (issue 38 §1, §3)', () => {
  const ID = '0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e';

  async function confirmAndThen(answer: () => Promise<Response>, then: (step: StepUpPayload) => void) {
    const bank = bankWith([SHOE_SHOP], answer);
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Confirmar pago' }).click());
    await act(async () => {
      const step = stepUps.at(-1);
      if (step) then(step);
      await Promise.resolve();
    });
    return bank;
  }

  it('a cancelled step-up sends nothing, says the payment is still pending, and keeps it on the list', async () => {
    const bank = await confirmAndThen(decided(ID, 'confirmed'), (step) => step.onCancel());
    expect(screen.getByRole('status').textContent).toBe('No has confirmado el pago de 1.234,56\u00a0€ en Zapatería Sol: sigue pendiente.');
    expect(bank.sent.map(({ method }) => method)).toEqual(['GET']);
    expect(screen.getByRole('article', { name: 'Zapatería Sol' })).toBeTruthy();
    expect(items().cancelledIds()).toEqual([]);
  });

  it('going back from the step-up leaves the list as it was, with nothing to say', async () => {
    const bank = await confirmAndThen(decided(ID, 'confirmed'), (step) => step.onBack());
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Zapatería Sol' })).getByRole('button', { name: 'Confirmar pago' })).toBeTruthy();
    expect(bank.sent.map(({ method }) => method)).toEqual(['GET']);
  });

  it('a step-up that failed is an alert with a retry, and the payment stays', async () => {
    await confirmAndThen(decided(ID, 'confirmed'), (step) => step.onError(new Error('Invalid authentication ticket result')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('paragraph')[0]?.textContent).toBe(
      'No hemos podido confirmar que eres tú: el pago de 1.234,56\u00a0€ en Zapatería Sol sigue pendiente. Inténtalo de nuevo.',
    );
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Zapatería Sol' })).toBeTruthy();
  });

  it.each([
    [
      401,
      'invalid_ticket',
      'La confirmación ha caducado o ya se usó: el pago de 1.234,56\u00a0€ en Zapatería Sol sigue pendiente. Vuelve a confirmarlo.',
    ],
    [
      403,
      'step_up_required',
      'La confirmación ha caducado o ya se usó: el pago de 1.234,56\u00a0€ en Zapatería Sol sigue pendiente. Vuelve a confirmarlo.',
    ],
    [
      409,
      'card_blocked',
      'Tu tarjeta está bloqueada: el pago de 1.234,56\u00a0€ en Zapatería Sol no se puede hacer con ella. Recházalo o desbloquea la tarjeta.',
    ],
    [
      409,
      'card_online_disabled',
      'Las compras por internet están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
    ],
    [
      409,
      'card_abroad_disabled',
      'Las compras en el extranjero están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
    ],
    [409, 'insufficient_funds', 'No tienes saldo suficiente para el pago de 1.234,56\u00a0€ en Zapatería Sol: sigue pendiente.'],
  ])('the bank’s %s %s after the signature is said clearly, and the payment stays', async (status, error, text) => {
    await confirmAndThen(
      () => Promise.resolve(json({ error, message: 'Error' }, status)),
      (step) => step.onComplete({ ticket: TICKET, info: null }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('paragraph')[0]?.textContent).toBe(text);
    expect(screen.getByRole('article', { name: 'Zapatería Sol' })).toBeTruthy();
  });

  it('issue 42 §4: the bank’s 409 card_online_disabled says in English that online purchases are off, and the payment stays, with no retry', async () => {
    const bank = bankWith([SHOE_SHOP], () => Promise.resolve(json({ error: 'card_online_disabled', message: 'Error' }, 409)));
    await renderScreen(bank.fetch, 'en-GB');
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Confirm payment' }).click());
    await act(async () => {
      stepUps.at(-1)?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('paragraph')[0]?.textContent).toBe(
      'Online purchases are turned off for this card. Turn them on from the card’s page and try again.',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByRole('article', { name: 'Zapatería Sol' })).toBeTruthy();
  });

  it('issue 42 §4: a shop abroad says where it is, in the page’s language; a shop in Spain says nothing of it', async () => {
    const abroad = { ...BOOKSHOP, operationData: { ...BOOKSHOP.operationData, merchantCountry: 'PT' } };
    const home = { ...SHOE_SHOP, operationData: { ...SHOE_SHOP.operationData, merchantCountry: 'ES' } };
    await renderScreen(bankWith([home, abroad], () => Promise.reject(new Error('no decision'))).fetch);
    const shop = await payment(BOOKSHOP.operationData.merchant);
    expect(within(shop).getByText('Comercio en el extranjero').nextElementSibling?.textContent).toBe('Portugal');
    expect(within(await payment('Zapatería Sol')).queryByText('Comercio en el extranjero')).toBeNull();
  });

  it('issue 42 §4: in English, “Shop abroad” and the country’s English name', async () => {
    const abroad = { ...SHOE_SHOP, operationData: { ...SHOE_SHOP.operationData, merchantCountry: 'DE' } };
    await renderScreen(bankWith([abroad], () => Promise.reject(new Error('no decision'))).fetch, 'en-GB');
    const shop = await payment('Zapatería Sol');
    expect(within(shop).getByText('Shop abroad').nextElementSibling?.textContent).toBe('Germany');
  });

  it('after a rejection the card can be blocked from the page: POST …/cards/CRD-0001/block, and it says so', async () => {
    const bank = bankWith([SHOE_SHOP], (request) =>
      request.url.endsWith('/block') ? Promise.resolve(json({ id: 'CRD-0001', status: 'blocked' })) : decided(ID, 'rejected')(),
    );
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Rechazar' }).click());
    const status = await screen.findByRole('status');
    act(() => within(status).getByRole('button', { name: 'Bloquear la tarjeta' }).click());
    const done = await within(status).findByText(
      'Tarjeta •••• 4821 bloqueada. Nadie podrá usarla hasta que la desbloquees desde la página de la tarjeta.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(bank.sent.filter(({ method }) => method === 'POST').map(({ url }) => url)).toEqual([
      `${PENDING_OPERATIONS_URL}/${ID}/reject`,
      'http://api.bank.localhost/genoma_api/rest/cards/CRD-0001/block',
    ]);
  });

  it('a block that fails says so and offers it again', async () => {
    const bank = bankWith([SHOE_SHOP], (request) =>
      request.url.endsWith('/block') ? Promise.resolve(json({ error: 'internal_error' }, 500)) : decided(ID, 'rejected')(),
    );
    await renderScreen(bank.fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Rechazar' }).click());
    const status = await screen.findByRole('status');
    act(() => within(status).getByRole('button', { name: 'Bloquear la tarjeta' }).click());
    expect((await within(status).findByRole('alert')).textContent).toBe(
      'No hemos podido bloquear la tarjeta •••• 4821. Inténtalo de nuevo.',
    );
    expect(within(status).getByRole('button', { name: 'Bloquear la tarjeta' })).toBeTruthy();
  });

  it('a payment with no card of the customer offers no block', async () => {
    const withoutCard = { ...SHOE_SHOP, operationData: { ...SHOE_SHOP.operationData, cardId: undefined } };
    await renderScreen(bankWith([withoutCard], decided(ID, 'rejected')).fetch);
    const card = await payment('Zapatería Sol');
    act(() => within(card).getByRole('button', { name: 'Rechazar' }).click());
    const status = await screen.findByRole('status');
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('on the assisted channel the agent sees the payments but no decision: only the customer decides', async () => {
    const bank = bankWith([SHOE_SHOP]);
    await renderScreen(bank.fetch, 'es-ES', ASSISTED);
    const card = await payment('Zapatería Sol');
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(
      within(card).getByText('Solo el cliente puede confirmar o rechazar este pago: pídele que lo haga desde su app o su banca online.'),
    ).toBeTruthy();
  });
});

describe('pending-ecommerce-operations: masked mode (docs/design/display-contract.md, Masked amounts)', () => {
  /** The values of the amounts inside `element` that masked mode hides: `.amount > .amount__value`. */
  const maskableAmounts = (element: HTMLElement) =>
    [...element.querySelectorAll('.amount > .amount__value')].map((value) => value.textContent);

  it('writes the card’s amount and the one in the result as amounts masked mode hides', async () => {
    await renderScreen(bankWith([SHOE_SHOP]).fetch);
    const card = await payment('Zapatería Sol');
    expect(maskableAmounts(card)).toEqual(['1.234,56\u00a0€']);
    act(() => within(card).getByRole('button', { name: 'Decidir más tarde' }).click());
    const status = screen.getByRole('status');
    expect(maskableAmounts(status)).toEqual(['1.234,56\u00a0€']);
    expect(status.textContent).toBe(
      'Has dejado para más tarde el pago de 1.234,56\u00a0€ en Zapatería Sol. Te lo volveremos a pedir la próxima vez que entres.',
    );
  });

  it('a payment with no amount has none to hide, in the card or in the result', async () => {
    // JSON leaves out a field that is undefined: the bank sends no amount.
    await renderScreen(bankWith([{ ...SHOE_SHOP, operationData: { ...SHOE_SHOP.operationData, amount: undefined } }]).fetch);
    const card = await payment('Zapatería Sol');
    expect(maskableAmounts(card)).toEqual([]);
    act(() => within(card).getByRole('button', { name: 'Decidir más tarde' }).click());
    const status = screen.getByRole('status');
    expect(maskableAmounts(status)).toEqual([]);
    expect(status.textContent).toBe(
      'Has dejado para más tarde el pago en Zapatería Sol. Te lo volveremos a pedir la próxima vez que entres.',
    );
  });
});
