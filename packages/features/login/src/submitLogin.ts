import { HttpError } from '@bank-shell/core';
import type { HttpClient, I18n, Session } from '@bank-shell/core';
import { errorMessages } from './errorMessages';
import type { LoginErrorKey } from './errorMessages';
import { normaliseDocument, validateLogin } from './validation';
import type { LoginFields } from './validation';

/** The login screen's own call (the spec does not name one; see docs/sandbox-api.md). */
export const LOGIN_PATH = '/genoma_api/login';
const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;

export type FieldErrors = Partial<Record<keyof LoginFields, LoginErrorKey>>;

/** What a submission came to: the fields to fix, a form error to announce, or a login. */
/** A form error to announce: a text and the values it names. */
export interface FormError {
  key: LoginErrorKey;
  values?: Readonly<Record<string, string | number>>;
}

export type SubmitOutcome = { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed'; error: FormError } | { kind: 'logged-in' };

const MS_PER_S = 1000;
const RETRY_AFTER_SECONDS = /^\d{1,9}$/;

/** The tries the bank says are left before a lock (docs/sandbox-api.md), if it says. */
function remainingTriesOf(body: unknown): number | undefined {
  const remaining = (body as { remainingTries?: unknown } | null)?.remainingTries;
  return Number.isSafeInteger(remaining) && (remaining as number) >= 0 ? (remaining as number) : undefined;
}

/** A wrong try says how many are left; a lock says until when, in the customer's clock. */
function formErrorFor(error: unknown, now: Date, locale: string): FormError {
  if (error instanceof HttpError && error.status === UNAUTHORIZED) {
    const remaining = remainingTriesOf(error.body);
    if (remaining === undefined) return { key: 'errorCredentials' };
    if (remaining === 0) return { key: 'errorLocked' };
    return { key: 'errorCredentialsTriesLeft', values: { tries: remaining } };
  }
  if (error instanceof HttpError && error.status === TOO_MANY_REQUESTS) {
    const retryAfter = error.response.headers.get('Retry-After') ?? '';
    if (!RETRY_AFTER_SECONDS.test(retryAfter)) return { key: 'errorLocked' };
    const until = new Date(now.getTime() + Number(retryAfter) * MS_PER_S);
    return {
      key: 'errorLockedUntil',
      values: { time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(until) },
    };
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
    errorsNamespace,
    today,
    locale,
  }: {
    http: HttpClient;
    session: Session;
    i18n: I18n;
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
  const outcome = await checkAndSend(fields, { http, session, today, locale });
  await errorTexts;
  return outcome;
}

/** The i18n instances that have the error texts: once each, like the shell's lazily loaded texts. */
const registeredIn = new WeakSet<I18n>();

async function checkAndSend(
  fields: LoginFields,
  { http, session, today, locale }: { http: HttpClient; session: Session; today: Date; locale: string },
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
    return { kind: 'failed', error: formErrorFor(error, today, locale) };
  }
}
