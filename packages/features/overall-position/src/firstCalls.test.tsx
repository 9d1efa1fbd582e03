import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { FEATURE_ID } from './featureId';
import { startFirstCalls, takeFirstAnswers, takeSettledFirstAnswers } from './firstCalls';
import { messages } from './messages';
import { OverallPosition } from './OverallPosition';
import { createFakeBank } from './testing/fakeBank';
import { OVERVIEW_ANSWERS, REST } from './testing/fixtures';
import { findTitle, matchOf } from './testing/renderScreen';

afterEach(() => {
  cleanup();
  // Nothing a test started waits for the next one.
  void takeFirstAnswers(null, false);
});

/** A page opening at `path`: the shell starts the feature's first calls, then renders the overview. */
async function openAt(path: string) {
  const bank = createFakeBank(OVERVIEW_ANSWERS);
  const services = createTestServices({ fetch: bank.fetch });
  services.i18n.addNamespace(FEATURE_ID, messages);
  await services.i18n.setLocale('es-ES');
  void startFirstCalls({ http: services.http, session: services.session.state.getSnapshot(), path, now: () => 0 });
  const askedBeforeRender = [...bank.pathsOf('GET')];
  render(
    <TestShell services={services}>
      <OverallPosition match={matchOf('')} />
    </TestShell>,
  );
  await findTitle('Hola, Lucía');
  await waitFor(() => expect(document.querySelector('.balance-hero__amount')?.textContent).toBe('10.466,12\u00a0€'));
  const askedFor = (path: string) => bank.pathsOf('GET').filter((asked) => asked === path).length;
  return { askedBeforeRender, askedFor };
}

describe('the overview’s first calls, before the page renders (issue 42 §6)', () => {
  // The build test of the feature preset checks that the manifest names these same two calls, from package.json.
  it('are the two calls its package.json names for the page to start before the modules load, in that order', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    void startFirstCalls({ http: services.http, session: services.session.state.getSnapshot(), path: '/posicion-global', now: () => 0 });
    await waitFor(() => expect(bank.pathsOf('GET')).toHaveLength(2));
    expect(bank.pathsOf('GET')).toEqual(['/genoma_api/rest/client', '/genoma_api/rest/products']);
  });

  it('asks for the client and the products as soon as the shell has the module, and the overview shows their answers without asking again', async () => {
    const { askedBeforeRender, askedFor } = await openAt('/posicion-global');
    expect(askedBeforeRender).toEqual([`${REST}/client`, `${REST}/products`]);
    expect(askedFor(`${REST}/products`)).toBe(1);
    expect(askedFor(`${REST}/client`)).toBe(1);
  });

  it('the same with a trailing slash', async () => {
    const { askedBeforeRender } = await openAt('/posicion-global/');
    expect(askedBeforeRender).toEqual([`${REST}/client`, `${REST}/products`]);
  });

  it('asks for nothing when the page opens at another screen of the feature', async () => {
    const { askedBeforeRender } = await openAt('/posicion-global/cuentas');
    expect(askedBeforeRender).toEqual([]);
  });

  it('answers up to 10 s old are taken; older ones are not, and the overview asks again (issue 42 §6: a page that went elsewhere first)', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    const session = services.session.state.getSnapshot();
    let clock = 0;
    const now = () => clock;
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now });
    clock = 10_000;
    await expect(takeFirstAnswers(session.activeProfileId, false)).resolves.toMatchObject({ client: { name: 'Lucía' } });
    clock = 0;
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now });
    clock = 10_001;
    expect(takeFirstAnswers(session.activeProfileId, false)).toBeNull();
  });

  it('gives its answers once, and only for the profile and affluence they were asked for', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    const session = { ...services.session.state.getSnapshot(), activeProfileId: 'personal' };
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    expect(takeFirstAnswers('business', false)).toBeNull();
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    expect(takeFirstAnswers('personal', true)).toBeNull();
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    await expect(takeFirstAnswers('personal', false)).resolves.toMatchObject({ client: { name: 'Lucía' }, manager: null });
    expect(takeFirstAnswers('personal', false)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('gives answers already in at once, so that the overview renders them in its first render; once, and none still on their way', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    const session = { ...services.session.state.getSnapshot(), activeProfileId: 'personal' };
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    expect(takeSettledFirstAnswers('personal', false)).toBeUndefined();
    await waitFor(() => expect(takeSettledFirstAnswers('business', false)).toBeUndefined());
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    await expect(takeFirstAnswers('personal', false)).resolves.toBeTruthy();
    void startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    await waitFor(() => expect(takeSettledFirstAnswers('personal', false)).toMatchObject({ client: { name: 'Lucía' }, manager: null }));
    expect(takeSettledFirstAnswers('personal', false)).toBeUndefined();
    expect(takeFirstAnswers('personal', false)).toBeNull();
  });

  it('says when its answers are in, so that the page’s first render waits for them: settled by then, and never a failure', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    const session = { ...services.session.state.getSnapshot(), activeProfileId: 'personal' };
    const answersIn = startFirstCalls({ http: services.http, session, path: '/posicion-global', now: () => 0 });
    await expect(answersIn).resolves.toBeUndefined();
    expect(takeSettledFirstAnswers('personal', false)).toMatchObject({ client: { name: 'Lucía' } });
    const failing = createTestServices({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(startFirstCalls({ http: failing.http, session, path: '/posicion-global', now: () => 0 })).resolves.toBeUndefined();
    expect(startFirstCalls({ http: services.http, session, path: '/posicion-global/cuentas', now: () => 0 })).toBeUndefined();
  });

  it('renders the overview with its answers in the first render when they are in before it mounts', async () => {
    const bank = createFakeBank(OVERVIEW_ANSWERS);
    const services = createTestServices({ fetch: bank.fetch });
    services.i18n.addNamespace(FEATURE_ID, messages);
    await services.i18n.setLocale('es-ES');
    void startFirstCalls({ http: services.http, session: services.session.state.getSnapshot(), path: '/posicion-global', now: () => 0 });
    await waitFor(() => expect(bank.pathsOf('GET')).toHaveLength(2));
    // Let the answers settle before the page mounts, as the page's early calls make them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <TestShell services={services}>
        <OverallPosition match={matchOf('')} />
      </TestShell>,
    );
    expect(document.querySelector('.balance-hero__amount')?.textContent).toBe('10.466,12\u00a0€');
    expect(bank.pathsOf('GET').filter((path) => path === `${REST}/products`)).toHaveLength(1);
  });
});
