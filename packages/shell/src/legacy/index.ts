export {
  LEGACY_APP_GLOBAL,
  LEGACY_APP_LOAD_FAILED,
  LEGACY_APP_NOT_REGISTERED,
  LEGACY_APP_URL_KEY,
  createLegacyAppStarter,
  startLegacyAppInBrowser,
  createLegacyAppLoader,
  startLegacyTokenSync,
  type BrowserLegacyOptions,
  type LegacyApp,
  type LegacyAppStarterOptions,
  type LegacyPlatform,
} from './legacyApp';
