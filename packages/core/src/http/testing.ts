import { bankApiSteps } from './bankApiSteps';
import { createHttpClient } from './client';
import type { HttpClient, HttpClientOptions } from './client';

/** A test's client: the chain of shell.md §7 built from plain functions, each with a default. */
export interface TestHttpClientOptions extends Omit<HttpClientOptions, 'steps'> {
  getLanguage?: () => string;
  getAccessToken?: () => string | null;
  /** The token source's refresh; without it nothing is refreshed. */
  refreshToken?: () => Promise<boolean>;
  getSessionContext?: () => Readonly<Record<string, unknown>> | null;
  readXsrfToken?: () => string | null;
}

export function createTestHttpClient(options: TestHttpClientOptions): HttpClient {
  const { getLanguage, getAccessToken, refreshToken, getSessionContext, readXsrfToken, ...client } = options;
  return createHttpClient({
    ...client,
    steps: bankApiSteps({
      getLanguage: getLanguage ?? (() => 'es-ES'),
      tokens: { getAccessToken: getAccessToken ?? (() => null), refresh: refreshToken ?? (() => Promise.resolve(false)) },
      ...(getSessionContext ? { getSessionContext } : {}),
      readXsrfToken: readXsrfToken ?? (() => null),
    }),
  });
}
