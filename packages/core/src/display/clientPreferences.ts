import { schema as v } from '@bank-shell/core';
import type { HttpClient } from '../http';
import type { InferOutput } from '../schema';
import { CLIENT_PREFERENCES_PATH, DISPLAY_MESSAGE, HIDDEN_BALANCES_PREFERENCE } from './constants';
import type { MaskedMode } from './maskedMode';

const clientPreferencesSchema = v.object({
  personId: v.string(),
  preferences: v.record(v.string()),
});

/** features.md §3: `body.preferences` and `body.personId`. */
export type ClientPreferences = InferOutput<typeof clientPreferencesSchema>;

/** The bank's answer as preferences, checked; throws when it is not that. */
export function parseClientPreferences(input: unknown): ClientPreferences {
  return v.parse(clientPreferencesSchema, input);
}

/** The customer's preferences, always asked afresh (never from the GET cache) and checked. */
export async function requestClientPreferences(http: HttpClient): Promise<ClientPreferences> {
  return parseClientPreferences(await http.get(CLIENT_PREFERENCES_PATH, { cache: { useCache: false } }));
}

/** Keeps one preference at the bank; the answer is the preferences after the change. */
export async function saveClientPreference(http: HttpClient, key: string, value: string): Promise<ClientPreferences> {
  const response = await http.request(CLIENT_PREFERENCES_PATH, { method: 'PUT', json: { preferences: { [key]: value } } });
  return v.parse(clientPreferencesSchema, response.body);
}

/** features.md §3: masked when `hidden-balances-discrete` is the string `'true'`, and only then. */
export function hidesBalances(preferences: ClientPreferences): boolean {
  return preferences.preferences[HIDDEN_BALANCES_PREFERENCE] === 'true';
}

/**
 * After login (features.md §4.6): masked mode follows the customer's preference. If the
 * preferences cannot be loaded, a warning only, and masked mode stays off (features.md §8). A
 * preference that arrives after the customer already chose (the masked-mode event) is not applied.
 */
export async function applyHiddenBalancesPreference(
  http: HttpClient,
  masked: MaskedMode,
  warn: (message: string, error: unknown) => void,
  superseded: () => boolean = () => false,
): Promise<void> {
  let hidden = false;
  try {
    hidden = hidesBalances(await requestClientPreferences(http));
  } catch (error) {
    warn(DISPLAY_MESSAGE.preferencesUnavailable, error);
  }
  if (!superseded()) masked.set(hidden);
}
