import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import type { KeyValueStorage } from '../storage';
import { SESSION_STORAGE_KEY } from './constants';
import {
  BLOCK_LEGACY_AUTOLOAD_FLAG,
  DEVICE_DATA_TIMEOUT_MESSAGE,
  INVALID_AUTHENTICATION_RESULT,
  INVALID_OTP,
  INVALID_TICKET_RESULT,
  LEGACY_AUTOLOAD_DELAY_MS,
} from './session';
import type { SessionOptions } from './session';
import { TEST_API, bankJson, createTestSession } from './testing';
import type { FakeServer } from './testing';
import { startStepUp } from './stepUp';
import { PROFILE_EXPIRY_GRACE_MS, TOKEN_REFRESH_MAX_TRIES, TOKEN_REQUEST_TIMEOUT_MS } from './tokens';

const API = TEST_API;
const TTL_S = 600;

function profile(id: string, extra: Record<string, unknown> = {}) {
  return {
    profileId: id,
    setId: `SET-${id}`,
    accessToken: `at-${id}`,
    refreshToken: `rt-${id}`,
    accessTokenTimeToLive: TTL_S,
    personId: 'P1',
    default: id === 'personal',
    identifyeeType: 'CUSTOMER',
    ...extra,
  };
}

const json = bankJson;

const loginBody = () => json({ person: { id: 'P1' }, accessTokens: [profile('personal'), profile('business', { setId: 'SET-personal' })] });

function setup(server: FakeServer, extra: Partial<SessionOptions> = {}, storage: KeyValueStorage = createMemoryStorage()) {
  return createTestSession(server, { ...extra, storage });
}

const pathOf = (r: Request) => new URL(r.url).pathname;

describe('sync (shell.md §4)', () => {
  it('runs only after a completed authentication', async () => {
    const { session, requests } = setup(loginBody);
    await session.sync();
    expect(requests).toHaveLength(0);
  });

  it('shares one request between concurrent syncs and keeps the active profile', async () => {
    const { session, paths } = setup(loginBody);
    await session.login();
    session.activateProfile('business');
    await Promise.all([session.sync(), session.sync()]);
    expect(paths().filter((p) => p.endsWith('/synchronize'))).toHaveLength(1);
    expect(session.state.getSnapshot().activeProfileId).toBe('business');
  });

  it('refuses an EMPLOYEE identifyee on sync', async () => {
    let sync = false;
    const { session } = setup(() =>
      sync ? json({ person: { id: 'E' }, accessTokens: [profile('a', { identifyeeType: 'EMPLOYEE' })] }) : loginBody(),
    );
    await session.login();
    sync = true;
    await expect(session.sync()).rejects.toThrow(INVALID_AUTHENTICATION_RESULT);
  });
});

describe('device brand (shell.md §8, §9)', () => {
  it(`fails the customer login with '${DEVICE_DATA_TIMEOUT_MESSAGE}' when the lookup takes over 2 s`, async () => {
    const { session, timers, requests } = setup(loginBody, { getDeviceBrand: () => new Promise<string>(() => undefined) });
    const login = session.login();
    timers.advance(2_000);
    await expect(login).rejects.toThrow(DEVICE_DATA_TIMEOUT_MESSAGE);
    expect(requests).toHaveLength(0);
  });

  it('fails the same way when the lookup fails', async () => {
    const { session } = setup(loginBody, { getDeviceBrand: () => Promise.reject(new Error('bridge down')) });
    await expect(session.login()).rejects.toThrow(DEVICE_DATA_TIMEOUT_MESSAGE);
  });
});

describe('generate-ticket (shell.md §3, §5)', () => {
  const context = { clientId: 'web', identifyeeType: 'CUSTOMER', scopes: ['banking'] };

  it(`needs an OTP: '${INVALID_OTP}'`, async () => {
    const { session, requests } = setup(loginBody);
    await expect(session.generateTicket({ otp: '', authenticationContext: context })).rejects.toThrow(INVALID_OTP);
    expect(requests).toHaveLength(0);
  });

  it('sends the OTP, the authentication context and the MRD values 1006/1064/1002/0', async () => {
    const { session, requests } = setup(() => json({ person: { id: 'P1' }, accessTokens: [profile('personal')], ticket: 'TCK-1' }));
    await expect(session.generateTicket({ otp: '123456', authenticationContext: context })).resolves.toBe('TCK-1');
    const body = JSON.parse(await requests[0]!.text()) as Record<string, unknown>;
    expect(body).toEqual({
      otp: '123456',
      authenticationContext: context,
      mrdInfo: { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 },
    });
    expect(session.state.getSnapshot().status).toBe('completed');
  });

  it(`rejects a result without ticket: '${INVALID_TICKET_RESULT}'`, async () => {
    const { session } = setup(loginBody);
    await expect(session.generateTicket({ otp: '123456', authenticationContext: context })).rejects.toThrow(INVALID_TICKET_RESULT);
  });
});

