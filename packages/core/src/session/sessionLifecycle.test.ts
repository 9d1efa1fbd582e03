import { describe, expect, it, vi } from 'vitest';
import { createTestHttpClient } from '../http/testing';
import type { CachedResponse, ResponseCache } from '../http';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import type { KeyValueStorage } from '../storage';
import * as sessionActions from '../sessionActions';
import { createSession } from './session';
import type { SessionCore } from './types';
import { TEST_API, bankJson, createFakeTimers, createTestSession, testProfile as profile } from './testing';
import type { FakeServer, TestSessionOptions } from './testing';

const pathOf = (r: Request) => new URL(r.url).pathname;
const loginWith =
  (...profiles: ReturnType<typeof profile>[]) =>
  () =>
    bankJson({ person: { id: 'P1' }, accessTokens: profiles });
const twoProfiles = loginWith(profile('personal'), profile('business'));

function setup(server: FakeServer = twoProfiles, options: TestSessionOptions = {}) {
  return createTestSession(server, options);
}

/** A server whose login answer waits until the test releases it. */
function heldLogin() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { server: async () => (await gate, twoProfiles()), release };
}

describe('login (shell.md §4, §5)', () => {
  it('is pending while the call is in flight, and first drops what a stale session left, such as an anonymous token', async () => {
    const { server, release } = heldLogin();
    const { session } = setup(server);
    session.setAnonymousProfile(profile('anon'));
    expect(session.getAccessToken()).toBe('at-anon');
    const login = session.login();
    expect(session.state.getSnapshot().status).toBe('pending');
    expect(session.getAccessToken()).toBeNull();
    release();
    await login;
    expect(session.state.getSnapshot().status).toBe('completed');
  });

  it('activates the default profile even when it is not the first, and records it as the default', async () => {
    const { session } = setup(loginWith(profile('business'), profile('personal')));
    await session.login();
    expect(session.state.getSnapshot()).toMatchObject({ activeProfileId: 'personal', defaultProfileId: 'personal' });
  });

  it('keeps the profile the customer switched to on a forced login, and falls back to the default one when it is gone', async () => {
    let profiles = [profile('personal'), profile('business')];
    const { session } = setup(() => bankJson({ person: { id: 'P1' }, accessTokens: profiles }));
    await session.login();
    session.activateProfile('business');
    await session.login({ force: true });
    expect(session.state.getSnapshot().activeProfileId).toBe('business');
    profiles = [profile('personal')];
    await session.login({ force: true });
    expect(session.state.getSnapshot().activeProfileId).toBe('personal');
  });

  it('tries again with a new call after a failed login', async () => {
    let calls = 0;
    const { session } = setup(() => (++calls === 1 ? bankJson({}, 500) : twoProfiles()));
    await expect(session.login()).rejects.toThrow();
    await session.login();
    expect(calls).toBe(2);
    expect(session.state.getSnapshot().status).toBe('completed');
  });

  it('reports no completed authentication when the bank gave no profile at all', async () => {
    let core: SessionCore | undefined;
    const { session } = setup(twoProfiles, {
      loadActions: () =>
        Promise.resolve({
          ...sessionActions,
          authenticate: (c: SessionCore, kind: Parameters<typeof sessionActions.authenticate>[1]) => {
            core = c;
            return sessionActions.authenticate(c, kind);
          },
        }),
    });
    await session.login();
    expect(core?.complete('P1', [], 0)).toBe(false);
    expect(session.state.getSnapshot().profiles).toHaveLength(2);
  });
});

describe('sync (shell.md §4)', () => {
  it('asks the server again for a sync after the previous one has ended', async () => {
    const { session, paths } = setup((r) =>
      pathOf(r).endsWith('synchronize') || pathOf(r).endsWith('accesstoken') ? twoProfiles() : bankJson({}),
    );
    await session.login();
    await session.sync();
    await session.sync();
    expect(paths().filter((p) => p === 'GET /saf/tpa/accesstoken/synchronize')).toHaveLength(2);
  });
});

describe('profile changes keep the status in step (shell.md §4)', () => {
  it('adds, sets as default and removes profiles, staying signed in while one is left', async () => {
    const { session } = setup();
    await session.login();
    session.addProfiles([profile('teen')]);
    session.setDefaultProfile('teen');
    expect(session.state.getSnapshot()).toMatchObject({ defaultProfileId: 'teen', status: 'completed' });
    expect(session.state.getSnapshot().profiles.map((p) => p.profileId)).toEqual(['personal', 'business', 'teen']);
    session.removeProfile('personal');
    session.removeProfile('business');
    expect(session.state.getSnapshot().status).toBe('completed');
    session.removeProfile('teen');
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });

  it('does not sign anyone in by adding profiles to a signed-out session', () => {
    const { session } = setup();
    session.addProfiles([profile('personal')]);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });

  it('stays pending through a change made while a login is in flight', async () => {
    const { server, release } = heldLogin();
    const { session } = setup(server);
    const login = session.login();
    session.setAnonymousProfile(profile('anon'));
    expect(session.state.getSnapshot().status).toBe('pending');
    release();
    await login;
  });

  it('stores an emptied value by removing its key', async () => {
    const area = createMemoryStorageArea();
    const { session } = setup(twoProfiles, { storage: createMemoryStorage(area) });
    session.setAnonymousProfile(profile('anon'));
    expect(area.data.has('session.anonymous-profile')).toBe(true);
    await session.login();
    expect(area.data.has('session.anonymous-profile')).toBe(false);
  });
});

