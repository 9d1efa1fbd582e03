import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { ShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS, saveClientPreference } from '@bank-shell/core/signed-in';
import { deferred } from '@bank-shell/core/testing';
import { createFakeBank } from './testing/fakeBank';
import { NOMINA_DETAIL, OVERVIEW_ANSWERS, REST, movementPage } from './testing/fixtures';
import { TEEN_WEB, findTitle, renderScreen } from './testing/renderScreen';

// The bank call is core's, tested there: here it is a fake that answers as each test tells it.
vi.mock('@bank-shell/core/signed-in', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveClientPreference: vi.fn(),
}));
const save = vi.mocked(saveClientPreference);
const saved = (value: 'true' | 'false') => Promise.resolve({ personId: '20481736', preferences: { 'hidden-balances-discrete': value } });

/**
 * The shell's bus as a signed-in customer has it, with the shell's part played: a
 * `change-masked-mode` sets or removes the root's `data-masked`. Every event is recorded.
 */
function signedInBus() {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const published: unknown[] = [];
  events.subscribe('change-masked-mode', (payload) => {
    published.push(payload);
    document.documentElement.toggleAttribute('data-masked', payload.enable);
  });
  return { events, published };
}

async function renderPage({
  locale = 'es-ES',
  events = signedInBus().events,
}: { locale?: 'es-ES' | 'en-GB'; events?: ShellEventBus } = {}) {
  const { services } = await renderScreen('', { bank: createFakeBank(OVERVIEW_ANSWERS), locale, events });
  await findTitle(locale === 'es-ES' ? 'Hola, Lucía' : 'Hello, Lucía');
  // The latest movements come in their own call, once the campaigns are in.
  await screen.findByRole('region', { name: locale === 'es-ES' ? 'Últimos movimientos' : 'Latest transactions' });
  await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
  return services;
}

/** Mutation observers report in a microtask: a turn of the task queue has them all delivered. */
const mutationsDelivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** Presses a button and lets what it started (the save, the event, the root's change) finish. */
async function press(button: HTMLElement) {
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
  await mutationsDelivered();
}
/** The toggle, whatever it says: its text follows the state. */
const toggle = () => screen.getByRole('button', { name: /^(Ocultar|Mostrar) saldos$|^(Hide|Show) balances$/ });

beforeEach(() => {
  save.mockReset();
});
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-masked');
});

describe('overall-position: amounts (docs/design/display-contract.md, Masked amounts)', () => {
  it('writes every amount as one masked mode hides: the total, each account, card and deposit, each movement and its balance after', async () => {
    await renderPage();
    const values = [...document.querySelectorAll('.amount > .amount__value')].map((value) => value.textContent);
    expect(values).toEqual([
      '10.466,12\u00a0€',
      '2.345,67\u00a0€',
      '8.120,45\u00a0€',
      '2.345,67\u00a0€',
      '1.800,00\u00a0€',
      '20.000,00\u00a0€',
      '1.800,00\u00a0€',
      '2.345,67\u00a0€',
      '-45,20\u00a0€',
    ]);
  });
});

