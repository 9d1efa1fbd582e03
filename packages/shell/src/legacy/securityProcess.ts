import { HttpError } from '@bank-shell/core';
import type { HttpClient, SecurityProcessPayload } from '@bank-shell/core';
import { isWrongCode, requestCode } from '../oneTimePassword';
import type { CodeSent } from '../oneTimePassword';

export { OTP_REQUEST_PATH } from '../oneTimePassword';
export type { CodeSent } from '../oneTimePassword';

/**
 * A security process (features.md §4.10; shell.md §3, "security process start"): a feature asks
 * for a sensitive call (`securityUrl`, `method`, `payload`) that the bank makes only with a second
 * factor. The security component is the legacy UI's one-time-password step: the shell shows the
 * overlay slot, starts the legacy UI if it has not loaded yet and waits for it, and relays the start
 * to it. The step asks the shell to have a code sent and to make the call with the code the customer
 * typed; the shell alone calls the bank, so the call carries the shell's token and XSRF header and
 * goes to the API host only (its client refuses any other address). The device-risk step adds this
 * login's process id (features.md §4.9, §5). A cancel, by the customer in the step or by the shell
 * (another page, logout), is relayed too, and the feature hears of every end through its callbacks.
 */

/** Headers of the sensitive call: the code typed, and this login's device-risk process id. */
export const OTP_HEADER = 'x-otp';
export const DEVICE_RISK_HEADER = 'x-device-risk-process-id';

/** What `approvalError` receives when the process ends without the call: cancelled by the customer or the shell. */
export class SecurityProcessCancelled extends Error {
  override readonly name = 'SecurityProcessCancelled';
  constructor() {
    super('The security process was cancelled');
  }
}

/** How a code typed in the step ended: the call made, or a code the bank refused. */
export type CodeOutcome = 'done' | 'wrong-code';

/** What the legacy UI's security step is given (its `startSecurityProcess`). */
export interface LegacySecurityStep {
  container: HTMLElement;
  language: string;
  requestCode(): Promise<CodeSent>;
  confirm(code: string): Promise<CodeOutcome>;
  onCancel(): void;
}

/** The legacy UI's side of a security process. */
export interface LegacySecurityUi {
  startSecurityProcess(step: LegacySecurityStep): void;
  cancelSecurityProcess(): void;
}

export const LEGACY_UI_HAS_NO_SECURITY_PROCESS = 'The legacy app offers no security process';

function asSecurityUi(app: unknown): LegacySecurityUi {
  const candidate = app as Partial<Record<keyof LegacySecurityUi, unknown>> | null;
  if (typeof candidate?.startSecurityProcess !== 'function' || typeof candidate.cancelSecurityProcess !== 'function') {
    throw new Error(LEGACY_UI_HAS_NO_SECURITY_PROCESS);
  }
  return app as LegacySecurityUi;
}

const HTTP_CLIENT_ERRORS_FROM = 400;
const HTTP_SERVER_ERRORS_FROM = 500;
const HTTP_TIMEOUT = 408;
const HTTP_TOO_MANY = 429;

/** Whether a retry cannot help: the bank understood and refused the call (4xx) for another reason than the code. */
function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status >= HTTP_CLIENT_ERRORS_FROM &&
    error.status < HTTP_SERVER_ERRORS_FROM &&
    error.status !== HTTP_TIMEOUT &&
    error.status !== HTTP_TOO_MANY
  );
}

/** Only a path of the API host: a feature cannot send the customer's code and token anywhere else. */
const isApiPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/** What the overlay slot is told (`createOverlaySlot`). */
export interface OverlaySignals {
  securityProcessStarted(): void;
  securityProcessCancelled(): void;
}

export interface SecurityProcessDeps {
  http: HttpClient;
  /** The overlay slot's container, where the legacy UI renders its step. */
  container: HTMLElement;
  overlay: OverlaySignals;
  /** The legacy app, started on demand (a load under way is waited for). */
  loadLegacyUi: () => Promise<unknown>;
  /** The page's locale now (es-ES, en-GB). */
  language: () => string;
  /** The device-risk step: this login's process id, or null (it said so on the console). */
  deviceRiskProcessId: () => string | null;
  logError: (error: unknown) => void;
}

/** A running security process: the shell's cancel (another page, logout) goes through it. */
export interface RunningSecurityProcess {
  cancel(): void;
  /** Settles when the process has ended, however it ended. */
  readonly ended: Promise<void>;
}

/** Runs a feature's callback; one that throws is reported and never breaks the process. */
function safely(logError: (error: unknown) => void, callback: (value: unknown) => void, value: unknown): void {
  try {
    callback(value);
  } catch (error) {
    logError(error);
  }
}

/**
 * Runs one security process (see the module comment). The feature's `approvalComplete` receives
 * the bank's answer to its call; `approvalError` a {@link SecurityProcessCancelled}, or the error
 * that ended it (the legacy UI did not load, the bank refused the call).
 */
export function runSecurityProcess(payload: SecurityProcessPayload, deps: SecurityProcessDeps): RunningSecurityProcess {
  const { http, container, overlay, logError } = deps;
  let open = true;
  let ui: LegacySecurityUi | null = null;
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });

  function end(outcome: { result: unknown } | { error: unknown }, hideOverlay: boolean): void {
    if (!open) return;
    open = false;
    if (hideOverlay) overlay.securityProcessCancelled();
    if ('result' in outcome) safely(logError, payload.approvalComplete, outcome.result);
    else safely(logError, payload.approvalError, outcome.error);
    markEnded();
  }

  async function confirm(code: string): Promise<CodeOutcome> {
    if (!open) return 'done';
    const processId = deps.deviceRiskProcessId();
    const hasBody = payload.method !== 'GET' && payload.method !== 'DELETE' && payload.payload !== '' && payload.payload !== undefined;
    try {
      const { body } = await http.request(payload.securityUrl, {
        method: payload.method,
        headers: { [OTP_HEADER]: code, ...(processId ? { [DEVICE_RISK_HEADER]: processId } : {}) },
        ...(hasBody ? { json: payload.payload } : {}),
      });
      // The step removes itself on 'done'; the container then empties and the slot hides.
      end({ result: body }, false);
      return 'done';
    } catch (error) {
      if (isWrongCode(error)) return 'wrong-code';
      if (!isFinalRefusal(error)) throw error;
      end({ error }, false);
      return 'done';
    }
  }

  overlay.securityProcessStarted();
  if (!isApiPath(payload.securityUrl)) {
    end({ error: new Error(`Security process securityUrl must be a path of the API host: ${payload.securityUrl}`) }, true);
  } else {
    deps
      .loadLegacyUi()
      .then((app) => {
        if (!open) return;
        ui = asSecurityUi(app);
        ui.startSecurityProcess({
          container,
          language: deps.language(),
          requestCode: () => requestCode(http),
          confirm,
          onCancel: () => end({ error: new SecurityProcessCancelled() }, true),
        });
      })
      .catch((error: unknown) => {
        logError(error);
        end({ error }, true);
      });
  }

  return {
    cancel() {
      if (!open) return;
      // Relayed to the legacy UI, which closes its step without calling back.
      try {
        ui?.cancelSecurityProcess();
      } catch (error) {
        logError(error);
      }
      end({ error: new SecurityProcessCancelled() }, true);
    },
    ended,
  };
}
