import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@bank-shell/core';
import type { HttpClient, Session, ShellEventBus } from '@bank-shell/core';
import { followSessionWithServices } from '.';
import type { SignedInPlatform } from './chunk';

/** A session whose token a test sets: `null` is a visitor, a string a signed-in customer. */
function fakeSession() {
  let token: string | null = null;
  const state = createStore({ status: 'unauthenticated' });
  const session = { state, getAccessToken: () => token } as unknown as Session;
  return {
    session,
    signIn: (value = 'at-1') => {
      token = value;
      state.set({ status: 'completed' });
    },
    signOut: () => {
      token = null;
      state.set({ status: 'unauthenticated' });
    },
  };
}

function fakeServices() {
  const stop = vi.fn();
  const refresh = vi.fn(() => Promise.resolve({ kind: 'refreshed' as const }));
  const startSignedInServices = vi.fn(() => ({ tokens: { refresh, cleanup: vi.fn() }, stop }));
  return { startSignedInServices, stop, refresh };
}

const host = (session: Session) => ({ session, http: {} as HttpClient, events: {} as ShellEventBus });
const platform = { logError: vi.fn() } as unknown as SignedInPlatform;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signed-in services follow the session (issue 12: never on the login page)', () => {
  it('loads nothing while the visitor has no token', async () => {
    const { session } = fakeSession();
    const load = vi.fn(() => Promise.resolve(fakeServices()));
    followSessionWithServices(host(session), platform, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the services once when the session gets a token, and stops them when the last token goes', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    followSessionWithServices(host(session), platform, () => Promise.resolve(services));
    signIn();
    signIn('at-2');
    await settle();
    expect(services.startSignedInServices).toHaveBeenCalledTimes(1);
    signOut();
    await settle();
    expect(services.stop).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a page opened with a stored session', async () => {
    const { session, signIn } = fakeSession();
    signIn();
    const services = fakeServices();
    followSessionWithServices(host(session), platform, () => Promise.resolve(services));
    await settle();
    expect(services.startSignedInServices).toHaveBeenCalledTimes(1);
  });

  it('does not start services that arrive after the customer already left', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    let arrive: (chunk: typeof services) => void = () => undefined;
    followSessionWithServices(host(session), platform, () => new Promise((resolve) => (arrive = resolve)));
    signIn();
    signOut();
    arrive(services);
    await settle();
    expect(services.startSignedInServices).not.toHaveBeenCalled();
  });

  it('reports a chunk that cannot load, and tries again on the next change of session', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(services);
    const logError = vi.fn();
    followSessionWithServices(host(session), { ...platform, logError }, load);
    signIn();
    await settle();
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    signOut();
    signIn();
    await settle();
    expect(services.startSignedInServices).toHaveBeenCalledTimes(1);
  });

  it("refreshes the token through the running services for the API client's retry, and says no without them", async () => {
    const { session, signIn } = fakeSession();
    const services = fakeServices();
    const lifecycle = followSessionWithServices(host(session), platform, () => Promise.resolve(services));
    await expect(lifecycle.refreshToken()).resolves.toBe(false);
    signIn();
    await expect(lifecycle.refreshToken()).resolves.toBe(true);
    expect(services.refresh).toHaveBeenCalledTimes(1);
  });
});
