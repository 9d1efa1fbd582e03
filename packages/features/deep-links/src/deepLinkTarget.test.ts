import { describe, expect, it } from 'vitest';
import { deepLinkTarget, productionHostsOf } from './deepLinkTarget';
import type { DeepLinkContext } from './deepLinkTarget';

/** The sandbox's `urlsConfig.deepLinkProductionOrigins`: the bank's two production sites. */
const PRODUCTION_HOSTS = productionHostsOf('https://www.bancoalba.es https://bancoalba.es');

/** The sandbox's `means`: the features that have a route today. */
const SANDBOX_FEATURE_PATHS: Record<string, string> = {
  'overall-position': 'posicion-global',
  'page-not-found': 'pagina-no-encontrada',
  'confirm-pending-operation': 'confirmar-operacion',
  'pending-ecommerce-operations': 'operaciones-pendientes',
  'personal-area': 'area-personal',
  'deposit-contract': 'contratar-deposito',
};

const on = (hostname: string, paths: Record<string, string> = SANDBOX_FEATURE_PATHS): DeepLinkContext => ({
  hostname,
  productionHosts: PRODUCTION_HOSTS,
  featurePath: (feature) => paths[feature],
});

const PRE_PRODUCTION = on('bank.localhost');
const PRODUCTION = on('www.bancoalba.es');

/** Means where every feature has a route, `ruta-<feature id>`: the route a destination leads to names its feature. */
const EVERY_FEATURE: Record<string, string> = new Proxy({}, { get: (_, feature) => `ruta-${String(feature)}` });

/**
 * features.md §2.3's destinations present in both tables, line by line as the spec writes them,
 * each with this project's id and the route it leads to. The spec leaves out the ids, the feature
 * names and the sub-routes; docs/deep-links.md lists this project's (its own test keeps it in step
 * with the code). Written out here, so that a destination lost, moved or renumbered fails a test.
 */
