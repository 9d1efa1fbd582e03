import { describe, expect, it, vi } from 'vitest';
import { createTestHttpClient } from '../http/testing';
import { createStorageRecords } from '../crossTab';
import { createMemoryStorage } from '../storage';
import { TEST_API, bankJson, createFakeTimers, createTestSession, testProfile as profile } from '../session/testing';
import type { FakeServer, TestSessionOptions } from '../session/testing';
import { requestTokenRefresh } from './refreshRequest';

const pathOf = (r: Request) => new URL(r.url).pathname;
const login = () => bankJson({ person: { id: 'P1' }, accessTokens: [profile('personal'), profile('business')] });

/** A bank that logs in and rotates tokens: the n-th refresh gives `at-n` and `rt-n`, valid for 900 s. */
function rotatingBank(): FakeServer {
  let rotations = 0;
  return (r) => {
    if (pathOf(r).endsWith('accesstoken')) return login();
    rotations += 1;
    return bankJson({ access_token: `at-${rotations}`, refresh_token: `rt-${rotations}`, expires_in: 900 });
  };
}

const setup = (server: FakeServer, options: TestSessionOptions = {}) => createTestSession(server, options);

describe('a refreshed token (shell.md §3 "expires_in", seconds)', () => {
  it('expires expires_in seconds after the refresh', async () => {
    const { session, tokens, now } = setup(rotatingBank());
    await session.login();
    now.value += 42_000;
    await tokens.refresh('personal');
    const personal = session.state.getSnapshot().profiles.find((p) => p.profileId === 'personal');
    expect(personal).toMatchObject({ accessToken: 'at-1', accessTokenTimeToLive: 900, expirationTime: now.value + 900 * 1000 });
  });

  it('is asked for with the bearer of the profile being refreshed, not the active one', async () => {
    const { session, tokens, requests } = setup(rotatingBank());
    await session.login();
    await tokens.refresh('business');
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer at-business');
  });

  it('is asked for under the one cross-tab lock named token-refresh', async () => {
    const locks: string[] = [];
    const runExclusive = <T>(name: string, task: () => Promise<T>): Promise<T> => {
      locks.push(name);
      return task();
    };
    const { session, tokens } = setup(rotatingBank(), { runExclusive });
    await session.login();
    await tokens.refresh('business');
    expect(locks).toEqual(['token-refresh']);
  });
});

describe('refreshing a profile that is not there', () => {
  it('answers expired without asking the bank, with no profile at all or an unknown one', async () => {
    const locks: string[] = [];
    const runExclusive = <T>(name: string, task: () => Promise<T>): Promise<T> => {
      locks.push(name);
      return task();
    };
    const { session, tokens, paths } = setup(rotatingBank(), { runExclusive });
    await expect(tokens.refresh()).resolves.toEqual({ kind: 'expired' });
    // With no profile at all there is nothing to lock for.
    expect(locks).toEqual([]);
    await session.login();
    await expect(tokens.refresh('nobody')).resolves.toEqual({ kind: 'expired' });
    expect(paths().filter((p) => p === 'POST /oauth2/token')).toEqual([]);
  });
});

describe('the refresh call itself', () => {
  it('never starts a refresh of its own when the bank says its token expired', async () => {
    const refreshToken = vi.fn(() => Promise.resolve(true));
    const http = createTestHttpClient({
      fetch: () => Promise.resolve(bankJson({}, 401, { 'x-token-expired': 'true' })),
      apiBase: TEST_API,
      getLanguage: () => 'es-ES',
      getAccessToken: () => 'at-personal',
      readXsrfToken: () => null,
      refreshToken,
    });
    const personal = { ...profile('personal'), expirationTime: 0 };
    await expect(requestTokenRefresh(http, personal, 0)).resolves.toEqual({ kind: 'expired' });
    expect(refreshToken).not.toHaveBeenCalled();
  });
});

describe('the ledger of exchanged refresh tokens (issue 13)', () => {
  function withLedger() {
    const records = createStorageRecords(createMemoryStorage());
    const ledger = { records, timers: createFakeTimers({ value: 0 }), logError: vi.fn() };
    return { ...setup(rotatingBank(), { ledger }), records };
  }
  const ledgerOf = async (records: ReturnType<typeof createStorageRecords>) =>
    (await records.read('token-ledger')) as Record<string, string[]>;

  it('keeps the digests of every profile still signed in, and drops those of a profile gone', async () => {
    const { session, tokens, records } = withLedger();
    await session.login();
    await tokens.refresh('personal');
    await tokens.refresh('business');
    const both = await ledgerOf(records);
    expect(Object.keys(both)).toEqual(['personal', 'business']);
    expect(both.personal).toHaveLength(1);
    session.removeProfile('business');
    await tokens.refresh('personal');
    const left = await ledgerOf(records);
    expect(Object.keys(left)).toEqual(['personal']);
    expect(left.personal).toHaveLength(2);
  });

  it('keeps the new tokens and logs the error when the ledger cannot be written', async () => {
    const records = createStorageRecords(createMemoryStorage());
    const failure = new Error('IndexedDB closed');
    const logError = vi.fn();
    const ledger = { records: { ...records, write: () => Promise.reject(failure) }, timers: createFakeTimers({ value: 0 }), logError };
    const { session, tokens } = setup(rotatingBank(), { ledger });
    await session.login();
    await expect(tokens.refresh('personal')).resolves.toMatchObject({ kind: 'refreshed', accessToken: 'at-1' });
    expect(session.getAccessToken()).toBe('at-1');
    expect(logError).toHaveBeenCalledWith(failure);
  });

  it('keeps the last 8 digests of a profile', async () => {
    const { session, tokens, records } = withLedger();
    await session.login();
    for (let i = 0; i < 10; i += 1) await tokens.refresh('personal');
    expect((await ledgerOf(records)).personal).toHaveLength(8);
  });
});

describe('who refreshes: the bank, unless the native app owns the session', () => {
  it('asks the bank when the app does not own the session (it answers null)', async () => {
    const appRefresh = vi.fn(() => Promise.resolve(null));
    const { session, tokens, requests } = setup(rotatingBank(), { appRefresh });
    await session.login();
    await expect(tokens.refresh('personal')).resolves.toMatchObject({ kind: 'refreshed', accessToken: 'at-1' });
    expect(appRefresh).toHaveBeenCalledWith('personal');
    expect(requests.map(pathOf).filter((path) => !path.endsWith('accesstoken'))).toHaveLength(1);
  });

  it('takes the app’s token, and asks the bank nothing, when the app owns the session', async () => {
    const appRefresh = vi.fn(() =>
      Promise.resolve({ kind: 'refreshed' as const, accessToken: 'at-from-the-app', refreshToken: undefined, expiresInSeconds: 300 }),
    );
    const { session, tokens, requests, now } = setup(rotatingBank(), { appRefresh });
    await session.login();
    const before = requests.length;
    await tokens.refresh('personal');
    expect(requests.length).toBe(before);
    expect(session.state.getSnapshot().profiles.find((p) => p.profileId === 'personal')).toMatchObject({
      accessToken: 'at-from-the-app',
      refreshToken: 'rt-personal',
      expirationTime: now.value + 300 * 1000,
    });
  });
});
