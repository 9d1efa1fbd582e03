import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import type { Application } from './api';
import { messages } from './messages';
import { SignUp } from './SignUp';
import { FEATURE_ID } from './texts';
import { SignUpTrackingProvider } from './tracking';

/*
 * What the sign-up's component tests share: a fake bank answering by `METHOD path`, the feature
 * mounted at a sub-path in a test shell, and a fake tracking that records every page view.
 */

export const CURRENT = '/genoma_api/rest/sign-ups/applications/current';
export const APPLICATIONS = '/genoma_api/rest/sign-ups/applications';
export const ACTIVATION = `${CURRENT}/activation`;
export const stepPath = (step: string) => `${CURRENT}/steps/${step}`;
export const ANONYMOUS_TOKEN = '/genoma_api/rest/sign-ups/anonymous-token';
/** The bank's anonymous profile (docs/sandbox-api.md, Sign-up), live until 1 January 2100. */
export const ANONYMOUS_PROFILE = {
  profileId: 'anonymous',
  setId: 'anonymous',
  personId: 'anonymous',
  accessToken: 'anonymous-token-1',
  accessTokenTimeToLive: 900,
  expirationTime: 4_102_444_800_000,
  default: false,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, code: string, message = 'x') => json({ error: code, message }, status);

type Answer = Response | ((request: Request) => Response | Promise<Response>);

export function fakeBank(answers: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchFake = (request: Request) => {
    requests.push(request);
    const answer = answers[`${request.method} ${new URL(request.url).pathname}`];
    if (answer === undefined) return Promise.resolve(apiError(500, 'internal_error'));
    return typeof answer === 'function' ? Promise.resolve(answer(request)) : Promise.resolve(answer.clone());
  };
  return { fetch: fetchFake as unknown as typeof fetch, requests };
}

/** An application of the sandbox's shape: an adult's current account that has saved nothing. */
export function applicationWith(overrides: Partial<Application> = {}): Application {
  return {
    applicationId: '3f1c1f2e-0000-4000-8000-000000000001',
    product: 'current',
    flow: 'adult',
    status: 'in-progress',
    stepsDone: [],
    nextStep: 'what-is-your-name',
    data: {},
    ...overrides,
  };
}

/** Every data step of an adult's application, saved. */
export const SAVED_ADULT_DATA: Application['data'] = {
  'what-is-your-name': { name: 'Lucía', firstSurname: 'Martínez', secondSurname: 'López' },
  'access-and-contact-data': { documentType: 'DNI', documentNumber: '12345678Z', email: 'lucia@example.es', mobilePhone: '+34612345678' },
  'personal-data-1': { birthDate: '15/03/1985', nationality: 'ES', gender: 'F' },
  'personal-data-2': { birthCountry: 'ES', birthPlace: 'Madrid', maritalStatus: 'single' },
  'address-1': { streetType: 'calle', streetName: 'Mayor', number: '5', postalCode: '28013', city: 'Madrid' },
  'address-2': { province: 'Madrid', residenceCountry: 'ES' },
  'employment-data': { kind: 'employee', occupation: 'Enfermera', employer: 'Hospital', monthlyIncome: '2000-4000' },
  'tax-data': { taxResidences: ['ES'] },
  'funds-origin-and-purpose': { origin: 'salary', purpose: 'everyday' },
};

export function renderSignUp(
  rest: string,
  {
    answers = {},
    application = null,
    query = '',
    strict = false,
  }: { answers?: Record<string, Answer>; application?: Application | null; query?: string; strict?: boolean } = {},
) {
  const bank = fakeBank({
    [`POST ${ANONYMOUS_TOKEN}`]: json(ANONYMOUS_PROFILE, 201),
    // No application yet: the bank's `204` (issue 42 §4).
    [`GET ${CURRENT}`]: application === null ? () => new Response(null, { status: 204 }) : json(application),
    ...answers,
  });
  const services = createTestServices({ fetch: bank.fetch });
  services.i18n.addNamespace(FEATURE_ID, messages);
  const navigate = vi.spyOn(services.router, 'navigate').mockResolvedValue(undefined);
  const tracking = { pageView: vi.fn(), link: vi.fn() };
  const match = {
    path: `/signups-account/${rest}`,
    rest,
    params: {},
    query: new URLSearchParams(query),
  } as unknown as RouteMatch;
  const tree = (
    <TestShell services={services}>
      <SignUpTrackingProvider tracking={tracking}>
        <SignUp match={match} />
      </SignUpTrackingProvider>
    </TestShell>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...bank, navigate, tracking, services, view };
}

/** The requests of one method and path. */
export const requestsTo = (requests: readonly Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
