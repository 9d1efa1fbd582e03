import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { Channel, RouteMatch, ShellEventBus } from '@bank-shell/core';
import { CAMPAIGN_TOPIC_VALIDATORS, SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
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
/** The credit-line offer of the customer's account (`preconLc?personId=0&campaignCod=…&productCod=…`). */
const CREDIT_LINE = '/genoma_api/rest/preconLc';

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
  accounts: [
    {
      id: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      iban: 'ES3414650100990012345671',
      type: 'current',
      balance: { amount: 2450.3, currency: 'EUR' },
    },
  ],
  cards: [],
};

type Answer = Response | ((request: Request) => Response);

/** A fake bank: the answers by `METHOD path` (with or without the query); `otherwise` for any other call (no offer, 204). */
function bank(answers: Record<string, Answer>, otherwise: () => Response = () => empty(204)) {
  const requests: Request[] = [];
  const fetchFake = (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}${url.search}`] ?? answers[`${request.method} ${url.pathname}`];
    if (answer === undefined) return Promise.resolve(otherwise());
    return Promise.resolve(typeof answer === 'function' ? answer(request) : answer.clone());
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

async function renderOffers(
  rest: string,
  answers: Record<string, Answer>,
  locale: 'es-ES' | 'en-GB' = 'es-ES',
  options: { events?: ShellEventBus; channel?: Channel; otherwise?: () => Response } = {},
) {
  const fake = bank({ [`GET ${PRODUCTS}`]: json(products), ...answers }, options.otherwise);
  const services = createTestServices({ fetch: fake.fetch, ...options });
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
  it('shows each offer the bank has, its figures in Spanish on a Spanish page, four-digit thousands with a dot', async () => {
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
    const mortgage = screen.getByRole('article', { name: 'Hipoteca preconcedida' });
    expect(within(mortgage).getByText('Hasta 350.000 €')).toBeTruthy();
    // No link to a page the bank has not built (issue 41 §5): how to apply, in words.
    expect(within(mortgage).queryByRole('link')).toBeNull();
    expect(within(mortgage).getByText('Para pedirla, llámanos al 910 000 000: la tramitamos en el día.')).toBeTruthy();
    // The first applicability entry, its dates formatted (features.md §3).
    expect(within(screen.getByRole('article', { name: 'Promoción' })).getByText('Del 01/09/2026 al 31/12/2026')).toBeTruthy();
  });

  it('leads a card-limit offer to the card’s own page, where the limit is changed (issue 41 §5)', async () => {
    const creditCard = {
      id: 'CRD-0002',
      alias: 'Tarjeta Crédito',
      brand: 'MASTERCARD',
      kind: 'credit',
      maskedPan: '•••• 7310',
      availableBalance: { amount: 1800, currency: 'EUR' },
    };
    await renderOffers('', {
      [`GET ${PRODUCTS}`]: json({ ...products, cards: [creditCard] }),
      [`GET /genoma_api/rest/card-limits-campaing/LIM-CRD-0002/limit`]: json({
        campaignId: 'LIM-CRD-0002',
        cardId: 'CRD-0002',
        currentLimit: 3000,
        offeredLimit: 5000,
      }),
    });
    const offer = await screen.findByRole('article', { name: 'Más límite para tu tarjeta' });
    expect(within(offer).getByRole('link', { name: 'Cambiar el límite' }).getAttribute('href')).toBe('#/posicion-global/tarjetas/CRD-0002');
  });

  it('tells the analytics of the loan’s "simulate" link: the tracked link offers-loan-simulate (features.md §4.8.6)', async () => {
    const events = createShellEventBus();
    events.allow(CAMPAIGN_TOPIC_VALIDATORS);
    const clicks: unknown[] = [];
    events.subscribe('link-click', (payload) => void clicks.push(payload));
    await renderOffers('', { [`GET ${LOAN}`]: json(loanOffer) }, 'es-ES', { events });
    const link = within(await screen.findByRole('article', { name: 'Préstamo preconcedido' })).getByRole('link', {
      name: 'Simular mi préstamo',
    });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(clicks).toEqual([{ id: 'offers-loan-simulate', pageName: 'ofertas' }]);
  });

  it('swallows a 409 from the offer calls: no data, and the customer reads that there are no offers (features.md §7)', async () => {
    // 409 on each offer call's own path, and a failure anywhere else: a call to a wrong path shows
    // the error, not "no offers".
    const held = error(409, 'offers_held');
    const fake = await renderOffers(
      '',
      {
        [`GET ${LOAN}`]: held,
        [`GET ${OVERDRAFT}`]: held,
        [`GET ${MORTGAGE}`]: held,
        [`GET ${CREDIT_LINE}`]: held,
        [`GET ${PROMOTION}`]: held,
      },
      'es-ES',
      { otherwise: () => error(500, 'internal_error') },
    );
    expect(await screen.findByText('Ahora mismo no tenemos ofertas preconcedidas para ti.')).toBeTruthy();
    const asked = fake.requests.map((request) => new URL(request.url).pathname);
    expect(asked).toEqual(expect.arrayContaining([LOAN, OVERDRAFT, MORTGAGE, CREDIT_LINE, PROMOTION]));
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

  it('writes the figures in English on an English page, as every other screen does (issue 42 §2)', async () => {
    await renderOffers('', { [`GET ${LOAN}`]: json(loanOffer) }, 'en-GB');
    const loan = await screen.findByRole('article', { name: 'Pre-approved loan' });
    expect(within(loan).getByText('Up to €15,000')).toBeTruthy();
    expect(within(loan).getByText('Nominal rate from 6.50% · APR 6.70%')).toBeTruthy();
    expect(screen.queryByText(/Spanish format/)).toBeNull();
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

  const QUOTE_PATH = '/genoma_api/rest/loans/quote';
  const QUOTE = {
    accountId: 'ACC-0001',
    amount: 10_000,
    periods: 60,
    tin: 6.5,
    tae: 6.7,
    monthlyAmount: 195.66,
    lastInstalment: 195.75,
    totalInterest: 1_739.69,
    totalAmount: 11_739.69,
    firstPaymentOn: '2027-01-06',
    lastPaymentOn: '2031-12-06',
    withdrawalUntil: '2026-12-20',
  };
  const CONTRACTED = {
    ...QUOTE,
    loanId: 'LOAN-3F2A9C10',
    contractedOn: '2026-12-06',
    balanceAfter: 12_345.67,
  };
  const TICKET = 'T'.repeat(43);
  const review = () => screen.getByRole('region', { name: 'Revisa tu préstamo antes de firmar' });

  /** The simulator, 10.000 € over 60 months chosen, and the review asked for. */
  async function reviewLoan(answers: Record<string, Answer> = {}, channel?: Channel) {
    const events = createShellEventBus();
    events.allow({ ...SIGNED_IN_TOPIC_VALIDATORS, ...CAMPAIGN_TOPIC_VALIDATORS });
    const published: { topic: string; payload: unknown }[] = [];
    events.subscribe('link-click', (payload) => void published.push({ topic: 'link-click', payload }));
    events.subscribe('start-step-up', (payload) => void published.push({ topic: 'start-step-up', payload }));
    events.subscribe('download-document', (payload) => void published.push({ topic: 'download-document', payload }));
    events.subscribe('open-external-url', (payload) => void published.push({ topic: 'open-external-url', payload }));
    const fake = await renderOffers(
      'prestamo',
      { [`GET ${LOAN}`]: json(loanOffer), [`GET ${QUOTE_PATH}`]: json(QUOTE), ...answers },
      'es-ES',
      {
        events,
        ...(channel ? { channel } : {}),
      },
    );
    await screen.findByRole('slider', { name: 'Importe' });
    fireEvent.change(amountSlider(), { target: { value: '10000' } });
    fireEvent.change(termSlider(), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar el préstamo' }));
    await within(await screen.findByRole('region', { name: 'Revisa tu préstamo antes de firmar' })).findByText('11.739,69 €');
    return { fake, published };
  }

  const stepUps = (published: { topic: string; payload: unknown }[]) =>
    published.filter((entry) => entry.topic === 'start-step-up').map((entry) => entry.payload as StepUpPayload);

  it('issue 38 §1: asking for the loan moves no money: the review shows the bank’s figures, and focus goes to its heading', async () => {
    const { fake } = await reviewLoan();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Revisa tu préstamo antes de firmar' }));
    const figures = Object.fromEntries(
      within(review())
        .getAllByRole('term')
        // Read as a person reads it: a no-break space is a space.
        .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
    );
    expect(figures).toEqual({
      Importe: '10.000,00 €',
      Plazo: '60 meses',
      TIN: '6,50 % fijo',
      TAE: '6,70 %',
      'Cuota mensual': '60 cuotas de 195,66 € (la última, de 195,75 €)',
      Intereses: '1.739,69 €',
      'Importe total adeudado': '11.739,69 €',
      'Cuenta donde recibirlo': 'Cuenta NÓMINA ···5671',
      'Primera cuota': '6 de enero de 2027',
      'Última cuota': '6 de diciembre de 2031',
    });
    expect(
      within(review()).getByText(
        'Tienes 14 días naturales desde la firma, hasta el 20 de diciembre de 2026, para desistir del préstamo sin dar explicaciones.',
      ),
    ).toBeTruthy();
    expect(new URL(fake.requests.find((request) => request.url.includes('/quote'))?.url ?? '').search).toBe(
      '?amount=10000&periods=60&accountId=ACC-0001',
    );
    expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('opens the pre-contract information through the shell’s download-document, in a new tab, for the loan chosen', async () => {
    const { published } = await reviewLoan();
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    const [download] = published.filter((entry) => entry.topic === 'download-document');
    expect(download?.payload).toMatchObject({
      url: '/genoma_api/rest/loans/pre-contract-information?amount=10000&periods=60&accountId=ACC-0001',
      document: { fileName: 'informacion-normalizada-europea-prestamo.html', mimeType: 'text/html' },
      openNewWindow: true,
    });
    (download?.payload as { reportUnexistentFileCallback: () => void }).reportUnexistentFileCallback();
    expect(await within(review()).findByText('No hemos podido abrir la información precontractual. Inténtalo de nuevo.')).toBeTruthy();
  });

  it('opens the Bank of Spain’s guide to personal loans through the shell’s open-external-url, in a new tab (shell.md §3.9)', async () => {
    const { published } = await reviewLoan();
    fireEvent.click(
      within(review()).getByRole('button', { name: 'Guía del Banco de España sobre préstamos personales (se abre en otra pestaña)' }),
    );
    expect(published.filter((entry) => entry.topic === 'open-external-url').map((entry) => entry.payload)).toEqual([
      { url: 'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/financiacion/prestamopersonal/', openNewWindow: true },
    ]);
  });

  it('signs nothing before the information is opened and the terms accepted, and says which is missing', async () => {
    const { published } = await reviewLoan();
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    expect(within(review()).getByRole('alert').textContent).toBe('Abre y lee la información normalizada europea antes de aceptarla.');
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    expect(within(review()).getByRole('alert').textContent).toBe(
      'Marca la casilla para aceptar la información precontractual y las condiciones.',
    );
    expect(document.activeElement).toBe(within(review()).getByRole('checkbox'));
    expect(stepUps(published)).toEqual([]);
    expect(published.filter((entry) => entry.topic === 'link-click')).toEqual([]);
  });

  it('tells the analytics of a signature it asks for: the tracked link offers-loan-accept (features.md §4.8.6)', async () => {
    const { published } = await reviewLoan();
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    fireEvent.click(within(review()).getByRole('checkbox'));
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    expect(published.filter((entry) => entry.topic === 'link-click').map((entry) => entry.payload)).toEqual([
      { id: 'offers-loan-accept', pageName: 'ofertas' },
    ]);
  });

  it('contracts the loan only after the signature: the step-up’s ticket goes with the acceptance; then the loan, the right of withdrawal and the way to it', async () => {
    const { fake, published } = await reviewLoan({ [`POST /genoma_api/rest/loans`]: json(CONTRACTED, 201) });
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    fireEvent.click(
      within(review()).getByRole('checkbox', {
        name: 'He leído la información normalizada europea y acepto las condiciones del préstamo.',
      }),
    );
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    expect(stepUps(published)).toHaveLength(1);
    expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await act(async () => {
      stepUps(published)[0]?.onComplete({ ticket: TICKET, info: { scaRequired: true } });
      await Promise.resolve();
    });
    expect(await screen.findByText('Préstamo contratado. Hemos ingresado 10.000,00 € en tu Cuenta NÓMINA.')).toBeTruthy();
    expect(screen.getByText('Pagarás 60 cuotas de 195,66 €, la primera el 6 de enero de 2027: 11.739,69 € en total.')).toBeTruthy();
    expect(
      screen.getByText(
        'Tienes 14 días naturales desde la firma, hasta el 20 de diciembre de 2026, para desistir del préstamo sin dar explicaciones.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi préstamo' }).getAttribute('href')).toBe('#/posicion-global/prestamos/LOAN-3F2A9C10');
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(await post?.json()).toEqual({ amount: 10_000, periods: 60, accountId: 'ACC-0001', termsAccepted: true });
  });

  it.each([
    ['cancelled', (step: StepUpPayload) => step.onCancel(), 'No has firmado: no se ha contratado nada.'],
    [
      'failed',
      (step: StepUpPayload) => step.onError(new Error('x')),
      'No hemos podido confirmar que eres tú: no se ha contratado nada. Inténtalo de nuevo.',
    ],
  ])('a %s signature contracts nothing and says so', async (_, end, text) => {
    const { fake, published } = await reviewLoan();
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    fireEvent.click(within(review()).getByRole('checkbox'));
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    act(() => {
      const step = stepUps(published)[0];
      if (step) end(step);
    });
    expect(await within(review()).findByText(text)).toBeTruthy();
    expect(fake.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    [409, 'no_loan_offer', 'Este préstamo ya no está disponible: puede que ya lo hayas contratado.'],
    [401, 'invalid_ticket', 'La confirmación ha caducado o ya se usó: no se ha contratado nada. Vuelve a firmar.'],
    [500, 'internal_error', 'No hemos podido contratar el préstamo. Inténtalo de nuevo.'],
  ])('the bank’s %s %s after the signature is said clearly', async (status, code, text) => {
    const { published } = await reviewLoan({ [`POST /genoma_api/rest/loans`]: error(status, code) });
    fireEvent.click(within(review()).getByRole('button', { name: 'Abrir la información normalizada europea' }));
    fireEvent.click(within(review()).getByRole('checkbox'));
    fireEvent.click(within(review()).getByRole('button', { name: 'Firmar y contratar' }));
    await act(async () => {
      stepUps(published)[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    expect((await within(review()).findByRole('alert')).textContent).toBe(text);
  });

  it('going back from the review keeps what was chosen', async () => {
    await reviewLoan();
    fireEvent.click(within(review()).getByRole('button', { name: 'Volver a la simulación' }));
    expect((await screen.findByRole('slider', { name: 'Importe' })).getAttribute('value')).toBe('10000');
    expect(termSlider().getAttribute('value')).toBe('60');
  });

  it('issue 38 §3: on the assisted channel the agent reviews the loan but cannot sign it', async () => {
    await reviewLoan({}, { clientId: 'bank-twin', clientKind: 'assisted', code: 81, assistedApp: 'CC' });
    expect(within(review()).queryByRole('button', { name: 'Firmar y contratar' })).toBeNull();
    expect(
      within(review()).getByText('Solo el cliente puede firmar el préstamo: pídele que lo haga desde su app o su banca online.'),
    ).toBeTruthy();
  });

  it('has nothing to simulate without a loan offer, or when the offer call answers 409', async () => {
    await renderOffers('prestamo', { [`GET ${LOAN}`]: error(409, 'offers_held') });
    expect(await screen.findByText('No tienes ningún préstamo preconcedido disponible.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
  });
});

describe('the offers’ ways back (issue 42 §4)', () => {
  it('the offers lead back to the overall position, the simulator back to the offers, in Spanish and English', async () => {
    await renderOffers('', {});
    expect((await screen.findByRole('link', { name: 'Posición global' })).getAttribute('href')).toBe('#/posicion-global');
    cleanup();
    await renderOffers('', {}, 'en-GB');
    expect((await screen.findByRole('link', { name: 'Overview' })).getAttribute('href')).toBe('#/posicion-global');
    cleanup();
    await renderOffers('prestamo', { [`GET ${LOAN}`]: json(loanOffer) });
    const back = await screen.findAllByRole('link', { name: 'Volver a tus ofertas' });
    expect(back[0]?.getAttribute('href')).toBe('#/ofertas');
  });
});
