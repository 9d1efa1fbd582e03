/**
 * Pending security operations (features.md §2.1, §2.2, §3, §4.1, §9): the check that leads a
 * customer to confirm what waits for them, the handling of each type, and the session-stored
 * items. Part of the signed-in entry: the login page never carries it.
 */
export {
  PENDING_CHECK_EXCLUDED_FEATURES,
  PENDING_CHECK_EXCLUDED_ROUTES,
  PENDING_CONSOLE_ERROR,
  PENDING_DESTINATION,
  PENDING_MESSAGE_KEY,
  PENDING_OPERATION_TYPE,
  PENDING_OPERATION_TYPES,
  PENDING_SUCCESS_AUTO_CLOSE_MS,
  VALIDATION_LEGAL_PATH,
  VALIDATION_MAX_FAILURES,
  VALIDATION_MAX_PASSWORD_LENGTH,
  VALIDATION_SERVICE_NAME,
  VALIDATION_SMS_RETRIES,
} from './constants';
export type { PendingOperationType } from './constants';
export { acceptedMessageKey, buildPendingHandling } from './handling';
export type { PendingDevice, PendingHandling, PendingHandlingHooks, PendingType } from './handling';
export { createPendingCheck, isExcludedFromPendingCheck, pendingRoutePath } from './pendingCheck';
export type {
  MobileValidation,
  PendingCheck,
  PendingCheckOptions,
  PendingNotice,
  ValidationOutcome,
  ValidationParams,
} from './pendingCheck';
export { parsePendingOperation, parsePendingOperationList } from './pendingOperation';
export type { PendingOperation } from './pendingOperation';
export { PENDING_SESSION_KEY, createPendingSessionItems, pendingSessionItemsOf } from './sessionItems';
export type { PendingSessionItems, SessionStorageLike } from './sessionItems';
export { PENDING_EVENT_MESSAGE, PENDING_TOPIC, PENDING_TOPIC_VALIDATORS, parseLoginAcceptPayload, parseLoginCancelPayload } from './topics';
export type { PendingAnswerPayload, PendingTopics } from './topics';
export { PENDING_OPERATIONS_PATH, formatOperationTime, requestPendingOperations } from './requestPendingOperations';
