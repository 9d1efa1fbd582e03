import { HttpError } from '@bank-shell/core';

/** A form error to announce: the key of its text and the values the text names. */
export interface FormError<Key extends string = string> {
  key: Key;
  values?: Readonly<Record<string, string | number>>;
}

/** The refusals both login forms share; each form has its own wording for them. */
export type RefusalKey = 'errorCredentials' | 'errorCredentialsTriesLeft' | 'errorLocked' | 'errorLockedUntil';

const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;
const MS_PER_S = 1000;
const RETRY_AFTER_SECONDS = /^\d{1,9}$/;

/** The tries the bank says are left before a lock (docs/sandbox-api.md), if it says. */
function remainingTriesOf(body: unknown): number | undefined {
  const remaining = (body as { remainingTries?: unknown } | null)?.remainingTries;
  return Number.isSafeInteger(remaining) && (remaining as number) >= 0 ? (remaining as number) : undefined;
}

/** The `error` code of a bank's error answer, if it has one. */
export function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A wrong try says how many are left; a lock says until when, in the person's clock. Anything
 * else is not a refusal of the credentials: `undefined`.
 */
export function loginRefusalOf(error: unknown, now: Date, locale: string): FormError<RefusalKey> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === UNAUTHORIZED) {
    const remaining = remainingTriesOf(error.body);
    if (remaining === undefined) return { key: 'errorCredentials' };
    if (remaining === 0) return { key: 'errorLocked' };
    return { key: 'errorCredentialsTriesLeft', values: { tries: remaining } };
  }
  if (error.status === TOO_MANY_REQUESTS) {
    const retryAfter = error.response.headers.get('Retry-After') ?? '';
    if (!RETRY_AFTER_SECONDS.test(retryAfter)) return { key: 'errorLocked' };
    const until = new Date(now.getTime() + Number(retryAfter) * MS_PER_S);
    return {
      key: 'errorLockedUntil',
      values: { time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(until) },
    };
  }
  return undefined;
}
