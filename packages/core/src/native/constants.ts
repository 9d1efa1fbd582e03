/** Native bridge time-out (shell.md §9). */
export const NATIVE_BRIDGE_TIMEOUT_MS = 2_000;

/** The event the native wrapper dispatches on `window`, one per reply. */
export const NATIVE_REPLY_EVENT = 'bank-native-reply';

/** The web app's status sent to the app once the bridge is set up (features.md §4.5). */
export const WEB_APP_STATUS_BRIDGE_READY = 'BRIDGE_READY';

/** The native methods the shell itself calls. Feature teams call others by name. */
export const NATIVE_METHOD = {
  setWebAppStatus: 'setWebAppStatus',
  /** The native login (shell.md §2.6): `{ reason, postNavigation }`. */
  login: 'login',
  retrieveData: 'retrieveData',
  storeData: 'storeData',
  adjustEvent: 'adjustEvent',
  openExternalLink: 'openExternalLink',
  finishStandaloneProcess: 'finishStandaloneProcess',
} as const;

/** Error codes of a native-bridge error (features.md §7: code, description, detail). */
export const NATIVE_ERROR_CODE = {
  /** The app has no such method: the browser implementation runs instead. */
  notImplemented: 'NOT_IMPLEMENTED',
  timeout: 'TIMEOUT',
  capabilityNotAvailable: 'CAPABILITY_NOT_AVAILABLE',
  invalidParameters: 'INVALID_PARAMETERS',
  /** The app's result is not what the caller's schema expects. */
  invalidResult: 'INVALID_RESULT',
  /** The wrapper's message channel threw: the call never reached the app. */
  unreachable: 'UNREACHABLE',
} as const;

/** The app's error code that means "no error" (features.md §8: codes -1 to 74; 200 is no error). */
export const NATIVE_NO_ERROR_CODE = 200;

/** Messages of features.md §8, and the bridge's own. */
export const NATIVE_MESSAGE = {
  parameterNotValid: 'Parameter value not valid',
  capabilityNotAvailable: 'Capability not available',
  notImplemented: 'Not implemented in the browser',
  unknownProcessEnd: 'A standalone process ends at LOGIN, PUBLIC_HOME or ON_BOARDING_WEB',
  invalidResult: 'The native app answered with a result of another shape',
  unreachable: 'The native app could not be reached',
} as const;

/** Minimum iOS wrapper version for native URL handling (shell.md §9, features.md §4.5). */
export const NATIVE_URL_HANDLING_MIN_IOS_VERSION = '1.7.0';

/**
 * Where a standalone process may end (features.md §4.5), and the `urlsConfig` key that holds each
 * address: the spec names LOGIN, PUBLIC_HOME and ON_BOARDING_WEB, the configuration spells them
 * in lower case without separators.
 */
export const PROCESS_END_URL_KEYS = {
  LOGIN: 'login',
  PUBLIC_HOME: 'publichome',
  ON_BOARDING_WEB: 'onboardingweb',
} as const;

export type ProcessEndTarget = keyof typeof PROCESS_END_URL_KEYS;

/** Where a standalone process may end. */
export const PROCESS_END_TARGETS = Object.keys(PROCESS_END_URL_KEYS) as readonly ProcessEndTarget[];
