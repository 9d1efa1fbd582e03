/** Display preferences of a signed-in customer: theme, masked balances, the client preferences. */
export {
  CLIENT_PREFERENCES_PATH,
  DARK_SCHEME_QUERY,
  DISPLAY_ATTRIBUTE,
  DISPLAY_MESSAGE,
  HIDDEN_BALANCES_PREFERENCE,
  THEME_STORAGE_KEY,
} from './constants';
export { ThemeError, isTheme, startTheme } from './theme';
export type { ColorScheme, ThemeHost, ThemeService } from './theme';
export { MaskedModeError, createMaskedMode } from './maskedMode';
export type { MaskedMode } from './maskedMode';
export {
  applyHiddenBalancesPreference,
  hidesBalances,
  parseClientPreferences,
  requestClientPreferences,
  saveClientPreference,
} from './clientPreferences';
export type { ClientPreferences } from './clientPreferences';
