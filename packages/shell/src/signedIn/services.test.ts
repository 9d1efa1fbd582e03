import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createShellEventBus, createStore } from '@bank-shell/core';
import type { HttpClient, Session } from '@bank-shell/core';
import { startSignedInServices } from './services';
import type { SignedInPlatform } from './services';

/** A window with just what the services listen to, and timers a test can count. */
function fakePlatform() {
  const listeners = new Set<string>();
  const intervals = new Map<number, number>();
  let next = 1;
  const win = {
    navigator: {},
    crypto: { randomUUID: () => 'tab-1' },
    document: { cookie: '' },
    addEventListener: (type: string) => listeners.add(type),
    removeEventListener: (type: string) => listeners.delete(type),
    requestAnimationFrame: () => 0,
  } as unknown as Window;
  const platform: SignedInPlatform = {
    window: win,
    storage: createMemoryStorage(),
    clock: { now: () => 0 },
    timers: {
      setTimeout: () => next++,
      clearTimeout: () => undefined,
      setInterval: (_callback, ms) => {
        intervals.set(next, ms);
        return next++;
      },
      clearInterval: (handle) => intervals.delete(handle as number),
    },
    nativeWrapper: false,
    whenIdle: (callback) => callback(),
    logError: vi.fn(),
  };
  return { platform, listeners, intervals };
}

const visitorSession = () => ({ state: createStore({ status: 'pending', profiles: [] }) }) as unknown as Session;

describe('signed-in services (issue 12: one chunk after login)', () => {
  it("allow the spec's topics about a signed-in customer on the shell's bus", () => {
    const { platform } = fakePlatform();
    const events = createShellEventBus();
    expect(() => events.subscribe('change-masked-mode', vi.fn())).toThrow();
    startSignedInServices({ session: visitorSession(), http: {} as HttpClient, events }, platform);
    expect(() => events.subscribe('change-masked-mode', vi.fn())).not.toThrow();
  });

  it('run the 10 s profile cleanup, the keep-alive and the inactivity check, and stop them all on stop()', () => {
    const { platform, intervals, listeners } = fakePlatform();
    const services = startSignedInServices({ session: visitorSession(), http: {} as HttpClient, events: createShellEventBus() }, platform);
    expect([...intervals.values()]).toEqual(expect.arrayContaining([10_000, 60_000, 1_000]));
    expect(listeners.has('keydown')).toBe(true);
    services.stop();
    expect(intervals.size).toBe(0);
    expect(listeners.has('keydown')).toBe(false);
  });
});
