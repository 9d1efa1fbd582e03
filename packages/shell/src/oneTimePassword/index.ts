import { HttpError } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';

/**
 * The bank's one-time passwords, as the security processes (`../legacy`) and the step-up
 * (`../stepUp`) ask for them: a code by SMS to the customer's phone, and the bank's refusal of a
 * code typed. Used by lazy chunks only.
 */

/** The one-time password request (sandbox-api.md, Step-up): a code by SMS to the customer's phone. */
export const OTP_REQUEST_PATH = '/genoma_api/rest/otp';

/** Where the code went, as the bank says (`deliveredTo` names a masked number only). */
export interface CodeSent {
  deliveredTo: string;
  expiresIn: number;
}

/**
 * The bank's answer to the code request, checked by hand: the schema library's functions are the
 * login page's module's to export, and each one a lazy chunk takes costs the login page bytes.
 */
export function parseCodeSent(body: unknown): CodeSent {
  const { deliveredTo, expiresIn } = (body ?? {}) as Partial<Record<keyof CodeSent, unknown>>;
  if (typeof deliveredTo !== 'string' || typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) {
    throw new TypeError('The code request answered no { deliveredTo, expiresIn }');
  }
  return { deliveredTo, expiresIn };
}

const TEXT_MESSAGE_DELIVERY = /^SMS\s+(\S.*)$/;

/**
 * The masked number a code went to by text message (`deliveredTo: "SMS ***1234"` → `***1234`), for
 * the dialog to say it in its own language ("por SMS al ***1234", "by text message to ***1234":
 * issue 42 §2); null when the bank names the delivery otherwise, to be shown as it says it.
 */
export function textMessageNumberOf(deliveredTo: string): string | null {
  return TEXT_MESSAGE_DELIVERY.exec(deliveredTo)?.[1] ?? null;
}

/** Asks the bank to send the customer a code. */
export function requestCode(http: HttpClient): Promise<CodeSent> {
  return http.post(OTP_REQUEST_PATH, { parse: parseCodeSent });
}

const HTTP_UNAUTHORIZED = 401;
const WRONG_CODE_ERROR = 'invalid_otp';

/** Whether the bank refused the code itself (wrong, expired or spent): the customer may type another. */
export function isWrongCode(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== HTTP_UNAUTHORIZED) return false;
  return (error.body as { error?: unknown } | null)?.error === WRONG_CODE_ERROR;
}
