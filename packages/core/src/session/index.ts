export {
  AFFLUENT_LEVEL,
  BOOTSTRAP_PROFILE_ID,
  LOGOUT_EVENT_FIRST_INDEX,
  SESSION_NOT_CACHED,
  SERVER_SESSION_PATH,
  SESSION_STORAGE_KEY,
} from './constants';
export type { AffluentLevel } from './constants';
export { currentProfile } from './profiles';
export type { ProfileState } from './profiles';
export { profileSchema } from './schemas';
export type { Profile, ServerProfile } from './schemas';
export { LEGACY_AUTOLOAD_DELAY_MS } from './legacyAutoload';
export { createSession } from './session';
export type {
  Clock,
  LoginKind,
  Session,
  SessionActions,
  SessionCore,
  SessionOptions,
  SessionSnapshot,
  SessionStatus,
  TicketRequest,
  Timers,
} from './types';
