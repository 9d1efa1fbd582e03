import { HttpError } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';

/**
 * The bank's PIN recovery calls (docs/sandbox-api.md, PIN recovery). The attempt is the one of
 * the HttpOnly cookie the first call sets: this page never sees it.
 */
export const ATTEMPTS_PATH = '/genoma_api/rest/pin-recovery/attempts';
export const CODE_PATH = `${ATTEMPTS_PATH}/current/code`;
export const PIN_PATH = `${ATTEMPTS_PATH}/current/pin`;

const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;
const RETRY_AFTER_SECONDS = /^\d{1,9}$/;

/** Why the bank refused a step, in the words the page has for each. */
export type Refusal =
  | { kind: 'wrong-code'; remainingTries: number }
  | { kind: 'locked'; retryAfterS: number | undefined }
  | { kind: 'expired' }
  | { kind: 'weak-pin' }
  | { kind: 'pins-not-matching' }
  | { kind: 'start-again' }
  | { kind: 'unavailable' };

/** What a step came to. */
export type StepOutcome = { ok: true } | { ok: false; refusal: Refusal };

function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

function remainingTriesOf(body: unknown): number {
  const remaining = (body as { remainingTries?: unknown } | null)?.remainingTries;
  return Number.isSafeInteger(remaining) && (remaining as number) >= 0 ? (remaining as number) : 0;
}

/** The refusal an answer of the bank stands for; anything unexpected is "try again later". */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { kind: 'unavailable' };
  const code = errorCodeOf(error.body);
  if (error.status === TOO_MANY_REQUESTS) {
    const retryAfter = error.response.headers.get('Retry-After') ?? '';
    return { kind: 'locked', retryAfterS: RETRY_AFTER_SECONDS.test(retryAfter) ? Number(retryAfter) : undefined };
  }
  if (error.status === UNAUTHORIZED && code === 'invalid_otp') {
    const remainingTries = remainingTriesOf(error.body);
    return remainingTries === 0 ? { kind: 'expired' } : { kind: 'wrong-code', remainingTries };
  }
  if (code === 'pin_recovery_expired') return { kind: 'expired' };
  if (code === 'weak_pin') return { kind: 'weak-pin' };
  if (code === 'pins_not_matching') return { kind: 'pins-not-matching' };
  if (code === 'pin_recovery_not_found' || code === 'step_out_of_order') return { kind: 'start-again' };
  return { kind: 'unavailable' };
}

async function step(send: () => Promise<unknown>): Promise<StepOutcome> {
  try {
    await send();
    return { ok: true };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

/** Asks for a code: the bank answers alike whether the details match a customer or not. */
export const startRecovery = (http: HttpClient, details: { document: string; birthDate: string }) =>
  step(() => http.post(ATTEMPTS_PATH, { json: details }));

/** Sends the code from the phone. */
export const sendCode = (http: HttpClient, code: string) => step(() => http.post(CODE_PATH, { json: { code } }));

/** Sends the new PIN and its confirmation. */
export const sendNewPin = (http: HttpClient, pin: string, pinConfirmation: string) =>
  step(() => http.post(PIN_PATH, { json: { pin, pinConfirmation } }));
