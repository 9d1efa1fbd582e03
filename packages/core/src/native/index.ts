/**
 * `@bank-shell/core/native`: the native bridge (features.md §4.5). A second entry of core, loaded
 * only inside the wrapper or when a feature calls a native capability: the login page in a
 * browser never carries it. Detection (`findNativeWrapper`) is in the main entry.
 */
export { createNativeBridge, requestNativeLogin, startNativeBridge } from './bridge';
export type { NativeBridge, NativeBridgeOptions, NativeBridgeTimers } from './bridge';
export { nativeTimeoutMessage } from './bridge';
export {
  NATIVE_BRIDGE_ERROR,
  NATIVE_BRIDGE_ERROR_MEANING,
  NATIVE_ERROR_CODE_MAX,
  NATIVE_ERROR_CODE_MIN,
  NATIVE_VALIDATION_CODE,
  describeNativeErrorCode,
  isNativeErrorCode,
  nativeValidationOutcome,
} from './errorCodes';
export type { NativeValidationOutcome } from './errorCodes';
export {
  LEGACY_ANDROID_INTERFACE,
  LEGACY_BRIDGE_MESSAGE,
  LEGACY_BRIDGE_STARTUP_TIMEOUT_MS,
  LEGACY_IOS_SCHEME,
  LEGACY_IOS_USER_AGENT_MARK,
  LEGACY_REPLY_FUNCTION,
  findLegacyTransport,
  installLegacyReplyPath,
  mayHaveLegacyWrapper,
  startLegacyTransport,
} from './legacy';
export type { LegacyPage, LegacySend, LegacyTransportKind } from './legacy';
export {
  NATIVE_FRAUD_DETECTION_TIMEOUT_MS,
  NATIVE_GEOLOCATION_TIMEOUT_MS,
  NATIVE_INTERACTIVE_TIMEOUT_MS,
  NATIVE_METHODS,
  nativeDeviceDataSchema,
  nativeMethodSpec,
  bridgedProfileSchema,
} from './methods';
export type { NativeMethodName, NativeMethodParams, NativeMethodResult, NativeMethodSpec, NativeWebFallback } from './methods';
export {
  NATIVE_BRIDGE_TIMEOUT_MS,
  NATIVE_ERROR_CODE,
  NATIVE_MESSAGE,
  NATIVE_METHOD,
  NATIVE_NO_ERROR_CODE,
  NATIVE_REPLY_EVENT,
  NATIVE_URL_HANDLING_MIN_IOS_VERSION,
  PROCESS_END_TARGETS,
  PROCESS_END_URL_KEYS,
  WEB_APP_STATUS_BRIDGE_READY,
} from './constants';
export { NativeBridgeError } from './errors';
export { isVersionAtLeast, supportsNativeUrlHandling } from './versions';
export {
  APP_HELD_REFRESH_TOKEN,
  NATIVE_NOTIFICATION_EVENT,
  NATIVE_SESSION_CHANGED,
  SESSION_BRIDGE_MIN_VERSION,
  SESSION_BRIDGE_NOTICE,
  startSessionBridge,
  supportsSessionBridge,
} from './sessionBridge';
export type { AppRefreshOutcome, SessionBridge, SessionBridgeOptions } from './sessionBridge';
export { createWebCapabilities } from './webFallback';
export type { WebCapabilityHost } from './webFallback';
export type { NativeCapabilities, NativeParams, NativeService, NativeWrapperInfo } from './types';
