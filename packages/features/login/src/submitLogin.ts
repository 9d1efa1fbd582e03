import { HttpError } from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import type { LoginMessageKey } from './messages';
import { normaliseDocument, validateLogin } from './validation';
import type { LoginFields } from './validation';

/** The login screen's own call (the spec does not name one; see docs/sandbox-api.md). */
export const LOGIN_PATH = '/genoma_api/login';
const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;

export type FieldErrors = Partial<Record<keyof LoginFields, LoginMessageKey>>;

/** What a submission came to: the fields to fix, a form error to announce, or a login. */
export type SubmitOutcome = { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed'; error: LoginMessageKey } | { kind: 'logged-in' };

function errorKeyFor(error: unknown): LoginMessageKey {
  if (error instanceof HttpError && error.status === UNAUTHORIZED) return 'errorCredentials';
  if (error instanceof HttpError && error.status === TOO_MANY_REQUESTS) return 'errorLocked';
  return 'errorUnavailable';
}

/**
 * Checks the fields, sends them to the bank and, when it accepts them, logs the session in (the
 * shell then takes the customer to the page they asked for). This module loads at the customer's
 * first touch of the form rather than with the page (issue 12).
 */
export async function submitLogin(
  fields: LoginFields,
  { http, session, today }: { http: HttpClient; session: Session; today: Date },
): Promise<SubmitOutcome> {
  const errors = validateLogin(fields, today);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  try {
    await http.post(LOGIN_PATH, {
      json: { document: normaliseDocument(fields.document), birthDate: fields.birthDate.trim(), pin: fields.pin },
    });
    await session.login({ force: true });
    return { kind: 'logged-in' };
  } catch (error) {
    return { kind: 'failed', error: errorKeyFor(error) };
  }
}
