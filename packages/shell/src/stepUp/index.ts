/**
 * The step-up's chunk (docs/step-up.md): the runner and its dialog, loaded by the signed-in chunk
 * when a feature first publishes `start-step-up`. Nothing here is on the login page.
 */
import { currentProfile } from '@bank-shell/core';
import type { Channel, HttpClient, Session } from '@bank-shell/core';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { startStepUp } from '@bank-shell/core/session-actions';
import { runStepUp } from './runStepUp';
import type { StepUpRun } from './runStepUp';

export { StepUpDialog } from './StepUpDialog';
export { runStepUp, OTP_REQUEST_PATH } from './runStepUp';
export type { CodeOutcome, CodeSent, StepUpDeps, StepUpRun } from './runStepUp';

/** Who a ticket is for when the profile names no identity: a customer on their own channel. */
const DEFAULT_IDENTIFYEE_TYPE = 'CUSTOMER';

/**
 * {@link runStepUp} with the shell's services. The generate-ticket request's context (shell.md
 * §3): this page's client id, the active profile's identity, and no scopes: the sandbox's ticket
 * allows one sensitive action of the session, whichever it is.
 */
export function runStepUpWithServices(
  payload: StepUpPayload,
  services: { http: HttpClient; session: Session; channel: Channel },
  logError: (error: unknown) => void,
): StepUpRun {
  const { http, session, channel } = services;
  return runStepUp(payload, {
    http,
    session,
    startStepUp,
    authenticationContext: () => ({
      clientId: channel.clientId,
      identifyeeType: currentProfile(session.state.getSnapshot())?.identifyeeType ?? DEFAULT_IDENTIFYEE_TYPE,
      scopes: [],
    }),
    logError,
  });
}
