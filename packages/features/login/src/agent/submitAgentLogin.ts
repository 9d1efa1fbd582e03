import { HttpError } from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import { errorCodeOf, loginRefusalOf } from '../loginRefusal';
import type { FormError } from '../loginRefusal';
import { isValidDocument, normaliseDocument } from '../validation';
import type { AgentLoginMessageKey } from './messages';

/** The assisted channel's own sign-in call (the spec does not name one; docs/sandbox-api.md). */
export const AGENT_LOGIN_PATH = '/assisted_channels/login';

/** A staff id: the employee's eight-digit person id at the bank. */
const STAFF_ID = /^\d{8}$/;
const STAFF_PIN = /^\d{6}$/;
const NOT_FOUND = 404;
const FORBIDDEN = 403;
/** The bank's answer when no customer holds the document, told only to signed-in staff. */
const CUSTOMER_NOT_FOUND = 'assisted_customer_not_found';

export interface AgentLoginFields {
  staffId: string;
  pin: string;
  customerDocument: string;
}

export type AgentFieldErrors = Partial<Record<keyof AgentLoginFields, AgentLoginMessageKey>>;

export type AgentSubmitOutcome =
  { kind: 'invalid'; errors: AgentFieldErrors } | { kind: 'failed'; error: FormError<AgentLoginMessageKey> } | { kind: 'logged-in' };

/** Field errors, in form order; empty when the form can be sent. */
export function validateAgentLogin(fields: AgentLoginFields): AgentFieldErrors {
  const errors: AgentFieldErrors = {};
  if (!STAFF_ID.test(fields.staffId.trim())) errors.staffId = 'errorStaffId';
  if (!STAFF_PIN.test(fields.pin)) errors.pin = 'errorPin';
  if (!isValidDocument(normaliseDocument(fields.customerDocument))) errors.customerDocument = 'errorCustomerDocument';
  return errors;
}

/** Every refusal says what happened: wrong staff credentials, a lock, no such customer, no access. */
function formErrorFor(error: unknown, document: string, now: Date, locale: string): FormError<AgentLoginMessageKey> {
  const refusal = loginRefusalOf(error, now, locale);
  if (refusal) return refusal;
  if (error instanceof HttpError && error.status === NOT_FOUND && errorCodeOf(error.body) === CUSTOMER_NOT_FOUND) {
    return { key: 'errorCustomerNotFound', values: { document } };
  }
  if (error instanceof HttpError && error.status === FORBIDDEN) return { key: 'errorNotAgent' };
  return { key: 'errorUnavailable' };
}

/**
 * Checks the fields, signs the agent in for the customer, and logs the session in through the
 * agent login (shell.md §7, `GET /assisted_channels/saf/tpa/accesstoken`): the shell then shows
 * the customer's pages.
 */
export async function submitAgentLogin(
  fields: AgentLoginFields,
  { http, session, now, locale }: { http: HttpClient; session: Session; now: Date; locale: string },
): Promise<AgentSubmitOutcome> {
  const errors = validateAgentLogin(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const customerDocument = normaliseDocument(fields.customerDocument);
  try {
    await http.post(AGENT_LOGIN_PATH, { json: { staffId: fields.staffId.trim(), pin: fields.pin, customerDocument } });
    await session.login({ kind: 'agent', force: true });
    return { kind: 'logged-in' };
  } catch (error) {
    return { kind: 'failed', error: formErrorFor(error, customerDocument, now, locale) };
  }
}
