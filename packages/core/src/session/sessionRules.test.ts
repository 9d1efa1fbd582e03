import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage';
import type { KeyValueStorage } from '../storage';
import { SESSION_STORAGE_KEY } from './constants';
import { startStepUp } from '../sessionActions';
import type { SessionOptions } from './types';
import { TEST_API, bankJson, createTestSession, testProfile as profile } from './testing';
import type { FakeServer } from './testing';

const API = TEST_API;

const json = bankJson;

const loginBody = () => json({ person: { id: 'P1' }, accessTokens: [profile('personal'), profile('business', { setId: 'SET-personal' })] });

function setup(server: FakeServer, extra: Partial<SessionOptions> = {}, storage: KeyValueStorage = createMemoryStorage()) {
  return createTestSession(server, { ...extra, storage });
}

const pathOf = (r: Request) => new URL(r.url).pathname;

// The messages of shell.md §8, copied from the spec (its spelling included) rather than imported,
// and matched whole: a reworded message fails these tests.
/** shell.md §8: "Malformed login or sync result, no usable profile, or employee on customer login". */
const INVALID_AUTHENTICATION_RESULT = new Error('Invalid authentication result');
/** shell.md §8: "Malformed ticket result". */
const INVALID_TICKET_RESULT = new Error('Invalid authentication ticket result');
/** shell.md §8: "No OTP". The spec writes "recieved", and so must the code. */
const INVALID_OTP = new Error('Invalid recieved OTP');
/** shell.md §8: "Device brand lookup failed or timed out (2 s)". */
const DEVICE_DATA_TIMEOUT = new Error('Unable to retrieve data from navigator.util (in two seconds)');

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
  it("fails the customer login with 'Unable to retrieve data from navigator.util (in two seconds)' when the lookup takes over 2 s", async () => {
    const { session, timers, requests } = setup(loginBody, { getDeviceBrand: () => new Promise<string>(() => undefined) });
    const login = session.login();
    // The session's actions load first (a module of their own), then the lookup starts its clock.
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers.advance(2_000);
    await expect(login).rejects.toThrow(DEVICE_DATA_TIMEOUT);
    expect(requests).toHaveLength(0);
  });

  it('fails the same way when the lookup fails', async () => {
    const { session } = setup(loginBody, { getDeviceBrand: () => Promise.reject(new Error('bridge down')) });
    await expect(session.login()).rejects.toThrow(DEVICE_DATA_TIMEOUT);
  });
});

describe('generate-ticket (shell.md §3, §5)', () => {
  const context = { clientId: 'web', identifyeeType: 'CUSTOMER', scopes: ['banking'] };

  it("needs an OTP: 'Invalid recieved OTP', spelt as shell.md §8 spells it", async () => {
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

  it("rejects a result without ticket: 'Invalid authentication ticket result'", async () => {
    const { session } = setup(loginBody);
    await expect(session.generateTicket({ otp: '123456', authenticationContext: context })).rejects.toThrow(INVALID_TICKET_RESULT);
  });
});

describe('legacy-app autoload (shell.md §4, §9)', () => {
  // shell.md §9.3: "Legacy-app autoload delay 15 s."
  it('starts 15 s after a login', async () => {
    const loadLegacyApp = vi.fn();
    const { session, timers } = setup(loginBody, { loadLegacyApp });
    await session.login();
    timers.advance(14_999);
    expect(loadLegacyApp).not.toHaveBeenCalled();
    timers.advance(1);
    expect(loadLegacyApp).toHaveBeenCalledTimes(1);
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
