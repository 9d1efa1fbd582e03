import { render, screen } from '@testing-library/react';
import type { AffluentLevel, Channel, RouteMatch, ShellEventBus } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { FEATURE_ID } from '../featureId';
import { messages } from '../messages';
import { OverallPosition } from '../OverallPosition';
import type { FakeBank } from './fakeBank';

/** The route match the shell hands the feature for `#/posicion-global/<rest>`. */
export function matchOf(rest: string): RouteMatch {
  return {
    route: {
      kind: 'feature',
      id: 'overall-position',
      pattern: '/posicion-global/*',
      featureId: 'overall-position',
      feature: { path: 'posicion-global', component: 'ing-feat-overall-position' },
    },
    path: rest === '' ? '/posicion-global' : `/posicion-global/${rest}`,
    params: {},
    rest,
    query: new URLSearchParams(),
  };
}

export const TEEN_WEB: Channel = { clientId: 'bank-teen-web', clientKind: 'teen-web', code: 83, assistedApp: null };
/** The assisted client at the call centre: an agent working for the customer (issue 38 §3). */
export const ASSISTED: Channel = { clientId: 'bank-twin', clientKind: 'assisted', code: 81, assistedApp: 'CC' };

export interface ScreenOptions {
  bank: FakeBank;
  locale?: 'es-ES' | 'en-GB';
  affluentLevel?: AffluentLevel;
  channel?: Channel;
  events?: ShellEventBus;
  /** A company's profile is the active one (Lucía's business profile), rather than the test session's. */
  businessProfile?: boolean;
}

/** Lucía's business profile, as the bank's authentication response names it. */
const BUSINESS_PROFILE = {
  profileId: 'PRF-20481736-EMPR',
  setId: 'SET-20481736',
  accessToken: 'at-business',
  refreshToken: 'rt-business',
  accessTokenTimeToLive: 600,
  personId: '20481736',
  default: true,
  name: 'Martínez Diseño SL',
  kind: 'business',
};

/** Renders the feature at `#/posicion-global/<rest>` against a fake bank; `goTo` changes the sub-path. */
export async function renderScreen(
  rest: string,
  { bank, locale = 'es-ES', affluentLevel, channel, events, businessProfile }: ScreenOptions,
) {
  const services = createTestServices({ fetch: bank.fetch, ...(channel ? { channel } : {}), ...(events ? { events } : {}) });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale(locale);
  if (affluentLevel !== undefined) services.session.setAffluentLevel(affluentLevel);
  if (businessProfile) services.session.adopt(BUSINESS_PROFILE.personId, [BUSINESS_PROFILE]);
  const page = (at: string) => (
    <TestShell services={services}>
      <OverallPosition match={matchOf(at)} />
    </TestShell>
  );
  const view = render(page(rest));
  return { services, view, goTo: (at: string) => view.rerender(page(at)) };
}

/** The screen's one level-1 heading, once its text is `name`. */
export const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
