/**
 * The step-up topic (shell.md §4 "Step-up"; docs/step-up.md): a signed-in feature about to make a
 * sensitive call asks the shell for strong customer authentication, and gets a ticket for the call
 * (`x-authentication-ticket`). Types and the topic's name only, so that the shell's bus can name the
 * topic without carrying its check: the check comes with the signed-in entry.
 */

/** The topic a feature publishes to start a step-up. */
export const STEP_UP_TOPIC = 'start-step-up';

/** What a completed step-up hands the feature: the ticket for its call, and the bank's SCA information. */
export interface StepUpResult {
  ticket: string;
  /** The answer of the SCA documentation call (operative type retrieveScaInfo), as the bank sent it. */
  info: unknown;
}

/**
 * A step-up's callbacks: exactly one of them runs, once. `onComplete` after the session is synced
 * with the profiles the ticket came with; `onError` when the step-up could not start or ended in
 * an error (e.g. `Invalid authentication ticket result`); `onCancel` when the customer cancelled
 * (Cancel, Escape, another page); `onBack` when they went back.
 */
export interface StepUpPayload {
  onComplete: (result: StepUpResult) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
  onBack: () => void;
}

/** The step-up topic, topic → payload. */
export interface StepUpTopics {
  [STEP_UP_TOPIC]: StepUpPayload;
}
