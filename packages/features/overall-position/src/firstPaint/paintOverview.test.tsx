import { createI18n } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_ID } from '../featureId';
import { messages } from '../messages';
import { LUCIA, PRODUCTS, REST } from '../testing/fixtures';
import { OverviewFirstPaint, PAINTED_TEXT_KEYS } from './OverviewFirstPaint';
import { paintOverview } from './paintOverview';
import type { OverviewPaintSettings, OverviewPaintWindow } from './paintOverview';

/** The settings the build writes into the page, as literal values. */
const SETTINGS: OverviewPaintSettings = {
  rootId: 'app',
  templateAttribute: 'data-overview-paint',
  answersGlobal: 'bankShellEarlyAnswers',
  paths: { client: '/genoma_api/rest/client', products: '/genoma_api/rest/products', preferences: '/genoma_api/rest/client/preferences' },
  clientKind: 'web-transactional',
};

/** 7 December 2026, the day the demo customers' figures are of. */
const NOW_MS = Date.UTC(2026, 11, 7, 9);
const API = 'http://api.bank.localhost:8080';

/** The overview's template in `locale`, as the build renders it. */
async function templateIn(locale: Locale): Promise<string> {
  const i18n = createI18n('es-ES');
  const services = createTestServices({ i18n });
  i18n.addNamespace(FEATURE_ID, messages);
  await i18n.setLocale(locale);
  const html = renderToStaticMarkup(
    <TestShell services={services}>
      <OverviewFirstPaint />
    </TestShell>,
  );
  const translate = i18n.translator(FEATURE_ID);
  const texts = JSON.stringify(Object.fromEntries(PAINTED_TEXT_KEYS.map((key) => [key, translate(key)])));
  const template = document.createElement('template');
  template.setAttribute('data-overview-paint', '');
  template.lang = locale;
  template.dataset['texts'] = texts;
  template.innerHTML = `<div class="first-paint" inert>${html}</div>`;
  return template.outerHTML;
}

/** The bank's answer: JSON behind the anti-hijacking prefix. */
const answer = (body: unknown, status = 200) => new Response(`)]}',\n${JSON.stringify(body)}`, { status });

interface Visit {
  language?: Locale;
  sessionContext?: string | null;
  profileName?: string | null;
  profileKind?: string | null;
  client?: Response | Promise<Response>;
  products?: Response | Promise<Response>;
  preferences?: Response | Promise<Response>;
  root?: string;
  calls?: string[];
}

const PREFERENCES = { personId: '20481736', preferences: { 'hidden-balances-discrete': 'false' } };

/** A page as the build and the early-calls script leave it, and the window the script sees. */
async function visit({
  language = 'es-ES',
  sessionContext = null,
  profileName = 'Personal',
  profileKind = 'personal',
  client = answer(LUCIA),
  products = answer(PRODUCTS),
  preferences = answer(PREFERENCES),
  root = '',
  calls = ['client/preferences', 'client', 'products'],
}: Visit = {}) {
  document.body.innerHTML = `<div id="app">${root}</div>${await templateIn('es-ES')}${await templateIn('en-GB')}`;
  const responses: Record<string, Response | Promise<Response>> = { 'client/preferences': preferences, client, products };
  const early = {
    startedAt: NOW_MS,
    profileName,
    profileKind,
    calls: calls.map((path) => ({
      url: `${API}${REST}/${path}`,
      authorization: 'Bearer at-1',
      language,
      sessionContext,
      response: Promise.resolve(responses[path]),
    })),
  };
  const win = { document, Date: { now: () => NOW_MS }, bankShellEarlyAnswers: early } as unknown as OverviewPaintWindow;
  const painted = paintOverview(win, SETTINGS);
  const app = document.getElementById('app')!;
  const text = (selector: string) => app.querySelector(selector)?.textContent ?? null;
  return { painted, app, text, early };
}

/** A call the network failed, as `fetch` rejects it; handled, as the early-calls script handles it. */
function failedCall(): Promise<Response> {
  const failed = Promise.reject(new TypeError('Failed to fetch'));
  failed.catch(() => undefined);
  return failed;
}

