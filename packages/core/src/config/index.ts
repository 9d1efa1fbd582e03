export { APP_CONFIG_PATH, AppConfigError, appConfigSchema, parseAppConfig } from './appConfig';
export type { AppConfig, Mean } from './appConfig';
