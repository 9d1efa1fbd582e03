/**
 * `@bank-shell/core/session-actions`: what changes the session through the bank (shell.md §4, §7):
 * customer, agent and OTP-ticket login, sync, logout, and step-up. A later entry: the login page
 * reads the session without it and loads it when the customer starts to log in (issue 12).
 * `createSession` reaches it through its `loadActions` option.
 */
export {
  DEVICE_DATA_TIMEOUT_MESSAGE,
  DEVICE_DATA_TIMEOUT_MS,
  INVALID_AUTHENTICATION_RESULT,
  INVALID_OTP,
  INVALID_TICKET_RESULT,
  TICKET_MRD_INFO,
  authenticate,
  authenticationResultSchema,
  generateTicket,
  ticketResultSchema,
} from './authenticate';
export { decodeAffluentMark } from './affluent';
export type { Base64Decoder, ErrorLogger } from './affluent';
export { logout } from './logout';
export { AFFLUENT_HEADER, DEVICE_BRAND_HEADER, SESSION_PATH } from './protocol';
export { SCA_DOCUMENTATION_PATH, SCA_OPERATIVE_TYPE, startStepUp } from './stepUp';
export type { StepUpCallbacks, StepUpProcess } from './stepUp';
