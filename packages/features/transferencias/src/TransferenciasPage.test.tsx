import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel, RouteMatch } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { FEATURE_ID, TransferenciasPage } from './TransferenciasPage';
import { messages } from './messages';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Transfers).
const PRODUCTS = '/genoma_api/rest/products';
const TRANSFERS = '/genoma_api/rest/transfers';
const REVIEW = '/genoma_api/rest/transfers/review';
const BENEFICIARIES = '/genoma_api/rest/transfers/beneficiaries';
const BBVA_IBAN = 'ES9201822370440200012345';
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

const review = {
  fromAccountId: 'ACC-0001',
  toIban: BBVA_IBAN,
  bankName: 'BBVA',
  beneficiaryName: 'Ana Gil',
  ownAccount: false,
  concept: 'Cena',
  amount: eur(50),
  fee: eur(0),
  kind: 'ordinary',
  executionDate: '2026-12-07',
  scheduled: false,
  limits: { perOperation: eur(10_000), perDay: eur(20_000), leftToday: eur(20_000) },
  duplicate: null,
};

const transfer = {
  transferId: 'TRF-0A1B2C3D',
  createdAt: '2026-12-07T09:42:00.000Z',
  executionDate: '2026-12-07',
  status: 'completed',
  kind: 'ordinary',
  fromAccountId: 'ACC-0001',
  fromIban: 'ES3414650100990012345671',
  toIban: BBVA_IBAN,
  bankName: 'BBVA',
  beneficiaryName: 'Ana Gil',
  concept: 'Cena',
  amount: eur(50),
  fee: eur(0),
};

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

async function renderPage(
  answers: Record<string, Answer> = {},
  { locale = 'es-ES', channel, query }: { locale?: 'es-ES' | 'en-GB'; channel?: Channel; query?: string } = {},
) {
  const fake = bank({
    [`GET ${PRODUCTS}`]: json(products),
    [`GET ${BENEFICIARIES}`]: json({ beneficiaries: [] }),
    [`GET ${TRANSFERS}/iban/${BBVA_IBAN}`]: json({ iban: BBVA_IBAN, bankCode: '0182', bankName: 'BBVA' }),
    [`POST ${REVIEW}`]: json(review),
    ...answers,
  });
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
      <TransferenciasPage
        createIdempotencyKey={() => KEY}
        now={() => Date.parse('2026-12-07T09:00:00Z')}
        {...(query === undefined ? {} : { match: { query: new URLSearchParams(query) } as unknown as RouteMatch })}
      />
    </TestShell>,
  );
  await screen.findByLabelText('Cuenta de origen').catch(() => screen.findByLabelText('From account'));
  const stepUps = () => published.filter((entry) => entry.topic === 'start-step-up').map((entry) => entry.payload as StepUpPayload);
  return { fake, published, stepUps };
}

function fillOrder({ iban = 'es92 0182 2370 4402 0001 2345', amount = '50' } = {}) {
  fireEvent.change(screen.getByLabelText('IBAN del beneficiario'), { target: { value: iban } });
  fireEvent.change(screen.getByLabelText('Nombre del beneficiario'), { target: { value: 'Ana Gil' } });
  fireEvent.change(screen.getByLabelText('Concepto'), { target: { value: 'Cena' } });
  fireEvent.change(screen.getByLabelText('Importe (€)'), { target: { value: amount } });
}

const posts = (fake: ReturnType<typeof bank>, path: string) =>
  fake.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === path);

