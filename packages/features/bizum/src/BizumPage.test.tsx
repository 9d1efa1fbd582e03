import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel, RouteMatch } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { BizumPage, FEATURE_ID } from './BizumPage';
import { messages } from './messages';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Bizum).
const PRODUCTS = '/genoma_api/rest/products';
const REGISTRATION = '/genoma_api/rest/bizum/registration';
const REVIEW = '/genoma_api/rest/bizum/payments/review';
const PAYMENTS = '/genoma_api/rest/bizum/payments';
const REQUESTS = '/genoma_api/rest/bizum/requests';
const TICKET = 'ticket-of-the-step-up';
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const eur = (amount: number) => ({ amount, currency: 'EUR' });

const products = {
  accounts: [
    { id: 'ACC-0001', alias: 'Cuenta NÓMINA', iban: 'ES3414650100990012345671', type: 'current', balance: eur(2345.67) },
    { id: 'ACC-0002', alias: 'Cuenta Naranja', iban: 'ES7914650100920012345689', type: 'savings', balance: eur(8120.45) },
  ],
  cards: [],
};

const limits = {
  minimum: eur(0.5),
  perOperation: eur(1000),
  perDay: eur(2000),
  perMonth: eur(5000),
  leftToday: eur(500),
  leftThisMonth: eur(4500),
};

const registered = {
  registered: true,
  maskedPhone: '+34 ••• •• 12 34',
  accountId: 'ACC-0001',
  registeredAt: '2026-12-01T10:00:00.000Z',
  limits,
};
const notRegistered = { ...registered, registered: false, maskedPhone: '+34 ••• •• 88 00', accountId: null, registeredAt: null };

const review = { phone: '+34687655678', concept: 'Cena', amount: eur(12.34), fromAccountId: 'ACC-0001', limits };

const payment = {
  paymentId: 'BZM-1796630400000-0A1B2C',
  createdAt: '2026-12-07T09:42:00.000Z',
  direction: 'sent',
  counterpart: { name: 'Javier Ortega', phone: '+34 687 65 56 78' },
  amount: eur(12.34),
  concept: 'Cena',
  requestId: null,
};

const received = {
  requestId: 'BZR-1796630400000-0D0E0F',
  createdAt: '2026-12-07T08:00:00.000Z',
  expiresAt: '2027-01-06T08:00:00.000Z',
  direction: 'received',
  counterpart: { name: 'Marta López', phone: '+34 ••• •• 88 99' },
  amount: eur(20),
  concept: 'Entradas',
  status: 'pending',
  paymentId: null,
};

interface DownloadPayload {
  url: string;
  document: { fileName: string; mimeType: string };
  openNewWindow: boolean;
  reportUnexistentFileCallback: () => void;
}

type Answer = Response | ((request: Request) => Response);

function bank(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchFake = (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}`];
    if (answer === undefined) return Promise.resolve(json({ error: 'not_found', message: 'x' }, 404));
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer.clone());
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

/** The route match the shell hands the feature for `#/bizum/<rest>`. */
function matchOf(rest: string): RouteMatch {
  return {
    route: {
      kind: 'feature',
      id: 'bizum',
      pattern: '/bizum/*',
      featureId: 'bizum',
      feature: { path: 'bizum', component: 'ing-feat-bizum' },
    },
    path: rest === '' ? '/bizum' : `/bizum/${rest}`,
    params: {},
    rest,
    query: new URLSearchParams(),
  };
}

async function renderPage(
  answers: Record<string, Answer> = {},
  { locale = 'es-ES', channel, rest = '' }: { locale?: 'es-ES' | 'en-GB'; channel?: Channel; rest?: string } = {},
) {
  const fake = bank({
    [`GET ${PRODUCTS}`]: json(products),
    [`GET ${REGISTRATION}`]: json(registered),
    [`GET ${PAYMENTS}`]: json({ payments: [] }),
    [`GET ${REQUESTS}`]: json({ requests: [] }),
    [`POST ${REVIEW}`]: json(review),
    ...answers,
  });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const stepUpRequests: StepUpPayload[] = [];
  events.subscribe('start-step-up', (payload) => void stepUpRequests.push(payload));
  const downloads: DownloadPayload[] = [];
  events.subscribe('download-document', (payload) => void downloads.push(payload as DownloadPayload));
  const services = createTestServices({ fetch: fake.fetch, events, ...(channel ? { channel } : {}) });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <BizumPage match={matchOf(rest)} createIdempotencyKey={() => KEY} />
    </TestShell>,
  );
  await screen.findAllByRole('heading', { level: 2 });
  return { fake, stepUps: stepUpRequests, downloads };
}

