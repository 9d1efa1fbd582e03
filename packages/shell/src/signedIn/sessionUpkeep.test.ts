import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@bank-shell/core';
import type { Session } from '@bank-shell/core';
import type { PageShowTarget, TokenKeeper } from '@bank-shell/core/signed-in';
import { startSessionUpkeep } from './sessionUpkeep';

const TOKEN_REFRESH_EVERY_MS = 180_000;
const PROFILE_CLEANUP_EVERY_MS = 10_000;

/** When the tests' tokens were issued, and their time to live (10 minutes). */
const ISSUED_AT_MS = 1_000_000;
const TTL_S = 600;
const profileIssuedAt = (profileId: string, issuedAt = ISSUED_AT_MS) => ({
  profileId,
  accessTokenTimeToLive: TTL_S,
  expirationTime: issuedAt + TTL_S * 1000,
});

function fakeSession(profiles = [profileIssuedAt('a'), profileIssuedAt('b')]) {
  const refresh = vi.fn(() => Promise.resolve({ kind: 'refreshed' as const }));
  const cleanup = vi.fn();
  const sync = vi.fn(() => Promise.resolve());
  const state = createStore({ status: 'completed', profiles });
  const tokens: TokenKeeper = { refresh, cleanup } as unknown as TokenKeeper;
  return { session: { state, sync } as unknown as Session, tokens, refresh, cleanup, sync };
}

function fakeWindow() {
  let listener: ((event: { persisted: boolean }) => void) | undefined;
  const win = {
    addEventListener: (_type: string, l: (event: { persisted: boolean }) => void) => (listener = l),
    removeEventListener: () => (listener = undefined),
  } as unknown as PageShowTarget;
  return { win, restore: () => listener?.({ persisted: true }) };
}

const noActivity = { lastLocalActivityAt: () => null };

describe('session upkeep (shell.md §4, §9)', () => {
  it('tells the server every minute that the customer is active, only when they did something since', () => {
    const { session } = fakeSession();
    const keepAlive = vi.fn(() => Promise.resolve());
    Object.assign(session, { keepAlive });
    const intervals: { ms: number; run: () => void }[] = [];
    const setInterval = vi.fn((run: () => void, ms: number) => (intervals.push({ run, ms }), intervals.length));
    let last: number | null = null;
    const { win } = fakeWindow();
    startSessionUpkeep(
      session,
      fakeSession().tokens,
      { scheduleShared: () => () => undefined },
      { lastLocalActivityAt: () => last },
      {
        window: win,
        now: () => ISSUED_AT_MS,
        setInterval,
        clearInterval: vi.fn(),
      },
    );
    const tick = intervals.find((interval) => interval.ms === 60_000);
    tick?.run();
    expect(keepAlive).not.toHaveBeenCalled();
    last = 5;
    tick?.run();
    tick?.run();
    expect(keepAlive).toHaveBeenCalledTimes(1);
  });

  it("refreshes every profile's token every 180 s through the cross-tab scheduler", async () => {
    const { session, tokens, refresh } = fakeSession();
    let task: (() => Promise<void> | void) | undefined;
    const scheduleShared = vi.fn((_name: string, _ms: number, run: () => Promise<void> | void) => ((task = run), () => undefined));
    const { win } = fakeWindow();
    startSessionUpkeep(session, tokens, { scheduleShared }, noActivity, {
      window: win,
      now: () => ISSUED_AT_MS + TOKEN_REFRESH_EVERY_MS,
      setInterval: vi.fn(),
      clearInterval: vi.fn(),
    });
    expect(scheduleShared).toHaveBeenCalledWith('token-refresh', TOKEN_REFRESH_EVERY_MS, expect.any(Function));
    await task?.();
    expect(refresh.mock.calls).toEqual([['a'], ['b']]);
  });

  it('leaves alone a token issued less than 90 s ago: right after a login the task is due at once', async () => {
    const { session, tokens, refresh } = fakeSession([
      profileIssuedAt('fresh', ISSUED_AT_MS),
      profileIssuedAt('old', ISSUED_AT_MS - 90_000),
    ]);
    let task: (() => Promise<void> | void) | undefined;
    const { win } = fakeWindow();
    startSessionUpkeep(session, tokens, { scheduleShared: (_name, _ms, run) => ((task = run), () => undefined) }, noActivity, {
      window: win,
      now: () => ISSUED_AT_MS + 89_999,
      setInterval: vi.fn(),
      clearInterval: vi.fn(),
    });
    await task?.();
    expect(refresh.mock.calls).toEqual([['old']]);
  });

  it('cleans profiles up every 10 s (shell.md §9)', () => {
    const { session, tokens, cleanup } = fakeSession();
    const intervals: { ms: number; run: () => void }[] = [];
    const setInterval = vi.fn((run: () => void, ms: number) => (intervals.push({ run, ms }), intervals.length));
    const { win } = fakeWindow();
    startSessionUpkeep(session, tokens, { scheduleShared: () => () => undefined }, noActivity, {
      window: win,
      now: () => ISSUED_AT_MS + TOKEN_REFRESH_EVERY_MS,
      setInterval,
      clearInterval: vi.fn(),
    });
    // The timer of 10 s is the one that cleans up, not merely some timer.
    intervals.find((interval) => interval.ms === PROFILE_CLEANUP_EVERY_MS)?.run();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('cleans up and re-checks the session when the page comes back from the back-forward cache', () => {
    const { session, tokens, cleanup, sync } = fakeSession();
    const { win, restore } = fakeWindow();
    startSessionUpkeep(session, tokens, { scheduleShared: () => () => undefined }, noActivity, {
      window: win,
      now: () => ISSUED_AT_MS + TOKEN_REFRESH_EVERY_MS,
      setInterval: vi.fn(),
      clearInterval: vi.fn(),
    });
    restore();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledTimes(1);
  });
});
