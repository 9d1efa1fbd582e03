import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { DigitalFallbacksPage, FEATURE_ID } from './DigitalFallbacksPage';
import { messages } from './messages';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The sandbox's paths and shapes (docs/sandbox-api.md, Products, Overdraft instalments).
const PRODUCTS = '/genoma_api/rest/products';
const INSTALMENTS = '/genoma_api/rest/overdraft-instalments';
const QUOTE = '/genoma_api/rest/overdraft-instalments/quote';
const TICKET = 'ticket-of-the-step-up';
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const eur = (amount: number) => ({ amount, currency: 'EUR' });

const NOMINA = { id: 'ACC-0011', alias: 'Cuenta NÓMINA', iban: 'ES0614650100980050617283', type: 'current', balance: eur(-350.2) };
const NARANJA = { id: 'ACC-0012', alias: 'Cuenta Naranja', iban: 'ES1114650100960050617291', type: 'savings', balance: eur(200) };
const products = (...accounts: unknown[]) => ({ accounts, cards: [] });

const quote = {
  accountId: 'ACC-0011',
  overdrawn: eur(350.2),
  tin: 7.95,
  tae: 8.25,
  contractedOn: '2026-12-07',
  withdrawalUntil: '2026-12-21',
  plans: [
    {
      periods: 3,
      monthlyAmount: eur(118.28),
      lastInstalment: eur(118.29),
      totalInterest: eur(4.65),
      totalAmount: eur(354.85),
      firstPaymentOn: '2027-01-07',
      lastPaymentOn: '2027-03-07',
    },
    {
      periods: 6,
      monthlyAmount: eur(59.73),
      lastInstalment: eur(59.71),
      totalInterest: eur(8.16),
      totalAmount: eur(358.36),
      firstPaymentOn: '2027-01-07',
      lastPaymentOn: '2027-06-07',
    },
    {
      periods: 12,
      monthlyAmount: eur(30.46),
      lastInstalment: eur(30.41),
      totalInterest: eur(15.27),
      totalAmount: eur(365.47),
      firstPaymentOn: '2027-01-07',
      lastPaymentOn: '2027-12-07',
    },
  ],
};

const split = {
  loanId: 'LOAN-0A1B2C3D',
  accountId: 'ACC-0011',
  amount: eur(350.2),
  periods: 12,
  tin: 7.95,
  tae: 8.25,
  monthlyAmount: eur(30.46),
  lastInstalment: eur(30.41),
  totalInterest: eur(15.27),
  totalAmount: eur(365.47),
  contractedOn: '2026-12-07',
  firstPaymentOn: '2027-01-07',
  lastPaymentOn: '2027-12-07',
  withdrawalUntil: '2026-12-21',
  balanceAfter: eur(0),
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
  { locale = 'es-ES', channel }: { locale?: 'es-ES' | 'en-GB'; channel?: Channel } = {},
) {
  const fake = bank({ [`GET ${PRODUCTS}`]: json(products(NOMINA, NARANJA)), [`GET ${QUOTE}`]: json(quote), ...answers });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const stepUps: StepUpPayload[] = [];
  events.subscribe('start-step-up', (payload) => void stepUps.push(payload));
  const services = createTestServices({ fetch: fake.fetch, events, ...(channel ? { channel } : {}) });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <DigitalFallbacksPage createIdempotencyKey={() => KEY} />
    </TestShell>,
  );
  return { fake, stepUps };
}

const calls = (fake: ReturnType<typeof bank>, method: string, path: string) =>
  fake.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
/** Text as a person reads it: Intl's no-break spaces as spaces. */
const read = (element: Element | null | undefined) => element?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

async function reviewPlan(name: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Revisar el fraccionamiento' }));
  return screen.findByRole('heading', { name: 'Revisa tu fraccionamiento' });
}

