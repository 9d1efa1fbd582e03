import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { ShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS, saveClientPreference } from '@bank-shell/core/signed-in';
import { deferred } from '@bank-shell/core/testing';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PersonalArea } from './PersonalArea';
import { messages } from './messages';

// The bank call is core's, tested there: here it is a fake that answers as each test tells it.
vi.mock('@bank-shell/core/signed-in', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveClientPreference: vi.fn(),
}));
const save = vi.mocked(saveClientPreference);
type Saved = Awaited<ReturnType<typeof saveClientPreference>>;
const saved = (value: 'true' | 'false'): Promise<Saved> =>
  Promise.resolve({ personId: '20481736', preferences: { 'hidden-balances-discrete': value } });

const root = document.documentElement;

/**
 * The shell's bus as a signed-in customer has it, with the shell's part played: `change-theme`
 * writes the root's `data-theme`, `change-masked-mode` sets or removes `data-masked`. Every event
 * is recorded, topic first.
 */
function signedInBus({ applies = true } = {}) {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const published: [string, unknown][] = [];
  events.subscribe('change-theme', (payload) => {
    published.push(['change-theme', payload]);
    if (applies) root.setAttribute('data-theme', payload.theme);
  });
  events.subscribe('change-masked-mode', (payload) => {
    published.push(['change-masked-mode', payload]);
    if (applies) root.toggleAttribute('data-masked', payload.enable);
  });
  return { events, published };
}

/** The bank as these tests need it: a customer with no devices on file (DevicesCard.test.tsx has them). */
const noDevices = (() =>
  Promise.resolve(
    new Response(`)]}',\n${JSON.stringify({ deviceIds: [] })}`, {
      headers: { 'content-type': 'application/json' },
    }),
  )) as unknown as typeof fetch;

async function renderPage({
  locale = 'es-ES',
  events = signedInBus().events,
}: { locale?: 'es-ES' | 'en-GB'; events?: ShellEventBus } = {}) {
  const services = createTestServices({ events, fetch: noDevices });
  services.i18n.addNamespace('personal-area', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <PersonalArea />
    </TestShell>,
  );
  return services;
}

/** Mutation observers report in a microtask: a turn of the task queue has them all delivered. */
const mutationsDelivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** Clicks, and lets what it started (a save, an event, the root's change) finish. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
  await mutationsDelivered();
}

const themeGroup = () => screen.getByRole('group', { name: 'Tema' });
const checkedTheme = () =>
  within(themeGroup())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));
const balancesSwitch = () => screen.getByRole('switch', { name: 'Ocultar saldos en la posición global' });

beforeEach(() => {
  save.mockReset();
});
afterEach(() => {
  cleanup();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-masked');
});

