export { NAVIGATION_DATA_ERROR, NAVIGATION_DATA_PARAM, createHashRouter, parseHash, readNavigationData } from './hashRouter';
export type { NavigateOptions, Router, RouterOptions, RouterWindow } from './hashRouter';
export { compileRoutes, featurePattern } from './routes';
export type { RouteDefinition, RouteMatch, RouteTarget } from './routes';
