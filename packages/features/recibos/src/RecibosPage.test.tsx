import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { FEATURE_ID, RecibosPage } from './RecibosPage';
import { messages } from './messages';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Bills).
const PRODUCTS = '/genoma_api/rest/products';
const DIRECT_DEBITS = '/genoma_api/rest/bills/direct-debits';
const PAYMENTS = '/genoma_api/rest/bills/payments';
const DGT_BILL = '/genoma_api/rest/bills/payable/000063/2860001234571';
const RETURN = '/genoma_api/rest/bills/direct-debits/charges/CHG-ACC-0001-20260108-01/return';
const TICKET = 'ticket-of-the-step-up';
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const eur = (amount: number) => ({ amount, currency: 'EUR' });

const products = {
  accounts: [
    { id: 'ACC-0001', alias: 'Cuenta NÓMINA', iban: 'ES3414650100990012345671', type: 'current', balance: eur(2345.67) },
    { id: 'ACC-0002', alias: 'Cuenta Naranja', iban: 'ES7914650100920012345689', type: 'savings', balance: eur(50) },
  ],
  cards: [],
};

const charge = (chargedOn: string, returnableUntil: string, more: Record<string, unknown> = {}) => ({
  chargeId: `CHG-ACC-0001-${chargedOn.replace(/-/g, '')}-01`,
  amount: eur(48.9),
  chargedOn,
  returned: false,
  returnedOn: null,
  returnableUntil,
  returnable: false,
  ...more,
});

const mandates = {
  mandates: [
    {
      mandateId: 'MDT-ACC-0001-A82018474',
      issuerName: 'Movistar',
      service: 'fibra y móvil',
      creditorId: 'ES84000A82018474',
      mandateReference: 'MOVI990012345671',
      accountId: 'ACC-0001',
      accountIban: 'ES3414650100990012345671',
      accountAlias: 'Cuenta NÓMINA',
      charges: [
        charge('2026-01-08', '2026-03-05', { returnable: true }),
        charge('2025-12-08', '2026-02-02', { returned: true, returnedOn: '2026-01-10' }),
        charge('2025-11-08', '2026-01-03'),
      ],
    },
  ],
};

const returned = {
  returnId: 'DEV-1768467600000-0A1B2C',
  chargeId: 'CHG-ACC-0001-20260108-01',
  mandateId: 'MDT-ACC-0001-A82018474',
  issuerName: 'Movistar',
  accountId: 'ACC-0001',
  accountIban: 'ES3414650100990012345671',
  amount: eur(48.9),
  chargedOn: '2026-01-08',
  returnedAt: '2026-01-15T09:00:00.000Z',
  returnedOn: '2026-01-15',
};

const bill = {
  issuerCode: '000063',
  issuerName: 'DGT multas',
  reference: '2860001234571',
  concept: 'Multa de tráfico, exceso de velocidad',
  amount: eur(100),
  dueDate: '2026-02-04',
};

const payment = {
  ...bill,
  paymentId: 'REC-1768467600000-0A1B2C',
  createdAt: '2026-01-15T09:00:00.000Z',
  paidOn: '2026-01-15',
  fromAccountId: 'ACC-0001',
  fromIban: 'ES3414650100990012345671',
};

type Answer = Response | ((request: Request) => Response);

function bank(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchFake = (request: Request) => {
    requests.push(request);
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    if (answer === undefined) return Promise.resolve(json({ error: 'not_found', message: 'x' }, 404));
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer.clone());
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

async function renderPage(
  answers: Record<string, Answer> = {},
  { locale = 'es-ES', channel }: { locale?: 'es-ES' | 'en-GB'; channel?: Channel } = {},
) {
  const fake = bank({ [`GET ${PRODUCTS}`]: json(products), [`GET ${DIRECT_DEBITS}`]: json(mandates), ...answers });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const published: { topic: string; payload: unknown }[] = [];
  events.subscribe('start-step-up', (payload) => void published.push({ topic: 'start-step-up', payload }));
  events.subscribe('download-document', (payload) => void published.push({ topic: 'download-document', payload }));
  const services = createTestServices({ fetch: fake.fetch, events, ...(channel ? { channel } : {}) });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <RecibosPage createIdempotencyKey={() => KEY} />
    </TestShell>,
  );
  await screen.findByRole('heading', { level: 2, name: locale === 'es-ES' ? 'Tus recibos domiciliados' : 'Your direct debits' });
  const stepUps = () => published.filter((entry) => entry.topic === 'start-step-up').map((entry) => entry.payload as StepUpPayload);
  return { fake, published, stepUps };
}

const posts = (fake: ReturnType<typeof bank>, path: string) =>
  fake.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === path);
const text = (element: Element | null | undefined) => element?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

async function completeStepUp(stepUps: () => StepUpPayload[], index = 0) {
  await act(async () => {
    stepUps()[index]?.onComplete({ ticket: TICKET, info: null });
    await Promise.resolve();
  });
}

