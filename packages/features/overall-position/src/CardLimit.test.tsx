import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { bankError, createFakeBank } from './testing/fakeBank';
import type { FakeBank } from './testing/fakeBank';
import { CREDIT_DETAIL, PRODUCTS, REST, euros, movementPage } from './testing/fixtures';
import { ASSISTED, findTitle, renderScreen } from './testing/renderScreen';

afterEach(cleanup);

const LIMIT_PATH = `${REST}/cards/CRD-0002/limit`;
const TICKET = 'T'.repeat(43);
const CARD_ANSWERS = {
  [`GET ${REST}/products/CRD-0002`]: CREDIT_DETAIL,
  [`GET ${REST}/products/CRD-0002/movements?page=1&pageSize=5`]: movementPage(1, 0, 5),
  [`GET ${REST}/products`]: PRODUCTS,
};

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const limitSection = () => screen.getByRole('region', { name: 'Límite de la tarjeta' });

/** The credit card's page, with the shell's step-ups caught as they start (docs/step-up.md). */
async function creditCard(answers: Record<string, unknown> = {}) {
  const bank = createFakeBank({ ...CARD_ANSWERS, ...answers });
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const stepUps: StepUpPayload[] = [];
  events.subscribe('start-step-up', (payload) => void stepUps.push(payload));
  await renderScreen('tarjetas/CRD-0002', { bank, events });
  await findTitle('Tarjeta Crédito');
  return { bank, stepUps };
}

/** Opens the form, types the limit and sends it. */
async function askFor(limit: string) {
  await act(async () => {
    within(limitSection()).getByRole('button', { name: 'Cambiar el límite' }).click();
    await Promise.resolve();
  });
  const input = within(limitSection()).getByLabelText('Nuevo límite (€)');
  fireEvent.change(input, { target: { value: limit } });
  await act(async () => {
    within(limitSection()).getByRole('button', { name: 'Continuar' }).click();
    await Promise.resolve();
  });
}

function limitPuts(bank: FakeBank) {
  return bank.requests.filter((entry) => entry.method === 'PUT');
}

