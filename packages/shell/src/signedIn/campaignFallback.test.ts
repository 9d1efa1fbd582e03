import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bank-shell/core';
import type { AppConfig, HttpClient, KeyValueStorage, Mean, Router, Session } from '@bank-shell/core';
import { flushPromises } from '@bank-shell/core/testing';
import { startCampaignFallback } from './campaignFallback';
import type { CampaignFallbackPlatform } from './campaignFallback';

// The spec's values, written out rather than imported.
/** features.md §2.4, §9. */
const FALLBACK_CAMPAIGN = '79';
const FALLBACK_FEATURE = 'solution-selling-digital-fallbacks';
/** The overall position's slot and the campaigns call (docs/sandbox-api.md, Campaigns). */
const OVERALL_POSITION_CAMPAIGNS = '/genoma_api/rest/campaigns?section=overall-position&subsection=home';
/** The session's login tracker (shell.md §4), in the shell's storage. */
const LOGIN_TRACKER = 'session.login-tracker';

const communication = (campaignCode: string) => ({
  communicationCode: `COM-${campaignCode}`,
  campaignCode,
  actionCode: 'ACTION',
  communicationDesc: 'A campaign',
  section: 'overall-position',
  subsection: 'home',
  qualifier: null,
  format: 'directive',
});

const mean = (id: string, path: string): Mean => ({
  id,
  path,
  componentId: `ing-feat-${id}`,
  host: 'http://bank.localhost:8080/',
  module: `${id}.js`,
  title: id,
});

interface Setup {
  campaigns?: string[];
  means?: Mean[];
  localMeans?: Mean[];
  status?: 'completed' | 'unauthenticated';
  storage?: KeyValueStorage | null;
  answer?: () => Promise<unknown>;
}

function setUp({
  campaigns = [FALLBACK_CAMPAIGN],
  means = [mean('overall-position', 'posicion-global'), mean(FALLBACK_FEATURE, FALLBACK_FEATURE)],
  localMeans,
  status: initialStatus = 'completed',
  storage = withLogin('1764000000000'),
  answer,
}: Setup = {}) {
  const get = vi.fn((_path: string, _options?: unknown) =>
    answer ? answer() : Promise.resolve({ communications: campaigns.map(communication) }),
  );
  const navigate = vi.fn((_path: string) => Promise.resolve());
  const idle: (() => void)[] = [];
  let status = initialStatus;
  let hash = '#/posicion-global';
  const platform: CampaignFallbackPlatform = {
    storage,
    currentPath: () => hash,
    whenIdle: (callback) => idle.push(callback),
    logError: vi.fn(),
  };
  const services = {
    http: { get } as unknown as HttpClient,
    router: { navigate } as unknown as Router,
    session: { state: { getSnapshot: () => ({ status }) } } as unknown as Session,
    config: (): AppConfig => ({ urlsConfig: {}, propsConfig: { means, ...(localMeans ? { localMeans } : {}) } }),
  };
  const start = () => startCampaignFallback(services, platform);
  const runIdle = async () => {
    for (const callback of idle.splice(0)) callback();
    await flushPromises();
  };
  return {
    start,
    runIdle,
    get,
    navigate,
    platform,
    moveTo: (to: string) => (hash = to),
    setStatus: (to: 'completed' | 'unauthenticated') => (status = to),
  };
}

function withLogin(tracker: string): KeyValueStorage {
  const storage = createMemoryStorage();
  storage.set(LOGIN_TRACKER, tracker);
  return storage;
}

