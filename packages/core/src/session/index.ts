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
export type { Clock, LoginKind, Session, SessionOptions, SessionSnapshot, SessionStatus, TicketRequest } from './session';
export { SCA_DOCUMENTATION_PATH, SCA_OPERATIVE_TYPE, startStepUp } from './stepUp';
export type { StepUpCallbacks, StepUpProcess } from './stepUp';
export { PROFILE_CLEANUP_INTERVAL_MS, PROFILE_EXPIRY_GRACE_MS, TOKEN_REFRESH_MAX_TRIES, TOKEN_REQUEST_TIMEOUT_MS } from './tokens';
export type { RefreshOutcome, Timers } from './tokens';