describe('changing a credit card’s limit through a step-up (docs/step-up.md; sandbox-api.md, Card limit)', () => {
  it('a credit card offers "Cambiar el límite"; a debit card has no limit to change', async () => {
    await creditCard();
    expect(within(limitSection()).getByRole('button', { name: 'Cambiar el límite' })).toBeTruthy();
    cleanup();
    const debit = { ...CREDIT_DETAIL, id: 'CRD-0001', alias: 'Tarjeta Débito', cardKind: 'debit', limit: null };
    await renderScreen('tarjetas/CRD-0001', { bank: createFakeBank({ [`GET ${REST}/products/CRD-0001`]: debit }) });
    await findTitle('Tarjeta Débito');
    expect(screen.queryByRole('region', { name: 'Límite de la tarjeta' })).toBeNull();
  });

  it('the form starts from the current limit, takes the focus, and says the range: 500 € to 20 000 €', async () => {
    await creditCard();
    await act(async () => {
      within(limitSection()).getByRole('button', { name: 'Cambiar el límite' }).click();
      await Promise.resolve();
    });
    const input = within(limitSection()).getByLabelText<HTMLInputElement>('Nuevo límite (€)');
    expect(input.value).toBe('3000');
    expect(document.activeElement).toBe(input);
    expect(limitSection().querySelector('.field__hint')?.textContent).toBe('Entre 500\u00a0€ y 20.000\u00a0€, en euros sin céntimos.');
  });

  it.each([['499'], ['20001'], ['1500,50'], ['mil'], ['']])(
    'refuses %s before any step-up: whole euros between 500 € and 20 000 € only',
    async (typed) => {
      const { stepUps, bank } = await creditCard();
      await askFor(typed);
      const alert = within(limitSection()).getByRole('alert');
      expect(alert.textContent).toBe('Escribe un importe en euros sin céntimos entre 500\u00a0€ y 20.000\u00a0€.');
      expect(within(limitSection()).getByLabelText('Nuevo límite (€)').getAttribute('aria-invalid')).toBe('true');
      expect(stepUps).toEqual([]);
      expect(limitPuts(bank)).toEqual([]);
    },
  );

  it('issue 38 §2: refuses a limit below what the card has used (1 200 €) before any step-up, and says how much is used', async () => {
    const { stepUps, bank } = await creditCard();
    await askFor('1000');
    expect(within(limitSection()).getByRole('alert').textContent).toBe(
      'Ya has usado 1.200,00\u00a0€ de la tarjeta: el límite no puede ser menor.',
    );
    expect(within(limitSection()).getByLabelText('Nuevo límite (€)').getAttribute('aria-invalid')).toBe('true');
    expect(stepUps).toEqual([]);
    expect(limitPuts(bank)).toEqual([]);
  });

  it('issue 38 §3: on the assisted channel the limit is not offered for change: only the customer signs', async () => {
    const bank = createFakeBank(CARD_ANSWERS);
    await renderScreen('tarjetas/CRD-0002', { bank, channel: ASSISTED });
    await findTitle('Tarjeta Crédito');
    expect(within(limitSection()).queryByRole('button')).toBeNull();
    expect(
      within(limitSection()).getByText('Solo el cliente puede firmar esto: pídele que lo haga desde su app o su banca online.'),
    ).toBeTruthy();
  });

  it('submitting publishes start-step-up and sends nothing until it completes; then PUTs the limit with x-authentication-ticket and shows it', async () => {
    const { stepUps, bank } = await creditCard({
      [`PUT ${LIMIT_PATH}`]: { id: 'CRD-0002', limit: euros(4500), availableBalance: euros(3300) },
    });
    await askFor('4500');
    expect(stepUps).toHaveLength(1);
    expect(limitPuts(bank)).toEqual([]);
    expect(within(limitSection()).getByRole('button', { name: 'Confirmando que eres tú…' })).toBeTruthy();

    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: { scaRequired: true } });
      await Promise.resolve();
    });
    await waitFor(() => expect(factOf('Límite').textContent).toBe('4.500,00\u00a0€'));
    const [put] = limitPuts(bank);
    expect(put?.path).toBe(LIMIT_PATH);
    expect(put?.request.headers.get('x-authentication-ticket')).toBe(TICKET);
    expect(await put?.request.clone().json()).toEqual({ limit: 4500 });
    expect(factOf('Disponible').textContent).toBe('3.300,00\u00a0€');
    const done = within(limitSection()).getByRole('status');
    expect(done.textContent).toBe('Límite cambiado. El nuevo límite es 4.500,00\u00a0€.');
    expect(document.activeElement).toBe(done);
  });

  it('a cancelled step-up leaves the limit as it was, with a note, and sends nothing', async () => {
    const { stepUps, bank } = await creditCard();
    await askFor('4500');
    await act(async () => {
      stepUps[0]?.onCancel();
      await Promise.resolve();
    });
    const note = within(limitSection()).getByRole('status');
    expect(note.textContent).toBe('Has cancelado el cambio: el límite sigue igual.');
    expect(factOf('Límite').textContent).toBe('3.000,00\u00a0€');
    expect(limitPuts(bank)).toEqual([]);
    expect(within(limitSection()).getByRole('button', { name: 'Cambiar el límite' })).toBeTruthy();
  });

  it('going back from the step-up returns to the form with the amount typed, and a note', async () => {
    const { stepUps, bank } = await creditCard();
    await askFor('4500');
    await act(async () => {
      stepUps[0]?.onBack();
      await Promise.resolve();
    });
    expect(within(limitSection()).getByRole('status').textContent).toBe(
      'Has vuelto sin confirmar: el límite sigue igual. Puedes cambiar el importe.',
    );
    expect(within(limitSection()).getByLabelText<HTMLInputElement>('Nuevo límite (€)').value).toBe('4500');
    expect(limitPuts(bank)).toEqual([]);
  });

  it('a step-up that fails is an alert, and the limit stays', async () => {
    const { stepUps } = await creditCard();
    await askFor('4500');
    await act(async () => {
      stepUps[0]?.onError(new Error('Invalid authentication ticket result'));
      await Promise.resolve();
    });
    const alert = within(limitSection()).getByRole('alert');
    expect(alert.textContent).toBe('No hemos podido confirmar que eres tú: el límite sigue igual. Inténtalo de nuevo más tarde.');
    expect(document.activeElement).toBe(alert);
    expect(factOf('Límite').textContent).toBe('3.000,00\u00a0€');
  });

  it.each([
    [401, 'invalid_ticket', 'La confirmación ha caducado o ya se usó: el límite sigue igual. Vuelve a intentarlo.'],
    [403, 'step_up_required', 'La confirmación ha caducado o ya se usó: el límite sigue igual. Vuelve a intentarlo.'],
    [400, 'invalid_request', 'El banco no acepta ese límite: el límite sigue igual.'],
    [409, 'not_a_credit_card', 'Solo las tarjetas de crédito tienen límite.'],
    // Issue 38 §2: the card used more since the page was read.
    [409, 'limit_below_used', 'El límite no puede ser menor que lo que ya has usado de la tarjeta: sigue igual.'],
    [404, 'product_not_found', 'No encontramos esta tarjeta en tu perfil.'],
    [500, 'internal_error', 'No hemos podido cambiar el límite: sigue igual. Inténtalo de nuevo.'],
  ])('the bank’s %s %s after the step-up is said clearly, and the limit stays', async (status, error, text) => {
    const { stepUps } = await creditCard({ [`PUT ${LIMIT_PATH}`]: bankError(status, error) });
    await askFor('4500');
    await act(async () => {
      stepUps[0]?.onComplete({ ticket: TICKET, info: null });
      await Promise.resolve();
    });
    await waitFor(() => expect(within(limitSection()).getByRole('alert').textContent).toBe(text));
    expect(factOf('Límite').textContent).toBe('3.000,00\u00a0€');
  });

  it('"Cancelar" in the form closes it without a step-up', async () => {
    const { stepUps } = await creditCard();
    await act(async () => {
      within(limitSection()).getByRole('button', { name: 'Cambiar el límite' }).click();
      await Promise.resolve();
    });
    await act(async () => {
      within(limitSection()).getByRole('button', { name: 'Cancelar' }).click();
      await Promise.resolve();
    });
    expect(within(limitSection()).queryByLabelText('Nuevo límite (€)')).toBeNull();
    expect(stepUps).toEqual([]);
  });
});

