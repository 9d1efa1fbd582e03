import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { CAMPAIGN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { flushPromises } from '@bank-shell/core/testing';
import type { FakeBank } from './testing/fakeBank';
import { createFakeBank } from './testing/fakeBank';
import { OVERVIEW_ANSWERS } from './testing/fixtures';
import { renderScreen } from './testing/renderScreen';

afterEach(cleanup);

// The contract's values, written out (docs/sandbox-api.md, Campaigns; features.md §2.4, §4.4).
const CAMPAIGNS = 'GET /genoma_api/rest/campaigns?section=overall-position&subsection=home';
const RESPONSES = '/genoma_api/rest/campaigns/responses';
/** features.md §6: web. */
const WEB_CHANNEL = 83;

const slot = { section: 'overall-position', subsection: 'home', qualifier: null };

const loanBanner = {
  ...slot,
  communicationCode: 'COM-LOAN-1',
  campaignCode: '1204',
  actionCode: 'PREAPPROVED-LOAN',
  communicationDesc: 'Pre-approved personal loan',
  format: 'banner',
  content: {
    title: 'Tienes un préstamo preconcedido',
    body: 'Hasta 15.000 € sin papeleos.',
    icon: 'loan',
    cta: { label: 'Ver mi préstamo', href: '#/pre-approved-loan-contract' },
    closable: true,
  },
};

const cardBanner = {
  ...loanBanner,
  communicationCode: 'COM-CARD-1',
  campaignCode: '1611',
  actionCode: 'CREDIT-CARD',
  communicationDesc: 'Credit card',
  content: { title: 'Tu tarjeta de crédito', body: 'Sin comisiones.', icon: 'card', cta: null, closable: false },
};

const bizumLightbox = {
  ...slot,
  communicationCode: 'COM-BIZUM-1',
  campaignCode: '1422',
  actionCode: 'BIZUM-SIGN-UP',
  communicationDesc: 'Bizum sign-up',
  format: 'lightbox',
  content: {
    title: 'Envía dinero al instante con Bizum',
    body: 'Paga a tus amigos con su móvil.',
    icon: 'bizum',
    actions: [
      { label: 'Activar Bizum', href: '#/bizum', result: 'ACCEPTED_PRIMARY' },
      { label: 'Recuérdamelo más tarde', href: null, result: 'INTERESTED_SECONDARY' },
    ],
    inlineLink: { label: 'Cómo funciona', href: '#/cms-content' },
    askFeedback: true,
  },
};

const fallbackDirective = {
  ...slot,
  communicationCode: 'COM-79',
  campaignCode: '79',
  actionCode: 'X',
  communicationDesc: 'x',
  format: 'directive',
  content: null,
};

/** The results the page sent, in order, for one communication. */
async function sentResults(bank: FakeBank, communicationCode?: string): Promise<string[]> {
  const posts = bank.requests.filter((entry) => entry.method === 'POST' && entry.path === RESPONSES);
  const bodies = await Promise.all(
    posts.map((entry) => entry.request.clone().json() as Promise<{ communicationCode: string; result: string }>),
  );
  return bodies
    .filter((body) => communicationCode === undefined || body.communicationCode === communicationCode)
    .map((body) => body.result);
}

async function overview(communications: unknown[], locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const bank = createFakeBank({ ...OVERVIEW_ANSWERS, [CAMPAIGNS]: { communications }, [`POST ${RESPONSES}`]: { times: 1 } });
  const events = createShellEventBus();
  events.allow(CAMPAIGN_TOPIC_VALIDATORS);
  const pageViews: string[] = [];
  events.subscribe('page-view', ({ name }) => pageViews.push(name));
  const rendered = await renderScreen('', { bank, locale, events });
  await waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
  return { bank, pageViews, ...rendered };
}

describe('campaign banners on the overall position (features.md §2.4, §4.4)', () => {
  it('shows each banner of the slot under "Para ti", with its link into the app, and reports it shown', async () => {
    const { bank } = await overview([loanBanner, cardBanner, fallbackDirective]);
    const section = await screen.findByRole('region', { name: 'Para ti' });
    const banners = within(section).getAllByRole('article');
    expect(banners.map((banner) => within(banner).getByRole('heading').textContent)).toEqual([
      'Tienes un préstamo preconcedido',
      'Tu tarjeta de crédito',
    ]);
    expect(within(section).getByRole('link', { name: 'Ver mi préstamo' }).getAttribute('href')).toBe('#/pre-approved-loan-contract');
    await waitFor(async () => expect(await sentResults(bank)).toEqual(['SHOWN', 'SHOWN']));
  });

  it('sends the response with features.md §3’s fields and the page’s channel', async () => {
    const { bank } = await overview([loanBanner]);
    await waitFor(() => expect(bank.pathsOf('POST')).toEqual([RESPONSES]));
    const post = bank.requests.find((entry) => entry.method === 'POST');
    expect(await post?.request.clone().json()).toEqual({
      communicationCode: 'COM-LOAN-1',
      campaignCode: '1204',
      actionCode: 'PREAPPROVED-LOAN',
      result: 'SHOWN',
      applicationChannel: WEB_CHANNEL,
      section: 'overall-position',
      subsection: 'home',
    });
  });

  it('reports a click on its link, and a closed banner (BANNER_CLOSED), which leaves the page', async () => {
    const { bank } = await overview([loanBanner, cardBanner]);
    const link = await screen.findByRole('link', { name: 'Ver mi préstamo' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar «Tienes un préstamo preconcedido»' }));
    expect(screen.queryByRole('heading', { name: 'Tienes un préstamo preconcedido' })).toBeNull();
    // The close button pressed went with its banner: focus is on the section's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Para ti' }));
    await waitFor(async () => expect(await sentResults(bank, 'COM-LOAN-1')).toEqual(['SHOWN', 'CLICKED', 'BANNER_CLOSED']));
    // A banner the bank does not let the customer close has no close button.
    expect(screen.queryByRole('button', { name: /Tu tarjeta de crédito/ })).toBeNull();
  });

  it('shows no section without banners, and none when the campaigns call fails', async () => {
    await overview([fallbackDirective]);
    expect(screen.queryByRole('region', { name: 'Para ti' })).toBeNull();
    cleanup();
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    await renderScreen('', { bank });
    await screen.findByRole('heading', { level: 1, name: 'Hola, Lucía' });
    expect(screen.queryByRole('region', { name: 'Para ti' })).toBeNull();
  });

  it('says it in English', async () => {
    await overview([loanBanner], 'en-GB');
    const section = await screen.findByRole('region', { name: 'For you' });
    expect(within(section).getByRole('button', { name: 'Hide “Tienes un préstamo preconcedido”' })).toBeTruthy();
  });
});

describe('the campaign lightbox (features.md §2.4, §4.4)', () => {
  it('opens as a modal dialog named by its title, reports it shown and seen, and a page view named lightbox plus its description', async () => {
    const { bank, pageViews } = await overview([bizumLightbox, loanBanner]);
    const dialog = await screen.findByRole('dialog', { name: 'Envía dinero al instante con Bizum' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(pageViews).toEqual(['lightbox/bizum-sign-up']);
    await waitFor(async () => expect(await sentResults(bank, 'COM-BIZUM-1')).toEqual(['SHOWN', 'SEEN']));
  });

  it('closes with its close button (CLOSED), and focus goes back where it was', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { bank } = await overview([bizumLightbox]);
    const dialog = await screen.findByRole('dialog');
    // In a browser the dialog takes focus as it opens (happy-dom's does not move it).
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    close.focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    await waitFor(async () => expect(await sentResults(bank, 'COM-BIZUM-1')).toEqual(['SHOWN', 'SEEN', 'CLOSED']));
    opener.remove();
  });

  it('closes with Escape (the dialog’s cancel), reported CLOSED', async () => {
    const { bank } = await overview([bizumLightbox]);
    const dialog = await screen.findByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await sentResults(bank, 'COM-BIZUM-1')).toContain('CLOSED'));
  });

  it('answers with the button’s result and goes where it leads through the shell’s navigate event (ACCEPTED_PRIMARY to #/bizum; shell.md §3.9)', async () => {
    const { bank, services } = await overview([bizumLightbox]);
    const navigations: unknown[] = [];
    services.events.subscribe('navigate', (payload) => navigations.push(payload));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activar Bizum' }));
    await waitFor(async () => expect(await sentResults(bank, 'COM-BIZUM-1')).toContain('ACCEPTED_PRIMARY'));
    expect(navigations).toEqual([{ eventName: 'campaign-lightbox', route: '/bizum', redirect: false, queryParams: {} }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a button that leads nowhere only answers (INTERESTED_SECONDARY); the inline link answers INLINE_LINK_CLICKED', async () => {
    const first = await overview([bizumLightbox]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recuérdamelo más tarde' }));
    await waitFor(async () => expect(await sentResults(first.bank, 'COM-BIZUM-1')).toContain('INTERESTED_SECONDARY'));
    cleanup();
    const second = await overview([{ ...bizumLightbox, communicationCode: 'COM-BIZUM-2' }]);
    const navigations: unknown[] = [];
    second.services.events.subscribe('navigate', (payload) => navigations.push(payload));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Cómo funciona' }));
    await waitFor(async () => expect(await sentResults(second.bank, 'COM-BIZUM-2')).toContain('INLINE_LINK_CLICKED'));
    expect(navigations).toMatchObject([{ route: '/cms-content' }]);
  });

  it('asks whether it is useful: the answer is FEEDBACK_POSITIVE or FEEDBACK_NEGATIVE, thanked, and the lightbox stays', async () => {
    const { bank } = await overview([bizumLightbox]);
    const dialog = await screen.findByRole('dialog');
    const question = within(dialog).getByRole('group', { name: '¿Te resulta útil?' });
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Gracias por tu opinión.');
    // The button pressed is gone: focus is on the thanks, not lost.
    expect(document.activeElement).toBe(within(dialog).getByRole('status'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(async () => expect(await sentResults(bank, 'COM-BIZUM-1')).toContain('FEEDBACK_NEGATIVE'));
  });

  it('keeps the page working when responses cannot be sent', async () => {
    const bank = createFakeBank({ ...OVERVIEW_ANSWERS, [CAMPAIGNS]: { communications: [bizumLightbox] } });
    await renderScreen('', { bank });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    // The failed sends are on their way and come back failed: the page goes on.
    await act(() => flushPromises());
    expect(bank.pathsOf('POST')).toContain(RESPONSES);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeTruthy();
  });
});

describe('the lightbox keeps focus (features.md §4.4; issue 19 §3)', () => {
  it('Tab from its last control goes to its first, and Shift+Tab from its first to its last', async () => {
    await overview([bizumLightbox]);
    const dialog = await screen.findByRole('dialog');
    const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const first = controls[0]!;
    const last = controls.at(-1)!;
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('the lightbox gives focus back (issue 19 §3)', () => {
  it('to the page’s heading when nothing had focus before it opened', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await overview([bizumLightbox]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('campaigns follow the page’s language (features.md §2.4)', () => {
  it('asks for them again when the customer switches language, and shows the texts of the new answer', async () => {
    const english = { ...loanBanner, content: { ...loanBanner.content, title: 'You have a pre-approved loan' } };
    // The test shell's client always asks in Spanish: the bank's second answer stands for the English one.
    let answers = 0;
    const bank = createFakeBank({
      ...OVERVIEW_ANSWERS,
      [CAMPAIGNS]: () => {
        answers += 1;
        return new Response(JSON.stringify({ communications: [answers === 1 ? loanBanner : english] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
      [`POST ${RESPONSES}`]: { times: 1 },
    });
    const { services } = await renderScreen('', { bank });
    expect(await screen.findByRole('heading', { name: 'Tienes un préstamo preconcedido' })).toBeTruthy();
    await act(() => services.i18n.setLocale('en-GB'));
    expect(await screen.findByRole('heading', { name: 'You have a pre-approved loan' })).toBeTruthy();
    expect(bank.pathsOf('GET').filter((path) => path.startsWith('/genoma_api/rest/campaigns'))).toHaveLength(2);
  });
});

describe('the overall position’s tracked links (features.md §4.8.6)', () => {
  async function tracking(communications: unknown[]) {
    const rendered = await overview(communications);
    const clicks: unknown[] = [];
    rendered.services.events.subscribe('link-click', (payload) => clicks.push(payload));
    return { ...rendered, clicks };
  }
  const follow = (link: HTMLElement) => {
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
  };

  it('tells the analytics of a banner’s call to action (overview-banner-link) and the quick actions, each by its id, on posicion-global', async () => {
    const { clicks } = await tracking([loanBanner]);
    follow(await screen.findByRole('link', { name: 'Ver mi préstamo' }));
    for (const name of ['Transferir', 'Bizum', 'Pagar un recibo'])
      follow(within(screen.getByRole('region', { name: 'Acciones rápidas' })).getByRole('link', { name }));
    expect(clicks).toEqual([
      { id: 'overview-banner-link', pageName: 'posicion-global' },
      { id: 'overview-quick-action-transferencia', pageName: 'posicion-global' },
      { id: 'overview-quick-action-bizum', pageName: 'posicion-global' },
      { id: 'overview-quick-action-pagar-recibo', pageName: 'posicion-global' },
    ]);
  });

  it('tells it of an account’s and a card’s link to its detail', async () => {
    const { clicks } = await tracking([]);
    follow(within(screen.getByRole('region', { name: 'Cuentas' })).getByRole('link', { name: /Cuenta NÓMINA/ }));
    follow(within(screen.getByRole('region', { name: 'Tarjetas' })).getByRole('link', { name: /Tarjeta Crédito/ }));
    expect(clicks).toEqual([
      { id: 'overview-product-account', pageName: 'posicion-global' },
      { id: 'overview-product-card', pageName: 'posicion-global' },
    ]);
  });

  it('tells it of the lightbox’s primary action (lightbox-primary), not of the others', async () => {
    const { clicks } = await tracking([bizumLightbox]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activar Bizum' }));
    expect(clicks).toEqual([{ id: 'lightbox-primary', pageName: 'posicion-global' }]);
    const second = await tracking([bizumLightbox]);
    fireEvent.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: 'Recuérdamelo más tarde' }));
    expect(second.clicks).toEqual([]);
  });
});