const SPEC_SHARED_DESTINATIONS: [line: string, destinations: Record<number, string>][] = [
  [
    'Bizum: request money, send money, donations, movements, id, teens enrolment, subscribe, unsubscribe, faqs',
    {
      1: '/ruta-bizum/solicitar',
      2: '/ruta-bizum/enviar',
      3: '/ruta-bizum/donaciones',
      4: '/ruta-bizum/movimientos',
      5: '/ruta-bizum/id',
      6: '/ruta-bizum/alta-menores',
      7: '/ruta-bizum/alta',
      8: '/ruta-bizum/baja',
      9: '/ruta-bizum/preguntas-frecuentes',
    },
  ],
  [
    'inbox, settings, expense limits, money up, widgets area',
    { 10: '/ruta-inbox', 11: '/ruta-settings', 12: '/ruta-expense-limits', 13: '/ruta-money-up', 14: '/ruta-widgets-area' },
  ],
  [
    'product contract, personal-area consents, biometrics tools',
    { 15: '/ruta-product-contract', 16: '/ruta-personal-area/consentimientos', 17: '/ruta-biometrics-tools' },
  ],
  ['mobile-validation disenrolment, what-is-validation', { 18: '/ruta-mobile-validation-disenrolment', 19: '/ruta-what-is-validation' }],
  [
    'pending e-commerce operations, confirm pending operation',
    { 20: '/ruta-pending-ecommerce-operations', 21: '/ruta-confirm-pending-operation' },
  ],
  [
    'loans selling, pre-approved loan contract, overall position',
    { 22: '/ruta-loans-selling', 23: '/ruta-pre-approved-loan-contract', 24: '/ruta-overall-position' },
  ],
  ['money buckets flows, financial cushion simulator', { 25: '/ruta-money-buckets', 26: '/ruta-financial-cushion-simulator' }],
  [
    'home insurance (contract, detail, cancellation)',
    { 27: '/ruta-home-insurance/contratar', 28: '/ruta-home-insurance/detalle', 29: '/ruta-home-insurance/cancelar' },
  ],
  [
    'click to pay, digital profile, help area, search area',
    { 30: '/ruta-click-to-pay', 31: '/ruta-digital-profile', 32: '/ruta-help', 33: '/ruta-search-area' },
  ],
  [
    'health and auto insurance (selling and detail)',
    {
      34: '/ruta-health-insurance/contratar',
      35: '/ruta-health-insurance/detalle',
      36: '/ruta-auto-insurance/contratar',
      37: '/ruta-auto-insurance/detalle',
    },
  ],
  [
    'product page, card fraud alerts, broker onboarding, carbon footprint score',
    { 38: '/ruta-product-page', 39: '/ruta-card-fraud-alerts', 40: '/ruta-broker-onboarding', 41: '/ruta-carbon-footprint-score' },
  ],
  [
    'card unblock, card block resend, card pin, card settings, card cvv/expiration',
    {
      42: '/ruta-card-unblock',
      43: '/ruta-card-block-resend',
      44: '/ruta-card-pin',
      45: '/ruta-card-settings',
      46: '/ruta-card-cvv-expiration',
    },
  ],
  [
    'personal area, cancel deposit, documents, granting flow, aggregated banks, consent management',
    {
      47: '/ruta-personal-area',
      48: '/ruta-cancel-deposit',
      49: '/ruta-documents',
      50: '/ruta-granting-flow',
      51: '/ruta-aggregated-banks',
      52: '/ruta-consent-management',
    },
  ],
  [
    'external product, cards contract, transfers (es), transfers limits, transfers distributive page',
    {
      53: '/ruta-external-product',
      54: '/ruta-cards-contract',
      55: '/ruta-transfers',
      56: '/ruta-transfers-limits',
      57: '/ruta-transfers-distributive-page',
    },
  ],
  ['broker and ETF list/selector', { 58: '/ruta-broker-etf/lista', 59: '/ruta-broker-etf/selector' }],
  [
    'round-up (activation and service, also investment)',
    { 60: '/ruta-round-up/activar', 61: '/ruta-round-up/servicio', 62: '/ruta-round-up/inversion' },
  ],
  [
    'tax cancellation, set your month, defer payment, cancel deferment',
    { 63: '/ruta-tax-cancellation', 64: '/ruta-set-your-month', 65: '/ruta-defer-payment', 66: '/ruta-cancel-deferment' },
  ],
  [
    'mortgage-sell holder dashboard, delivery protection, cnr flow, transaction search',
    { 67: '/ruta-mortgage-sell-holder-dashboard', 68: '/ruta-delivery-protection', 69: '/ruta-cnr-flow', 70: '/ruta-transaction-search' },
  ],
  [
    'overdraft solution selling, travel services, labour verification, quality tool, service corner, subscriptions',
    {
      71: '/ruta-overdraft-solution-selling',
      72: '/ruta-travel-services',
      73: '/ruta-labour-verification',
      74: '/ruta-quality-tool',
      75: '/ruta-service-corner',
      76: '/ruta-subscriptions',
    },
  ],
  [
    'single sign-on, pin change, movement categorization, investment area, fraud attempt, rule manager, chat contact',
    {
      77: '/ruta-sso-login',
      78: '/ruta-pin-change',
      79: '/ruta-movement-categorization',
      80: '/ruta-investment-area',
      81: '/ruta-fraud-attempt',
      82: '/ruta-rule-manager',
      83: '/ruta-chat-contact',
    },
  ],
  ['video-selfie identification, edit profile', { 84: '/ruta-video-selfie-identification', 85: '/ruta-edit-profile' }],
  [
    'deposit contract, with fixed sub-routes for the ipf products',
    { 86: '/ruta-deposit-contract', 87: '/ruta-deposit-contract/ipf/12-meses', 88: '/ruta-deposit-contract/ipf/24-meses' },
  ],
  [
    'CMS content pages, with sub-routes such as health insurance, moto insurance, account, fund invest, debit card, frequent operations and others',
    {
      89: '/ruta-cms-content/seguro-salud',
      90: '/ruta-cms-content/seguro-moto',
      91: '/ruta-cms-content/cuenta',
      92: '/ruta-cms-content/fondos-inversion',
      93: '/ruta-cms-content/tarjeta-debito',
      94: '/ruta-cms-content/operaciones-frecuentes',
      95: '/ruta-cms-content/hipoteca',
      96: '/ruta-cms-content/seguro-hogar',
    },
  ],
];

/**
 * features.md §2.3: "The pre-production table additionally has: apple pay, card activation,
 * password change for mobile validation, new logout, native loader, old product page, transfers
 * recall and orange-account onboarding", with this project's ids.
 */
const SPEC_PRE_PRODUCTION_ONLY: Record<number, string> = {
  901: '/ruta-apple-pay',
  902: '/ruta-card-activation',
  903: '/ruta-mobile-validation-password-change',
  904: '/ruta-new-logout',
  905: '/ruta-native-loader',
  906: '/ruta-old-product-page',
  907: '/ruta-transfers-recall',
  908: '/ruta-orange-account-onboarding',
};

