/**
 * The shell's event bus: every topic the shell and its features may use (the allowed list of
 * features.md §5), each with its payload check.
 */
import { PUBLIC_TOPIC_VALIDATORS, createEventBus, objectPayload } from '../events';
import type { EventBus, EventBusHost, SpecTopics, TopicValidators } from '../events';
import { LOGIN_HISTORY_BACK_TOPIC } from '../layout';
import { ROUTER_TOPIC_VALIDATORS } from '../router';
import type { RouterTopics } from '../router';
// Types only: the topics' checks come with the signed-in entry.
import type { PendingTopics } from '../pending/topicNames';
import type { CampaignTopics } from '../campaigns/topicNames';
import type { StepUpTopics } from '../signedInTopics/stepUp';

/** Published after a login with where the customer goes next (shell.md §2.6). */
export const POST_LOGIN_TOPIC = 'post-login';

export interface ShellEventTopics extends RouterTopics, SpecTopics, PendingTopics, CampaignTopics, StepUpTopics {
  [POST_LOGIN_TOPIC]: { target: string };
  /** Whether login and geolocation show their back action (shell.md §2.4). */
  [LOGIN_HISTORY_BACK_TOPIC]: { enabled: boolean };
}

/**
 * The topics every page allows. The spec's topics about a signed-in customer (theme, affluent
 * mark, masked mode, document download, security process) and the step-up are added by the signed-in services
 * with the checks of `@bank-shell/core/signed-in` (`SIGNED_IN_TOPIC_VALIDATORS`).
 */
export const SHELL_EVENT_VALIDATORS: Partial<TopicValidators<ShellEventTopics>> = {
  ...ROUTER_TOPIC_VALIDATORS,
  ...PUBLIC_TOPIC_VALIDATORS,
  [POST_LOGIN_TOPIC]: objectPayload<ShellEventTopics[typeof POST_LOGIN_TOPIC]>(POST_LOGIN_TOPIC, { target: 'string' }),
  [LOGIN_HISTORY_BACK_TOPIC]: objectPayload<ShellEventTopics[typeof LOGIN_HISTORY_BACK_TOPIC]>(LOGIN_HISTORY_BACK_TOPIC, {
    enabled: 'boolean',
  }),
};

export type ShellEventBus = EventBus<ShellEventTopics>;
/** The shell's own handle on its bus, which may allow more topics (`allow`). */
export type ShellEventBusHost = EventBusHost<ShellEventTopics>;

export function createShellEventBus(onHandlerError?: (error: unknown) => void): ShellEventBusHost {
  return createEventBus<ShellEventTopics>({ validators: SHELL_EVENT_VALIDATORS, ...(onHandlerError ? { onHandlerError } : {}) });
}
