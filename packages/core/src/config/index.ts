export { APP_CONFIG_PATH, AppConfigError, PUBLIC_PAGES_SCOPE, ROUTE_FLAGS, appConfigSchema, parseAppConfig } from './appConfig';
export type { AppConfig, Mean, RouteConditionConfig } from './appConfig';