/** Lets the answers' promises and the body reads settle. */
const answersRead = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the overview painted from the HTML for a customer coming back with a session (issue 42 §6)', () => {
  it('paints the template of the calls’ language into the empty root at once, its figures blank until the answers come', async () => {
    const { painted, app, text } = await visit();
    expect(painted).toBe(true);
    expect(document.documentElement.lang).toBe('es-ES');
    expect(app.querySelector('.first-paint')?.hasAttribute('inert')).toBe(true);
    expect(text('.balance-hero__label')).toBe('Saldo total en cuentas');
    expect(text('.balance-hero__amount')).toBe('\u00a0');
    expect(text('.page__title')).toBe('\u00a0');
    // The control's label waits for the customer's preference.
    expect(app.querySelector<HTMLElement>('.balances-toggle')?.style.visibility).toBe('hidden');
  });

  it('fills in the greeting, the total in accounts and what it counts, with the overview’s own words and format', async () => {
    const { app, text } = await visit();
    const blanks = ['.page__title', '.balance-hero__amount', '.balance-hero__note'].map((selector) => app.querySelector(selector));
    await answersRead();
    // Each as a new element in place of the blank one: the browser counts an element's text once,
    // when first painted, so the total is the page's largest paint when it shows (LCP).
    expect(blanks.map((blank) => blank?.isConnected)).toEqual([false, false, false]);
    expect(text('.page__title')).toBe('Hola, Lucía');
    expect(text('.balance-hero__amount .amount__value')).toBe('10.466,12\u00a0€');
    expect(text('.balance-hero__note')).toBe('2 cuentas · no incluye tus depósitos');
    expect(app.querySelector<HTMLElement>('.balances-toggle')?.style.visibility).toBe('');
    expect(text('.balances-toggle__button')).toBe('Ocultar saldos');
  });

  it('speaks English to a page whose calls asked in English', async () => {
    const { text } = await visit({ language: 'en-GB' });
    await answersRead();
    expect(text('.page__title')).toBe('Hello, Lucía');
    expect(text('.balance-hero__label')).toBe('Total balance in accounts');
    expect(text('.balance-hero__amount .amount__value')).toBe('€10,466.12');
    expect(text('.balance-hero__note')).toBe('2 accounts · your deposits are not included');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('says one account, and nothing of deposits for a customer who has none', async () => {
    const { text } = await visit({ products: answer({ ...PRODUCTS, accounts: [PRODUCTS.accounts[0]], deposits: [] }) });
    await answersRead();
    expect(text('.balance-hero__amount .amount__value')).toBe('2.345,67\u00a0€');
    expect(text('.balance-hero__note')).toBe('1 cuenta');
  });

  it('shows the profile the calls are of, and no profile line for a profile without a name', async () => {
    expect((await visit({ profileName: 'Martínez Diseño SL' })).text('.page__subtitle')).toBe('Perfil: Martínez Diseño SL');
    expect((await visit({ profileName: null })).app.querySelector('.page__subtitle')).toBeNull();
  });

  it('issue 42 §3: heads a company’s profile with the company’s name at once, and greets the customer under it once the client is in', async () => {
    const { text } = await visit({
      profileName: 'Martínez Diseño SL',
      profileKind: 'business',
      client: new Promise<Response>(() => undefined),
    });
    expect(text('.page__title')).toBe('Martínez Diseño SL');
    expect(text('.page__subtitle')).toBe('Perfil de empresa');
    const answered = await visit({ profileName: 'Martínez Diseño SL', profileKind: 'business', language: 'en-GB' });
    await answersRead();
    expect(answered.text('.page__title')).toBe('Martínez Diseño SL');
    expect(answered.text('.page__subtitle')).toBe('Business profile · Hello, Lucía');
  });

  it("shows an affluent customer's badge and card, and neither to anyone else", async () => {
    const affluent = await visit({ sessionContext: '{"affluentLevel":10}' });
    expect(affluent.text('.affluent-badge')).toBe('Cliente Premium');
    expect(affluent.app.querySelector('.balance-hero')?.classList.contains('balance-hero--affluent')).toBe(true);
    const other = await visit();
    expect(other.app.querySelector('.affluent-badge')).toBeNull();
    expect(other.app.querySelector('.balance-hero')?.classList.contains('balance-hero--affluent')).toBe(false);
  });

  it('shows no figure to a customer who hides balances (features.md §3): the page shows them as the customer chose', async () => {
    const { app, text } = await visit({ preferences: answer({ ...PREFERENCES, preferences: { 'hidden-balances-discrete': 'true' } }) });
    await answersRead();
    expect(text('.balance-hero__amount')).toBe('\u00a0');
    expect(text('.page__title')).toBe('\u00a0');
    expect(app.querySelector<HTMLElement>('.balances-toggle')?.style.visibility).toBe('hidden');
  });

  it("fills nothing in for a teen, whose overview starts with the guardian's notice", async () => {
    const { text } = await visit({ client: answer({ ...LUCIA, birthDate: '01/02/2011' }) });
    await answersRead();
    expect(text('.balance-hero__amount')).toBe('\u00a0');
  });

  it.each([
    ['a call the bank refused', { client: answer({ message: 'expired' }, 401) }],
    ['products that are not products', { products: answer({ accounts: [{ id: 'ACC-1' }] }) }],
    ['preferences that are not preferences', { preferences: answer({ preferences: 'none' }) }],
    ['a client that is not a client', { client: answer(['Lucía']) }],
    ['a body that is not JSON', { products: new Response(")]}',\n{accounts:") }],
    ['a call that failed', { client: failedCall() }],
  ] satisfies [string, Visit][])('fills nothing in after %s, and leaves the page painted for the shell', async (_case, given) => {
    const { painted, text } = await visit(given);
    await answersRead();
    expect(painted).toBe(true);
    expect(text('.balance-hero__amount')).toBe('\u00a0');
    expect(text('.balance-hero__label')).toBe('Saldo total en cuentas');
  });

  it('reads a copy of each answer: the shell’s API client still reads the answer itself', async () => {
    const { early } = await visit();
    await answersRead();
    const products = await early.calls[2]?.response;
    expect(products?.bodyUsed).toBe(false);
    expect(await products?.text()).toContain('"Cuenta NÓMINA"');
  });

  it.each([
    ['a root the shell has rendered into', { root: '<p>shell</p>' }],
    ['no call to the products', { calls: ['client/preferences', 'client'] }],
    ['no call to the preferences', { calls: ['client', 'products'] }],
    ['a language no template is in', { language: 'fr-FR' as Locale }],
  ] satisfies [string, Visit][])('paints nothing with %s', async (_case, given) => {
    const { painted, app } = await visit(given);
    expect(painted).toBe(false);
    expect(app.querySelector('.first-paint')).toBeNull();
  });

  it('paints nothing where the early calls did not start, or left something else in their place', async () => {
    document.body.innerHTML = `<div id="app"></div>${await templateIn('es-ES')}`;
    const page = { document, Date: { now: () => NOW_MS } };
    expect(paintOverview(page, SETTINGS)).toBe(false);
    const forged = { ...page, bankShellEarlyAnswers: { calls: [{ url: `${API}${REST}/client` }] } };
    expect(paintOverview(forged, SETTINGS)).toBe(false);
    expect(document.getElementById('app')?.childElementCount).toBe(0);
  });
});
