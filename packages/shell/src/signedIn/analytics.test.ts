import { createShellEventBus, createStore } from '@bank-shell/core';
import type { AppConfig, HttpClient, RouteMatch } from '@bank-shell/core';
import { CAMPAIGN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { describe, expect, it, vi } from 'vitest';
import { fakeTagFrames } from '@bank-shell/core/testing';
import { startAnalytics } from './analytics';

const LOCATION = 'http://vendors.bank.localhost:8080/tracking/v1/';
/** The bank's signed statement that the customer is Lucía (issue 38 §6). */
const LUCIA_IDENTITY = { userId: '20481736', token: 'v1.eyJzdWIiOiIyMDQ4MTczNiJ9.signature' };
const NAVIGATION = { name: 'navigation', funnel: {}, override: true, updateVariablesProcesses: [], avoidableSteps: [], steps: {} };

const matchOf = (path: string, authentication?: boolean) =>
  ({
    path,
    route: { id: path, pattern: path, ...(authentication === undefined ? {} : { authentication }) },
    params: {},
    rest: '',
  }) as unknown as RouteMatch;

/** A page whose tag frame's library sets itself up when the test says so. */
function analyticsPage(urlsConfig: Record<string, string>, availableLinks: unknown = { links: [] }) {
  const frames = fakeTagFrames();
  const sent: Record<string, string>[] = [];
  const links: Record<string, string>[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const events = createShellEventBus();
  events.allow(CAMPAIGN_TOPIC_VALIDATORS);
  const current = createStore<RouteMatch | null>(matchOf('/posicion-global'));
  const services = {
    http: {
      get: vi.fn((path: string) =>
        Promise.resolve(path.endsWith('/vendor-identity') ? LUCIA_IDENTITY : { personId: '20481736', preferences: {} }),
      ),
    } as unknown as HttpClient,
    config: () => ({ urlsConfig, propsConfig: { means: [] } }) as AppConfig,
    events,
    router: { current } as never,
  };
  const platform = {
    window: {},
    document: {
      createElement: () => {
        throw new Error('the page adds no outside script for analytics');
      },
      head: { append: () => undefined },
    } as never,
    tagFrames: frames.platform,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: () => undefined,
    fetchJson: vi.fn((url: string) =>
      url.endsWith('cfg/navigation.json')
        ? Promise.resolve(NAVIGATION)
        : url.endsWith('availableLinks.json')
          ? Promise.resolve(availableLinks)
          : Promise.resolve({ avoidableSteps: [] }),
    ),
    now: () => Date.UTC(2026, 10, 27),
    nativeApp: false,
    clientKind: 'web-transactional' as const,
    logError: vi.fn(),
  };
  const libraryArrives = () =>
    frames.libraryArrives({ view: (variables) => sent.push(variables), link: (variables) => links.push(variables) });
  return { services, platform, sent, links, frames, timers, events, libraryArrives };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('funnel analytics after login (features.md §4.8)', () => {
  it("runs the library in the tag frame of the tracking location, looks for it every 400 ms, then tracks the page on screen with the customer's cip", async () => {
    const page = analyticsPage({ tealium: LOCATION, tealiumIntegrity: 'sha384-pinned', trackingEnvironment: 'test' });
    startAnalytics(page.services, page.platform);
    expect(page.frames.urls).toEqual([`${LOCATION}frame.html#origin=http%3A%2F%2Fbank.localhost%3A8080&integrity=sha384-pinned`]);
    page.frames.libraryLoads();
    await flush();
    // The script has run, but the library is still setting itself up: the shell looks again in 400 ms.
    const polls = page.timers.filter(({ ms }) => ms === 400);
    expect(polls).toHaveLength(1);
    polls[0]!.callback();
    page.libraryArrives();
    page.timers
      .filter(({ ms }) => ms === 400)
      .at(-1)!
      .callback();
    await flush();
    expect(page.sent).toEqual([
      {
        app_ing: 'no',
        client_cip: '20481736',
        client_identity: LUCIA_IDENTITY.token,
        page_domain_type: 'priv',
        page_name: 'posicion-global',
      },
    ]);
  });

  it('tracks each route change, public pages without the cip, and the lightbox as a page view', async () => {
    const page = analyticsPage({ tealium: LOCATION });
    page.libraryArrives();
    startAnalytics(page.services, page.platform);
    await flush();
    page.events.publish('route-changed', { path: '/login', match: matchOf('/login', false), redirect: false } as never);
    page.events.publish('page-view', { name: 'lightbox/envia-dinero-al-instante-con-bizum' });
    await flush();
    expect(page.sent.map((view) => [view['page_name'], view['page_domain_type'], view['client_cip']])).toEqual([
      ['posicion-global', 'priv', '20481736'],
      ['login', 'pub', undefined],
      ['lightbox/envia-dinero-al-instante-con-bizum', 'priv', '20481736'],
    ]);
  });

  it('loads nothing without a tracking location, and tracks nothing once stopped', async () => {
    const none = analyticsPage({ tealium: '' });
    startAnalytics(none.services, none.platform);
    expect(none.frames.urls).toEqual([]);
    const page = analyticsPage({ tealium: LOCATION });
    page.libraryArrives();
    const stop = startAnalytics(page.services, page.platform);
    stop();
    page.events.publish('page-view', { name: 'lightbox/x' });
    await flush();
    expect(page.sent).toEqual([]);
  });
});

describe('links a feature tracks (features.md §4.8.6)', () => {
  const expiring = (id: string, test: string) => ({ id, expiry: { test, acceptance: '2030-12-31', production: '2030-06-30' } });

  it("sends a link event for a link whose expiry for the configuration's environment is ahead, and none for an expired or unlisted one", async () => {
    const page = analyticsPage(
      { tealium: LOCATION, trackingEnvironment: 'test' },
      { links: [expiring('overview-banner-link', '2099-12-31'), expiring('overview-quick-action-pagar-recibo', '2025-12-31')] },
    );
    page.libraryArrives();
    startAnalytics(page.services, page.platform);
    page.events.publish('link-click', { id: 'overview-banner-link', pageName: 'posicion-global' });
    page.events.publish('link-click', { id: 'overview-quick-action-pagar-recibo', pageName: 'posicion-global' });
    page.events.publish('link-click', { id: 'overview-product-unknown', pageName: 'posicion-global' });
    await flush();
    expect(page.links).toEqual([{ page_name: 'posicion-global', event_name: 'overview-banner-link' }]);
  });

  it('reads the expiry of the environment the configuration names: acceptance here', async () => {
    const page = analyticsPage(
      { tealium: LOCATION, trackingEnvironment: 'acceptance' },
      { links: [{ id: 'offers-loan-simulate', expiry: { test: '2099-12-31', acceptance: '2026-11-26', production: '2099-12-31' } }] },
    );
    page.libraryArrives();
    startAnalytics(page.services, page.platform);
    page.events.publish('link-click', { id: 'offers-loan-simulate', pageName: 'ofertas' });
    await flush();
    expect(page.links).toEqual([]);
  });

  it('sends nothing once stopped', async () => {
    const page = analyticsPage(
      { tealium: LOCATION, trackingEnvironment: 'test' },
      { links: [expiring('overview-banner-link', '2099-12-31')] },
    );
    page.libraryArrives();
    const stop = startAnalytics(page.services, page.platform);
    stop();
    page.events.publish('link-click', { id: 'overview-banner-link', pageName: 'posicion-global' });
    await flush();
    expect(page.links).toEqual([]);
  });
});

describe('page views from before analytics started', () => {
  it('tracks the page views this page showed while the library loaded, after the page on screen', async () => {
    const page = analyticsPage({ tealium: LOCATION });
    page.libraryArrives();
    startAnalytics(page.services, page.platform, ['lightbox/envia-dinero-al-instante-con-bizum']);
    await flush();
    expect(page.sent.map((view) => view['page_name'])).toEqual(['posicion-global', 'lightbox/envia-dinero-al-instante-con-bizum']);
  });

  it('a library that loaded but never becomes ready (25 looks, 400 ms apart) is said once on the console; nothing is tracked', async () => {
    const page = analyticsPage({ tealium: LOCATION });
    startAnalytics(page.services, page.platform);
    page.frames.libraryLoads();
    await flush();
    for (let look = 1; look <= 25; look += 1) {
      const next = page.timers.filter(({ ms }) => ms === 400).at(-1);
      expect(next, `look ${look}`).toBeDefined();
      next!.callback();
    }
    await flush();
    expect(page.timers.filter(({ ms }) => ms === 400)).toHaveLength(25);
    expect(page.platform.logError).toHaveBeenCalledTimes(1);
    expect(page.platform.logError).toHaveBeenCalledWith(
      new Error(`The analytics library ${LOCATION}utag.js loaded but never became ready`),
    );
    expect(page.sent).toEqual([]);
  });

  it('a customer who leaves while the library is awaited gets no console message', async () => {
    const page = analyticsPage({ tealium: LOCATION });
    const stop = startAnalytics(page.services, page.platform);
    await flush();
    stop();
    await flush();
    expect(page.platform.logError).not.toHaveBeenCalled();
  });
});
