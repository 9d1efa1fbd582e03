// The topics' names and payloads, with no import: core's main entry names them (shellEvents)
// without reaching the signed-in entry, whose validators import `@bank-shell/core` by name.

/** Topic names of the customer's answer on the confirm-pending-operation screen. */
export const PENDING_TOPIC = {
  loginAccept: 'login-accept',
  loginCancel: 'login-cancel',
} as const;

/** Which operation the answer is about: the `secProcessId` of the operation shown. */
export interface PendingAnswerPayload {
  secProcessId: string;
}

/** The pending-operation topics, topic → payload. */
export interface PendingTopics {
  [PENDING_TOPIC.loginAccept]: PendingAnswerPayload;
  [PENDING_TOPIC.loginCancel]: PendingAnswerPayload;
}