describe('updates from the token keeper', () => {
  it('tells nobody when an update changes nothing', async () => {
    const { session } = setup();
    await session.login();
    const listener = vi.fn();
    session.state.subscribe(listener);
    session.updateProfiles((current) => current);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ends the session here when an update leaves no profile where there were some', async () => {
    const { session, storage } = setup();
    await session.login();
    session.updateProfiles((current) => ({ ...current, profiles: [] }));
    expect(session.state.getSnapshot()).toMatchObject({ status: 'unauthenticated', personId: null });
    expect(storage.get('session.person')).toBeNull();
  });

  it('keeps an anonymous visitor’s profile through an update of a session that had no profile', () => {
    const { session } = setup();
    session.setAnonymousProfile(profile('anon'));
    session.updateProfiles((current) => ({ ...current, sessionContext: {} }));
    expect(session.getAccessToken()).toBe('at-anon');
  });
});

describe('reading the stores back (another tab, or a reload)', () => {
  it('reads the stored affluent level and anonymous profile back as they were written', () => {
    const storage = createMemoryStorage();
    storage.set('session.affluent-level', '100');
    expect(setup(twoProfiles, { storage }).session.state.getSnapshot().affluentLevel).toBe(100);

    const { session } = setup(twoProfiles, { storage });
    session.setAnonymousProfile(profile('anon'));
    expect(session.reload().anonymousProfile).toMatchObject({ profileId: 'anon', accessToken: 'at-anon', refreshToken: 'rt-anon' });
  });

  it('does not re-read its stores when another tab writes a key that is not the session’s', async () => {
    const area = createMemoryStorageArea();
    const other: KeyValueStorage = createMemoryStorage(area);
    const { session } = setup(twoProfiles, { storage: createMemoryStorage(area) });
    await session.login();
    const listener = vi.fn();
    session.state.subscribe(listener);
    other.set('theme', 'dark');
    expect(listener).not.toHaveBeenCalled();
    other.set('session.person', 'P2');
    expect(session.state.getSnapshot().personId).toBe('P2');
  });
});

describe('legacy-app autoload (shell.md §4, §9)', () => {
  it('does not start when the session ends, or is disposed of, within the 15 s', async () => {
    for (const end of ['logout', 'dispose'] as const) {
      const loadLegacyApp = vi.fn();
      const { session, timers } = setup(twoProfiles, { loadLegacyApp });
      await session.login();
      if (end === 'logout') session.logoutProfiles(() => undefined);
      else session.dispose();
      timers.advance(15_000);
      expect(loadLegacyApp).not.toHaveBeenCalled();
      expect(timers.size).toBe(0);
    }
  });
});

describe('keep-alive', () => {
  it('asks the server every time, never the GET cache', async () => {
    const kept = new Map<string, CachedResponse>();
    const cache: ResponseCache = {
      get: (scope, key) => kept.get(`${scope} ${key}`),
      set: (scope, key, r) => void kept.set(`${scope} ${key}`, { ...r, expiresAt: Infinity, bytes: 0 }),
      clearScope: () => undefined,
      clear: () => kept.clear(),
      totalBytes: 0,
      size: 0,
    };
    const requests: string[] = [];
    const now = { value: 0 };
    const http = createTestHttpClient({
      fetch: ((request: Request) => {
        requests.push(pathOf(request));
        return Promise.resolve(pathOf(request).endsWith('accesstoken') ? twoProfiles() : bankJson({ active: true }));
      }) as unknown as typeof fetch,
      apiBase: TEST_API,
      getLanguage: () => 'es-ES',
      getAccessToken: () => null,
      readXsrfToken: () => null,
      getCache: () => cache,
    });
    const session = createSession({
      http,
      storage: createMemoryStorage(),
      clock: { now: () => now.value },
      timers: createFakeTimers(now),
      getDeviceBrand: () => Promise.resolve('web'),
      loadActions: () => Promise.resolve(sessionActions),
      decodeBase64: (value) => atob(value),
      logError: vi.fn(),
    });
    await session.login();
    await session.keepAlive();
    await session.keepAlive();
    expect(requests.filter((path) => path === '/genoma_api/rest/session')).toHaveLength(2);
  });
});