describe('overall-position: the show/hide balances control (features.md §4.6)', () => {
  it('is a toggle button at the top of the page, not pressed while balances show', async () => {
    await renderPage();
    const button = toggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Ocultar saldos');
    // Before the figures it hides.
    const accounts = screen.getByRole('heading', { level: 2, name: 'Cuentas' });
    expect(button.compareDocumentPosition(accounts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('pressed: saves hidden-balances-discrete "true", and only then asks the shell to mask (change-masked-mode { enable: true })', async () => {
    const { events, published } = signedInBus();
    const services = await renderPage({ events });
    const answer = deferred<Awaited<ReturnType<typeof saveClientPreference>>>();
    save.mockReturnValueOnce(answer.promise);

    await press(toggle());
    expect(save).toHaveBeenCalledWith(services.http, 'hidden-balances-discrete', 'true');
    expect(published).toEqual([]);
    expect(toggle().getAttribute('aria-disabled')).toBe('true');

    await act(async () => {
      answer.resolve(await saved('true'));
      await answer.promise;
    });
    await mutationsDelivered();
    expect(published).toEqual([{ enable: true }]);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().hasAttribute('aria-disabled')).toBe(false);
    expect(toggle().textContent).toBe('Mostrar saldos');
  });

  it('pressed while balances are hidden: saves "false" and asks the shell to show them (enable: false)', async () => {
    document.documentElement.setAttribute('data-masked', '');
    const { events, published } = signedInBus();
    await renderPage({ events });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    save.mockReturnValueOnce(saved('false'));

    await press(screen.getByRole('button', { name: 'Mostrar saldos', pressed: true }));
    expect(save).toHaveBeenCalledWith(expect.anything(), 'hidden-balances-discrete', 'false');
    expect(published).toEqual([{ enable: false }]);
    expect(screen.getByRole('button', { name: 'Ocultar saldos', pressed: false })).toBeTruthy();
  });

  it('shows the page’s mode whoever changes it: pressed once the shell masks balances', async () => {
    await renderPage();
    document.documentElement.setAttribute('data-masked', '');
    await mutationsDelivered();
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it('saving fails: an alert says so, nothing is published and the mode stays; pressing again clears it', async () => {
    const { events, published } = signedInBus();
    await renderPage({ events });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await press(toggle());
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido cambiar cómo se muestran tus saldos. Inténtalo de nuevo.');
    expect(published).toEqual([]);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.hasAttribute('data-masked')).toBe(false);

    save.mockReturnValueOnce(saved('true'));
    await press(toggle());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(published).toEqual([{ enable: true }]);
  });

  it('a second press while saving sends nothing more', async () => {
    await renderPage();
    save.mockReturnValueOnce(deferred<Awaited<ReturnType<typeof saveClientPreference>>>().promise);
    await press(toggle());
    await press(toggle());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says the same in English', async () => {
    await renderPage({ locale: 'en-GB' });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await press(screen.getByRole('button', { name: 'Hide balances' }));
    expect(within(screen.getByRole('alert')).getByText('We could not change how your balances are shown. Please try again.')).toBeTruthy();
  });

  it('says what pressing it does in English too: "Show balances" while they are hidden', async () => {
    document.documentElement.setAttribute('data-masked', '');
    await renderPage({ locale: 'en-GB' });
    expect(screen.getByRole('button', { name: 'Show balances', pressed: true })).toBeTruthy();
  });
});

describe('overall-position: its screens by sub-path (issue 18 §4)', () => {
  const bankWithEverything = () =>
    createFakeBank({
      ...OVERVIEW_ANSWERS,
      [`GET ${REST}/products/ACC-0001`]: NOMINA_DETAIL,
      [`GET ${REST}/products/ACC-0001/movements`]: movementPage(1, 2, 5),
    });

  it('"cuentas" lists the accounts under "Tus cuentas", with their total', async () => {
    await renderScreen('cuentas', { bank: bankWithEverything() });
    await findTitle('Tus cuentas');
    const accounts = await screen.findByRole('region', { name: 'Cuentas' });
    expect(
      within(accounts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#/posicion-global/cuentas/ACC-0001', '#/posicion-global/cuentas/ACC-0002']);
    expect(screen.getByText('Saldo total en cuentas')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tarjetas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Posición global' }).getAttribute('href')).toBe('#/posicion-global');
  });

  it('"tarjetas" lists the cards under "Tus tarjetas"; a teen’s has no credit card', async () => {
    await renderScreen('tarjetas', { bank: bankWithEverything() });
    await findTitle('Tus tarjetas');
    expect(within(await screen.findByRole('region', { name: 'Tarjetas' })).getAllByRole('link')).toHaveLength(2);
    cleanup();
    await renderScreen('tarjetas', { bank: bankWithEverything(), channel: TEEN_WEB });
    const cards = await screen.findByRole('region', { name: 'Tarjetas' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Tarjeta Débito')]);
  });

  it('the quick actions are no screens of this feature: "demo/bizum" is not found, as any unknown sub-path (issue 41)', async () => {
    await renderScreen('demo/bizum', { bank: createFakeBank() });
    await findTitle('No encontramos esta página');
    expect(screen.queryByText('Esta sección es una demostración')).toBeNull();
  });

  it('a sub-path it has no screen for says so, under its own title', async () => {
    await renderScreen('cuentas/ACC-0001/otra-cosa', { bank: createFakeBank() });
    await findTitle('No encontramos esta página');
  });

  it('a new sub-path has its one h1 at once, for the shell to focus, before the bank answers', async () => {
    const { goTo } = await renderScreen('', { bank: bankWithEverything() });
    await findTitle('Hola, Lucía');
    goTo('cuentas/ACC-0001');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cuenta']);
    await findTitle('Cuenta NÓMINA');
    goTo('cuentas/ACC-0001/movimientos');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Movimientos']);
  });
});
