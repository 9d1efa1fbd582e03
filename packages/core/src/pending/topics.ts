/**
 * The event topics of pending security operations (features.md §4.1, issue 17 §2): the
 * confirm-pending-operation feature publishes the customer's answer to a login from a new
 * computer (type 75), and the shell's pending check subscribes. `login-accept` triggers the native
 * validation when mobile validation is registered (else logout); `login-cancel` ends it as
 * cancelled. The shell allows these topics on its bus once a customer is signed in, as it does
 * the other signed-in topics (`events.allow(PENDING_TOPIC_VALIDATORS)`).
 */
import { accepts, payloadCheck } from '@bank-shell/core';
import type { TopicValidators } from '../events';
import { PENDING_TOPIC, type PendingAnswerPayload, type PendingTopics } from './topicNames';

export { PENDING_TOPIC, type PendingAnswerPayload, type PendingTopics } from './topicNames';

/** Messages of the payload checks, in the style of shell.md §8. */
export const PENDING_EVENT_MESSAGE = {
  loginAcceptId: 'Login accept secProcessId must be a non-empty string!',
  loginCancelId: 'Login cancel secProcessId must be a non-empty string!',
} as const;

export const parseLoginAcceptPayload = payloadCheck<PendingAnswerPayload>([
  'secProcessId',
  accepts.nonEmptyString,
  PENDING_EVENT_MESSAGE.loginAcceptId,
]);

export const parseLoginCancelPayload = payloadCheck<PendingAnswerPayload>([
  'secProcessId',
  accepts.nonEmptyString,
  PENDING_EVENT_MESSAGE.loginCancelId,
]);

/**
 * The checks of the pending-operation topics: the allowed topics are exactly these keys. A payload
 * reaches subscribers with `secProcessId` only, whatever else it carried.
 */
export const PENDING_TOPIC_VALIDATORS: TopicValidators<PendingTopics> = {
  [PENDING_TOPIC.loginAccept]: parseLoginAcceptPayload,
  [PENDING_TOPIC.loginCancel]: parseLoginCancelPayload,
};
