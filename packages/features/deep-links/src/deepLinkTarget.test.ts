import { describe, expect, it } from 'vitest';
import { PRE_PRODUCTION_ONLY_DESTINATIONS, SHARED_DESTINATIONS } from './destinations';
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

  it('the pre-production table adds exactly its eight destinations: apple pay, card activation, password change for mobile validation, new logout, native loader, old product page, transfers recall, orange-account onboarding', () => {
    expect(PRE_PRODUCTION_ONLY_DESTINATIONS.map((destination) => destination.feature)).toEqual([
      'apple-pay',
      'card-activation',
      'mobile-validation-password-change',
      'new-logout',
      'native-loader',
      'old-product-page',
      'transfers-recall',
      'orange-account-onboarding',
    ]);
  });

  it('every destination of both tables has one id that leads to the same route in each table', () => {
    const paths = new Proxy({}, { get: (_, feature) => `ruta-${String(feature)}` });
    const ids = SHARED_DESTINATIONS.map((destination) => destination.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, feature, subRoute } of SHARED_DESTINATIONS) {
      const expected = subRoute === undefined ? `/ruta-${feature}` : `/ruta-${feature}/${subRoute}`;
      expect(deepLinkTarget(String(id), on('bank.localhost', paths))).toBe(expected);
      expect(deepLinkTarget(String(id), on('bancoalba.es', paths))).toBe(expected);
    }
    for (const { id } of PRE_PRODUCTION_ONLY_DESTINATIONS) expect(ids).not.toContain(id);
  });

  it('§2.3’s Bizum destinations: request money, send money, donations, movements, id, teens enrolment, subscribe, unsubscribe, faqs', () => {
    const bizum = SHARED_DESTINATIONS.filter((destination) => destination.feature === 'bizum').map((destination) => destination.subRoute);
    expect(bizum).toEqual([
      'solicitar',
      'enviar',
      'donaciones',
      'movimientos',
      'id',
      'alta-menores',
      'alta',
      'baja',
      'preguntas-frecuentes',
    ]);
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
