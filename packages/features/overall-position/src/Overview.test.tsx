import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bankError, createFakeBank, json } from './testing/fakeBank';
import { DEPOSIT, LUCIA, MANAGER, OVERVIEW_ANSWERS, REST } from './testing/fixtures';
import { TEEN_WEB, findTitle, renderScreen } from './testing/renderScreen';

afterEach(cleanup);

const region = (name: string) => screen.getByRole('region', { name });
const amountIn = (element: HTMLElement) => element.querySelector('.amount__value')?.textContent;

async function overview(answers: Record<string, unknown> = {}, options: Partial<Parameters<typeof renderScreen>[1]> = {}) {
  const bank = createFakeBank({ ...OVERVIEW_ANSWERS, ...answers });
  const rendered = await renderScreen('', { bank, ...options });
  // Loaded, or failed: the loading status is gone.
  await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
  return { bank, ...rendered };
}

describe('overview: the customer’s visit (issue 18 §4)', () => {
  it('greets the customer and says when they last came in and how many messages wait, linking to the inbox', async () => {
    await overview();
    await findTitle('Hola, Lucía');
    expect(await screen.findByText('Último acceso: 25 nov 2026, 18:42')).toBeTruthy();
    const inbox = screen.getByRole('link', { name: '2 mensajes sin leer' });
    expect(inbox.getAttribute('href')).toBe('#/inbox');
  });

  it('greets the customer by the tidied name of the client model: trimmed, spaces collapsed, each word capitalised (features.md §3.11)', async () => {
    await overview({ [`GET ${REST}/client`]: { ...LUCIA, name: '  MARÍA   josé ' } });
    await findTitle('Hola, María José');
  });

  it('greets without a name when the client’s name is whitespace only, which the client model makes empty (features.md §3.11)', async () => {
    await overview({ [`GET ${REST}/client`]: { ...LUCIA, name: '   ' } });
    await findTitle('Hola');
  });

  it('says the same in English', async () => {
    await overview({}, { locale: 'en-GB' });
    await findTitle('Hello, Lucía');
    expect(await screen.findByText('Last access: 25 Nov 2026, 18:42')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 unread messages' })).toBeTruthy();
  });

  it('a first login has no previous access: it says so; one message is one', async () => {
    await overview({ [`GET ${REST}/client/access`]: { lastAccessAt: null }, [`GET ${REST}/inbox/summary`]: { unread: 1 } });
    expect(await screen.findByText('Es tu primer acceso. ¡Te damos la bienvenida!')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 mensaje sin leer' })).toBeTruthy();
  });

  it("asks for the last access and the inbox once the products are there, so the page's own calls go first (issue 12)", async () => {
    let answerProducts = () => undefined as void;
    const products = new Promise<void>((resolve) => (answerProducts = resolve));
    const bank = createFakeBank({
      ...OVERVIEW_ANSWERS,
      [`GET ${REST}/products`]: async () => {
        await products;
        return json(OVERVIEW_ANSWERS[`GET ${REST}/products`]);
      },
    });
    await renderScreen('', { bank });
    await waitFor(() => expect(bank.pathsOf('GET')).toContain(`${REST}/products`));
    expect(bank.pathsOf('GET')).not.toContain(`${REST}/client/access`);
    expect(bank.pathsOf('GET')).not.toContain(`${REST}/inbox/summary`);
    // The facts' line is there already, empty, so that they move nothing when they come.
    expect(document.querySelector('.visit-facts-slot')?.childElementCount).toBe(0);
    await act(() => {
      answerProducts();
      return products;
    });
    expect(await screen.findByText('Último acceso: 25 nov 2026, 18:42')).toBeTruthy();
    expect(bank.pathsOf('GET')).toEqual(expect.arrayContaining([`${REST}/client/access`, `${REST}/inbox/summary`]));
  });

  it('shows the balance as soon as the products are in, before the campaigns answer, and what follows their banners only once they have (issue 42 §6)', async () => {
    let answerCampaigns = () => undefined as void;
    const campaignsHeld = new Promise<void>((resolve) => (answerCampaigns = resolve));
    const bank = createFakeBank({
      ...OVERVIEW_ANSWERS,
      'GET /genoma_api/rest/campaigns?section=overall-position&subsection=home': async () => {
        await campaignsHeld;
        return json({ communications: [] });
      },
    });
    await renderScreen('', { bank });
    const total = (await screen.findByText('Saldo total en cuentas')).closest('.balance-hero') as HTMLElement;
    expect(amountIn(total)).toBe('10.466,12\u00a0€');
    expect(document.querySelector('.skeleton')).toBeNull();
    // The banners would come before the latest movements: nothing below them shows yet, so nothing moves.
    expect(screen.queryByRole('region', { name: 'Últimos movimientos' })).toBeNull();
    await act(() => {
      answerCampaigns();
      return campaignsHeld;
    });
    expect(await screen.findByRole('region', { name: 'Últimos movimientos' })).toBeTruthy();
  });

  it('an empty inbox is still a way in', async () => {
    await overview({ [`GET ${REST}/inbox/summary`]: { unread: 0 } });
    expect((await screen.findByRole('link', { name: 'No tienes mensajes sin leer' })).getAttribute('href')).toBe('#/inbox');
  });
});

describe('overview: products (issue 18 §4)', () => {
  it('counts the accounts only in "Saldo total en cuentas": never the deposit, which has its own section', async () => {
    await overview();
    const total = screen.getByText('Saldo total en cuentas').closest('.balance-hero') as HTMLElement;
    // 2.345,67 + 8.120,45; the deposit's 20.000,00 is not in it.
    expect(amountIn(total)).toBe('10.466,12\u00a0€');
    expect(within(total).getByText('2 cuentas · no incluye tus depósitos')).toBeTruthy();
    const deposits = region('Depósitos');
    expect(within(deposits).getByText(DEPOSIT.alias)).toBeTruthy();
    expect(within(deposits).getByText('2,25 % anual · vence el 31 may 2027')).toBeTruthy();
    expect(amountIn(deposits)).toBe('20.000,00\u00a0€');
  });

  it('a bank that sends no deposits yet shows no deposit section', async () => {
    const { accounts, cards } = OVERVIEW_ANSWERS[`GET ${REST}/products`];
    await overview({ [`GET ${REST}/products`]: { accounts, cards } });
    expect(screen.queryByRole('region', { name: 'Depósitos' })).toBeNull();
    expect(screen.getByText('2 cuentas')).toBeTruthy();
  });

  it('leads from each account and card to its detail', async () => {
    await overview();
    const nomina = within(region('Cuentas')).getByRole('link', { name: /Cuenta NÓMINA/ });
    expect(nomina.getAttribute('href')).toBe('#/posicion-global/cuentas/ACC-0001');
    expect(within(nomina).getByText('ES34 1465 0100 9900 1234 5671')).toBeTruthy();
    const credit = within(region('Tarjetas')).getByRole('link', { name: /Tarjeta Crédito/ });
    expect(credit.getAttribute('href')).toBe('#/posicion-global/tarjetas/CRD-0002');
  });

  it('offers the quick actions as links to their screens', async () => {
    await overview();
    const actions = region('Acciones rápidas');
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Transferir', '#/transferencias'],
      ['Bizum', '#/bizum'],
      ['Pagar un recibo', '#/recibos'],
    ]);
  });

  it('heads a company’s profile with the company’s name and greets the customer under it (issue 42 §3), in Spanish and English', async () => {
    await overview({}, { businessProfile: true });
    await findTitle('Martínez Diseño SL');
    expect(document.querySelector('.page__subtitle')?.textContent).toBe('Perfil de empresa · Hola, Lucía');
    cleanup();
    await overview({}, { businessProfile: true, locale: 'en-GB' });
    await findTitle('Martínez Diseño SL');
    expect(document.querySelector('.page__subtitle')?.textContent).toBe('Business profile · Hello, Lucía');
  });

  it('offers a company’s profile no Bizum, which is between people’s phones (issue 42 §3)', async () => {
    await overview({}, { businessProfile: true });
    const links = within(region('Acciones rápidas')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Transferir', 'Pagar un recibo']);
  });

  it('keeps the latest movements, each with its product and an account’s balance after it', async () => {
    await overview();
    // They come after the campaigns' banners, which may answer after the products.
    const items = await waitFor(() => within(region('Últimos movimientos')).getAllByRole('listitem'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Cuenta NÓMINA')).toBeTruthy();
    expect(items[0]!.querySelector('.movement__balance')?.textContent).toBe('Saldo 2.345,67\u00a0€');
    // A card's movement has no balance after it.
    expect(items[1]!.querySelector('.movement__balance')).toBeNull();
  });
});

describe('overview: an affluent customer (issue 18 §4)', () => {
  it('wears the affluent mark and has the personal manager’s card, fetched from the bank', async () => {
    const { bank } = await overview({ [`GET ${REST}/client/personal-manager`]: MANAGER }, { affluentLevel: 1000 });
    expect(screen.getByText('Cliente Premium')).toBeTruthy();
    const manager = await screen.findByRole('region', { name: 'Tu gestor personal' });
    expect(within(manager).getByText(MANAGER.name)).toBeTruthy();
    expect(within(manager).getByText(MANAGER.office)).toBeTruthy();
    expect(within(manager).getByText('Tu contacto directo en Banco Alba')).toBeTruthy();
    expect(within(manager).getByRole('link', { name: 'Llamar al +34 910 00 01 23' }).getAttribute('href')).toBe('tel:+34910000123');
    expect(
      within(manager)
        // jsdom names a <wbr> as a space, where browsers name it as nothing.
        .getByRole('link', { name: /^Escribir a laura/ })
        .getAttribute('href'),
    ).toBe(`mailto:${MANAGER.email}`);
    // Issue 42 §4: the address may break after its @ and before its dots, never inside a word.
    expect(manager.querySelector('.manager__email')?.innerHTML).toBe('laura<wbr>.gomez@<wbr>bancoalba<wbr>.es');
    expect(document.querySelector('.balance-hero--affluent')).not.toBeNull();
    expect(bank.pathsOf('GET')).toContain(`${REST}/client/personal-manager`);
  });

  it('without a manager at the bank (404 no_personal_manager), the rest of the page is there', async () => {
    await overview({ [`GET ${REST}/client/personal-manager`]: bankError(404, 'no_personal_manager') }, { affluentLevel: 10 });
    expect(screen.getByText('Cliente Premium')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tu gestor personal' })).toBeNull();
  });

  it('a customer who is not affluent has neither, and the manager is not asked for', async () => {
    const { bank } = await overview({ [`GET ${REST}/client/personal-manager`]: MANAGER });
    expect(screen.queryByText('Cliente Premium')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tu gestor personal' })).toBeNull();
    expect(bank.pathsOf('GET')).not.toContain(`${REST}/client/personal-manager`);
  });
});

describe('overview: the teen bank (issue 18 §4)', () => {
  it('on a teen client: a guardian notice, and no credit products (no credit card, no deposit)', async () => {
    await overview({}, { channel: TEEN_WEB });
    expect(screen.getByText('Tu cuenta está supervisada por tu tutor legal')).toBeTruthy();
    expect(within(region('Tarjetas')).queryByText('Tarjeta Crédito')).toBeNull();
    expect(within(region('Tarjetas')).getByText('Tarjeta Débito')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Depósitos' })).toBeNull();
    expect(screen.getByText('2 cuentas')).toBeTruthy();
  });

  it('a customer under 18 on the web client is a teen too', async () => {
    const now = new Date();
    const birthDate = `01/01/${now.getFullYear() - 15}`;
    await overview({ [`GET ${REST}/client`]: { ...LUCIA, name: 'Marta', birthDate } });
    await findTitle('Hola, Marta');
    expect(screen.getByText('Tu cuenta está supervisada por tu tutor legal')).toBeTruthy();
    expect(screen.queryByText('Tarjeta Crédito')).toBeNull();
  });

  it('an adult on the web client sees no guardian notice', async () => {
    await overview();
    expect(screen.queryByText('Tu cuenta está supervisada por tu tutor legal')).toBeNull();
    expect(screen.getByText('Tarjeta Crédito')).toBeTruthy();
  });
});

describe('overview: when the bank fails (issue 18 §4)', () => {
  it('without the products there is no page: an alert says so, and trying again loads it', async () => {
    const { bank } = await overview({ [`GET ${REST}/products`]: bankError(503, 'unavailable') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No hemos podido cargar tu posición global. Inténtalo de nuevo.');
    bank.answer(`GET ${REST}/products`, OVERVIEW_ANSWERS[`GET ${REST}/products`]);
    await act(async () => {
      within(alert).getByRole('button', { name: 'Reintentar' }).click();
      await Promise.resolve();
    });
    expect(await screen.findByRole('region', { name: 'Cuentas' })).toBeTruthy();
  });

  it('what else fails is left out: the client, the last access, the inbox; the movements say they could not load', async () => {
    await overview({
      [`GET ${REST}/client`]: bankError(500, 'internal'),
      [`GET ${REST}/client/access`]: bankError(500, 'internal'),
      [`GET ${REST}/inbox/summary`]: bankError(500, 'internal'),
      [`GET ${REST}/movements`]: bankError(503, 'unavailable'),
    });
    await findTitle('Hola');
    expect(within(region('Cuentas')).getByText('Cuenta NÓMINA')).toBeTruthy();
    expect(screen.queryByText(/Último acceso/)).toBeNull();
    expect(screen.queryByRole('link', { name: /mensaje/ })).toBeNull();
    expect(within(region('Últimos movimientos')).getByText(/No hemos podido cargar tus últimos movimientos/)).toBeTruthy();
  });
});

describe('overview: what the bank waits for from the customer (features.md §7: cdddata, plan-pending-input, proposalData)', () => {
  const TASKS = {
    [`GET ${REST}/cdddata`]: {
      personId: 'P-0002',
      riskLevel: 'medium',
      lastReviewOn: '2025-12-31',
      nextReviewOn: '2026-12-31',
      pendingDocuments: ['Justificante de ingresos actualizado'],
    },
    [`GET ${REST}/plan-pending-input`]: {
      plans: [{ planId: 'PLAN-0001', name: 'Plan Naranja 2040', pendingAmount: 1500, deadline: '2026-12-31' }],
    },
    [`GET ${REST}/proposalData`]: {
      proposals: [
        {
          proposalId: 'PROP-0001',
          title: 'Cartera gestionada perfil moderado',
          product: 'managed-portfolio',
          amount: 50000,
          validUntil: '2026-12-26',
        },
        {
          proposalId: 'PROP-0002',
          title: 'Seguro de hogar con un 20 % de descuento',
          product: 'home-insurance',
          amount: null,
          validUntil: '2027-01-20',
        },
      ],
    },
  };
  const tasks = () =>
    within(region('Pendiente de ti'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists the documents the review of their details lacks, a pension contribution to make and the proposals open, each with its date', async () => {
    await overview(TASKS);
    await screen.findByRole('region', { name: 'Pendiente de ti' });
    expect(tasks()).toEqual([
      'Antes del 31 dic 2026 tenemos que revisar tus datos, y nos falta: Justificante de ingresos actualizado.',
      'Plan Naranja 2040: te quedan 1.500,00\u00a0€ por aportar antes del 31 dic 2026.',
      'Cartera gestionada perfil moderado, por 50.000,00\u00a0€: propuesta abierta hasta el 26 dic 2026.',
      'Seguro de hogar con un 20 % de descuento: propuesta abierta hasta el 20 ene 2027.',
    ]);
  });

  it('leaves out what a failed call would have said, and shows the rest; nothing at all when there is nothing to do', async () => {
    await overview({
      ...TASKS,
      [`GET ${REST}/cdddata`]: bankError(500, 'internal_error'),
      [`GET ${REST}/proposalData`]: { proposals: [] },
    });
    await screen.findByRole('region', { name: 'Pendiente de ti' });
    expect(tasks()).toEqual(['Plan Naranja 2040: te quedan 1.500,00\u00a0€ por aportar antes del 31 dic 2026.']);
    cleanup();
    await overview({
      [`GET ${REST}/cdddata`]: json(null, 204),
      [`GET ${REST}/plan-pending-input`]: { plans: [] },
      [`GET ${REST}/proposalData`]: { proposals: [] },
    });
    await findTitle('Hola, Lucía');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Pendiente de ti' })).toBeNull();
  });
});
