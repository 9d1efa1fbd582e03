/**
 * Display preferences (features.md §3, §4.6, §9): where the theme is kept, and the attributes of
 * the document's root element that the styles follow.
 */

/** Local-storage keys of features.md §9, unprefixed: the customer's choice, and what applies. */
export const THEME_STORAGE_KEY = {
  /** `light`, `dark` or `system`, as the customer chose it. */
  choice: 'user-color-scheme',
  /** `light` or `dark`: the scheme that applies now (the device's, for `system`). */
  applied: 'pref-color-scheme',
} as const;

/** Attributes of the root element: the styles follow them, features read them. */
export const DISPLAY_ATTRIBUTE = {
  /** The customer's theme choice; the styles follow `light` and `dark`, anything else is the device's. */
  theme: 'data-theme',
  /** Present while balances are masked (features.md §4.6 "a marker attribute on the document root"). */
  masked: 'data-masked',
} as const;

/** The device's dark scheme, as a media query. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** features.md §8. */
export const DISPLAY_MESSAGE = {
  themeInvalid: 'Theme is not valid ["light"|"dark"|"system"]',
  /** shell.md §8 "Masked mode not boolean". */
  maskedModeInvalid: 'Masked mode value must be a boolean!',
  preferencesUnavailable: 'Client preferences could not be loaded: balances stay shown',
} as const;

/** The client preferences (features.md §3); the path is the sandbox's (docs/sandbox-api.md). */
export const CLIENT_PREFERENCES_PATH = '/genoma_api/rest/client/preferences';

/** features.md §3: the preference that masks balances when it is the string `'true'`. */
export const HIDDEN_BALANCES_PREFERENCE = 'hidden-balances-discrete';