describe('campaign-driven navigation after login (features.md §2.4)', () => {
  it('takes the customer to the route configured for solution-selling-digital-fallbacks when campaign 79 is among the overall position’s campaigns', async () => {
    const { start, runIdle, get, navigate } = setUp({ campaigns: ['1204', FALLBACK_CAMPAIGN] });
    start();
    // The landing page's own calls go first: nothing is asked before the browser is idle.
    expect(get).not.toHaveBeenCalled();
    await runIdle();
    expect(get).toHaveBeenCalledWith(OVERALL_POSITION_CAMPAIGNS, { cache: { useCache: false } });
    expect(navigate).toHaveBeenCalledWith(`/${FALLBACK_FEATURE}`);
  });

  it('goes to the path the configuration gives the feature, whatever it is', async () => {
    const { start, runIdle, navigate } = setUp({ means: [mean(FALLBACK_FEATURE, 'soluciones-para-ti')] });
    start();
    await runIdle();
    expect(navigate).toHaveBeenCalledWith('/soluciones-para-ti');
  });

  it('leaves the customer where they are without campaign 79', async () => {
    const { start, runIdle, navigate } = setUp({ campaigns: ['1204', '7', '790'] });
    start();
    await runIdle();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the customer where they are when the feature is inactive (not in the configuration)', async () => {
    const { start, runIdle, navigate } = setUp({ means: [mean('overall-position', 'posicion-global')] });
    start();
    await runIdle();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('decides once per login: a reload or another tab of the same login is not taken there again; the next login is', async () => {
    const storage = withLogin('1764000000000');
    const first = setUp({ storage });
    first.start();
    await first.runIdle();
    expect(first.navigate).toHaveBeenCalledTimes(1);

    const reload = setUp({ storage });
    reload.start();
    await reload.runIdle();
    expect(reload.get).not.toHaveBeenCalled();
    expect(reload.navigate).not.toHaveBeenCalled();

    storage.set(LOGIN_TRACKER, '1764000999000');
    const nextLogin = setUp({ storage });
    nextLogin.start();
    await nextLogin.runIdle();
    expect(nextLogin.navigate).toHaveBeenCalledTimes(1);
  });

  it('decides once per login where the browser blocks storage: in the page, and again after a logout and a new login', async () => {
    const { start, runIdle, get, navigate, setStatus } = setUp({ storage: null });
    const stop = start();
    await runIdle();
    stop();
    start();
    await runIdle();
    expect(get).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    setStatus('unauthenticated');
    start()();
    setStatus('completed');
    start();
    await runIdle();
    expect(get).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('counts a feature published in the local means as active', async () => {
    const { start, runIdle, navigate } = setUp({
      means: [mean('overall-position', 'posicion-global')],
      localMeans: [mean(FALLBACK_FEATURE, 'soluciones')],
    });
    start();
    await runIdle();
    expect(navigate).toHaveBeenCalledWith('/soluciones');
  });

  it('leaves the login undecided when the bank could not answer: the next start (a reload) asks again', async () => {
    const storage = withLogin('1764000000000');
    const failing = setUp({ storage, answer: () => Promise.reject(new Error('offline')) });
    failing.start();
    await failing.runIdle();
    const reload = setUp({ storage });
    reload.start();
    await reload.runIdle();
    expect(reload.navigate).toHaveBeenCalledWith(`/${FALLBACK_FEATURE}`);
  });

  it('leaves a customer who has moved on before the bank answered (or was sent to confirm an operation) where they are', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const setup = setUp({ answer: () => new Promise((resolve) => (answer = resolve)) });
    setup.start();
    await setup.runIdle();
    setup.moveTo('#/confirmar-operacion');
    answer({ communications: [communication(FALLBACK_CAMPAIGN)] });
    await flushPromises();
    expect(setup.navigate).not.toHaveBeenCalled();
  });

  it('does nothing once stopped (the customer logged out), nor for a customer who is not signed in', async () => {
    const stopped = setUp();
    stopped.start()();
    await stopped.runIdle();
    expect(stopped.get).not.toHaveBeenCalled();
    const visitor = setUp({ status: 'unauthenticated' });
    visitor.start();
    await visitor.runIdle();
    expect(visitor.get).not.toHaveBeenCalled();
  });

  it('reports a campaigns call that fails, and leaves the customer where the login took them', async () => {
    const failure = new Error('offline');
    const { start, runIdle, navigate, platform } = setUp({ answer: () => Promise.reject(failure) });
    start();
    await runIdle();
    expect(navigate).not.toHaveBeenCalled();
    expect(platform.logError).toHaveBeenCalledWith(failure);
  });
});