describe('the bank’s card campaigns on the card’s page (features.md §7: constants?resources=card-campaigns, card-limits-campaing)', () => {
  const campaigns = {
    [`GET ${REST}/constants?resources=card-campaigns`]: {
      'card-campaigns': [
        { campaignId: 'LIM-CRD-0002', kind: 'card-limit', name: 'Más límite para tu tarjeta de crédito' },
        { campaignId: 'LIM-CRD-0004', kind: 'card-limit', name: 'Más límite para tu tarjeta de crédito' },
      ],
    },
    [`GET ${REST}/card-limits-campaing/LIM-CRD-0004/limit`]: {
      campaignId: 'LIM-CRD-0004',
      cardId: 'CRD-0004',
      currentLimit: 15000,
      offeredLimit: 20000,
    },
  };

  it('offers the limit of this card’s campaign, and its button opens the form at the limit offered', async () => {
    await creditCard({
      ...campaigns,
      [`GET ${REST}/card-limits-campaing/LIM-CRD-0002/limit`]: {
        campaignId: 'LIM-CRD-0002',
        cardId: 'CRD-0002',
        currentLimit: 3000,
        offeredLimit: 6000,
      },
    });
    const offer = await within(limitSection()).findByRole('button', { name: 'Subir el límite a 6.000\u00a0€' });
    expect(limitSection().textContent).toContain(
      'Más límite para tu tarjeta de crédito Te ofrecemos subir el límite de esta tarjeta hasta 6.000\u00a0€.',
    );
    await act(async () => {
      offer.click();
      await Promise.resolve();
    });
    expect(within(limitSection()).getByLabelText<HTMLInputElement>('Nuevo límite (€)').value).toBe('6000');
  });

  it.each([
    ['another card’s campaign only', {}],
    [
      'an offer no higher than the limit',
      {
        [`GET ${REST}/card-limits-campaing/LIM-CRD-0002/limit`]: {
          campaignId: 'LIM-CRD-0002',
          cardId: 'CRD-0002',
          currentLimit: 3000,
          offeredLimit: 3000,
        },
      },
    ],
    ['the bank holding the offers (409)', { [`GET ${REST}/card-limits-campaing/LIM-CRD-0002/limit`]: bankError(409, 'offers_held') }],
  ])('offers nothing for %s', async (_case, answers) => {
    await creditCard({ ...campaigns, ...answers });
    await waitFor(() => expect(within(limitSection()).getByRole('button', { name: 'Cambiar el límite' })).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(limitSection()).queryByRole('button', { name: /Subir el límite/ })).toBeNull();
  });
});
