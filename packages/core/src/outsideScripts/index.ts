/**
 * `@bank-shell/core/outside-scripts`: the scripts the bank does not write (features.md §4.7–§4.9),
 * loaded after the first page is on screen, never on its way (issue 20): loading one with a time
 * limit, and the consent manager's interface, checked, with the consent sent after login.
 */
export { OutsideScriptError, loadOutsideScript } from './loadScript';
export type { OutsideScriptSource, ScriptLoadingPlatform } from './loadScript';
export {
  CONSENT_MANAGER_GLOBAL,
  CONSENT_SENT_KEY,
  consentSentMarker,
  findConsentManager,
  syncConsentAfterLogin,
  whileConsented,
} from './consent';
export type { ConsentChoices, ConsentManager, ConsentSyncOptions } from './consent';
export {
  CONSENT_MANAGER_INTEGRITY_KEY,
  CONSENT_MANAGER_URL_KEY,
  OUTSIDE_SCRIPT_TIMEOUT_MS,
  consentManager,
  resetOutsideScriptsForTests,
  startOutsideScripts,
} from './pageScripts';
export type { OutsideScriptsPlatform } from './pageScripts';
