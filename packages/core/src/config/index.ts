export { APP_CONFIG_PATH, AppConfigError, ROUTE_FLAGS, appConfigSchema, parseAppConfig } from './appConfig';
export type { AppConfig, Mean, RouteConditionConfig } from './appConfig';
