export {
  EXTENDED_INACTIVITY_RULE_S,
  SESSION_ABSOLUTE_LIFETIME_S,
  SESSION_INACTIVITY_TIMEOUT_S,
  STANDARD_INACTIVITY_RULE_S,
  type InactivityRuleS,
} from './constants';
export {
  endSession,
  findSessionByHash,
  findSessionByToken,
  openSession,
  previousLoginAt,
  profileState,
  recordReportedInactivity,
  sessionState,
  touchSession,
  type OpenedSession,
  type SessionRecord,
  type SessionState,
} from './sessionStore';
export { closeProfileInSession, closedProfilesOf, reopenProfileInSession } from './closedProfiles';
