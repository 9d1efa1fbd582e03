export {
  MAX_REDIRECTS,
  NAVIGATION_DATA_ERROR,
  NAVIGATION_DATA_PARAM,
  TOO_MANY_REDIRECTS,
  createHashRouter,
  parseHash,
  readNavigationData,
} from './hashRouter';
export type { NavigateOptions, Router, RouterOptions, RouterWindow } from './hashRouter';
export { compileRoutes, featurePattern } from './routes';
export type { RouteDefinition, RouteMatch, RouteTarget } from './routes';
