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
export type { Profile } from './schemas';
export { INVALID_AUTHENTICATION_RESULT, createSession } from './session';
export type { Clock, LoginKind, Session, SessionOptions, SessionSnapshot, SessionStatus } from './session';
