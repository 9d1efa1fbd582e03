export { decodeAffluentMark } from './affluent';
export type { Base64Decoder, ErrorLogger } from './affluent';
export {
  AFFLUENT_HEADER,
  AFFLUENT_LEVEL,
  BOOTSTRAP_PROFILE_ID,
  DEVICE_BRAND_HEADER,
  LOGOUT_EVENT_FIRST_INDEX,
  SESSION_PATH,
  SESSION_STORAGE_KEY,
  USER_INACTIVITY_HEADER,
} from './constants';
export type { AffluentLevel } from './constants';
export { currentProfile } from './profiles';
export type { ProfileState } from './profiles';
export type { Profile, ServerProfile } from './schemas';
export {
  BLOCK_LEGACY_AUTOLOAD_FLAG,
  DEVICE_DATA_TIMEOUT_MESSAGE,
  DEVICE_DATA_TIMEOUT_MS,
  INVALID_AUTHENTICATION_RESULT,
  INVALID_OTP,
  INVALID_TICKET_RESULT,
  LEGACY_AUTOLOAD_DELAY_MS,
  TICKET_MRD_INFO,
  createSession,
} from './session';
export type { Clock, LoginKind, Session, SessionOptions, SessionSnapshot, SessionStatus, TicketRequest, Timers } from './session';
export { SCA_DOCUMENTATION_PATH, SCA_OPERATIVE_TYPE, startStepUp } from './stepUp';
export type { StepUpCallbacks, StepUpProcess } from './stepUp';
