import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import type { KeyValueStorage } from '../storage';
import { decodeAffluentMark } from '../sessionActions';
import { SESSION_STORAGE_KEY } from './constants';
import { TEST_API, bankJson, createTestSession } from './testing';
import type { FakeServer } from './testing';

const API = TEST_API;
/** shell.md §8, copied rather than imported, and matched whole. */
const INVALID_AUTHENTICATION_RESULT = new Error('Invalid authentication result');
const b64 = (s: string) => btoa(s);
const decodeBase64 = (s: string) => atob(s);

function profile(id: string, isDefault: boolean, extra: Record<string, unknown> = {}) {
  return {
    profileId: id,
    setId: `SET-${id}`,
    accessToken: `at-${id}`,
    refreshToken: `rt-${id}`,
    accessTokenTimeToLive: 600,
    personId: 'P1',
    default: isDefault,
    identifyeeType: 'CUSTOMER',
    ...extra,
  };
}

type Handler = FakeServer;
const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) => bankJson(body, init.status, init.headers);

function setup(handler: Handler, storage: KeyValueStorage = createMemoryStorage()) {
  return createTestSession(handler, { storage });
}

const twoProfiles = () =>
  json(
    { person: { id: 'P1' }, accessTokens: [profile('personal', true), profile('business', false)] },
    { headers: { 'x-ing-affluent': `abc.${b64('AFLNT_HIGH')}.def` } },
  );

