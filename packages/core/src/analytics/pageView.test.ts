import { describe, expect, it } from 'vitest';
import { INITIAL_TRACKING_STATE, eventNameWithSku, pageViewVariables } from './pageView';
import type { PageView, TrackingContext, TrackingState } from './pageView';
import type { TrackingModule } from './trackingConfig';

const SIGNUPS: TrackingModule = {
  name: 'signups',
  funnel: { funnel_id: 'onboarding-web', funnel_type: 'alta-cliente' },
  override: false,
  updateVariablesProcesses: ['signups/personal-data-2'],
  avoidableSteps: ['signups/help'],
  steps: {
    'signups/become-a-customer': {
      page_name: 'alta:hazte-cliente',
      funnel_step: '1',
      funnel_phase: 'inicio',
      event_name: 'alta_hazte_cliente',
    },
    'signups/personal-data-1': { page_name: 'alta:datos-personales-1', funnel_step: '5', funnel_phase: 'datos' },
    'signups/personal-data-2': { page_name: 'alta:datos-personales-2', funnel_step: '6', funnel_phase: 'datos' },
    'signups/account-current': { page_name: 'alta:cuenta', funnel_step: '12', event_name: 'alta_{product_sku}_cuenta' },
    'signups/help': { page_name: 'alta:ayuda' },
  },
};
const WEB = { clientCip: null, clientIdentity: null, nativeApp: false };
const publicPage = (path: string, extra: Partial<PageView> = {}): PageView => ({ path, pageName: path, private: false, ...extra });

/** Page views in a row, each from the state the one before left. */
function viewsInRow(module: TrackingModule, views: PageView[], context: TrackingContext = WEB) {
  let state: TrackingState = INITIAL_TRACKING_STATE;
  return views.map((view) => {
    const result = pageViewVariables(state, module, view, context);
    state = result.state;
    return result.variables;
  });
}

describe('funnel page views (features.md §4.8)', () => {
  it("a step's page view carries the page name, the flow's funnel, the step and a funnel position", () => {
    const [view] = viewsInRow(SIGNUPS, [publicPage('signups/become-a-customer')]);
    expect(view).toEqual({
      app_ing: 'no',
      event_name: 'alta_hazte_cliente',
      funnel_id: 'onboarding-web',
      funnel_phase: 'inicio',
      funnel_position: '1',
      funnel_step: '1',
      funnel_type: 'alta-cliente',
      page_domain_type: 'pub',
      page_name: 'alta:hazte-cliente',
    });
  });

  it('resets the process variables on a path outside the update-variables list', () => {
    const [, second] = viewsInRow(SIGNUPS, [
      publicPage('signups/become-a-customer', { variables: { form_age: '34', product_sku: 'NOMINA' } }),
      publicPage('signups/personal-data-1', { variables: { form_city: 'Madrid' } }),
    ]);
    expect(second).toMatchObject({ form_city: 'Madrid' });
    expect(second).not.toHaveProperty('form_age');
    expect(second).not.toHaveProperty('product_sku');
  });

  it('updates them on a path in the update-variables list: kept, and overwritten where the page brings a value', () => {
    const [, second] = viewsInRow(SIGNUPS, [
      publicPage('signups/personal-data-1', { variables: { form_age: '34', form_city: 'Madrid' } }),
      publicPage('signups/personal-data-2', { variables: { form_city: 'Toledo' } }),
    ]);
    expect(second).toMatchObject({ form_age: '34', form_city: 'Toledo', funnel_step: '6' });
  });

  it('the override flag resets them even on a path of the update list (the page’s flag, else the module’s)', () => {
    const views = [
      publicPage('signups/personal-data-1', { variables: { form_age: '34' } }),
      publicPage('signups/personal-data-2', { override: true }),
    ];
    expect(viewsInRow(SIGNUPS, views)[1]).not.toHaveProperty('form_age');
    expect(viewsInRow({ ...SIGNUPS, override: true }, [views[0]!, publicPage('signups/personal-data-2')])[1]).not.toHaveProperty(
      'form_age',
    );
  });

  it('the funnel position stays unchanged on an avoidable step, and goes on after it', () => {
    const positions = viewsInRow(SIGNUPS, [
      publicPage('signups/become-a-customer'),
      publicPage('signups/personal-data-1'),
      publicPage('signups/help'),
      publicPage('signups/personal-data-2'),
    ]).map((view) => view['funnel_position']);
    expect(positions).toEqual(['1', '2', '2', '3']);
  });

  it('adds the error event name when page_error is present', () => {
    const [withError, withoutEvent] = viewsInRow(SIGNUPS, [
      publicPage('signups/become-a-customer', { variables: { page_error: 'pin-debil' } }),
      publicPage('signups/personal-data-1', { variables: { page_error: 'menor-de-edad' } }),
    ]);
    expect(withError).toMatchObject({ page_error: 'pin-debil', event_name: 'alta_hazte_cliente,page_error' });
    expect(withoutEvent).toMatchObject({ page_error: 'menor-de-edad', event_name: 'page_error' });
  });

  it("puts the product's sku in the step's event name", () => {
    const [view] = viewsInRow(SIGNUPS, [publicPage('signups/account-current', { variables: { product_sku: 'CUENTA-NARANJA' } })]);
    expect(view).toMatchObject({ event_name: 'alta_CUENTA-NARANJA_cuenta', product_sku: 'CUENTA-NARANJA' });
    expect(eventNameWithSku('alta_{product_sku}_cuenta', undefined)).toBe('alta_cuenta');
    expect(eventNameWithSku('{product_sku}_alta', undefined)).toBe('alta');
  });
});