describe('deep links (features.md §2.3)', () => {
  it('a numeric id leads to its feature’s route: the overall position, the two pending-operation screens, the personal area', () => {
    for (const context of [PRE_PRODUCTION, PRODUCTION]) {
      expect(deepLinkTarget('24', context)).toBe('/posicion-global');
      expect(deepLinkTarget('20', context)).toBe('/operaciones-pendientes');
      expect(deepLinkTarget('21', context)).toBe('/confirmar-operacion');
      expect(deepLinkTarget('47', context)).toBe('/area-personal');
    }
  });

  it('a destination with a fixed sub-route appends it: personal-area consents, and the deposit contract’s IPF products', () => {
    expect(deepLinkTarget('16', PRE_PRODUCTION)).toBe('/area-personal/consentimientos');
    expect(deepLinkTarget('86', PRE_PRODUCTION)).toBe('/contratar-deposito');
    expect(deepLinkTarget('87', PRE_PRODUCTION)).toBe('/contratar-deposito/ipf/12-meses');
    expect(deepLinkTarget('88', PRODUCTION)).toBe('/contratar-deposito/ipf/24-meses');
  });

  it.each([
    '999',
    '0',
    '97',
    '',
    'abc',
    '24abc',
    '-24',
    '024',
    '2.4',
    '1e3',
    ' 24',
    '24/',
    '9999999999',
    '0x18',
    '２４',
    '24\u0000',
    '../24',
    '%32%34',
    'javascript:alert(1)',
    'constructor',
    '__proto__',
  ])('an unknown id (%j) goes to the page-not-found feature', (id) => {
    expect(deepLinkTarget(id, PRE_PRODUCTION)).toBe('/pagina-no-encontrada');
  });

  it('a destination whose feature route cannot be resolved goes to the route-less default', () => {
    // Bizum, request money: no Bizum feature in these means.
    expect(deepLinkTarget('1', PRE_PRODUCTION)).toBe('/');
    expect(deepLinkTarget('24', on('bank.localhost', {}))).toBe('/');
  });

  it('an unknown id with no page-not-found feature also goes to the route-less default', () => {
    expect(deepLinkTarget('999', on('bank.localhost', {}))).toBe('/');
  });

  it('the two named bank hosts mean production: the pre-production extras are unknown there', () => {
    const everyFeature = (hostname: string) => on(hostname, new Proxy({}, { get: (_, feature) => String(feature) }));
    for (const host of ['www.bancoalba.es', 'bancoalba.es']) {
      expect(deepLinkTarget('901', { ...everyFeature(host) })).toBe('/page-not-found');
    }
    for (const host of ['bank.localhost', 'api.bank.localhost', 'preproduccion.bancoalba.es', 'www.bancoalba.es.example.com']) {
      expect(deepLinkTarget('901', everyFeature(host))).toBe('/apple-pay');
    }
  });

  it('the pre-production table adds exactly its eight destinations: apple pay, card activation, password change for mobile validation, new logout, native loader, old product page, transfers recall, orange-account onboarding (features.md §2.3.29)', () => {
    for (const [id, route] of Object.entries(SPEC_PRE_PRODUCTION_ONLY)) {
      expect(deepLinkTarget(id, on('bank.localhost', EVERY_FEATURE))).toBe(route);
      expect(deepLinkTarget(id, on('bancoalba.es', EVERY_FEATURE))).toBe('/ruta-page-not-found');
    }
  });

  // features.md §2.3.6–§2.3.28: each line of "Destinations present in both tables".
  it.each(SPEC_SHARED_DESTINATIONS)('%s: each destination has one id, leading to the same route in both tables', (_line, destinations) => {
    for (const [id, route] of Object.entries(destinations)) {
      expect(deepLinkTarget(id, on('bank.localhost', EVERY_FEATURE))).toBe(route);
      expect(deepLinkTarget(id, on('bancoalba.es', EVERY_FEATURE))).toBe(route);
    }
  });

  it('holds no destination but those of the spec: any other id up to 1000 goes to the page-not-found feature in both tables', () => {
    const known = new Set([
      ...SPEC_SHARED_DESTINATIONS.flatMap(([, destinations]) => Object.keys(destinations)),
      ...Object.keys(SPEC_PRE_PRODUCTION_ONLY),
    ]);
    expect(known.size).toBe(96 + 8);
    for (let id = 0; id <= 1000; id += 1) {
      if (known.has(String(id))) continue;
      expect(deepLinkTarget(String(id), on('bank.localhost', EVERY_FEATURE))).toBe('/ruta-page-not-found');
      expect(deepLinkTarget(String(id), on('bancoalba.es', EVERY_FEATURE))).toBe('/ruta-page-not-found');
    }
  });
});

describe('the production hosts from configuration', () => {
  it('reads the host names of a space-separated list of origins', () => {
    expect([...PRODUCTION_HOSTS]).toEqual(['www.bancoalba.es', 'bancoalba.es']);
  });

  it('skips what is not an http(s) origin, and an absent setting means no production host', () => {
    expect([...productionHostsOf('javascript:alert(1) not-a-url  https://bancoalba.es ftp://files.bancoalba.es')]).toEqual([
      'bancoalba.es',
    ]);
    expect(productionHostsOf(undefined).size).toBe(0);
  });
});
