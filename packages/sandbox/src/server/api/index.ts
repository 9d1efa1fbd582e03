export { createApiRoutes, type ApiRoutesOptions } from './createApiRoutes';
export { createFaultStore, type FaultStore } from './faults';
export { ANTI_HIJACK_PREFIX } from './json';
export { API_PATHS } from './paths';
export { SESSION_COOKIE, XSRF_COOKIE } from './cookies';
export { XSRF_HEADER } from './requestGuards';
export { TOKEN_EXPIRED_HEADER } from './bearer';
export { buildAppConfig, createAppConfigSwitches, type AppConfigSource, type AppConfigSwitches } from './routes/appConfig';
