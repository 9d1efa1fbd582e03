import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@bank-shell/core';
import type { AnalyticsPlatform } from '@bank-shell/core/analytics';
import { resetOutsideScriptsForTests } from '@bank-shell/core/outside-scripts';
import { fakeTagFrames } from '@bank-shell/core/testing';
import { createSignUpAnalytics } from './signUpAnalytics';

afterEach(() => resetOutsideScriptsForTests());

const TRACKING = 'https://vendors.example/tracking/';
const config = {
  urlsConfig: { consentManager: 'https://vendors.example/consent/v1/consent-manager.js', tealium: TRACKING },
  propsConfig: {},
  means: [],
} as unknown as AppConfig;

const module = (name: string, funnelType: string) => ({
  name,
  funnel: { funnel_id: 'onboarding-web', funnel_type: funnelType },
  override: false,
  updateVariablesProcesses: [],
  avoidableSteps: ['signups/help'],
  steps: {
    'signups/become-a-customer': { page_name: 'alta:hazte-cliente', funnel_step: '1', event_name: 'alta_{product_sku}_hazte_cliente' },
    'signups/before-you-start': { page_name: 'alta:antes-de-empezar', funnel_step: '2' },
    'signups/minor-selection': { page_name: 'alta:seleccion-de-menor', funnel_step: '3' },
  },
});

/**
 * A page whose scripts load at once: a consent manager whose choice the test makes, and an
 * analytics library that records its views.
 */
function fakePage(initialChoices: { analytics: boolean; personalisation: boolean } | null, availableLinks: unknown = { links: [] }) {
  let choices = initialChoices;
  const listeners = new Set<(value: unknown) => void>();
  const views: Record<string, string>[] = [];
  const links: Record<string, string>[] = [];
  const win: Record<string, unknown> = {};
  // The tag manager, in its frame, sets itself up at once.
  const frames = fakeTagFrames();
  frames.libraryArrives({ view: (variables) => views.push(variables), link: (variables) => links.push(variables) });
  const consent = {
    getChoices: () => choices,
    onChange: (listener: (value: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUserId: () => undefined,
    pushStatus: () => Promise.resolve(),
    openPreferences: () => undefined,
  };
  const platform: AnalyticsPlatform = {
    window: win,
    document: {
      createElement: () => {
        const handlers = new Map<string, () => void>();
        return { addEventListener: (type: string, handler: () => void) => handlers.set(type, handler), handlers, src: '' };
      },
      head: {
        append: (script: { src: string; handlers: Map<string, () => void> }) => {
          if (script.src.includes('consent')) win['bankConsent'] = consent;
          queueMicrotask(() => script.handlers.get('load')?.());
        },
      },
    } as never,
    tagFrames: frames.platform,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    fetchJson: (url) => {
      if (url.endsWith('cfg/signups.json')) return Promise.resolve(module('signups', 'alta-cliente'));
      if (url.endsWith('cfg/signups-teen.json')) return Promise.resolve(module('signups-teen', 'alta-cliente-menor'));
      if (url.endsWith('availableLinks.json')) return Promise.resolve(availableLinks);
      return Promise.resolve({ avoidableSteps: [] });
    },
    now: () => Date.UTC(2026, 11, 6),
    nativeApp: false,
    clientKind: 'web-transactional' as const,
    logError: vi.fn(),
  };
  const decide = (analytics: boolean) => {
    choices = { analytics, personalisation: false };
    for (const listener of listeners) listener(choices);
  };
  return { platform, views, links, decide };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-up funnel analytics (features.md §2.5, §4.7, §4.8)', () => {
  it('tracks nothing before the visitor allows analytics (features.md §4.7)', async () => {
    const page = fakePage(null);
    const analytics = createSignUpAnalytics();
    analytics.start(config, page.platform);
    analytics.tracking.pageView('signups/become-a-customer', 'adult', { product_sku: 'cuenta-nomina' });
    await settle();
    expect(page.views).toEqual([]);
    analytics.stop();
  });

  it('sends the page views shown while the scripts loaded to a visitor who allowed analytics before, as public pages of the adult funnel', async () => {
    const page = fakePage({ analytics: true, personalisation: false });
    const analytics = createSignUpAnalytics();
    analytics.tracking.pageView('signups/become-a-customer', 'adult', { product_sku: 'cuenta-nomina' });
    analytics.start(config, page.platform);
    analytics.tracking.pageView('signups/before-you-start', 'adult', { product_sku: 'cuenta-nomina' });
    await vi.waitFor(() => expect(page.views).toHaveLength(2));
    expect(page.views.map((view) => [view['page_name'], view['funnel_type'], view['funnel_position'], view['page_domain_type']])).toEqual([
      ['alta:hazte-cliente', 'alta-cliente', '1', 'pub'],
      ['alta:antes-de-empezar', 'alta-cliente', '2', 'pub'],
    ]);
    expect(page.views[0]?.['event_name']).toBe('alta_cuenta-nomina_hazte_cliente');
    expect(page.views.some((view) => 'client_cip' in view)).toBe(false);
    analytics.stop();
  });

  it('counts a minor in the teen funnel (cfg/signups-teen)', async () => {
    const page = fakePage({ analytics: true, personalisation: false });
    const analytics = createSignUpAnalytics();
    analytics.start(config, page.platform);
    analytics.tracking.pageView('signups/minor-selection', 'teen', { product_sku: 'cuenta-joven' });
    await vi.waitFor(() => expect(page.views).toHaveLength(1));
    expect([page.views[0]?.['page_name'], page.views[0]?.['funnel_type']]).toEqual(['alta:seleccion-de-menor', 'alta-cliente-menor']);
    analytics.stop();
  });

  it('tracks a visitor who allows analytics now from the page on screen on, and no more once they withdraw it', async () => {
    const page = fakePage(null);
    const analytics = createSignUpAnalytics();
    analytics.start(config, page.platform);
    analytics.tracking.pageView('signups/become-a-customer', 'adult');
    analytics.tracking.pageView('signups/before-you-start', 'adult');
    await settle();
    page.decide(true);
    await vi.waitFor(() => expect(page.views).toHaveLength(1));
    expect(page.views[0]?.['page_name']).toBe('alta:antes-de-empezar');
    page.decide(false);
    analytics.tracking.pageView('signups/minor-selection', 'adult');
    await settle();
    expect(page.views).toHaveLength(1);
    analytics.stop();
  });
});

describe('the sign-up’s tracked links (features.md §4.8.6)', () => {
  const listed = {
    links: [
      { id: 'signups-start', expiry: { test: '2099-12-31', acceptance: '2031-12-31', production: '2031-12-31' } },
      { id: 'signups-summer-2025', expiry: { test: '2025-12-31', acceptance: '2025-12-31', production: '2025-12-31' } },
    ],
  };

  it('sends a link event for a listed link whose production expiry is ahead, none for an expired one, and none before analytics is allowed', async () => {
    const page = fakePage(null, listed);
    const analytics = createSignUpAnalytics();
    analytics.start(config, page.platform);
    await settle();
    analytics.tracking.link('signups-start', 'signups/become-a-customer');
    page.decide(true);
    analytics.tracking.link('signups-start', 'signups/become-a-customer');
    analytics.tracking.link('signups-summer-2025', 'signups/become-a-customer');
    await vi.waitFor(() => expect(page.links).toHaveLength(1));
    await settle();
    expect(page.links).toEqual([{ page_name: 'signups/become-a-customer', event_name: 'signups-start' }]);
    analytics.stop();
  });
});
