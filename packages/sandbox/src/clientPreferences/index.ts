export {
  BOOLEAN_TEXT_VALUES,
  CLIENT_PREFERENCE_DEFAULTS,
  CLIENT_PREFERENCE_VALUES,
  isClientPreferenceKey,
  type BooleanText,
  type ClientPreferenceChanges,
  type ClientPreferenceKey,
  type ClientPreferences,
} from './preferences';
export { readClientPreferences, storeClientPreferences } from './clientPreferenceStore';
