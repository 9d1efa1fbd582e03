import { describe, expect, it, vi } from 'vitest';
import { createTestSession, testProfile } from '../session/testing';
import type { FakeServer } from '../session/testing';
import { NativeBridgeError } from './errors';
import { startSessionBridge, supportsSessionBridge } from './sessionBridge';

/** The app's side: the session it owns, answered the way the bridge hands it over. */
function fakeApp(initial: { activeProfileId: string | null; profiles: Record<string, unknown>[] }) {
  const app = { ...initial };
  const reads: string[] = [];
  const bridge = {
    call: vi.fn((method: string) => {
      reads.push(method);
      if (method === 'getActiveProfileId') return Promise.resolve({ profileId: app.activeProfileId });
      if (method === 'getProfiles') return Promise.resolve(app.profiles);
      return Promise.reject(new NativeBridgeError('CAPABILITY_NOT_AVAILABLE', 'Capability not available'));
    }) as never,
    notify: vi.fn(),
  };
  return { app, bridge, reads };
}

/** A profile as the app hands it over: the bank's, without its refresh token. */
const handedOver = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => {
  const profile: Record<string, unknown> = testProfile(id, extra);
  delete profile['refreshToken'];
  return profile;
};

/** Any call to the bank fails the test: while the app owns the session, the web calls nobody. */
const noServer: FakeServer = (request) => {
  throw new Error(`unexpected ${request.method} ${request.url}`);
};

function setup(app = fakeApp({ activeProfileId: 'business', profiles: [handedOver('personal'), handedOver('business')] })) {
  const notifications = new EventTarget();
  const logError = vi.fn();
  let sessionBridge: ReturnType<typeof startSessionBridge> | null = null;
  const test = createTestSession(noServer, { appRefresh: (profileId) => sessionBridge!.refresh(profileId) });
  sessionBridge = startSessionBridge({ bridge: app.bridge, session: test.session, notifications, logError });
  const notify = (detail: unknown) => notifications.dispatchEvent(new CustomEvent('bank-native-notification', { detail }));
  return { ...app, ...test, sessionBridge, notify, bridgeLogError: logError };
}

describe('the session bridge (shell.md §4, §7, §9)', () => {
  it.each([
    ['android', '1.7.2', true],
    ['android', '1.7.1', false],
    ['android', '2.0.0', true],
    ['ios', '1.7.4', true],
    ['ios', '1.7.3', false],
    ['ios', '1.6.9', false],
  ] as const)('%s %s: the app owns the session: %s (Android 1.7.2, iOS 1.7.4)', (platform, version, owns) => {
    expect(supportsSessionBridge({ platform, version })).toBe(owns);
  });

  it('takes the app’s session over: its profiles, its active profile, completed, without a call to the bank', async () => {
    const { sessionBridge, session, reads, requests } = setup();
    await sessionBridge.pull();
    const snapshot = session.state.getSnapshot();
    expect(reads.sort()).toEqual(['getActiveProfileId', 'getProfiles']);
    expect(snapshot.status).toBe('completed');
    expect(snapshot.activeProfileId).toBe('business');
    expect(snapshot.profiles.map((p) => p.profileId).sort()).toEqual(['business', 'personal']);
    expect(session.getAccessToken()).toBe('at-business');
    expect(requests).toEqual([]);
  });

  it('keeps no refresh token of the app’s: it stays with its owner', async () => {
    const { sessionBridge, session } = setup();
    await sessionBridge.pull();
    for (const profile of session.state.getSnapshot().profiles) expect(profile.refreshToken).toBe('held-by-the-native-app');
  });

  it.each([['bootstrap'], [null]])('takes the active profile id %j as no profile: no session', async (activeProfileId) => {
    const { sessionBridge, session } = setup(fakeApp({ activeProfileId, profiles: [handedOver('personal')] }));
    await sessionBridge.pull();
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
    expect(session.getAccessToken()).toBeNull();
  });

  it('follows the app when it says its session changed: a switch, then a logout, told back to nobody', async () => {
    const { sessionBridge, session, app, notify, bridge } = setup();
    await sessionBridge.pull();
    app.activeProfileId = 'personal';
    notify({ name: 'sessionChanged' });
    await vi.waitFor(() => expect(session.state.getSnapshot().activeProfileId).toBe('personal'));
    app.activeProfileId = 'bootstrap';
    app.profiles = [];
    notify({ name: 'sessionChanged' });
    await vi.waitFor(() => expect(session.state.getSnapshot().status).toBe('unauthenticated'));
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('tells the app when the customer switches profile or logs out in the web', async () => {
    const { sessionBridge, session, bridge } = setup();
    await sessionBridge.pull();
    session.activateProfile('personal');
    expect(bridge.notify).toHaveBeenLastCalledWith('setActiveProfile', { profileId: 'personal' });
    session.logoutProfiles(() => undefined);
    expect(bridge.notify).toHaveBeenLastCalledWith('logout');
    expect(bridge.notify).toHaveBeenCalledTimes(2);
  });

  it('ignores and logs a malformed notification', async () => {
    const { sessionBridge, notify, bridgeLogError, reads } = setup();
    await sessionBridge.pull();
    const before = reads.length;
    for (const detail of [null, 'sessionChanged', { name: 'logout' }, { name: 7 }]) notify(detail);
    expect(bridgeLogError).toHaveBeenCalledTimes(4);
    expect(reads.length).toBe(before);
  });

  it('keeps what the web has when the app does not answer (the bridge logged it)', async () => {
    const { sessionBridge, session, bridge, bridgeLogError } = setup();
    await sessionBridge.pull();
    (bridge.call as unknown as ReturnType<typeof vi.fn>).mockRejectedValue(
      new NativeBridgeError('TIMEOUT', 'The native app did not answer within 2000 ms'),
    );
    await sessionBridge.pull();
    expect(session.state.getSnapshot().status).toBe('completed');
    expect(bridgeLogError).toHaveBeenCalledOnce();
  });
});

describe('one owner refreshes: the app (docs/native-bridge.md)', () => {
  it('a refresh takes the app’s current token and never asks the bank', async () => {
    const { sessionBridge, session, app, tokens, requests } = setup();
    await sessionBridge.pull();
    app.profiles = [handedOver('personal'), handedOver('business', { accessToken: 'at-business-renewed-by-the-app' })];
    await expect(tokens.refresh()).resolves.toMatchObject({ kind: 'refreshed', accessToken: 'at-business-renewed-by-the-app' });
    expect(session.getAccessToken()).toBe('at-business-renewed-by-the-app');
    expect(requests).toEqual([]);
  });

  it('two refreshes at once make one read of the app, and none of the bank', async () => {
    const { sessionBridge, reads, tokens, requests } = setup();
    await sessionBridge.pull();
    reads.length = 0;
    await Promise.all([tokens.refresh(), tokens.refresh()]);
    expect(reads.filter((method) => method === 'getProfiles')).toHaveLength(1);
    expect(requests).toEqual([]);
  });

  it('a profile the app no longer has expires in the web too', async () => {
    const { sessionBridge, session, app, tokens } = setup();
    await sessionBridge.pull();
    app.profiles = [handedOver('personal')];
    await expect(tokens.refresh('business')).resolves.toEqual({ kind: 'expired' });
    expect(session.state.getSnapshot().profiles.map((p) => p.profileId)).toEqual(['personal']);
  });
});
