/**
 * The preferences a customer keeps on the bank's side, so that they follow them to every device and
 * login (docs/design/display-contract.md, Sandbox; sandbox-api.md, Client preferences).
 */

/** A yes or no, as the preferences carry it: text, not a JSON boolean (docs/design/display-contract.md, Sandbox). */
export const BOOLEAN_TEXT_VALUES = ['true', 'false'] as const;

/** `'true'` or `'false'`. */
export type BooleanText = (typeof BOOLEAN_TEXT_VALUES)[number];

/** A customer's preferences as the API answers them: every known key, each with its value. */
export interface ClientPreferences {
  /** Whether the app hides the balances discreetly. @default 'false' */
  'hidden-balances-discrete': BooleanText;
}

/** The name of one preference. */
export type ClientPreferenceKey = keyof ClientPreferences;

/** Some preferences to store; those left out keep what they hold. */
export type ClientPreferenceChanges = { [K in ClientPreferenceKey]?: ClientPreferences[K] | undefined };

/**
 * What a customer who never chose gets: no row is stored for a preference until it is set.
 * @default { 'hidden-balances-discrete': 'false' }
 */
export const CLIENT_PREFERENCE_DEFAULTS: Readonly<ClientPreferences> = { 'hidden-balances-discrete': 'false' };

/** The values each preference may hold; the API refuses any other, and the store ignores one read back. */
export const CLIENT_PREFERENCE_VALUES: { readonly [K in ClientPreferenceKey]: readonly ClientPreferences[K][] } = {
  'hidden-balances-discrete': BOOLEAN_TEXT_VALUES,
};

/** Whether `key` names a preference this version knows. */
export function isClientPreferenceKey(key: string): key is ClientPreferenceKey {
  return Object.hasOwn(CLIENT_PREFERENCE_VALUES, key);
}
