import { SESSION_NOT_CACHED } from '@bank-shell/core';
import type { HttpClient } from '../http';

/** The strong-customer-authentication information call (shell.md §4, §7). */
export const SCA_DOCUMENTATION_PATH = '/genoma_api/rest/sca/documentation';
export const SCA_OPERATIVE_TYPE = 'retrieveScaInfo';

export interface StepUpCallbacks {
  onComplete: (info: unknown) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
  onBack: () => void;
}

/** A running step-up: the UI that asks for the second factor calls one of these when done. */
export interface StepUpProcess {
  readonly info: unknown;
  /** Syncs the session first, then runs the completion callback (shell.md §4). */
  complete(): Promise<void>;
  cancel(): void;
  back(): void;
  fail(error: unknown): void;
}

/**
 * Starts a strong-customer-authentication process: fetches the step-up information, and hands
 * back the process. A failure to start goes to the error callback and resolves `null`.
 */
export async function startStepUp(http: HttpClient, sync: () => Promise<void>, callbacks: StepUpCallbacks): Promise<StepUpProcess | null> {
  let info: unknown;
  try {
    info = await http.get(`${SCA_DOCUMENTATION_PATH}?operativeType=${SCA_OPERATIVE_TYPE}`, { cache: SESSION_NOT_CACHED });
  } catch (error) {
    callbacks.onError(error);
    return null;
  }
  return {
    info,
    async complete() {
      try {
        await sync();
      } catch (error) {
        callbacks.onError(error);
        return;
      }
      callbacks.onComplete(info);
    },
    cancel: callbacks.onCancel,
    back: callbacks.onBack,
    fail: callbacks.onError,
  };
}
