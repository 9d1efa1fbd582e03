/**
 * `@bank-shell/core/native`: the native bridge (features.md §4.5). A second entry of core, loaded
 * only inside the wrapper or when a feature calls a native capability: the login page in a
 * browser never carries it. Detection (`findNativeWrapper`) is in the main entry.
 */
export { createNativeBridge, requestNativeLogin, startNativeBridge } from './bridge';
export type { NativeBridge, NativeBridgeOptions, NativeBridgeTimers } from './bridge';
export {
  NATIVE_BRIDGE_TIMEOUT_MS,
  NATIVE_ERROR_CODE,
  NATIVE_MESSAGE,
  NATIVE_METHOD,
  NATIVE_NO_ERROR_CODE,
  NATIVE_REPLY_EVENT,
  NATIVE_URL_HANDLING_MIN_IOS_VERSION,
  PROCESS_END_TARGETS,
  WEB_APP_STATUS_BRIDGE_READY,
} from './constants';
export { NativeBridgeError } from './errors';
export { isVersionAtLeast, supportsNativeUrlHandling } from './versions';
export { createWebCapabilities } from './webFallback';
export type { WebCapabilityHost } from './webFallback';
export type { NativeCapabilities, NativeParams, NativeService, NativeWrapperInfo } from './types';