describe('the digital-fallback page (features.md §2.4, issue 41 §5)', () => {
  it('shows the overdraft as the bank has it, and his two real ways out: his savings moved in, or 3, 6 or 12 instalments', async () => {
    const { fake } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Soluciones para ti' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Cuenta NÓMINA ···7283, en descubierto' });
    expect(read(within(account).getByText(/350,20/))).toBe('-350,20 €');

    const move = screen.getByRole('region', { name: 'Pasa dinero desde otra cuenta' });
    expect(read(within(move).getByText(/^Tienes/))).toBe(
      'Tienes 200,00 € en tu Cuenta Naranja ···7291. Si lo pasas a tu Cuenta NÓMINA ···7283, tu descubierto baja a 150,20 €.',
    );
    expect(
      within(move)
        .getByRole('link', { name: /Pasar 200,00/ })
        .getAttribute('href'),
    ).toBe('#/transferencias?from=ACC-0012&to=ACC-0011&amount=200.00');

    const instalments = screen.getByRole('region', { name: 'Fracciona tu descubierto en cuotas' });
    expect(read(await within(instalments).findByText(/^Pagamos ahora/))).toBe(
      'Pagamos ahora los 350,20 € de tu descubierto y los devuelves en cuotas mensuales, a un 7,95 % TIN fijo (TAE 8,25 %), sin comisiones.',
    );
    expect(
      within(instalments)
        .getAllByRole('radio')
        .map((radio) => read(radio.closest('label'))),
    ).toEqual([
      '3 cuotas de 118,28 €Intereses: 4,65 € · Total: 354,85 €',
      '6 cuotas de 59,73 €Intereses: 8,16 € · Total: 358,36 €',
      '12 cuotas de 30,46 €Intereses: 15,27 € · Total: 365,47 €',
    ]);
    expect(within(instalments).getByRole<HTMLInputElement>('radio', { name: /^6 cuotas/ }).checked).toBe(true);
    expect(new URL(calls(fake, 'GET', QUOTE)[0]?.url ?? '').searchParams.get('accountId')).toBe('ACC-0011');
    expect(calls(fake, 'POST', INSTALMENTS)).toEqual([]);
  });

  it('moves all of the overdraft when another account has enough: "Pasar 350,20 €", and the account back at 0,00 €', async () => {
    await renderPage({ [`GET ${PRODUCTS}`]: json(products(NOMINA, { ...NARANJA, balance: eur(1_000) })) });
    const move = await screen.findByRole('region', { name: 'Pasa dinero desde otra cuenta' });
    expect(read(within(move).getByText(/^Tienes/))).toBe(
      'Tienes 1.000,00 € en tu Cuenta Naranja ···7291. Si pasas 350,20 € a tu Cuenta NÓMINA ···7283, la cuenta vuelve a 0,00 €.',
    );
    expect(
      within(move)
        .getByRole('link', { name: /Pasar 350,20/ })
        .getAttribute('href'),
    ).toBe('#/transferencias?from=ACC-0012&to=ACC-0011&amount=350.20');
  });

  it('offers no transfer when no other account has money, and says so', async () => {
    await renderPage({ [`GET ${PRODUCTS}`]: json(products(NOMINA, { ...NARANJA, balance: eur(0) })) });
    const move = await screen.findByRole('region', { name: 'Pasa dinero desde otra cuenta' });
    expect(within(move).getByText('No tienes otra cuenta con saldo desde la que pasar dinero.')).toBeTruthy();
    expect(within(move).queryByRole('link')).toBeNull();
  });

  it('says the account is no longer overdrawn, with a way to the overall position, and asks for no plan', async () => {
    const { fake } = await renderPage({ [`GET ${PRODUCTS}`]: json(products({ ...NOMINA, balance: eur(0) }, NARANJA)) });
    expect(await screen.findByRole('heading', { name: 'Tu cuenta ya no está en descubierto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la posición global' }).getAttribute('href')).toBe('#/posicion-global');
    expect(calls(fake, 'GET', QUOTE)).toEqual([]);
  });

  it('says in the bank’s words when it does not split an overdraft of that size, and offers no plan', async () => {
    await renderPage({
      [`GET ${QUOTE}`]: json(
        {
          error: 'overdraft_out_of_range',
          message: 'Fraccionamos descubiertos a partir de 50,00 €: para uno menor, pasa dinero a la cuenta.',
        },
        422,
      ),
    });
    expect(
      await screen.findByText(
        'No podemos fraccionar este descubierto. Fraccionamos descubiertos a partir de 50,00 €: para uno menor, pasa dinero a la cuenta.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('splits nothing until the customer signs: the review, then one step-up, then one call with the reviewed overdraft, the ticket and the key', async () => {
    const { fake, stepUps } = await renderPage({ [`POST ${INSTALMENTS}`]: json(split, 201) });
    const heading = await reviewPlan(/^12 cuotas/);
    expect(document.activeElement).toBe(heading);
    const figures = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, read(term.nextElementSibling)]));
    expect(figures).toEqual({
      Cuenta: 'Cuenta NÓMINA ···7283',
      'Descubierto que pagamos': '350,20 €',
      Plazo: '12 meses',
      'Tipo de interés (TIN)': '7,95 % fijo',
      TAE: '8,25 %',
      'Cuota mensual': '30,46 € (la última, 30,41 €)',
      Intereses: '15,27 €',
      'Total a devolver': '365,47 €',
      'Primera cuota': '7 de enero de 2027',
      'Última cuota': '7 de diciembre de 2027',
      'Tu cuenta queda a': '0,00 €',
    });
    expect(screen.getByText('Sin comisiones. Puedes desistir sin coste hasta el 21 de diciembre de 2026.')).toBeTruthy();
    expect(calls(fake, 'POST', INSTALMENTS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Firmar y fraccionar' }));
    // A second tap while the signature is open asks for no second one.
    fireEvent.click(screen.getByRole('button', { name: 'Verificando…' }));
    expect(stepUps).toHaveLength(1);
    expect(calls(fake, 'POST', INSTALMENTS)).toEqual([]);
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    const done = await screen.findByRole('heading', { name: 'Tu cuenta ya no está en descubierto' });
    expect(document.activeElement).toBe(done);
    expect(read(screen.getByText(/^Hemos pagado/))).toBe(
      'Hemos pagado los 350,20 € de tu descubierto: tu Cuenta NÓMINA ···7283 está a 0,00 €. Lo devuelves en 12 cuotas de 30,46 €; la primera, el 7 de enero de 2027.',
    );
    expect(screen.getByRole('link', { name: 'Ver el fraccionamiento' }).getAttribute('href')).toBe(
      '#/posicion-global/prestamos/LOAN-0A1B2C3D',
    );
    expect(screen.getByRole('link', { name: 'Ir a la posición global' }).getAttribute('href')).toBe('#/posicion-global');
    const [sent] = calls(fake, 'POST', INSTALMENTS);
    expect(await sent?.json()).toEqual({ accountId: 'ACC-0011', amount: 350.2, periods: 12 });
    expect(sent?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(sent?.headers.get('idempotency-key')).toBe(KEY);
  });

  it('tells an overdraft that changed since the review, with the new figure, offers no signature of the old one, and goes back to the bank’s figures', async () => {
    const { fake, stepUps } = await renderPage({
      [`POST ${INSTALMENTS}`]: json({ error: 'overdraft_changed', message: 'x', overdrawnAmount: 150.2 }, 409),
    });
    await reviewPlan(/^6 cuotas/);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y fraccionar' }));
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    const refusal = await screen.findByText(
      'Tu descubierto ha cambiado desde que lo revisaste: ahora es de 150,20 €. Vuelve atrás para revisarlo.',
    );
    expect(document.activeElement).toBe(refusal);
    expect(screen.queryByRole('button', { name: 'Firmar y fraccionar' })).toBeNull();
    const productCalls = calls(fake, 'GET', PRODUCTS).length;
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('region', { name: 'Fracciona tu descubierto en cuotas' })).toBeTruthy();
    expect(calls(fake, 'GET', PRODUCTS).length).toBeGreaterThan(productCalls);
  });

  it.each([
    ['invalid_ticket', 401, 'La verificación ha caducado: vuelve a firmar.'],
    ['account_not_overdrawn', 409, 'Tu cuenta ya no está en descubierto: no hemos fraccionado nada.'],
    ['internal_error', 500, 'No hemos podido fraccionar tu descubierto. Si vuelves a intentarlo, no se hará dos veces.'],
  ])('tells a refused signature (%s), and a retry is the same order', async (error, status, text) => {
    const { fake, stepUps } = await renderPage({ [`POST ${INSTALMENTS}`]: json({ error, message: 'x' }, status) });
    await reviewPlan(/^3 cuotas/);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y fraccionar' }));
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect(await screen.findByText(text)).toBeTruthy();
    const retry = screen.queryByRole('button', { name: 'Firmar y fraccionar' });
    if (retry !== null) {
      fireEvent.click(retry);
      await act(async () => {
        stepUps[1]?.onComplete({ ticket: TICKET, info: null });
        await Promise.resolve();
      });
      expect(calls(fake, 'POST', INSTALMENTS).map((request) => request.headers.get('idempotency-key'))).toEqual([KEY, KEY]);
    }
  });

  it('lets an agent on the assisted channel review, never sign', async () => {
    await renderPage({}, { channel: { clientId: 'bank-twin', clientKind: 'assisted', code: 90, assistedApp: null } as unknown as Channel });
    await reviewPlan(/^6 cuotas/);
    expect(screen.getByText('Solo el cliente puede firmar el fraccionamiento desde su propio acceso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firmar y fraccionar' })).toBeNull();
  });

  it('speaks English to English customers', async () => {
    await renderPage({}, { locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1, name: 'Solutions for you' })).toBeTruthy();
    const move = await screen.findByRole('region', { name: 'Move money from another account' });
    expect(read(within(move).getByText(/^You have/))).toBe(
      'You have €200.00 in your Cuenta Naranja ···7291. If you move it to your Cuenta NÓMINA ···7283, your overdraft goes down to €150.20.',
    );
    const instalments = screen.getByRole('region', { name: 'Split your overdraft into instalments' });
    expect(await within(instalments).findByRole('radio', { name: /^12 instalments of €30.46/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review the instalments' }));
    expect(await screen.findByRole('heading', { name: 'Review your instalments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign and split' })).toBeTruthy();
    expect(read(screen.getByText(/^Nominal rate/).nextElementSibling)).toBe('7.95% fixed');
  });
});
