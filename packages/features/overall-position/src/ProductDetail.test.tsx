import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TOPIC, createShellEventBus } from '@bank-shell/core';
import type { SecurityProcessPayload } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { deferred } from '@bank-shell/core/testing';
import { bankError, createFakeBank, json } from './testing/fakeBank';
import { CREDIT_DETAIL, NOMINA, NOMINA_DETAIL, PRODUCTS, REST, euros, movementPage } from './testing/fixtures';
import { ASSISTED, findTitle, renderScreen } from './testing/renderScreen';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(cleanup);

const ACCOUNT_ANSWERS = {
  [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL,
  [`GET ${REST}/products/ACC-0001/movements?page=1&pageSize=5`]: movementPage(1, 3, 5),
};
const CARD_ANSWERS = {
  [`GET ${REST}/products/CRD-0002`]: CREDIT_DETAIL,
  [`GET ${REST}/products/CRD-0002/movements?page=1&pageSize=5`]: movementPage(1, 0, 5),
  [`GET ${REST}/products`]: PRODUCTS,
};

/** Presses a button and lets what it started settle. */
async function press(button: HTMLElement) {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
}

const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('account detail (issue 18 §4)', () => {
  it('has its title from the first render, the account’s name once the bank answers', async () => {
    const answer = deferred<Response>();
    await renderScreen('cuentas/ACC-0001', {
      bank: createFakeBank({ ...ACCOUNT_ANSWERS, [`GET ${REST}/products/ACC-0001`]: () => answer.promise }),
    });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cuenta']);
    await act(async () => {
      answer.resolve(json(NOMINA_DETAIL));
      await answer.promise;
    });
    expect(await findTitle('Cuenta NÓMINA')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the balance, the IBAN, the holders, the type and the day it was opened, from the contract’s shape', async () => {
    await renderScreen('cuentas/ACC-0001', { bank: createFakeBank(ACCOUNT_ANSWERS) });
    await findTitle('Cuenta NÓMINA');
    expect(screen.getByText('Saldo de la cuenta').closest('.balance-hero')?.querySelector('.amount__value')?.textContent).toBe(
      '2.345,67\u00a0€',
    );
    expect(within(factOf('IBAN')).getByText('ES34 1465 0100 9900 1234 5671')).toBeTruthy();
    expect(
      within(factOf('Titulares'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lucía Martínez García', 'Pablo Martínez García']);
    expect(factOf('Tipo de cuenta').textContent).toBe('Cuenta corriente');
    expect(factOf('Fecha de apertura').textContent).toBe('4 mar 2019');
  });

  it('lists its latest movements with the balance after each, and leads to all of them', async () => {
    const bank = createFakeBank(ACCOUNT_ANSWERS);
    await renderScreen('cuentas/ACC-0001', { bank });
    await findTitle('Cuenta NÓMINA');
    const movements = screen.getByRole('region', { name: 'Últimos movimientos' });
    expect(within(movements).getAllByRole('listitem')).toHaveLength(3);
    expect(within(movements).getAllByText('Saldo', { exact: false })).toHaveLength(3);
    expect(within(movements).getByRole('link', { name: 'Ver todos los movimientos' }).getAttribute('href')).toBe(
      '#/posicion-global/cuentas/ACC-0001/movimientos',
    );
    expect(bank.pathsOf('GET')).toContain(`${REST}/products/ACC-0001/movements?page=1&pageSize=5`);
  });

  it('copies the IBAN without spaces, and says "Copiado" where it can be seen and heard', async () => {
    await renderScreen('cuentas/ACC-0001', { bank: createFakeBank(ACCOUNT_ANSWERS) });
    await findTitle('Cuenta NÓMINA');
    await press(screen.getByRole('button', { name: 'Copiar IBAN' }));
    expect(writeText).toHaveBeenCalledWith(NOMINA.iban);
    await waitFor(() => expect(within(factOf('IBAN')).getByRole('status').textContent).toBe('Copiado'));
  });

  it('a copy that fails is an alert', async () => {
    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await renderScreen('cuentas/ACC-0001', { bank: createFakeBank(ACCOUNT_ANSWERS) });
    await findTitle('Cuenta NÓMINA');
    await press(screen.getByRole('button', { name: 'Copiar IBAN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No hemos podido copiar el IBAN. Selecciónalo y cópialo a mano.');
  });

  it('an id the bank does not know for this profile (404) is not found', async () => {
    await renderScreen('cuentas/ACC-9999', {
      bank: createFakeBank({ [`GET ${REST}/products/ACC-9999`]: bankError(404, 'product_not_found') }),
    });
    expect(await findTitle('No encontramos este producto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la posición global' }).getAttribute('href')).toBe('#/posicion-global');
  });

  it('a card’s id under "cuentas" is not an account: not found', async () => {
    await renderScreen('cuentas/CRD-0002', { bank: createFakeBank(CARD_ANSWERS) });
    expect(await findTitle('No encontramos este producto')).toBeTruthy();
  });

  it('another failure is said in an alert with a retry', async () => {
    const bank = createFakeBank({ ...ACCOUNT_ANSWERS, [`GET ${REST}/products/ACC-0001`]: bankError(503, 'unavailable') });
    await renderScreen('cuentas/ACC-0001', { bank });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No hemos podido cargar este producto. Inténtalo de nuevo.');
    bank.answer(`GET ${REST}/products/ACC-0001`, NOMINA_DETAIL);
    await press(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await findTitle('Cuenta NÓMINA')).toBeTruthy();
  });
});

describe('card detail (issue 18 §4)', () => {
  it('shows status, available, limit, spent this month with its share of the limit, and the linked account', async () => {
    await renderScreen('tarjetas/CRD-0002', { bank: createFakeBank(CARD_ANSWERS) });
    await findTitle('Tarjeta Crédito');
    // The brand's name in the sentence; its mark, the two circles, on the card's picture (issue 42 §4).
    expect(screen.getByText('Tarjeta de crédito · Mastercard')).toBeTruthy();
    expect(document.querySelector('.card-picture .brand-mark--mastercard circle')).not.toBeNull();
    expect(document.querySelector('.card-picture')?.textContent).not.toContain('mastercard');
    expect(factOf('Estado').textContent).toBe('Activa');
    expect(factOf('Disponible').querySelector('.amount__value')?.textContent).toBe('1.800,00\u00a0€');
    expect(factOf('Límite').querySelector('.amount__value')?.textContent).toBe('3.000,00\u00a0€');
    const spent = factOf('Gastado este mes');
    expect(spent.querySelector('.amount__value')?.textContent).toBe('1.200,00\u00a0€');
    expect(spent.querySelector<HTMLElement>('.spend-bar__fill')?.style.width).toBe('40.0%');
    // Issue 42 §4: the bar is a meter with a name and a value a screen reader says.
    const meter = within(spent).getByRole('meter', { name: 'Gastado del límite' });
    expect(meter.getAttribute('aria-valuenow')).toBe('40');
    expect(meter.getAttribute('aria-valuetext')).toBe('40 % del límite');
    const linked = within(factOf('Cuenta asociada')).getByRole('link');
    expect(linked.textContent).toBe('Cuenta NÓMINA · 5671');
    expect(linked.getAttribute('href')).toBe('#/posicion-global/cuentas/ACC-0001');
    expect(screen.getByText('Este producto aún no tiene movimientos.')).toBeTruthy();
  });

  it('a blocked card shows nothing available and offers no change of its limit (issue 42 §4)', async () => {
    const bank = createFakeBank({ ...CARD_ANSWERS, [`GET ${REST}/products/CRD-0002`]: { ...CREDIT_DETAIL, status: 'blocked' } });
    await renderScreen('tarjetas/CRD-0002', { bank });
    await findTitle('Tarjeta Crédito');
    expect(factOf('Estado').textContent).toBe('Bloqueada');
    expect(screen.queryByText('Disponible', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar el límite' })).toBeNull();
    expect(factOf('Límite').querySelector('.amount__value')?.textContent).toBe('3.000,00 €');
    expect(screen.getByRole('button', { name: 'Desbloquear tarjeta' })).toBeTruthy();
  });

  it('issue 42 §4: has its statements from the month it was issued, under products/{cardId}/statements', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 6));
    try {
      const bank = createFakeBank({ ...CARD_ANSWERS, [`GET ${REST}/products/CRD-0002`]: { ...CREDIT_DETAIL, issuedOn: '2026-10-15' } });
      const events = createShellEventBus();
      events.allow(SIGNED_IN_TOPIC_VALIDATORS);
      const downloads: { url: string }[] = [];
      events.subscribe(EVENT_TOPIC.documentDownload, (payload) => void downloads.push(payload));
      await renderScreen('tarjetas/CRD-0002', { bank, events });
      await findTitle('Tarjeta Crédito');
      const statements = screen.getByRole('region', { name: 'Extractos' });
      expect(
        within(statements)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['diciembre de 2026', 'noviembre de 2026', 'octubre de 2026']);
      await press(within(statements).getByRole('button', { name: 'Descargar extracto' }));
      expect(downloads.map(({ url }) => url)).toEqual(['/genoma_api/rest/products/CRD-0002/statements/2026-11']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a card the bank answers without its issue day has no statements', async () => {
    await renderScreen('tarjetas/CRD-0002', { bank: createFakeBank(CARD_ANSWERS) });
    await findTitle('Tarjeta Crédito');
    expect(screen.queryByRole('region', { name: 'Extractos' })).toBeNull();
  });

  it('names its spending meter in English too', async () => {
    await renderScreen('tarjetas/CRD-0002', { bank: createFakeBank(CARD_ANSWERS), locale: 'en-GB' });
    await findTitle('Tarjeta Crédito');
    expect(screen.getByRole('meter', { name: 'Spent of the limit' }).getAttribute('aria-valuetext')).toBe('40% of the limit');
  });

  it('a debit card has no limit: no limit and no bar', async () => {
    const debit = {
      ...CREDIT_DETAIL,
      id: 'CRD-0001',
      alias: 'Tarjeta Débito',
      cardKind: 'debit',
      limit: null,
      spentThisMonth: euros(310.4),
    };
    await renderScreen('tarjetas/CRD-0001', { bank: createFakeBank({ [`GET ${REST}/products/CRD-0001`]: debit }) });
    await findTitle('Tarjeta Débito');
    expect(screen.queryByText('Límite', { selector: 'dt' })).toBeNull();
    expect(document.querySelector('.spend-bar')).toBeNull();
    expect(factOf('Gastado este mes').textContent).toBe('310,40\u00a0€');
  });

  it('blocks in two steps: the button asks, the confirmation calls POST …/block, and the card shows blocked', async () => {
    const bank = createFakeBank({ ...CARD_ANSWERS, [`POST ${REST}/cards/CRD-0002/block`]: { id: 'CRD-0002', status: 'blocked' } });
    await renderScreen('tarjetas/CRD-0002', { bank });
    await findTitle('Tarjeta Crédito');

    await press(screen.getByRole('button', { name: 'Bloquear tarjeta' }));
    const question = screen.getByText('¿Bloqueamos la tarjeta •••• 7310? No se podrá usar hasta que la desbloquees.');
    expect(document.activeElement).toBe(question);
    expect(bank.pathsOf('POST')).toEqual([]);

    await press(screen.getByRole('button', { name: 'Sí, bloquear' }));
    await waitFor(() => expect(factOf('Estado').textContent).toBe('Bloqueada'));
    expect(bank.pathsOf('POST')).toEqual([`${REST}/cards/CRD-0002/block`]);
    const done = screen.getByRole('status', { name: '' });
    expect(done.textContent).toBe('Tarjeta bloqueada. Nadie podrá usarla hasta que la desbloquees.');
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole('button', { name: 'Desbloquear tarjeta' })).toBeTruthy();
    expect(document.querySelector('.card-picture--blocked')).not.toBeNull();
  });

  it('cancelling sends nothing and gives the focus back to the button', async () => {
    const bank = createFakeBank(CARD_ANSWERS);
    await renderScreen('tarjetas/CRD-0002', { bank });
    await findTitle('Tarjeta Crédito');
    await press(screen.getByRole('button', { name: 'Bloquear tarjeta' }));
    await press(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bloquear tarjeta' }));
    expect(bank.pathsOf('POST')).toEqual([]);
  });

  /** The blocked card's page, with the shell's security processes caught as they start (features.md §4.10). */
  async function blockedCard() {
    const bank = createFakeBank({ ...CARD_ANSWERS, [`GET ${REST}/products/CRD-0002`]: { ...CREDIT_DETAIL, status: 'blocked' } });
    const events = createShellEventBus();
    events.allow(SIGNED_IN_TOPIC_VALIDATORS);
    const started: SecurityProcessPayload[] = [];
    events.subscribe('start-security-process', (payload) => void started.push(payload));
    await renderScreen('tarjetas/CRD-0002', { bank, events });
    await findTitle('Tarjeta Crédito');
    expect(factOf('Estado').textContent).toBe('Bloqueada');
    await press(screen.getByRole('button', { name: 'Desbloquear tarjeta' }));
    await press(screen.getByRole('button', { name: 'Sí, desbloquear' }));
    return { bank, process: started[0], started };
  }

  it('unblocks a blocked card through a security process (one-time password): POST …/unblock, made by the shell', async () => {
    const { bank, process, started } = await blockedCard();
    expect(started).toHaveLength(1);
    expect(process).toMatchObject({ securityUrl: `${REST}/cards/CRD-0002/unblock`, method: 'POST' });
    // The feature makes no call itself: the shell does, with the code.
    expect(bank.pathsOf('POST')).toEqual([]);
    act(() => process?.approvalComplete({ id: 'CRD-0002', status: 'active', deviceCheck: 'profiled' }));
    await waitFor(() => expect(factOf('Estado').textContent).toBe('Activa'));
    expect(screen.getByText('Tarjeta desbloqueada. Ya puedes volver a usarla.')).toBeTruthy();
  });

  it('a cancelled unblock says so, and the card stays blocked', async () => {
    const { process } = await blockedCard();
    const cancelled = Object.assign(new Error('The security process was cancelled'), { name: 'SecurityProcessCancelled' });
    act(() => process?.approvalError(cancelled));
    const status = await screen.findByText('Has cancelado el desbloqueo: la tarjeta sigue bloqueada.');
    expect(status.getAttribute('role')).toBe('status');
    expect(factOf('Estado').textContent).toBe('Bloqueada');
  });

  it('an unblock the bank refused is an alert, and the card stays blocked', async () => {
    const { process } = await blockedCard();
    act(() => process?.approvalError(new Error('Fetch request failed with status 500')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No hemos podido desbloquear la tarjeta. Inténtalo de nuevo.');
    expect(factOf('Estado').textContent).toBe('Bloqueada');
  });

  it('issue 38 §3: on the assisted channel an agent may block the card but is told only the customer can unblock it, and no process starts', async () => {
    const bank = createFakeBank({ ...CARD_ANSWERS, [`GET ${REST}/products/CRD-0002`]: { ...CREDIT_DETAIL, status: 'blocked' } });
    const events = createShellEventBus();
    events.allow(SIGNED_IN_TOPIC_VALIDATORS);
    const started: SecurityProcessPayload[] = [];
    events.subscribe('start-security-process', (payload) => void started.push(payload));
    await renderScreen('tarjetas/CRD-0002', { bank, events, channel: ASSISTED });
    await findTitle('Tarjeta Crédito');
    const block = screen.getByRole('region', { name: 'Bloqueo de la tarjeta' });
    expect(within(block).queryByRole('button')).toBeNull();
    expect(within(block).getByText('Solo el cliente puede firmar esto: pídele que lo haga desde su app o su banca online.')).toBeTruthy();
    expect(started).toEqual([]);
    cleanup();
    await renderScreen('tarjetas/CRD-0002', { bank: createFakeBank(CARD_ANSWERS), channel: ASSISTED });
    await findTitle('Tarjeta Crédito');
    expect(screen.getByRole('button', { name: 'Bloquear tarjeta' })).toBeTruthy();
  });

  it('a block that fails is an alert, and the card stays as it was', async () => {
    const bank = createFakeBank({ ...CARD_ANSWERS, [`POST ${REST}/cards/CRD-0002/block`]: bankError(500, 'internal') });
    await renderScreen('tarjetas/CRD-0002', { bank });
    await findTitle('Tarjeta Crédito');
    await press(screen.getByRole('button', { name: 'Bloquear tarjeta' }));
    await press(screen.getByRole('button', { name: 'Sí, bloquear' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No hemos podido bloquear la tarjeta. Inténtalo de nuevo.');
    expect(document.activeElement).toBe(alert);
    expect(factOf('Estado').textContent).toBe('Activa');
  });

  it('a second press while the block is on its way sends nothing more', async () => {
    const answer = deferred<Response>();
    const bank = createFakeBank({ ...CARD_ANSWERS, [`POST ${REST}/cards/CRD-0002/block`]: () => answer.promise });
    await renderScreen('tarjetas/CRD-0002', { bank });
    await findTitle('Tarjeta Crédito');
    await press(screen.getByRole('button', { name: 'Bloquear tarjeta' }));
    await press(screen.getByRole('button', { name: 'Sí, bloquear' }));
    await press(screen.getByRole('button', { name: 'Enviando…' }));
    expect(bank.pathsOf('POST')).toHaveLength(1);
    await act(async () => {
      answer.resolve(json({ id: 'CRD-0002', status: 'blocked' }));
      await answer.promise;
    });
    await waitFor(() => expect(factOf('Estado').textContent).toBe('Bloqueada'));
  });
});