describe('personal-area: what is shown', () => {
  it('a heading, then an appearance section with the three themes and a balances section with its switch', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Área personal');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Apariencia',
      'Saldos',
      'Seguridad',
    ]);
    expect(screen.getByRole('region', { name: 'Apariencia' }).contains(themeGroup())).toBe(true);
    expect(
      within(themeGroup())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Claro', 'Oscuro', 'Según el dispositivo']);
    expect(screen.getByRole('region', { name: 'Saldos' }).contains(balancesSwitch())).toBe(true);
    expect(within(themeGroup()).getByRole('radio', { name: 'Según el dispositivo' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('in English when the customer chose English', async () => {
    await renderPage({ locale: 'en-GB' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal area');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Appearance',
      'Balances',
      'Security',
    ]);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Light', 'Dark', 'Same as device']);
    expect(screen.getByRole('switch', { name: 'Hide balances in the overview' })).toBeTruthy();
  });

  it.each([
    [null, 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['sepia', 'system'],
  ])('with data-theme %j, the %s theme is the one checked', async (attribute, theme) => {
    if (attribute !== null) root.setAttribute('data-theme', attribute);
    await renderPage();
    expect(checkedTheme()).toEqual([theme]);
  });

  it('the switch is off while balances show, and on while they are masked', async () => {
    await renderPage();
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('false');
    root.setAttribute('data-masked', '');
    await mutationsDelivered();
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('true');
  });
});

describe('personal-area: the theme (change-theme, features.md §4.6)', () => {
  it('choosing a theme asks the shell for it, and the choice shows once the shell has applied it', async () => {
    const { events, published } = signedInBus();
    await renderPage({ events });
    await click(within(themeGroup()).getByRole('radio', { name: 'Oscuro' }));
    expect(published).toEqual([['change-theme', { theme: 'dark' }]]);
    expect(checkedTheme()).toEqual(['dark']);

    await click(within(themeGroup()).getByRole('radio', { name: 'Según el dispositivo' }));
    expect(published.at(-1)).toEqual(['change-theme', { theme: 'system' }]);
    expect(checkedTheme()).toEqual(['system']);
  });

  it('shows the page’s theme, not the click, until the shell applies it', async () => {
    const { events, published } = signedInBus({ applies: false });
    await renderPage({ events });
    await click(within(themeGroup()).getByRole('radio', { name: 'Claro' }));
    expect(published).toEqual([['change-theme', { theme: 'light' }]]);
    expect(checkedTheme()).toEqual(['system']);
  });

  it('says so when the shell does not take the event, and leaves the theme as it was', async () => {
    // A bus without the signed-in topics refuses change-theme.
    await renderPage({ events: createShellEventBus() });
    await click(within(themeGroup()).getByRole('radio', { name: 'Oscuro' }));
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido cambiar el tema. Inténtalo de nuevo.');
    expect(checkedTheme()).toEqual(['system']);
  });
});

describe('personal-area: hiding balances (hidden-balances-discrete, change-masked-mode)', () => {
  it('turning the switch on saves "true", and only then asks the shell to mask balances', async () => {
    const { events, published } = signedInBus();
    const services = await renderPage({ events });
    const answer = deferred<Saved>();
    save.mockReturnValueOnce(answer.promise);

    await click(balancesSwitch());
    expect(save).toHaveBeenCalledWith(services.http, 'hidden-balances-discrete', 'true');
    expect(published).toEqual([]);
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('false');

    await act(async () => {
      answer.resolve(await saved('true'));
      await answer.promise;
    });
    await mutationsDelivered();
    expect(published).toEqual([['change-masked-mode', { enable: true }]]);
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('turning it off saves "false" and asks the shell to show balances', async () => {
    root.setAttribute('data-masked', '');
    const { events, published } = signedInBus();
    await renderPage({ events });
    save.mockReturnValueOnce(saved('false'));
    await click(balancesSwitch());
    expect(save).toHaveBeenCalledWith(expect.anything(), 'hidden-balances-discrete', 'false');
    expect(published).toEqual([['change-masked-mode', { enable: false }]]);
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('a click on its label turns it too', async () => {
    await renderPage();
    save.mockReturnValueOnce(saved('true'));
    await click(screen.getByText('Ocultar saldos en la posición global'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saving fails: an alert says so, in Spanish or English, nothing is published and the switch stays', async () => {
    const { events, published } = signedInBus();
    await renderPage({ events });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(balancesSwitch());
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido cambiar cómo se muestran tus saldos. Inténtalo de nuevo.');
    expect(published).toEqual([]);
    expect(balancesSwitch().getAttribute('aria-checked')).toBe('false');
    cleanup();

    await renderPage({ locale: 'en-GB' });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(screen.getByRole('switch', { name: 'Hide balances in the overview' }));
    expect(screen.getByRole('alert').textContent).toBe('We could not change how your balances are shown. Please try again.');
  });

  it('while saving, it says it is busy and a second click sends nothing more', async () => {
    await renderPage();
    save.mockReturnValueOnce(deferred<Saved>().promise);
    await click(balancesSwitch());
    expect(balancesSwitch().getAttribute('aria-disabled')).toBe('true');
    await click(balancesSwitch());
    expect(save).toHaveBeenCalledTimes(1);
  });
});
