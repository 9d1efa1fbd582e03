import type { FeatureDefinition } from '../means';
import { DEMO_SECTIONS } from './demoSections';

/**
 * The features seeded into `means`: the screens the sandbox has, then the demo sections of every
 * other page the specs name. The end-to-end test that proves a feature can be published without
 * a shell rebuild adds one of its own through the test-only interface (e2e/tests/means.spec.ts).
 */
export const SEEDED_FEATURES: readonly FeatureDefinition[] = [
  { id: 'login', path: 'login', componentId: 'ing-feat-login', module: 'login', title: 'Acceso clientes', titleEnGb: 'Customer login' },
  {
    id: 'overall-position',
    path: 'posicion-global',
    componentId: 'ing-feat-overall-position',
    module: 'overall-position',
    title: 'Posición global',
    titleEnGb: 'Overview',
  },
  {
    id: 'page-not-found',
    path: 'pagina-no-encontrada',
    componentId: 'ing-feat-page-not-found',
    module: 'page-not-found',
    title: 'Página no encontrada',
    titleEnGb: 'Page not found',
    // A lazy-import route (shell.md §2.1): its module is imported the first time a path leads here.
    route: { kind: 'lazy' },
  },
  {
    // A login from a new computer, confirmed in the app (features.md §2.2, §4.1; issue 17 §3).
    id: 'confirm-pending-operation',
    path: 'confirmar-operacion',
    componentId: 'ing-feat-confirm-pending-operation',
    module: 'confirm-pending-operation',
    title: 'Confirmar operación',
    titleEnGb: 'Confirm operation',
  },
  {
    // Card payments waiting for confirmation, in a browser (features.md §2.2, §4.1; issue 17 §3).
    id: 'pending-ecommerce-operations',
    path: 'operaciones-pendientes',
    componentId: 'ing-feat-pending-ecommerce-operations',
    module: 'pending-ecommerce-operations',
    title: 'Operaciones pendientes',
    titleEnGb: 'Pending operations',
    // A route with conditions (shell.md §3 "Route entity"): it exists while the bank's
    // pending-operation switch is on (features.md §4.1); off, the path is page-not-found.
    route: { kind: 'feature', conditions: [{ flag: 'enable-pending-operation' }] },
  },
  {
    // The customer's display preferences: theme and hidden balances (features.md §4.6, issue 18).
    id: 'personal-area',
    path: 'area-personal',
    componentId: 'ing-feat-personal-area',
    module: 'personal-area',
    title: 'Área personal',
    titleEnGb: 'Personal area',
  },
  {
    // Deep links (features.md §2.3): the route `deeplinks`, its feature `navigation` (§2.1).
    id: 'navigation',
    path: 'deeplinks',
    componentId: 'ing-feat-navigation',
    module: 'deep-links',
    title: 'Enlace directo',
    titleEnGb: 'Deep link',
  },
  {
    // Pre-approved offers and the loan simulator (features.md §3, §7, §9; issue 19 §4).
    id: 'offers',
    path: 'ofertas',
    componentId: 'ing-feat-offers',
    module: 'offers',
    title: 'Ofertas para ti',
    titleEnGb: 'Offers for you',
  },
  {
    // The sign-up funnel (features.md §2.5; issue 20 §5): public, for prospects (shell.md §1).
    id: 'sign-up',
    path: 'signups-account',
    componentId: 'ing-feat-sign-up',
    module: 'sign-up',
    title: 'Hazte cliente',
    titleEnGb: 'Become a customer',
  },
  {
    // Remote-module routes: web components, each with a <bank-figure> of its own scoped to its
    // route (shell.md §2.1, §3; docs/remote-modules.md).
    id: 'exchange-rates',
    path: 'cambio-divisas',
    componentId: 'ing-feat-exchange-rates',
    module: 'exchange-rates',
    title: 'Cambio de divisas',
    titleEnGb: 'Exchange rates',
    // Its <bank-figure> comes from the module's own `scopedElements`.
    route: { kind: 'remote-module', tagName: 'bank-exchange-rates', className: 'exchange-rates' },
  },
  {
    id: 'fund-prices',
    path: 'valor-fondos',
    componentId: 'ing-feat-fund-prices',
    module: 'fund-prices',
    title: 'Rentabilidad de los fondos',
    titleEnGb: 'Fund returns',
    // Its <bank-figure> is the route's, named here by module and export (docs/remote-modules.md).
    route: {
      kind: 'remote-module',
      tagName: 'bank-fund-prices',
      className: 'fund-prices',
      scopedElements: { 'bank-figure': { module: 'fund-prices', export: 'ReturnFigure' } },
    },
  },
  {
    // Frequent questions, the bank's phone and an affluent customer's manager (issue 42 §3).
    id: 'help',
    path: 'help',
    componentId: 'ing-feat-help',
    module: 'help',
    title: 'Ayuda',
    titleEnGb: 'Help',
  },
  ...DEMO_SECTIONS,
];
