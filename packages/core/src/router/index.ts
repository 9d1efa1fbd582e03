export {
  MAX_REDIRECTS,
  MODAL_ROUTE_ID,
  NAVIGATION_DATA_ERROR,
  NAVIGATION_DATA_PARAM,
  ROUTE_NOT_FOUND_ERROR,
  RouteNotFoundError,
  ROUTER_TOPIC_VALIDATORS,
  TOO_MANY_REDIRECTS,
  createRouter,
  readNavigationData,
} from './router';
export { parseHash } from './hash';
export type { NavigateOptions, Router, RouterOptions, RouterTopics, RouterWindow } from './router';
export { ROUTE_ERROR, compileRoutes, featurePattern, needsLogin, validateRoutes } from './routes';
export type {
  CoreApplicationRoute,
  FallbackRoute,
  FeatureRoute,
  LazyImportRoute,
  RedirectionRoute,
  RemoteModuleRoute,
  RouteDefinition,
  RouteMatch,
} from './routes';
export { DEFAULT_MOUNT_SELECTOR, DEFAULT_ROOT_ELEMENT_ID, findMountRoot, inAppPathOf, interceptLinks } from './links';
export type { BaseAddress, LinkClick, LinkLike } from './links';