describe('session login (shell.md §4, §5)', () => {
  it('stores the profiles and activates the default one', async () => {
    const { session } = setup(twoProfiles);
    await session.login();
    const snapshot = session.state.getSnapshot();
    expect(snapshot.status).toBe('completed');
    expect(snapshot.profiles.map((p) => p.profileId)).toEqual(['personal', 'business']);
    expect(snapshot.activeProfileId).toBe('personal');
    expect(session.getAccessToken()).toBe('at-personal');
  });

  it('activates the first profile when none is the default', async () => {
    const { session } = setup(() => json({ person: { id: 'P1' }, accessTokens: [profile('a', false), profile('b', false)] }));
    await session.login();
    expect(session.state.getSnapshot().activeProfileId).toBe('a');
  });

  it('sends the device-brand header on customer login', async () => {
    const { session, requests } = setup(twoProfiles);
    await session.login();
    expect(requests[0]?.url).toBe(`${API}/genoma_api/saf/tpa/accesstoken`);
    expect(requests[0]?.headers.get('x-device-brand')).toBe('web');
  });

  it('sets the expiry to now plus the time to live', async () => {
    const { session, now } = setup(twoProfiles);
    await session.login();
    expect(session.state.getSnapshot().profiles[0]?.expirationTime).toBe(now.value + 600_000);
  });

  // shell.md §3.1: "expirationTime (epoch ms; defaults to now plus time to live)".
  it('keeps an expirationTime the bank gives (shell.md §3.1)', async () => {
    const { session } = setup(() =>
      json({ person: { id: 'P1' }, accessTokens: [profile('personal', true, { expirationTime: 1_700_000_000_000 })] }),
    );
    await session.login();
    expect(session.state.getSnapshot().profiles[0]?.expirationTime).toBe(1_700_000_000_000);
  });

  it('keeps an expirationTime given to addProfiles and setAnonymousProfile (shell.md §3.1)', async () => {
    const { session } = setup(twoProfiles);
    session.setAnonymousProfile(profile('anonymous', false, { expirationTime: 1_700_000_000_000 }));
    expect(session.state.getSnapshot().anonymousProfile?.expirationTime).toBe(1_700_000_000_000);
    await session.login();
    session.addProfiles([profile('company', false, { expirationTime: 1_700_000_300_000 })]);
    expect(session.state.getSnapshot().profiles.find((p) => p.profileId === 'company')?.expirationTime).toBe(1_700_000_300_000);
  });

  it.each([
    ['a string', '1700000000000'],
    ['zero', 0],
    ['a negative time', -1],
    ['null', null],
  ])('refuses a login whose expirationTime is %s (shell.md §3.1)', async (_name, expirationTime) => {
    const { session } = setup(() => json({ person: { id: 'P1' }, accessTokens: [profile('personal', true, { expirationTime })] }));
    await expect(session.login()).rejects.toThrow();
    expect(session.state.getSnapshot().profiles).toEqual([]);
  });

  it('takes the affluent mark from X-ING-AFFLUENT: AFLNT_HIGH is 1000 (shell.md §3, §9.7)', async () => {
    const { session } = setup(twoProfiles);
    await session.login();
    expect(session.state.getSnapshot().affluentLevel).toBe(1000);
  });

  it('attaches the affluent level to the session context header (shell.md §6): 1000 for AFLNT_HIGH', async () => {
    const { session } = setup(twoProfiles);
    await session.login();
    expect(session.getSessionContext()).toEqual({ affluentLevel: 1000 });
    session.setSessionContext('personal', { segment: 'retail' });
    expect(session.getSessionContext()).toEqual({ segment: 'retail', affluentLevel: 1000 });
  });

  it('sends no affluent level in the context for a customer who is not affluent (NO_AFLNT 0)', async () => {
    const { session } = setup(() => json({ person: { id: 'P1' }, accessTokens: [profile('personal', true)] }));
    await session.login();
    expect(session.state.getSnapshot().affluentLevel).toBe(0);
    expect(session.getSessionContext()).toBeNull();
  });

  it('keeps a new affluent level from the affluent-mark event: AFLNT_MEDIUM is 100, and it is stored', async () => {
    const storage = createMemoryStorage();
    const { session } = setup(twoProfiles, storage);
    await session.login();
    session.setAffluentLevel(100);
    expect(session.getSessionContext()).toEqual({ affluentLevel: 100 });
    expect(setup(twoProfiles, storage).session.state.getSnapshot().affluentLevel).toBe(100);
  });

  it("rejects an empty accessTokens list with 'Invalid authentication result'", async () => {
    const { session } = setup(() => json({ person: { id: 'P1' }, accessTokens: [] }));
    await expect(session.login()).rejects.toThrow(INVALID_AUTHENTICATION_RESULT);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });

  it("rejects a person without id with 'Invalid authentication result'", async () => {
    const { session } = setup(() => json({ person: {}, accessTokens: [profile('a', true)] }));
    await expect(session.login()).rejects.toThrow(INVALID_AUTHENTICATION_RESULT);
  });

  it('refuses an EMPLOYEE identifyee on customer login', async () => {
    const { session } = setup(() => json({ person: { id: 'E1' }, accessTokens: [profile('a', true, { identifyeeType: 'EMPLOYEE' })] }));
    await expect(session.login()).rejects.toThrow(INVALID_AUTHENTICATION_RESULT);
  });

  it('allows an EMPLOYEE identifyee on agent login, through the agent endpoint', async () => {
    const { session, requests } = setup(() =>
      json({ person: { id: 'E1' }, accessTokens: [profile('a', true, { identifyeeType: 'EMPLOYEE' })] }),
    );
    await session.login({ kind: 'agent' });
    expect(requests[0]?.url).toBe(`${API}/assisted_channels/saf/tpa/accesstoken`);
    expect(session.state.getSnapshot().status).toBe('completed');
  });

  it('shares one request between concurrent logins', async () => {
    const { session, requests } = setup(twoProfiles);
    await Promise.all([session.login(), session.login()]);
    expect(requests).toHaveLength(1);
  });

  it('does not fetch again when a profile is already active, unless forced', async () => {
    const { session, requests } = setup(twoProfiles);
    await session.login();
    await session.login();
    expect(requests).toHaveLength(1);
    await session.login({ force: true });
    expect(requests).toHaveLength(2);
  });

  it('survives a reload: a new session over the same storage is completed', async () => {
    const storage = createMemoryStorage();
    await setup(twoProfiles, storage).session.login();
    const reloaded = setup(twoProfiles, storage).session;
    expect(reloaded.state.getSnapshot().status).toBe('completed');
    expect(reloaded.getAccessToken()).toBe('at-personal');
  });
});