describe('who and where (features.md §3, §4.8)', () => {
  const NAVIGATION: TrackingModule = {
    name: 'navigation',
    funnel: {},
    override: true,
    updateVariablesProcesses: [],
    avoidableSteps: [],
    steps: {},
  };
  const customer = { clientCip: '20481736', clientIdentity: 'v1.identity.signature', nativeApp: false };

  it('private pages carry client_cip and page_domain_type priv; public ones pub and no client_cip', () => {
    const [privatePage] = viewsInRow(NAVIGATION, [{ path: 'posicion-global', pageName: 'posicion-global', private: true }], customer);
    const [publicOne] = viewsInRow(NAVIGATION, [{ path: 'login', pageName: 'login', private: false }], customer);
    expect(privatePage).toEqual({
      app_ing: 'no',
      client_cip: '20481736',
      client_identity: 'v1.identity.signature',
      page_domain_type: 'priv',
      page_name: 'posicion-global',
    });
    expect(publicOne).toEqual({ app_ing: 'no', page_domain_type: 'pub', page_name: 'login' });
  });

  it('issue 38 §6: a private page carries client_cip only with the bank’s signed statement of it (client_identity), which a page cannot set', () => {
    const [unsigned] = viewsInRow(NAVIGATION, [{ path: 'posicion-global', pageName: 'posicion-global', private: true }], {
      ...customer,
      clientIdentity: null,
    });
    expect(unsigned).toEqual({ app_ing: 'no', page_domain_type: 'priv', page_name: 'posicion-global' });
    const [claimed] = viewsInRow(
      NAVIGATION,
      [{ path: 'posicion-global', pageName: 'posicion-global', private: true, variables: { client_identity: 'v1.forged.x' } as never }],
      customer,
    );
    expect(claimed?.client_identity).toBe('v1.identity.signature');
  });

  it('a page cannot set client_cip, page_domain_type or app_ing itself', () => {
    const [view] = viewsInRow(
      NAVIGATION,
      [{ path: 'login', pageName: 'login', private: false, variables: { client_cip: '999', page_domain_type: 'priv', app_ing: 'yes' } }],
      customer,
    );
    expect(view).toEqual({ app_ing: 'no', page_domain_type: 'pub', page_name: 'login' });
  });

  it("app_ing is yes inside the bank's native app and no in a browser", () => {
    expect(viewsInRow(NAVIGATION, [publicPage('login')], { clientCip: null, clientIdentity: null, nativeApp: true })[0]).toMatchObject({
      app_ing: 'yes',
    });
    expect(viewsInRow(NAVIGATION, [publicPage('login')], { clientCip: null, clientIdentity: null, nativeApp: false })[0]).toMatchObject({
      app_ing: 'no',
    });
  });

  it('a page outside any funnel has no funnel position', () => {
    expect(viewsInRow(NAVIGATION, [publicPage('login'), publicPage('otra')])[1]).not.toHaveProperty('funnel_position');
  });
});