describe('transfers (issue 41 §1)', () => {
  it('checks the IBAN as it is typed, and names its bank once it is valid', async () => {
    await renderPage();
    const iban = screen.getByLabelText('IBAN del beneficiario');
    fireEvent.change(iban, { target: { value: 'ES92 0182 2370 4402 0001 2346' } });
    expect(screen.getByText('Revisa el IBAN: alguna cifra no es correcta.')).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'GB82 WEST 1234 5698 7654 32' } });
    expect(screen.getByText('Solo hacemos transferencias a cuentas españolas (IBAN que empieza por ES).')).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'es92 0182 2370 4402 0001 2345' } });
    expect(await screen.findByText('IBAN correcto · BBVA')).toBeTruthy();
  });

  it('says what is missing in a summary that takes the focus, and asks the bank nothing', async () => {
    const { fake } = await renderPage();
    fireEvent.change(screen.getByLabelText('Importe (€)'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
    ).toEqual([
      'Escribe el IBAN del beneficiario.',
      'Escribe el nombre del beneficiario.',
      'Escribe un concepto.',
      'No tienes saldo suficiente: tu saldo es 2.345,67 €.',
    ]);
    expect(posts(fake, REVIEW)).toEqual([]);
  });

  it('moves no money until the customer signs: review, then the step-up, then one transfer with the ticket and the key', async () => {
    const { fake, stepUps } = await renderPage({ [`POST ${TRANSFERS}`]: json(transfer, 201) });
    fillOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await screen.findByRole('heading', { name: 'Revisa tu transferencia' });
    expect(document.activeElement).toBe(heading);
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
    );
    expect(figures).toEqual({
      Desde: 'Cuenta NÓMINA ···5671',
      A: 'ES92 0182 2370 4402 0001 2345',
      Banco: 'BBVA',
      Beneficiario: 'Ana Gil',
      Concepto: 'Cena',
      Importe: '50,00 €',
      Comisión: '0,00 €',
      Tipo: 'Ordinaria',
      Fecha: 'Hoy, 7 de diciembre de 2026',
    });
    expect(await posts(fake, REVIEW)[0]?.json()).toEqual({
      fromAccountId: 'ACC-0001',
      toIban: BBVA_IBAN,
      beneficiaryName: 'Ana Gil',
      concept: 'Cena',
      amount: 50,
      kind: 'ordinary',
    });
    expect(posts(fake, TRANSFERS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    // A second tap while the signature is open asks for no second one.
    fireEvent.click(screen.getByRole('button', { name: 'Verificando…' }));
    expect(stepUps()).toHaveLength(1);
    expect(posts(fake, TRANSFERS)).toEqual([]);
    await act(async () => {
      stepUps()[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Transferencia enviada' })).toBeTruthy();
    expect(screen.getByText('Has enviado 50,00 € a Ana Gil.')).toBeTruthy();
    const [sent] = posts(fake, TRANSFERS);
    expect(sent?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(sent?.headers.get('idempotency-key')).toBe(KEY);
  });

  it('asks "¿Seguro? Ya has enviado…" before signing the same transfer twice in a few minutes', async () => {
    const duplicate = { ...review, duplicate: { transferId: 'TRF-99', createdAt: '2026-12-07T09:38:00.000Z', amount: eur(50) } };
    const { stepUps } = await renderPage({ [`POST ${REVIEW}`]: json(duplicate) });
    fillOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('¿Seguro? Ya has enviado 50,00 € a esta cuenta hoy a las 10:38.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    expect(stepUps()).toEqual([]);
    expect(screen.getByText('Confirma que quieres enviarla otra vez, o vuelve atrás.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sí, quiero enviarla otra vez' }));
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    expect(stepUps()).toHaveLength(1);
  });

  it.each([
    ['insufficient_funds', 409, 'No tienes saldo suficiente en esa cuenta: no se ha enviado nada.'],
    ['transfer_limit_exceeded', 422, 'La transferencia supera tu límite: no se ha enviado nada.'],
    ['invalid_ticket', 401, 'La verificación ha caducado: vuelve a firmar.'],
  ])('tells a refused transfer (%s) and keeps the review, so a retry is the same order', async (error, status, text) => {
    const { stepUps, fake } = await renderPage({ [`POST ${TRANSFERS}`]: json({ error, message: 'x' }, status) });
    fillOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Revisa tu transferencia' });
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await act(async () => {
      stepUps()[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar' }));
    await act(async () => {
      stepUps()[1]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect(posts(fake, TRANSFERS).map((request) => request.headers.get('idempotency-key'))).toEqual([KEY, KEY]);
  });

  it('shows the bank’s own words for an order it did not accept, and keeps what was typed', async () => {
    await renderPage({
      [`POST ${REVIEW}`]: json(
        { error: 'transfer_limit_exceeded', message: 'El importe supera el límite por transferencia, de 10.000,00 €.' },
        422,
      ),
    });
    fillOrder({ amount: '1500' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('La transferencia supera tu límite: no se ha enviado nada.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Importe (€)').value).toBe('1500');
  });

  it('opens filled in by a link (?from=&to=&amount=) as a transfer between the customer’s accounts, still reviewed before anything moves', async () => {
    const { fake } = await renderPage(
      { [`POST ${REVIEW}`]: json({ ...review, fromAccountId: 'ACC-0002', toIban: products.accounts[0]?.iban, ownAccount: true }) },
      { query: 'from=ACC-0002&to=ACC-0001&amount=200.00' },
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Cuenta de origen').value).toBe('ACC-0002');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Entre mis cuentas' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Cuenta de destino').value).toBe('ACC-0001');
    expect(screen.getByLabelText<HTMLInputElement>('Concepto').value).toBe('Traspaso entre mis cuentas');
    expect(screen.getByLabelText<HTMLInputElement>('Importe (€)').value).toBe('200,00');
    expect(posts(fake, REVIEW)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Revisa tu transferencia' });
    expect(await posts(fake, REVIEW)[0]?.json()).toEqual({
      fromAccountId: 'ACC-0002',
      toIban: 'ES3414650100990012345671',
      concept: 'Traspaso entre mis cuentas',
      amount: 200,
      kind: 'ordinary',
    });
    expect(posts(fake, TRANSFERS)).toEqual([]);
  });

  it('lets an agent on the assisted channel review, never sign', async () => {
    await renderPage({}, { channel: { clientId: 'bank-twin', clientKind: 'assisted', code: 90, assistedApp: null } as unknown as Channel });
    fillOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Solo el cliente puede firmar esta transferencia desde su propio acceso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar y enviar' })).toBeNull();
  });

  it('gives the receipt through the shell’s download-document, and speaks English to English customers', async () => {
    const { stepUps, published } = await renderPage({ [`POST ${TRANSFERS}`]: json(transfer, 201) }, { locale: 'en-GB' });
    fireEvent.change(screen.getByLabelText("Payee's IBAN"), { target: { value: BBVA_IBAN } });
    fireEvent.change(screen.getByLabelText("Payee's name"), { target: { value: 'Ana Gil' } });
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: 'Cena' } });
    fireEvent.change(screen.getByLabelText('Amount (€)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your transfer' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await act(async () => {
      stepUps()[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect(await screen.findByText('You sent €50.00 to Ana Gil.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt' }));
    expect(published.find((entry) => entry.topic === 'download-document')?.payload).toMatchObject({
      url: '/genoma_api/rest/transfers/TRF-0A1B2C3D/receipt',
      document: { fileName: 'receipt-TRF-0A1B2C3D.html', mimeType: 'text/html' },
    });
  });
});
