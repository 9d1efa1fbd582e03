import { authorizationStep } from './authorization';
import type { TokenSource } from './authorization';
import { acceptLanguageStep, sessionContextStep, xsrfStep } from './steps';
import type { HttpStep } from './steps';

export interface BankApiStepsOptions {
  /** The document's language (`<html lang>`); empty means `en`. */
  getLanguage: () => string;
  /** The bearer, and its refresh when the bank says it expired. */
  tokens: TokenSource;
  /** The active profile's extended session context, if it has one. */
  getSessionContext?: () => Readonly<Record<string, unknown>> | null;
  /** Reads the `XSRF-TOKEN` cookie. */
  readXsrfToken: () => string | null;
}

/** No session: no bearer, and nothing to refresh. */
export const NO_TOKENS: TokenSource = { getAccessToken: () => null, refresh: () => Promise.resolve(false) };

/**
 * The chain of shell.md §7, in the order each call goes through it: language, bearer (and its
 * refresh), session context, XSRF.
 */
export function bankApiSteps(options: BankApiStepsOptions): HttpStep[] {
  return [
    acceptLanguageStep(options.getLanguage),
    authorizationStep(options.tokens),
    sessionContextStep(options.getSessionContext ?? (() => null)),
    xsrfStep(options.readXsrfToken),
  ];
}
