import type { ShellEventBus } from '@bank-shell/core';
import { PENDING_TOPIC } from '@bank-shell/core/signed-in';

/** The customer's answer to a login from a new computer. */
export type Answer = 'accept' | 'reject';

/**
 * The answer as an event-bus topic (features.md §4.1): the shell's pending check runs the app's
 * validation on `login-accept`, and ends it as cancelled on `login-cancel`.
 */
const ANSWER_TOPIC = { accept: PENDING_TOPIC.loginAccept, reject: PENDING_TOPIC.loginCancel } as const satisfies Record<Answer, string>;

/**
 * Publishes the answer about operation `secProcessId` on the shell's bus, which allows these
 * topics once a customer is signed in (`PENDING_TOPIC_VALIDATORS`).
 *
 * @throws the bus's `EventTopicError` when the shell has not allowed the topic
 */
export function publishAnswer(events: ShellEventBus, answer: Answer, secProcessId: string): void {
  events.publish(ANSWER_TOPIC[answer], { secProcessId });
}
