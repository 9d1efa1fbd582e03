import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createStore } from '@bank-shell/core';
import type { Session, SessionSnapshot } from '@bank-shell/core';
import { createSessionRelay } from './sessionRelay';
import type { TokenRefresher } from './sessionRelay';

/** A session whose token, context and active profile a test sets. */
function fakeSession() {
  let token: string | null = null;
  let context: Readonly<Record<string, unknown>> | null = null;
  const state = createStore<SessionSnapshot>(SIGNED_OUT);
  const session = {
    state,
    getAccessToken: () => token,
    getSessionContext: () => context,
  } as unknown as Pick<Session, 'getAccessToken' | 'getSessionContext' | 'state'>;
  return {
    session,
    signIn: (value: string, profileId: string, sessionContext: Readonly<Record<string, unknown>> | null = null) => {
      token = value;
      context = sessionContext;
      state.set({ ...state.getSnapshot(), status: 'completed', activeProfileId: profileId });
    },
  };
}

describe('session relay before it is connected: no session, nothing to send', () => {
  it('has no token, no session context and no active profile', () => {
    const relay = createSessionRelay();
    expect(relay.getAccessToken()).toBeNull();
    expect(relay.getSessionContext()).toBeNull();
    expect(relay.getActiveProfileId()).toBeNull();
  });

  it('answers a refresh with false: there is no token to renew', async () => {
    await expect(createSessionRelay().refresh()).resolves.toBe(false);
  });
});

describe('session relay once connected: everything reads through to the session', () => {
  it("gives the session's current token, context and active profile, as they change", () => {
    const { session, signIn } = fakeSession();
    const relay = createSessionRelay();
    relay.connect(session, { refreshToken: () => Promise.resolve(false) });
    expect(relay.getAccessToken()).toBeNull();
    expect(relay.getActiveProfileId()).toBeNull();
    signIn('at-1', 'profile-1', { channel: 'web' });
    expect(relay.getAccessToken()).toBe('at-1');
    expect(relay.getSessionContext()).toEqual({ channel: 'web' });
    expect(relay.getActiveProfileId()).toBe('profile-1');
    signIn('at-2', 'profile-2');
    expect(relay.getAccessToken()).toBe('at-2');
    expect(relay.getSessionContext()).toBeNull();
    expect(relay.getActiveProfileId()).toBe('profile-2');
  });

  it.each([true, false])('resolves a refresh with what the refresher resolves (%s), asking it once per refresh', async (renewed) => {
    const { session } = fakeSession();
    const refreshToken = vi.fn(() => Promise.resolve(renewed));
    const refresher: TokenRefresher = { refreshToken };
    const relay = createSessionRelay();
    relay.connect(session, refresher);
    await expect(relay.refresh()).resolves.toBe(renewed);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await expect(relay.refresh()).resolves.toBe(renewed);
    expect(refreshToken).toHaveBeenCalledTimes(2);
  });
});
