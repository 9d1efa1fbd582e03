import { describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracker';
import { recordingLibrary } from './testing';
import type { AnalyticsLibrary } from './tracker';
import type { TrackingModule } from './trackingConfig';
import { parseTrackingVariables } from './variables';

const NAVIGATION: TrackingModule = {
  name: 'navigation',
  funnel: {},
  override: true,
  updateVariablesProcesses: [],
  avoidableSteps: [],
  steps: {},
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tracker', () => {
  const options = (library: Promise<AnalyticsLibrary | null>, extra = {}) => ({
    library,
    loadModule: vi.fn(() => Promise.resolve(NAVIGATION)),
    links: Promise.resolve({
      links: [{ id: 'overview-banner-link', expiry: { test: '2027-12-31', acceptance: '2027-12-31', production: '2027-12-31' } }],
    }),
    context: () => ({ clientCip: '20481736', clientIdentity: 'v1.identity.signature', nativeApp: false }),
    environment: 'test' as const,
    now: () => Date.UTC(2026, 10, 27),
    logError: vi.fn(),
    ...extra,
  });

  it('keeps page views until the library is ready, then sends them in order', async () => {
    const { calls, library } = recordingLibrary();
    let arrive: (library: AnalyticsLibrary) => void = () => undefined;
    const tracker = createTracker(options(new Promise((resolve) => (arrive = resolve))));
    tracker.pageView({ path: 'posicion-global', pageName: 'posicion-global', private: true });
    tracker.pageView({ path: 'lightbox/bizum', pageName: 'lightbox/bizum', private: true });
    await flush();
    expect(calls).toEqual([]);
    arrive(library);
    await flush();
    expect(calls.map((call) => call.variables['page_name'])).toEqual(['posicion-global', 'lightbox/bizum']);
    expect(calls[0]!.variables).toMatchObject({ client_cip: '20481736', page_domain_type: 'priv' });
  });

  it('tracks a link while it is trackable, and not an unknown or expired one', async () => {
    const { calls, library } = recordingLibrary();
    const tracker = createTracker(options(Promise.resolve(library)));
    tracker.link('overview-banner-link', { page_name: 'posicion-global' });
    tracker.link('legacy-promo-2025');
    await flush();
    expect(calls).toEqual([{ kind: 'link', variables: { page_name: 'posicion-global', event_name: 'overview-banner-link' } }]);
  });

  it('sends nothing when the library never came, or after stop', async () => {
    const none = createTracker(options(Promise.resolve(null)));
    none.pageView({ path: 'a', pageName: 'a', private: true });
    const { calls, library } = recordingLibrary();
    const tracker = createTracker(options(Promise.resolve(library)));
    tracker.stop();
    tracker.pageView({ path: 'a', pageName: 'a', private: true });
    await flush();
    expect(calls).toEqual([]);
  });

  it("reports a page's variables that are not tracking variables, and sends the view without them", async () => {
    const { calls, library } = recordingLibrary();
    const logError = vi.fn();
    const tracker = createTracker(options(Promise.resolve(library), { logError }));
    tracker.pageView({ path: 'a', pageName: 'a', private: false, variables: { password: 'x' } as never });
    await flush();
    expect(logError).toHaveBeenCalledWith(new TypeError('Unknown tracking variables: password'));
    expect(calls[0]!.variables).toEqual({ app_ing: 'no', page_domain_type: 'pub', page_name: 'a' });
  });

  it('a library that throws is reported, and the next view goes on', async () => {
    const logError = vi.fn();
    let first = true;
    const seen: string[] = [];
    const library: AnalyticsLibrary = {
      view: (variables) => {
        if (first) {
          first = false;
          throw new Error('vendor bug');
        }
        seen.push(variables['page_name']!);
      },
      link: () => undefined,
    };
    const tracker = createTracker(options(Promise.resolve(library), { logError }));
    tracker.pageView({ path: 'a', pageName: 'a', private: false });
    tracker.pageView({ path: 'b', pageName: 'b', private: false });
    await flush();
    expect(logError).toHaveBeenCalledWith(new Error('vendor bug'));
    expect(seen).toEqual(['b']);
  });
});

describe('tracking variable groups (features.md §3)', () => {
  it('accepts every name of the eight groups, and nothing else', () => {
    const names = [
      'funnel_id',
      'funnel_type',
      'funnel_product',
      'funnel_item',
      'funnel_step',
      'funnel_item_step',
      'funnel_phase',
      'funnel_position',
      'form_age',
      'form_country',
      'form_nationality',
      'form_second_nationality',
      'form_marital_status',
      'form_residence',
      'form_province',
      'form_city',
      'form_funds_origin',
      'form_consents',
      'form_verificacionlaboral',
      'product_sku',
      'product_name',
      'product_category',
      'product_quantity',
      'product_brand',
      'order_id',
      'order_total',
      'order_store',
      'order_currency',
      'payroll_studies',
      'payroll_income',
      'payroll_purpose',
      'pre_cip',
      'mobile_hash_prospect',
      'email_hash_prospect',
      'is_kiosko',
      'page_error',
      'page_name',
      'page_name_ref',
      'event_name',
      'click_interactive_button',
      'app_ing',
      'client_cip',
      'page_domain_type',
    ];
    const all = Object.fromEntries(names.map((name) => [name, 'x']));
    expect(parseTrackingVariables(all)).toEqual(all);
    expect(() => parseTrackingVariables({ funnel_idx: 'x' })).toThrow('Unknown tracking variables: funnel_idx');
    expect(() => parseTrackingVariables({ form_age: 34 })).toThrow('Tracking variables must be text');
    expect(() => parseTrackingVariables({ page_name: 'x'.repeat(513) })).toThrow(
      'Tracking variables longer than 512 characters: page_name',
    );
  });
});