describe('profiles', () => {
  it('switches the active profile and with it the access token', async () => {
    const { session } = setup(twoProfiles);
    await session.login();
    session.activateProfile('business');
    expect(session.getAccessToken()).toBe('at-business');
  });

  it('refuses to activate an unknown profile', async () => {
    const { session } = setup(twoProfiles);
    await session.login();
    expect(() => session.activateProfile('nope')).toThrow('Unknown profile "nope"');
  });

  it("treats the native bootstrap profile id 'bootstrap' as no profile", () => {
    const storage = createMemoryStorage();
    storage.set(SESSION_STORAGE_KEY.activeProfileId, 'bootstrap');
    storage.set(SESSION_STORAGE_KEY.profiles, '[]');
    const { session } = setup(twoProfiles, storage);
    expect(session.state.getSnapshot().activeProfileId).toBeNull();
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('logout (shell.md §4)', () => {
  it('revokes the refresh tokens, deletes the server session and clears the stores', async () => {
    const { session, requests, storage } = setup((r) => (r.url.endsWith('accesstoken') ? twoProfiles() : json({})));
    await session.login();
    await session.logout();
    const calls = requests.slice(1).map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(calls).toEqual(['POST /oauth2/token/revoke', 'POST /oauth2/token/revoke', 'DELETE /genoma_api/rest/session']);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
    expect(storage.get(SESSION_STORAGE_KEY.profiles)).toBeNull();
    expect(session.getAccessToken()).toBeNull();
  });

  it('writes a logout event whose index starts at 101 and grows by one (shell.md §4, §9)', async () => {
    const { session, storage } = setup((r) => (r.url.endsWith('accesstoken') ? twoProfiles() : json({})));
    await session.logout();
    expect(storage.get(SESSION_STORAGE_KEY.logoutEvent)).toBe('101');
    await session.logout();
    expect(storage.get(SESSION_STORAGE_KEY.logoutEvent)).toBe('102');
  });

  it('logs out every other tab through the logout event', async () => {
    const area = createMemoryStorageArea();
    const handler = (r: Request) => (r.url.endsWith('accesstoken') ? twoProfiles() : json({}));
    const tabA = setup(handler, createMemoryStorage(area)).session;
    await tabA.login();
    const tabB = setup(handler, createMemoryStorage(area)).session;
    expect(tabB.state.getSnapshot().status).toBe('completed');
    await tabA.logout();
    expect(tabB.state.getSnapshot().status).toBe('unauthenticated');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const { session } = setup((r) => {
      if (r.url.endsWith('accesstoken')) return twoProfiles();
      throw new TypeError('Failed to fetch');
    });
    await session.login();
    await session.logout();
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('decodeAffluentMark (shell.md §3)', () => {
  const log = vi.fn();
  it.each([
    ['NO_AFLNT', 0],
    ['AFLNT_LOW', 10],
    ['AFLNT_MEDIUM', 100],
    ['AFLNT_HIGH', 1000],
  ])('decodes %s as %i', (name, level) => {
    expect(decodeAffluentMark(`x.${b64(name)}.y`, decodeBase64, log)).toBe(level);
  });

  it('resets to none on a null mark', () => {
    expect(decodeAffluentMark(null, decodeBase64, log)).toBe(0);
  });

  it("logs 'Affluent mark must be a string!' for a non-string mark", () => {
    const logError = vi.fn();
    expect(decodeAffluentMark(42, decodeBase64, logError)).toBe(0);
    expect(logError).toHaveBeenCalledWith('Affluent mark must be a string!');
  });

  it("logs 'Error decoding affluent flag' for an undecodable mark", () => {
    const logError = vi.fn();
    expect(decodeAffluentMark('nodots', decodeBase64, logError)).toBe(0);
    expect(decodeAffluentMark(`a.${b64('PLATINUM')}.b`, decodeBase64, logError)).toBe(0);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledWith('Error decoding affluent flag');
  });
});