describe('legacy-app autoload (shell.md §4, §9)', () => {
  it('starts 15 s after a login', async () => {
    const loadLegacyApp = vi.fn();
    const { session, timers } = setup(loginBody, { loadLegacyApp });
    await session.login();
    timers.advance(LEGACY_AUTOLOAD_DELAY_MS - 1);
    expect(loadLegacyApp).not.toHaveBeenCalled();
    timers.advance(1);
    expect(loadLegacyApp).toHaveBeenCalledTimes(1);
  });

  it(`does not start when the local flag ${BLOCK_LEGACY_AUTOLOAD_FLAG} is set to a true value`, async () => {
    const loadLegacyApp = vi.fn();
    const storage = createMemoryStorage();
    storage.set(BLOCK_LEGACY_AUTOLOAD_FLAG, 'true');
    const { session, timers } = setup(loginBody, { loadLegacyApp }, storage);
    await session.login();
    timers.advance(LEGACY_AUTOLOAD_DELAY_MS);
    expect(loadLegacyApp).not.toHaveBeenCalled();
  });
});

describe('logout variants (shell.md §4)', () => {
  it('clears the stored login tracker on logout', async () => {
    const { session, storage } = setup((r) => (pathOf(r).endsWith('accesstoken') ? loginBody() : json({})));
    await session.login();
    expect(storage.get(SESSION_STORAGE_KEY.loginTracker)).not.toBeNull();
    await session.logout();
    expect(storage.get(SESSION_STORAGE_KEY.loginTracker)).toBeNull();
  });

  it('logs profiles out with one callback per distinct setId, then clears every store', async () => {
    const { session } = setup(() =>
      json({
        person: { id: 'P1' },
        accessTokens: [profile('personal'), profile('b', { setId: 'SET-personal' }), profile('c', { setId: 'SET-2' })],
      }),
    );
    await session.login();
    const onSet = vi.fn();
    session.logoutProfiles(onSet);
    expect(onSet.mock.calls).toEqual([['SET-personal'], ['SET-2']]);
    expect(session.state.getSnapshot().profiles).toEqual([]);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('extended session context (shell.md §3, §7)', () => {
  it('is sent as JSON in a header when the active profile has one', async () => {
    const { session, requests } = setup((r) => (pathOf(r).endsWith('accesstoken') ? loginBody() : json({})));
    await session.login();
    session.setSessionContext('personal', { channel: 83 });
    await session.sync().catch(() => undefined);
    expect(requests.at(-1)?.headers.get('x-session-context')).toBe('{"channel":83}');
  });
});

describe('token refresh (shell.md §4, §8, §9)', () => {
  it(`tries up to ${TOKEN_REFRESH_MAX_TRIES} times, then gives up and keeps the profile (other failures are ignored)`, async () => {
    const { session, paths } = setup((r) => (pathOf(r).endsWith('accesstoken') ? loginBody() : json({ error: 'x' }, 500)));
    await session.login();
    await expect(session.refresh()).resolves.toEqual({ kind: 'failed' });
    expect(paths().filter((p) => p === 'POST /oauth2/token')).toHaveLength(TOKEN_REFRESH_MAX_TRIES);
    expect(session.state.getSnapshot().profiles).toHaveLength(2);
  });

  it(`counts a request with no answer within ${TOKEN_REQUEST_TIMEOUT_MS} ms as a time-out`, async () => {
    const { session, timers, paths } = setup((r) =>
      pathOf(r).endsWith('accesstoken')
        ? loginBody()
        : new Promise<Response>((_resolve, reject) =>
            r.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
    );
    await session.login();
    const refresh = session.refresh();
    let settled = false;
    void refresh.finally(() => (settled = true));
    // Reading a fetch body takes Node a few turns of its event loop, more under load: keep
    // yielding until the refresh settles, rather than counting on a fixed number of turns.
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const MAX_TICKS = 50;
    for (let tick = 0; tick < MAX_TICKS && !settled; tick += 1) {
      await flush();
      timers.advance(TOKEN_REQUEST_TIMEOUT_MS);
      await flush();
    }
    await expect(refresh).resolves.toEqual({ kind: 'timeout' });
    expect(paths().filter((p) => p === 'POST /oauth2/token')).toHaveLength(TOKEN_REFRESH_MAX_TRIES);
  });

  it('counts a dropped connection (status 0) as a time-out', async () => {
    const { session } = setup((r) => {
      if (pathOf(r).endsWith('accesstoken')) return loginBody();
      throw new TypeError('Failed to fetch');
    });
    await session.login();
    await expect(session.refresh()).resolves.toEqual({ kind: 'timeout' });
  });

  it('treats the x-token-expired header as expiry and removes the profile', async () => {
    const { session } = setup((r) => (pathOf(r).endsWith('accesstoken') ? loginBody() : json({}, 400, { 'x-token-expired': 'true' })));
    await session.login();
    await expect(session.refresh('business')).resolves.toEqual({ kind: 'expired' });
    expect(session.state.getSnapshot().profiles.map((p) => p.profileId)).toEqual(['personal']);
  });

  it('makes exactly one refresh request for 50 concurrent calls with an expired token', async () => {
    const { session, http, paths } = setup((r) => {
      const path = pathOf(r);
      if (path.endsWith('accesstoken')) return loginBody();
      if (path === '/oauth2/token') return json({ access_token: 'at-new', refresh_token: 'rt-new', expires_in: TTL_S });
      return r.headers.get('authorization') === 'Bearer at-new' ? json({ ok: true }) : json({}, 401, { 'x-token-expired': 'true' });
    });
    await session.login();
    const results = await Promise.all(Array.from({ length: 50 }, () => http.get('/genoma_api/rest/client')));
    expect(results.every((body) => (body as { ok?: boolean }).ok === true)).toBe(true);
    expect(paths().filter((p) => p === 'POST /oauth2/token')).toHaveLength(1);
  });

  it('does not spend a refresh token another tab already rotated: it re-reads the stored one inside the lock', async () => {
    const area = createMemoryStorageArea();
    let lock = Promise.resolve();
    // One mutex shared by both tabs, as the Web Locks API gives across a browser's tabs.
    const runExclusive = <T>(_name: string, task: () => Promise<T>): Promise<T> => {
      const run = lock.then(task);
      lock = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    let rotations = 0;
    const handler = (r: Request) => {
      if (pathOf(r).endsWith('accesstoken')) return loginBody();
      rotations += 1;
      return json({ access_token: `at-${rotations}`, refresh_token: `rt-${rotations}`, expires_in: TTL_S });
    };
    const tabA = setup(handler, { runExclusive }, createMemoryStorage(area));
    await tabA.session.login();
    const tabB = setup(handler, { runExclusive }, createMemoryStorage(area));
    const [a, b] = await Promise.all([tabA.session.refresh(), tabB.session.refresh()]);
    expect(rotations).toBe(1);
    expect(a).toMatchObject({ kind: 'refreshed', refreshToken: 'rt-1' });
    expect(b).toMatchObject({ kind: 'refreshed', refreshToken: 'rt-1' });
    expect(tabB.session.getAccessToken()).toBe('at-1');
  });
});

describe('keep-alive', () => {
  it('tells the server the customer is active, only with a completed session', async () => {
    const { session, paths } = setup((r) => (pathOf(r).endsWith('accesstoken') ? loginBody() : json({ active: true })));
    await session.keepAlive();
    expect(paths()).toEqual([]);
    await session.login();
    await session.keepAlive();
    expect(paths().at(-1)).toBe('GET /genoma_api/rest/session');
  });
});

describe('cleanup (shell.md §4)', () => {
  it('drops a profile whose expiry + 70 s has passed, and only then', async () => {
    const { session, now } = setup(loginBody);
    await session.login();
    const expiry = session.state.getSnapshot().profiles[0]!.expirationTime;
    now.value = expiry + PROFILE_EXPIRY_GRACE_MS - 1;
    session.cleanup();
    expect(session.state.getSnapshot().profiles).toHaveLength(2);
    now.value = expiry + PROFILE_EXPIRY_GRACE_MS;
    session.cleanup();
    expect(session.state.getSnapshot().profiles).toHaveLength(0);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });

  it('clears an anonymous profile past its expiry', () => {
    const { session, now } = setup(loginBody);
    session.setAnonymousProfile(profile('anon'));
    expect(session.getAccessToken()).toBe('at-anon');
    now.value += TTL_S * 1000 + 1;
    session.cleanup();
    expect(session.getAccessToken()).toBeNull();
  });
});

describe('step-up (shell.md §4)', () => {
  it('fetches the SCA information with operative type retrieveScaInfo, and on completion syncs first', async () => {
    const order: string[] = [];
    const { session, requests } = setup((r) => {
      order.push(pathOf(r));
      return pathOf(r).endsWith('/sca/documentation') ? json({ scaRequired: true }) : loginBody();
    });
    await session.login();
    const onComplete = vi.fn(() => order.push('onComplete'));
    const process = await startStepUp(
      { get: (path: string) => (requests.push(new Request(`${API}${path}`)), Promise.resolve({ scaRequired: true })) } as never,
      () => session.sync(),
      { onComplete, onError: vi.fn(), onCancel: vi.fn(), onBack: vi.fn() },
    );
    expect(requests.at(-1)?.url).toBe(`${API}/genoma_api/rest/sca/documentation?operativeType=retrieveScaInfo`);
    await process?.complete();
    expect(order.slice(-2)).toEqual(['/saf/tpa/accesstoken/synchronize', 'onComplete']);
    expect(onComplete).toHaveBeenCalledWith({ scaRequired: true });
  });

  it('passes error, cancel and back through', async () => {
    const callbacks = { onComplete: vi.fn(), onError: vi.fn(), onCancel: vi.fn(), onBack: vi.fn() };
    const failing = await startStepUp({ get: () => Promise.reject(new Error('down')) } as never, () => Promise.resolve(), callbacks);
    expect(failing).toBeNull();
    expect(callbacks.onError).toHaveBeenCalledWith(new Error('down'));
    const process = await startStepUp({ get: () => Promise.resolve({}) } as never, () => Promise.resolve(), callbacks);
    process?.cancel();
    process?.back();
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1);
    expect(callbacks.onBack).toHaveBeenCalledTimes(1);
  });
});
