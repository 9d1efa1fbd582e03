export { SESSION_ABSOLUTE_LIFETIME_S, SESSION_INACTIVITY_TIMEOUT_S } from './constants';
export {
  endSession,
  findSessionByHash,
  findSessionByToken,
  openSession,
  sessionState,
  touchSession,
  type OpenedSession,
  type SessionRecord,
  type SessionState,
} from './sessionStore';
