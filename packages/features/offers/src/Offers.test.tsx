import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { messages } from './messages';
import { FEATURE_ID, Offers } from './Offers';

afterEach(cleanup);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = (status: number) => new Response(null, { status });
const error = (status: number, code: string) => json({ error: code, message: 'x' }, status);

// features.md §7's paths, and the sandbox's shapes (docs/sandbox-api.md, Offers).
const LOAN = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/1/';
const OVERDRAFT = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/4/';
const MORTGAGE = '/genoma_api/rest/prescoring/mortgage/';
const PRODUCTS = '/genoma_api/rest/products';
const PROMOTION = '/v2/promotions/eligibility/NOMINA-150';

const loanOffer = {
  loanSubtype: 'TX',
  minLimitAmount: 1_000,
  maxLimitAmount: 15_000,
  amountTermRange: [
    { amount: 6_000, maxRange: 84 },
    { amount: 12_000, maxRange: 96 },
  ],
  legalInfo: { payrollInterest: 6.5, noPayrollInterest: 7.95, tae: 6.7, noPayrollTAE: 8.24, defaultTAE: 8.24 },
};

const products = {
  accounts: [{ id: 'ACC-0001', alias: 'Cuenta NÓMINA', iban: 'ES3414650100990012345671', type: 'current' }],
  cards: [],
};

type Answer = Response | ((request: Request) => Response);

