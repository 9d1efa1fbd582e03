import type { FeatureDefinition } from '../means';

/**
 * The features seeded into `means`. `help` is left out on purpose: the end-to-end test adds it
 * through the test-only interface to prove that a feature can be published without a shell
 * rebuild.
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
  },
];
