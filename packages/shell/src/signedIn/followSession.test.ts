import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@bank-shell/core';
import type { HttpClient, Session, ShellEventBusHost } from '@bank-shell/core';
import { followSessionWithServices } from '.';
import type { SignedInPlatform } from './chunk';

/**
 * A session whose token a test sets: `null` is a visitor, a string a signed-in customer (with a
 * profile), or a prospect's anonymous profile (a token and no profile).
 */
function fakeSession() {
  let token: string | null = null;
  const state = createStore<{ status: string; profiles: { profileId: string }[] }>({ status: 'unauthenticated', profiles: [] });
  const session = { state, getAccessToken: () => token } as unknown as Session;
  return {
    session,
    signIn: (value = 'at-1') => {
      token = value;
      state.set({ status: 'completed', profiles: [{ profileId: 'personal' }] });
    },
    signOut: () => {
      token = null;
      state.set({ status: 'unauthenticated', profiles: [] });
    },
    setAnonymous: (value: string | null) => {
      token = value;
      state.set({ status: 'unauthenticated', profiles: [] });
    },
  };
}

type ChunkLoader = NonNullable<Parameters<typeof followSessionWithServices>[2]>;
type Chunk = Awaited<ReturnType<ChunkLoader>>;

function fakeServices() {
  const stop = vi.fn();
  const refresh = vi.fn(() => Promise.resolve({ kind: 'refreshed', accessToken: 'at-2', refreshToken: 'rt-2', expiresInSeconds: 600 }));
  const startSignedInServices = vi.fn(() => ({ tokens: { refresh, cleanup: vi.fn() }, stop }));
  const chunk = { startSignedInServices } as unknown as Chunk;
  return { chunk, startSignedInServices, stop, refresh };
}

const host = (session: Session) => ({ session, http: {} as HttpClient, events: {} as ShellEventBusHost });
const platform = { logError: vi.fn() } as unknown as SignedInPlatform;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signed-in services follow the session (issue 12: never on the login page)', () => {
  it('loads nothing while the visitor has no token', async () => {
    const { session } = fakeSession();
    const load = vi.fn(() => Promise.resolve(fakeServices().chunk));
    followSessionWithServices(host(session), platform, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  // shell.md §4.9: the token follows the anonymous profile, which is no customer's: a prospect signing up gets none of a customer's services.
  it('loads nothing for an anonymous profile: a prospect has a token and no profile (shell.md §4.9)', async () => {
    const { session, setAnonymous } = fakeSession();
    const load = vi.fn(() => Promise.resolve(fakeServices().chunk));
    followSessionWithServices(host(session), platform, load);
    setAnonymous('anonymous-token');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the services once when the session gets a token, and stops them when the last token goes', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    followSessionWithServices(host(session), platform, () => Promise.resolve(services.chunk));
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
    followSessionWithServices(host(session), platform, () => Promise.resolve(services.chunk));
    await settle();
    expect(services.startSignedInServices).toHaveBeenCalledTimes(1);
  });

  it('does not start services that arrive after the customer already left', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    let arrive: (chunk: Chunk) => void = () => undefined;
    followSessionWithServices(host(session), platform, () => new Promise<Chunk>((resolve) => (arrive = resolve)));
    signIn();
    signOut();
    arrive(services.chunk);
    await settle();
    expect(services.startSignedInServices).not.toHaveBeenCalled();
  });

  it('reports a chunk that cannot load, and tries again on the next change of session', async () => {
    const { session, signIn, signOut } = fakeSession();
    const services = fakeServices();
    const load = vi.fn<ChunkLoader>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(services.chunk);
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
    const lifecycle = followSessionWithServices(host(session), platform, () => Promise.resolve(services.chunk));
    await expect(lifecycle.refreshToken()).resolves.toBe(false);
    signIn();
    await expect(lifecycle.refreshToken()).resolves.toBe(true);
    expect(services.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('the pages’ API client follows the services (issue 42 §1: nothing asked in the name of an ended session)', () => {
  const clientNamed = (name: string) =>
    ({ apiBase: 'https://api.bank.example', get: vi.fn(() => Promise.resolve(name)) }) as unknown as HttpClient;

  it('calls as a visitor before a login, through the session’s scope while its services run, and as a visitor again once it ends', async () => {
    const { session, signIn, signOut } = fakeSession();
    const visitor = clientNamed('visitor');
    const scoped = clientNamed('session');
    const stop = vi.fn();
    const chunk = { startSignedInServices: () => ({ tokens: {}, http: scoped, stop }) } as unknown as Chunk;
    const lifecycle = followSessionWithServices({ session, http: visitor, events: {} as ShellEventBusHost }, platform, () =>
      Promise.resolve(chunk),
    );
    expect(lifecycle.http.apiBase).toBe('https://api.bank.example');
    expect(await lifecycle.http.get('/genoma_api/login/config')).toBe('visitor');
    signIn();
    await settle();
    expect(await lifecycle.http.get('/genoma_api/rest/client')).toBe('session');
    // A listener of the session's, as the services' own watcher of its end: it sees the end
    // before the services stop, so that they can still say why it ended.
    const stoppedWhenSeen: number[] = [];
    session.state.subscribe(() => void stoppedWhenSeen.push(stop.mock.calls.length));
    signOut();
    expect(stoppedWhenSeen).toEqual([0]);
    // The next call is a visitor's at once; the services stop a microtask later, aborting calls on their way.
    expect(await lifecycle.http.get('/genoma_api/login/config')).toBe('visitor');
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