function bank(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchFake = (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}${url.search}`] ?? answers[`${request.method} ${url.pathname}`];
    if (answer === undefined) return Promise.resolve(empty(204));
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer.clone());
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

async function renderOffers(rest: string, answers: Record<string, Answer>, locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const fake = bank({ [`GET ${PRODUCTS}`]: json(products), ...answers });
  const services = createTestServices({ fetch: fake.fetch });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  const match = { path: `/ofertas/${rest}`, rest, params: {}, query: new URLSearchParams() } as unknown as RouteMatch;
  render(
    <TestShell services={services}>
      <Offers match={match} />
    </TestShell>,
  );
  return fake;
}

describe('the offers area (features.md §3, §7)', () => {
  it('shows each offer the bank has, its figures in es-ES with the four-digit thousands dot', async () => {
    await renderOffers('', {
      [`GET ${LOAN}`]: json(loanOffer),
      [`GET ${MORTGAGE}`]: json({ amount: 350_000 }),
      [`GET ${PROMOTION}`]: json({
        promotionId: 'NOMINA-150',
        name: '150 € por traer tu nómina',
        eligible: true,
        applicability: [
          { startDate: '2026-09-01', endDate: '2026-12-31', bonusAmount: 150, condition: 'Nómina de 700 €' },
          { startDate: '2027-01-01' },
        ],
      }),
    });
    const loan = await screen.findByRole('article', { name: 'Préstamo preconcedido' });
    expect(within(loan).getByText('Hasta 15.000 €')).toBeTruthy();
    expect(within(loan).getByText('TIN desde 6,50 % · TAE 6,70 %')).toBeTruthy();
    expect(within(loan).getByRole('link', { name: 'Simular mi préstamo' }).getAttribute('href')).toBe('#/ofertas/prestamo');
    expect(within(screen.getByRole('article', { name: 'Hipoteca preconcedida' })).getByText('Hasta 350.000 €')).toBeTruthy();
    // The first applicability entry, its dates formatted (features.md §3).
    expect(within(screen.getByRole('article', { name: 'Promoción' })).getByText('Del 01/09/2026 al 31/12/2026')).toBeTruthy();
  });

  it('swallows a 409 from the offer calls: no data, and the customer reads that there are no offers', async () => {
    await renderOffers('', {
      [`GET ${LOAN}`]: error(409, 'offers_held'),
      [`GET ${OVERDRAFT}`]: error(409, 'offers_held'),
      [`GET ${MORTGAGE}`]: error(409, 'offers_held'),
    });
    expect(await screen.findByText('Ahora mismo no tenemos ofertas preconcedidas para ti.')).toBeTruthy();
  });

  it('says so when another error comes from an offer call, with a way to try again', async () => {
    await renderOffers('', { [`GET ${LOAN}`]: error(500, 'internal_error') });
    expect(await screen.findByText('No hemos podido cargar tus ofertas. Inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('shows a loan without payroll at its own rates: the no-payroll TIN and its APR', async () => {
    await renderOffers('', { [`GET ${LOAN}`]: json({ ...loanOffer, loanSubtype: 'NTX' }) });
    const loan = await screen.findByRole('article', { name: 'Préstamo preconcedido' });
    expect(within(loan).getByText('TIN desde 7,95 % · TAE 8,24 %')).toBeTruthy();
  });

  it('says so when the promotion call fails other than with 409 or 404', async () => {
    await renderOffers('', { [`GET ${LOAN}`]: json(loanOffer), [`GET ${PROMOTION}`]: error(500, 'internal_error') });
    expect(await screen.findByText('No hemos podido cargar tus ofertas. Inténtalo de nuevo.')).toBeTruthy();
  });

  it('writes the figures in es-ES in English too (features.md §9: es-ES for offers)', async () => {
    await renderOffers('', { [`GET ${LOAN}`]: json(loanOffer) }, 'en-GB');
    const loan = await screen.findByRole('article', { name: 'Pre-approved loan' });
    expect(within(loan).getByText('Up to 15.000 €')).toBeTruthy();
  });
});

describe('the loan simulator (features.md §3, §9; issue 19 §4)', () => {
  const amountSlider = () => screen.getByRole('slider', { name: 'Importe' });
  const termSlider = () => screen.getByRole('slider', { name: 'Plazo' });
  const result = () => screen.getByText('Cuota mensual').closest('.simulator__result') as HTMLElement;

  it('works out the instalment live: 10.000 € over 60 months at the payroll 6,50 % is 195,66 €', async () => {
    await renderOffers('prestamo', { [`GET ${LOAN}`]: json(loanOffer) });
    await screen.findByRole('slider', { name: 'Importe' });
    fireEvent.change(amountSlider(), { target: { value: '10000' } });
    fireEvent.change(termSlider(), { target: { value: '60' } });
    expect(within(result()).getByText('195,66 €')).toBeTruthy();
    expect(within(result()).getByText('11.739,69 €')).toBeTruthy();
    expect(within(result()).getByText('1.739,69 €')).toBeTruthy();
    expect(screen.getByText('5 años', { selector: 'output' })).toBeTruthy();
  });

  it('lets the term reach the amountTermRange rule’s longest, and 60 months below it (features.md §9)', async () => {
    await renderOffers('prestamo', { [`GET ${LOAN}`]: json(loanOffer) });
    await screen.findByRole('slider', { name: 'Importe' });
    fireEvent.change(amountSlider(), { target: { value: '5000' } });
    expect(termSlider().getAttribute('max')).toBe('60');
    fireEvent.change(amountSlider(), { target: { value: '6000' } });
    expect(termSlider().getAttribute('max')).toBe('84');
    fireEvent.change(amountSlider(), { target: { value: '12000' } });
    expect(termSlider().getAttribute('max')).toBe('96');
    // A term under 12 months is written in months.
    fireEvent.change(termSlider(), { target: { value: '9' } });
    expect(screen.getByText('9 meses', { selector: 'output' })).toBeTruthy();
  });

  it('accepts the loan at the bank and says where the money went', async () => {
    const fake = await renderOffers('prestamo', {
      [`GET ${LOAN}`]: json(loanOffer),
      [`POST /genoma_api/rest/loans`]: json(
        { loanId: 'LOAN-1', accountId: 'ACC-0001', amount: 10_000, periods: 60, tin: 6.5, monthlyAmount: 195.66, balanceAfter: 12_345.67 },
        201,
      ),
    });
    await screen.findByRole('slider', { name: 'Importe' });
    fireEvent.change(amountSlider(), { target: { value: '10000' } });
    fireEvent.change(termSlider(), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Contratar el préstamo' }));
    expect(await screen.findByText('Préstamo contratado. Hemos ingresado 10.000,00 € en tu Cuenta NÓMINA.')).toBeTruthy();
    expect(screen.getByText('Pagarás 195,66 € al mes durante 5 años.')).toBeTruthy();
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ amount: 10_000, periods: 60, accountId: 'ACC-0001' });
  });

  it('says the loan is no longer there when the bank answers 409 to the acceptance', async () => {
    await renderOffers('prestamo', { [`GET ${LOAN}`]: json(loanOffer), [`POST /genoma_api/rest/loans`]: error(409, 'no_loan_offer') });
    fireEvent.click(await screen.findByRole('button', { name: 'Contratar el préstamo' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Este préstamo ya no está disponible: puede que ya lo hayas contratado.',
    );
  });

  it('has nothing to simulate without a loan offer, or when the offer call answers 409', async () => {
    await renderOffers('prestamo', { [`GET ${LOAN}`]: error(409, 'offers_held') });
    expect(await screen.findByText('No tienes ningún préstamo preconcedido disponible.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
  });
});
