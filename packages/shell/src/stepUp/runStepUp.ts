import { HttpError, NetworkError, RequestTimeoutError } from '@bank-shell/core';
import type { HttpClient, Session, TicketRequest } from '@bank-shell/core';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { isWrongCode, requestCode } from '../oneTimePassword';
import type { CodeSent } from '../oneTimePassword';

export { OTP_REQUEST_PATH } from '../oneTimePassword';
export type { CodeSent } from '../oneTimePassword';
import type { StepUpCallbacks, StepUpProcess } from '@bank-shell/core/session-actions';

/**
 * The step-up of shell.md §4 run for a feature's `start-step-up` (docs/step-up.md): core's
 * `startStepUp` reads the SCA documentation first; the customer has a code sent to their phone
 * (`POST /genoma_api/rest/otp`) and types it; the session trades it for a ticket and fresh
 * profiles (`generateTicket`, shell.md §3); the process completes, which syncs the session and then
 * hands the feature `{ ticket, info }`. The feature's four callbacks pass through core's process,
 * and exactly one of them runs, once.
 */

/**
 * How a typed code ended: the step-up is over (completed or failed, the feature has heard), the
 * bank refused the code (the customer may type another or ask for a new one), or no code was typed
 * (shell.md §5: a generate-ticket call needs an OTP, so none is made).
 */
export type CodeOutcome = 'done' | 'wrong-code' | 'missing-code';

export interface StepUpDeps {
  http: HttpClient;
  session: Pick<Session, 'sync' | 'generateTicket'>;
  /** Core's `startStepUp` (`@bank-shell/core/session-actions`, loaded with the signed-in chunk). */
  startStepUp: (http: HttpClient, sync: () => Promise<void>, callbacks: StepUpCallbacks) => Promise<StepUpProcess | null>;
  /** The generate-ticket request's context: this client and the active profile's identity (shell.md §3). */
  authenticationContext: () => TicketRequest['authenticationContext'];
  logError: (error: unknown) => void;
}

/** A running step-up, for the dialog that asks for the code. */
export interface StepUpRun {
  /** True once the SCA documentation is in and a code may be asked for; false when the step-up ended first. */
  readonly started: Promise<boolean>;
  isOpen(): boolean;
  requestCode(): Promise<CodeSent>;
  /** @throws what a retry may cure (a network failure, a 5xx): the step-up stays open */
  confirm(code: string): Promise<CodeOutcome>;
  cancel(): void;
  back(): void;
}

const HTTP_SERVER_ERRORS_FROM = 500;
const HTTP_TIMEOUT = 408;
const HTTP_TOO_MANY = 429;

/** Whether a retry may help: no answer at all, a time-out, too many calls, or the bank's own failure. */
function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof RequestTimeoutError) return true;
  return (
    error instanceof HttpError &&
    (error.status >= HTTP_SERVER_ERRORS_FROM || error.status === HTTP_TIMEOUT || error.status === HTTP_TOO_MANY)
  );
}

/** Runs one step-up for a feature (see the module comment). */
export function runStepUp(payload: StepUpPayload, deps: StepUpDeps): StepUpRun {
  const { http, session, logError } = deps;
  let open = true;
  let ticket = '';
  /** Ends the step-up with one of the feature's callbacks; one that throws is reported and breaks nothing. */
  const end = (callback: () => void) => {
    if (!open) return;
    open = false;
    try {
      callback();
    } catch (error) {
      logError(error);
    }
  };
  const callbacks: StepUpCallbacks = {
    onComplete: (info) => end(() => payload.onComplete({ ticket, info })),
    onError: (error) => end(() => payload.onError(error)),
    onCancel: () => end(() => payload.onCancel()),
    onBack: () => end(() => payload.onBack()),
  };
  const process = deps.startStepUp(http, () => session.sync(), callbacks);

  return {
    started: process.then((started) => started !== null && open),
    isOpen: () => open,
    requestCode: () => requestCode(http),
    async confirm(code) {
      const started = await process;
      if (started === null || !open) return 'done';
      if (code.trim() === '') return 'missing-code';
      try {
        ticket = await session.generateTicket({ otp: code, authenticationContext: deps.authenticationContext() });
      } catch (error) {
        if (isWrongCode(error)) return 'wrong-code';
        if (isRetryable(error)) throw error;
        // A malformed ticket answer ('Invalid authentication ticket result') or a final refusal:
        // said on the console, as the shell says what fails, and handed to the feature.
        logError(error);
        started.fail(error);
        return 'done';
      }
      // Syncs the session, then runs the completion callback (shell.md §4).
      await started.complete();
      return 'done';
    },
    // The process's own cancel and back are the callbacks passed to it: they work before it started too.
    cancel: () => callbacks.onCancel(),
    back: () => callbacks.onBack(),
  };
}
