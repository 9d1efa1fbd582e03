import { HttpError } from '@bank-shell/core';
import type { Channel, HttpClient, I18n, Session } from '@bank-shell/core';
import { errorMessages } from './errorMessages';
import type { LoginErrorKey } from './errorMessages';
import { errorCodeOf, loginRefusalOf } from './loginRefusal';
import type { FormError as RefusalFormError } from './loginRefusal';
import { normaliseDocument, validateLogin } from './validation';
import type { LoginFields } from './validation';

/** The login screen's own call (the spec does not name one; see docs/sandbox-api.md). */
export const LOGIN_PATH = '/genoma_api/login';

export type FieldErrors = Partial<Record<keyof LoginFields, LoginErrorKey>>;

/** A form error of the customer login. */
export type FormError = RefusalFormError<LoginErrorKey>;

/** What a submission came to: the fields to fix, a form error to announce, or a login. */
export type SubmitOutcome = { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed'; error: FormError } | { kind: 'logged-in' };

const FORBIDDEN = 403;
/** The bank's refusal of an employee at the customers' door (docs/sandbox-api.md). */
const EMPLOYEE_NOT_ALLOWED = 'employee_not_allowed';
/** The bank's refusal of an adult on a teen client (docs/sandbox-api.md). */
const ADULT_NOT_ALLOWED = 'adult_not_allowed';

/** A wrong try or a lock as the bank tells them; an employee is sent to the assisted channel. */
function formErrorFor(error: unknown, now: Date, locale: string): FormError {
  const refusal = loginRefusalOf(error, now, locale);
  if (refusal) return refusal;
  if (error instanceof HttpError && error.status === FORBIDDEN) {
    const code = errorCodeOf(error.body);
    if (code === EMPLOYEE_NOT_ALLOWED) return { key: 'errorEmployee' };
    if (code === ADULT_NOT_ALLOWED) return { key: 'errorAdultOnTeenClient' };
  }
  return { key: 'errorUnavailable' };
}

/**
 * Checks the fields, sends them to the bank and, when it accepts them, logs the session in (the
 * shell then takes the customer to the page they asked for). This module loads at the customer's
 * first touch of the form rather than with the page (issue 12).
 */
export async function submitLogin(
  fields: LoginFields,
  {
    http,
    session,
    i18n,
    channel,
    errorsNamespace,
    today,
    locale,
  }: {
    http: HttpClient;
    session: Session;
    i18n: I18n;
    /** The page's client (shell.md §6): the bank refuses an adult on a teen client. */
    channel: Pick<Channel, 'clientKind'>;
    /** Where the page reads the error texts from: registered here, with this code. */
    errorsNamespace: string;
    today: Date;
    locale: string;
  },
): Promise<SubmitOutcome> {
  if (!registeredIn.has(i18n)) {
    i18n.addNamespace(errorsNamespace, errorMessages);
    registeredIn.add(i18n);
  }
  // The texts of any error this call may come to, in the customer's language, before it answers.
  const errorTexts = i18n.ready(errorsNamespace);
  const outcome = await checkAndSend(fields, { http, session, channel, today, locale });
  await errorTexts;
  return outcome;
}

/** The i18n instances that have the error texts: once each, like the shell's lazily loaded texts. */
const registeredIn = new WeakSet<I18n>();

async function checkAndSend(
  fields: LoginFields,
  {
    http,
    session,
    channel,
    today,
    locale,
  }: { http: HttpClient; session: Session; channel: Pick<Channel, 'clientKind'>; today: Date; locale: string },
): Promise<SubmitOutcome> {
  const errors = validateLogin(fields, today);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  try {
    await http.post(LOGIN_PATH, {
      json: {
        document: normaliseDocument(fields.document),
        birthDate: fields.birthDate.trim(),
        pin: fields.pin,
        clientKind: channel.clientKind,
      },
    });
    await session.login({ force: true });
    return { kind: 'logged-in' };
  } catch (error) {
    return { kind: 'failed', error: formErrorFor(error, today, locale) };
  }
}
