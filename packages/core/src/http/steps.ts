import { HEADER } from './apiHost';
import type { RequestOptions } from './client';

/** Used when the document declares no language (shell.md §7). */
export const DEFAULT_ACCEPT_LANGUAGE = 'en';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const STATE_CHANGING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a call changes something on the server (and needs the XSRF header, and empties the cache). */
export function isStateChanging(method: HttpMethod): boolean {
  return STATE_CHANGING_METHODS.has(method);
}

/** One call on its way out, as each step of the chain sees it. */
export interface OutgoingCall {
  readonly method: HttpMethod;
  /** What the caller asked for. */
  readonly options: RequestOptions<unknown>;
  /** The headers to send: the caller's, then what each step adds. */
  readonly headers: Headers;
  /** True when the call is sent again because a step asked for it after an error answer. */
  readonly isRetry: boolean;
}

/**
 * One step of the API client's chain (shell.md §7), in the manner of ky's hooks or Backstage's
 * fetch middleware: each step owns one concern of every call. The client runs the steps in order
 * on each call before it is sent, and after an error answer asks them whether the call is worth
 * one more try.
 */
export interface HttpStep {
  /** Adds what this step owns to the call. */
  prepare(call: OutgoingCall): void;
  /**
   * After an answer from 400 to 599: resolve true to have the call sent once more, prepared
   * afresh. Asked only on the first try.
   */
  retryAfter?(answer: Response, call: OutgoingCall): Promise<boolean>;
}

/** `Accept-Language`: the document's language, or `en` when it declares none. */
export function acceptLanguageStep(getLanguage: () => string): HttpStep {
  return {
    prepare: ({ headers }) => headers.set(HEADER.acceptLanguage, getLanguage() || DEFAULT_ACCEPT_LANGUAGE),
  };
}

/** The active profile's extended session context, as JSON, when it has one. */
export function sessionContextStep(getContext: () => Readonly<Record<string, unknown>> | null): HttpStep {
  return {
    prepare: ({ headers }) => {
      const context = getContext();
      if (context) headers.set(HEADER.sessionContext, JSON.stringify(context));
    },
  };
}

/** Cookie the API host sets for the double-submit XSRF check. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

/** The double-submit XSRF header on state-changing calls, from the `XSRF-TOKEN` cookie. */
export function xsrfStep(readXsrfToken: () => string | null): HttpStep {
  return {
    prepare: ({ method, headers }) => {
      if (!isStateChanging(method)) return;
      const xsrf = readXsrfToken();
      if (xsrf) headers.set(HEADER.xsrf, xsrf);
    },
  };
}
