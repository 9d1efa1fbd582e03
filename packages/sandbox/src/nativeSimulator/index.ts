/**
 * The native-wrapper simulator (issue 16 §4): a page of the app host that opens the app in a
 * frame as one of the bank's wrappers, plays the app's side of every native method, and shows
 * what the app received.
 */
export {
  NATIVE_SIMULATOR_PARAMETER,
  NATIVE_SIMULATOR_PATH,
  NATIVE_SIMULATOR_PROFILES,
  findSimulatorProfile,
  type SimulatedTransport,
  type SimulatorLanguage,
  type SimulatorProfile,
} from './profiles';
export {
  NOT_IMPLEMENTED_CODE,
  SIMULATED_ERROR_CODE_MAX,
  SIMULATED_ERROR_CODE_MIN,
  SIMULATED_ERROR_MEANINGS,
  SIMULATED_METHODS,
  type SimulatedMethod,
  type SimulatedWebFallback,
} from './methods';
export { DEFAULT_APP_ROUTE, MAX_ANSWER_DELAY_S, simulatorPage, type SimulatorPageOptions } from './simulatorPage';
export {
  NATIVE_SIMULATOR_PUBLIC_DIR,
  WRAPPER_PROFILE_PLACEHOLDER,
  WRAPPER_SCRIPT_NAME,
  withSimulatedWrapper,
  wrapperScriptFor,
  wrapperScriptUrl,
} from './wrapperScript';
