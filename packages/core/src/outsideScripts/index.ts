/**
 * `@bank-shell/core/outside-scripts`: the scripts the bank does not write (features.md §4.7–§4.9),
 * loaded after the first page is on screen, never on its way (issue 20): loading one with a time
 * limit, the consent manager's interface, checked, with the consent sent after login, and the
 * device-risk script's profiling with the process id later security steps hand over.
 */
export { OutsideScriptError, loadOutsideScript } from './loadScript';
export type { OutsideScriptSource, ScriptLoadingPlatform } from './loadScript';
export {
  CONSENT_MANAGER_GLOBAL,
  CONSENT_SENT_KEY,
  consentAnsweredBy,
  consentSentMarker,
  findConsentManager,
  syncConsentAfterLogin,
  whileConsented,
} from './consent';
export type { ConsentAnsweredBy, ConsentChoices, ConsentContext, ConsentManager, ConsentSyncOptions } from './consent';
export {
  CONSENT_MANAGER_INTEGRITY_KEY,
  CONSENT_MANAGER_URL_KEY,
  OUTSIDE_SCRIPT_TIMEOUT_MS,
  consentManager,
  resetOutsideScriptsForTests,
  startOutsideScripts,
} from './pageScripts';
export type { OutsideScriptsPlatform } from './pageScripts';
export {
  DEVICE_RISK_GLOBAL,
  DEVICE_RISK_INTEGRITY_KEY,
  DEVICE_RISK_PROCESS_ID_KEY,
  DEVICE_RISK_URL_KEY,
  FRAUD_DETECTION_NOT_INITIALISED,
  PROCESS_ID_NOT_PRESENT,
  deviceRiskProcessId,
  forgetDeviceRiskProcessId,
  profileDevice,
} from './deviceRisk';
export type { DeviceProfiling, DeviceRiskDeviceType, DeviceRiskPlatform } from './deviceRisk';