const calls = (fake: ReturnType<typeof bank>, method: string, path: string) =>
  fake.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

/** Completes the step-up the page asked for, as the shell does once the customer types the code. */
async function completeStepUp(stepUps: StepUpPayload[], index = 0) {
  await act(async () => {
    stepUps[index]?.onComplete({ ticket: TICKET, info: null });
    await Promise.resolve();
  });
}

function fill({ phone = '687 65 56 78', amount = '12,34', concept = 'Cena' } = {}) {
  fireEvent.change(screen.getByLabelText(/^Móvil de quien/), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Importe (€)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Concepto'), { target: { value: concept } });
}

const figuresOnScreen = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')]),
  );

describe('Bizum (issue 41 §2)', () => {
  it('offers a customer not on Bizum to activate it: the phone masked, a current account, the conditions accepted, then the signature', async () => {
    let active = false;
    const { fake, stepUps } = await renderPage({
      [`GET ${REGISTRATION}`]: () => json(active ? registered : notRegistered),
      [`POST ${REGISTRATION}`]: () => {
        active = true;
        return json(registered, 201);
      },
    });
    expect(screen.getByRole('heading', { name: 'Activa Bizum' })).toBeTruthy();
    expect(screen.getByText('+34 ••• •• 88 00')).toBeTruthy();
    // Only a current account can be Bizum's.
    const account = screen.getByLabelText<HTMLSelectElement>('Cuenta para Bizum');
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Cuenta NÓMINA ···5671 · 2.345,67 €']);
    fireEvent.click(screen.getByRole('button', { name: 'Activar Bizum' }));
    expect(screen.getByText('Para activar Bizum tienes que aceptar sus condiciones.')).toBeTruthy();
    expect(stepUps).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'He leído y acepto las condiciones del servicio Bizum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Activar Bizum' }));
    expect(stepUps).toHaveLength(1);
    expect(calls(fake, 'POST', REGISTRATION)).toEqual([]);
    await completeStepUp(stepUps);
    expect(await screen.findByText('Bizum activado en tu móvil +34 ••• •• 88 00. Ya puedes enviar y pedir dinero.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu Bizum' })).toBeTruthy();
    const [activation] = calls(fake, 'POST', REGISTRATION);
    expect(activation?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(await activation?.json()).toEqual({ accountId: 'ACC-0001', acceptedConditions: true });
  });

  it('checks the phone as it is typed, and says what is missing in a summary that takes the focus, asking the bank nothing', async () => {
    const { fake } = await renderPage();
    const phone = screen.getByLabelText('Móvil de quien recibe');
    fireEvent.change(phone, { target: { value: '91 234 56 78' } });
    expect(screen.getByText('Escribe un móvil español: 9 cifras que empiezan por 6 o 7.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '+34 687' } });
    expect(screen.queryByText('Escribe un móvil español: 9 cifras que empiezan por 6 o 7.')).toBeNull();
    fireEvent.change(phone, { target: { value: '+34 687655678' } });
    expect(screen.getByText('Móvil correcto: +34 687 65 56 78')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Escribe el número de móvil.', 'Escribe el importe.', 'Escribe un concepto.']);
    expect(calls(fake, 'POST', REVIEW)).toEqual([]);
  });

  it.each([
    ['0,49', 'El importe mínimo de un Bizum es 0,50 €.'],
    ['1000,01', 'Cada Bizum puede ser de 1.000,00 € como mucho.'],
    ['600', 'Supera tu límite diario de 2.000,00 €: hoy te quedan 500,00 €.'],
  ])('names the limit an amount of %s € breaks before asking the bank', async (amount, text) => {
    const { fake } = await renderPage();
    fill({ amount });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(screen.getByRole('alert'))
        .getByRole('listitem')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe(text);
    expect(calls(fake, 'POST', REVIEW)).toEqual([]);
  });

  it('says "Este número no usa Bizum" when the bank says so, and "This number doesn’t use Bizum" in English', async () => {
    const notUser = { [`POST ${REVIEW}`]: json({ error: 'bizum_phone_not_registered', message: 'Este número no usa Bizum.' }, 404) };
    await renderPage(notUser);
    fill({ phone: '611 22 33 44' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Este número no usa Bizum.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Importe (€)').value).toBe('12,34');
    cleanup();
    await renderPage(notUser, { locale: 'en-GB' });
    fireEvent.change(screen.getByLabelText("Payee's mobile"), { target: { value: '611 22 33 44' } });
    fireEvent.change(screen.getByLabelText('Amount (€)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Concept'), { target: { value: 'Lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("This number doesn't use Bizum.")).toBeTruthy();
  });

  it('moves no money until the customer signs: the review, then the step-up, then one payment with the ticket and the key', async () => {
    const { fake, stepUps } = await renderPage({ [`POST ${PAYMENTS}`]: json(payment, 201) });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await screen.findByRole('heading', { name: 'Revisa tu Bizum' });
    expect(document.activeElement).toBe(heading);
    expect(figuresOnScreen()).toEqual({ Para: '+34 687 65 56 78', Importe: '12,34 €', Concepto: 'Cena', Desde: 'Cuenta NÓMINA ···5671' });
    expect(await calls(fake, 'POST', REVIEW)[0]?.json()).toEqual({ phone: '+34687655678', amount: 12.34, concept: 'Cena' });
    expect(calls(fake, 'POST', PAYMENTS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    // A second tap while the signature is open asks for no second one.
    fireEvent.click(screen.getByRole('button', { name: 'Verificando…' }));
    expect(stepUps).toHaveLength(1);
    await completeStepUp(stepUps);
    expect(await screen.findByRole('heading', { name: 'Bizum enviado' })).toBeTruthy();
    expect(screen.getByText('Has enviado 12,34 € a Javier Ortega con el concepto «Cena».')).toBeTruthy();
    const [sent] = calls(fake, 'POST', PAYMENTS);
    expect(sent?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(sent?.headers.get('idempotency-key')).toBe(KEY);
  });

  it('tells a refused payment and keeps the review, so that signing again is the same payment', async () => {
    const { fake, stepUps } = await renderPage({ [`POST ${PAYMENTS}`]: json({ error: 'insufficient_funds', message: 'x' }, 409) });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Revisa tu Bizum' });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await completeStepUp(stepUps);
    expect(await screen.findByText('No tienes saldo suficiente en tu cuenta de Bizum: no se ha enviado nada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await completeStepUp(stepUps, 1);
    expect(calls(fake, 'POST', PAYMENTS).map((request) => request.headers.get('idempotency-key'))).toEqual([KEY, KEY]);
  });

  it('asks for money at once, with a key and no signature, and says so once the page has the new figures', async () => {
    const asked = { ...received, direction: 'sent', counterpart: { name: null, phone: '+34 687 65 56 78' } };
    const { fake, stepUps } = await renderPage({ [`POST ${REQUESTS}`]: json(asked, 201) });
    fireEvent.click(screen.getByRole('radio', { name: 'Pedir dinero' }));
    fill({ amount: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir dinero' }));
    expect(
      await screen.findByText('Has pedido 20,00 € al +34 687 65 56 78. Le llegará como una operación pendiente en su app.'),
    ).toBeTruthy();
    expect(stepUps).toEqual([]);
    const [request] = calls(fake, 'POST', REQUESTS);
    expect(request?.headers.get('idempotency-key')).toBe(KEY);
    expect(await request?.json()).toEqual({ phone: '+34687655678', amount: 20, concept: 'Cena' });
  });

  it('lists "Solicitudes recibidas": one is paid after its review and the signature, another declined', async () => {
    const another = {
      ...received,
      requestId: 'BZR-1796630400000-0A0A0A',
      counterpart: { name: 'Carmen Ruiz', phone: '+34 ••• •• 77 99' },
      concept: 'Regalo',
    };
    const paid = { ...payment, counterpart: { name: 'Marta López', phone: '+34 ••• •• 88 99' }, amount: eur(20), concept: 'Entradas' };
    const { fake, stepUps, downloads } = await renderPage({
      [`GET ${REQUESTS}`]: json({ requests: [received, another] }),
      [`POST ${REQUESTS}/${received.requestId}/pay`]: json({ ...paid, requestId: received.requestId }, 201),
      [`POST ${REQUESTS}/${another.requestId}/decline`]: json({ ...another, status: 'declined' }),
    });
    const section = screen.getByRole('region', { name: 'Solicitudes recibidas' });
    expect(within(section).getByText('Marta López te pide 20,00 €')).toBeTruthy();
    expect(within(section).getByText('«Entradas» · hasta el 6 de enero de 2027')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: /^Rechazar la solicitud de 20,00\s€ de Carmen Ruiz$/ }));
    expect(await screen.findByText('Has rechazado la solicitud de 20,00 € de Carmen Ruiz: no se ha movido dinero.')).toBeTruthy();
    expect(calls(fake, 'POST', `${REQUESTS}/${another.requestId}/decline`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /^Pagar 20,00\s€ a Marta López$/ }));
    await screen.findByRole('heading', { name: 'Revisa el pago de la solicitud' });
    expect(figuresOnScreen()).toMatchObject({ Para: 'Marta López (+34 ••• •• 88 99)', Importe: '20,00 €', Concepto: 'Entradas' });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await completeStepUp(stepUps);
    expect(await screen.findByText('Has enviado 20,00 € a Marta López con el concepto «Entradas».')).toBeTruthy();
    expect(calls(fake, 'POST', `${REQUESTS}/${received.requestId}/pay`)[0]?.headers.get('x-authentication-ticket')).toBe(TICKET);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el justificante' }));
    expect(downloads.map(({ url }) => url)).toEqual(['/genoma_api/rest/bizum/payments/BZM-1796630400000-0A1B2C/receipt']);
  });

  it('gives the payment’s receipt through the shell’s download-document, and says when the bank has none', async () => {
    const { stepUps, downloads } = await renderPage({ [`POST ${PAYMENTS}`]: json(payment, 201) });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Revisa tu Bizum' });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await completeStepUp(stepUps);
    await screen.findByRole('heading', { name: 'Bizum enviado' });
    expect(downloads).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el justificante' }));
    expect(downloads).toMatchObject([
      {
        url: '/genoma_api/rest/bizum/payments/BZM-1796630400000-0A1B2C/receipt',
        document: { fileName: 'justificante-bizum-BZM-1796630400000-0A1B2C.html', mimeType: 'text/html' },
        openNewWindow: true,
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => downloads[0]?.reportUnexistentFileCallback());
    expect(screen.getByRole('alert').textContent).toBe('El justificante no está disponible ahora. Inténtalo de nuevo en unos minutos.');
  });

  it('offers the receipt in English as "Download the receipt", its id escaped in the path', async () => {
    const oddId = 'BZM-1796630400000-0A1B2C/../x';
    const { stepUps, downloads } = await renderPage(
      { [`POST ${PAYMENTS}`]: json({ ...payment, paymentId: oddId }, 201) },
      { locale: 'en-GB' },
    );
    fireEvent.change(screen.getByLabelText("Payee's mobile"), { target: { value: '687 65 56 78' } });
    fireEvent.change(screen.getByLabelText('Amount (€)'), { target: { value: '12.34' } });
    fireEvent.change(screen.getByLabelText('Concept'), { target: { value: 'Dinner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your Bizum' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await completeStepUp(stepUps);
    await screen.findByRole('heading', { name: 'Bizum sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt' }));
    expect(downloads).toMatchObject([
      {
        url: '/genoma_api/rest/bizum/payments/BZM-1796630400000-0A1B2C%2F..%2Fx/receipt',
        document: { fileName: `bizum-receipt-${oddId}.html`, mimeType: 'text/html' },
        openNewWindow: true,
      },
    ]);
  });

  it('shows what was sent and received, newest first; a declined request with its status, a paid one as its payment', async () => {
    const receivedPayment = {
      ...payment,
      paymentId: 'BZM-1796630500000-111111',
      createdAt: '2026-12-07T10:00:00.000Z',
      direction: 'received',
      counterpart: { name: 'Lucía Martínez', phone: '+34 ••• •• 12 34' },
      amount: eur(5),
      concept: 'Café',
    };
    const declined = { ...received, direction: 'sent', status: 'declined', counterpart: { name: null, phone: '+34 622 44 88 99' } };
    const paidRequest = { ...declined, requestId: 'BZR-1796630400000-222222', status: 'paid' };
    await renderPage({
      [`GET ${PAYMENTS}`]: json({ payments: [receivedPayment, payment] }),
      [`GET ${REQUESTS}`]: json({ requests: [paidRequest, declined] }),
    });
    const history = screen.getByRole('region', { name: 'Enviados y recibidos' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Recibido de Lucía MartínezCafé · 7 dic, 11:00\+?5,00 €$/);
    expect(items[1]).toMatch(/^Enviado a Javier OrtegaCena · 7 dic, 10:42-12,34 €$/);
    expect(items[2]).toMatch(/^Pedido a \+34 622 44 88 99Entradas · 7 dic, 09:00 · Rechazada20,00 €$/);
  });

  it('deactivates Bizum only once the customer confirms it, and the page offers to activate it again', async () => {
    let active = true;
    const { fake } = await renderPage({
      [`GET ${REGISTRATION}`]: () => json(active ? registered : notRegistered),
      [`DELETE ${REGISTRATION}`]: () => {
        active = false;
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Darse de baja de Bizum' }));
    expect(calls(fake, 'DELETE', REGISTRATION)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'No, seguir con Bizum' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Darse de baja de Bizum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Darse de baja de Bizum' }));
    expect(document.activeElement?.textContent).toMatch(/^¿Seguro que quieres darte de baja de Bizum\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Sí, darme de baja' }));
    expect(await screen.findByText('Te has dado de baja de Bizum. Puedes volver a activarlo cuando quieras.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activa Bizum' })).toBeTruthy();
    expect(calls(fake, 'DELETE', REGISTRATION)).toHaveLength(1);
  });

  it.each([
    ['', 'Enviar dinero'],
    ['enviar', 'Enviar dinero'],
    ['solicitar', 'Pedir dinero'],
  ])('opens at #/bizum/%s with “%s” chosen (the deep links of features.md §2.3)', async (rest, mode) => {
    await renderPage({}, { rest });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: mode }).checked).toBe(true);
  });

  it('lets an agent on the assisted channel review, never sign, activate or deactivate', async () => {
    const channel = { clientId: 'bank-twin', clientKind: 'assisted', code: 90, assistedApp: null } as unknown as Channel;
    await renderPage({}, { channel });
    expect(screen.queryByRole('button', { name: 'Darse de baja de Bizum' })).toBeNull();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Solo el cliente puede firmar en Bizum desde su propio acceso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar y enviar' })).toBeNull();
    cleanup();
    await renderPage({ [`GET ${REGISTRATION}`]: json(notRegistered) }, { channel });
    expect(screen.queryByRole('button', { name: 'Activar Bizum' })).toBeNull();
  });
});