describe('bills (issue 41 §3)', () => {
  it('lists each direct debit with its issuer, reference and account, and its last charges: returned, returnable until a day, or too old', async () => {
    await renderPage();
    const mandate = screen.getByRole('heading', { level: 3, name: 'Movistar · fibra y móvil' }).closest('li');
    expect(text(mandate)).toContain('Cuenta NÓMINA ···5671');
    expect(text(mandate)).toContain('Referencia del mandatoMOVI990012345671');
    expect(text(mandate)).toContain('Identificador del acreedorES84000A82018474');
    const charges = within(screen.getByRole('list', { name: 'Últimos cargos de Movistar' })).getAllByRole('listitem');
    expect(charges.map((item) => text(item))).toEqual([
      '8 de enero de 202648,90 €Puedes devolverlo hasta el 5 de marzo de 2026Devolver',
      '8 de diciembre de 202548,90 €Devuelto el 10 de enero de 2026',
      '8 de noviembre de 202548,90 €Plazo de devolución terminado',
    ]);
    // Only the charge within its eight weeks can be returned.
    expect(screen.getAllByRole('button', { name: /^Devolver el recibo/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Devolver el recibo de Movistar del 8 de enero de 2026, 48,90\u00a0€',
    ]);
  });

  it('returns a charge only once the customer has reviewed it and signed: the warning, the step-up, one call with the ticket, the key and the amount', async () => {
    const { fake, stepUps } = await renderPage({ [`POST ${RETURN}`]: json(returned, 201) });
    fireEvent.click(screen.getByRole('button', { name: /^Devolver el recibo de Movistar del 8 de enero/ }));
    const heading = await screen.findByRole('heading', { name: 'Revisa la devolución' });
    expect(document.activeElement).toBe(heading);
    expect(Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, text(term.nextElementSibling)]))).toEqual({
      Emisor: 'Movistar · fibra y móvil',
      Importe: '48,90 €',
      'Fecha del cargo': '8 de enero de 2026',
      Cuenta: 'Cuenta NÓMINA ···5671',
    });
    expect(
      screen.getByText('Movistar puede volver a cobrártelo o reclamártelo por otra vía: devolver un recibo no cancela lo que debas.'),
    ).toBeTruthy();
    expect(posts(fake, RETURN)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Firmar y devolver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verificando…' }));
    expect(stepUps()).toHaveLength(1);
    expect(posts(fake, RETURN)).toEqual([]);
    await completeStepUp(stepUps);
    expect(await screen.findByRole('heading', { name: 'Recibo devuelto' })).toBeTruthy();
    expect(text(screen.getByText(/^Hemos devuelto/))).toBe('Hemos devuelto 48,90 € de Movistar a tu cuenta Cuenta NÓMINA ···5671.');
    const [sent] = posts(fake, RETURN);
    expect(sent?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(sent?.headers.get('idempotency-key')).toBe(KEY);
    expect(await sent?.json()).toEqual({ amount: 48.9, currency: 'EUR' });

    // Back to the list, asked of the bank again.
    const listsBefore = fake.requests.filter((request) => new URL(request.url).pathname === DIRECT_DEBITS).length;
    fireEvent.click(screen.getByRole('button', { name: 'Volver a recibos' }));
    await screen.findByRole('heading', { level: 2, name: 'Tus recibos domiciliados' });
    expect(fake.requests.filter((request) => new URL(request.url).pathname === DIRECT_DEBITS).length).toBe(listsBefore + 1);
  });

  it.each([
    ['return_window_closed', 422, 'Ya no puedes devolver este recibo: el plazo de 8 semanas terminó el 5 de marzo de 2026.'],
    ['charge_already_returned', 409, 'Este recibo ya está devuelto.'],
    ['invalid_ticket', 401, 'La verificación ha caducado: vuelve a firmar.'],
  ])('tells a refused return (%s) and keeps the review, so a retry is the same order', async (error, status, message) => {
    const { fake, stepUps } = await renderPage({ [`POST ${RETURN}`]: json({ error, message: 'x' }, status) });
    fireEvent.click(screen.getByRole('button', { name: /^Devolver el recibo de Movistar/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Firmar y devolver' }));
    await completeStepUp(stepUps);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y devolver' }));
    await completeStepUp(stepUps, 1);
    expect(posts(fake, RETURN).map((request) => request.headers.get('idempotency-key'))).toEqual([KEY, KEY]);
  });

  it('says what is missing in the codes, in a summary that takes the focus, and asks the bank nothing', async () => {
    const { fake } = await renderPage();
    fireEvent.change(screen.getByLabelText('Código de emisor'), { target: { value: '00006' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar el recibo' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Escribe las 6 cifras del código de emisor.', 'Escribe las 13 cifras de la referencia.']);
    expect(fake.requests.some((request) => new URL(request.url).pathname.startsWith('/genoma_api/rest/bills/payable'))).toBe(false);
  });

  it('tells a reference the bank does not know in the bank’s words, and keeps what was typed', async () => {
    await renderPage({
      [`GET ${DGT_BILL}`]: json({ error: 'bill_not_found', message: 'No encontramos ningún recibo con esa referencia.' }, 404),
    });
    fireEvent.change(screen.getByLabelText('Código de emisor'), { target: { value: '000063' } });
    fireEvent.change(screen.getByLabelText('Referencia'), { target: { value: '2860 0012 3457 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar el recibo' }));
    expect(
      await screen.findByText('No encontramos ningún recibo con esa referencia. Revisa el código de emisor y la referencia.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referencia').value).toBe('2860 0012 3457 1');
  });

  it('pays a bill found by code and reference: reviewed, signed, one call with the ticket and the key, then its receipt', async () => {
    const { fake, stepUps, published } = await renderPage({
      [`GET ${DGT_BILL}`]: json(bill),
      [`POST ${PAYMENTS}`]: json(payment, 201),
    });
    fireEvent.change(screen.getByLabelText('Código de emisor'), { target: { value: '000063' } });
    fireEvent.change(screen.getByLabelText('Referencia'), { target: { value: '2860 0012 3457 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar el recibo' }));
    const heading = await screen.findByRole('heading', { name: 'Revisa el pago' });
    // Focus moves in an effect after the review renders: on a loaded machine, a moment after it shows.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, text(term.nextElementSibling)]))).toEqual({
      Emisor: 'DGT multas',
      'Código de emisor': '000063',
      Referencia: '2860001234571',
      Concepto: 'Multa de tráfico, exceso de velocidad',
      Importe: '100,00 €',
      'Fecha límite de pago': '4 de febrero de 2026',
      'Cuenta de cargo': 'Cuenta NÓMINA ···5671',
    });
    expect(posts(fake, PAYMENTS)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y pagar' }));
    await completeStepUp(stepUps);
    expect(await screen.findByRole('heading', { name: 'Recibo pagado' })).toBeTruthy();
    expect(text(screen.getByText(/^Has pagado/))).toBe('Has pagado 100,00 € a DGT multas.');
    const [sent] = posts(fake, PAYMENTS);
    expect(sent?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(sent?.headers.get('idempotency-key')).toBe(KEY);
    expect(await sent?.json()).toEqual({
      issuerCode: '000063',
      reference: '2860001234571',
      fromAccountId: 'ACC-0001',
      amount: 100,
      currency: 'EUR',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el justificante' }));
    expect(published.find((entry) => entry.topic === 'download-document')?.payload).toMatchObject({
      url: '/genoma_api/rest/bills/payments/REC-1768467600000-0A1B2C/receipt',
      document: { fileName: 'justificante-recibo-REC-1768467600000-0A1B2C.html', mimeType: 'text/html' },
    });
  });

  it('does not offer to sign a bill larger than the chosen account’s balance', async () => {
    const { stepUps } = await renderPage({ [`GET ${DGT_BILL}`]: json(bill) });
    fireEvent.change(screen.getByLabelText('Código de emisor'), { target: { value: '000063' } });
    fireEvent.change(screen.getByLabelText('Referencia'), { target: { value: '2860001234571' } });
    fireEvent.change(screen.getByLabelText('Cuenta de cargo'), { target: { value: 'ACC-0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar el recibo' }));
    expect(text(await screen.findByRole('alert'))).toBe('El importe es mayor que el saldo de esa cuenta (50,00 €): elige otra cuenta.');
    expect(screen.queryByRole('button', { name: 'Firmar y pagar' })).toBeNull();
    expect(stepUps()).toEqual([]);
  });

  it('lets an agent on the assisted channel review, never sign', async () => {
    await renderPage({}, { channel: { clientId: 'bank-twin', clientKind: 'assisted', code: 90, assistedApp: null } as unknown as Channel });
    fireEvent.click(screen.getByRole('button', { name: /^Devolver el recibo de Movistar/ }));
    expect(await screen.findByText('Solo el cliente puede firmar esta operación desde su propio acceso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar y devolver' })).toBeNull();
  });

  it('speaks English to English customers', async () => {
    const { stepUps } = await renderPage(
      { [`GET ${DGT_BILL}`]: json(bill), [`POST ${PAYMENTS}`]: json(payment, 201) },
      { locale: 'en-GB' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bills' })).toBeTruthy();
    expect(text(screen.getByRole('list', { name: 'Latest Movistar charges' }).firstElementChild)).toBe(
      '8 January 2026€48.90You can return it until 5 March 2026Return',
    );
    fireEvent.change(screen.getByLabelText('Issuer code'), { target: { value: '000063' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: '2860001234571' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the bill' }));
    await screen.findByRole('heading', { name: 'Review the payment' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and pay' }));
    await completeStepUp(stepUps);
    expect(await screen.findByText('You paid €100.00 to DGT multas.')).toBeTruthy();
  });
});
