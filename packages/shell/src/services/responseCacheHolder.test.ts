import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@bank-shell/react/testing';
import { createStore } from '@bank-shell/core';
import type { ResponseCache, SessionSnapshot } from '@bank-shell/core';
import { createResponseCacheHolder } from './responseCacheHolder';

type LoadModule = NonNullable<Parameters<typeof createResponseCacheHolder>[1]>;
type CacheModule = Awaited<ReturnType<LoadModule>>;

/** Lets the promise chains started by the holder run to their end; no timers involved. */
async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function setup() {
  const clear = vi.fn();
  const cache = { clear, clearScope: vi.fn(), get: vi.fn(), set: vi.fn(), totalBytes: 0, size: 0 } satisfies ResponseCache;
  const createResponseCache = vi.fn((_options: { now: () => number }) => cache);
  const loadModule = vi.fn<LoadModule>(() => Promise.resolve({ createResponseCache } satisfies CacheModule));
  const logError = vi.fn();
  const holder = createResponseCacheHolder({ now: () => 1_700_000_000_000 }, loadModule, logError);
  const state = createStore<SessionSnapshot>(SIGNED_OUT);
  const setStatus = (status: SessionSnapshot['status']) => state.set({ ...state.getSnapshot(), status });
  return { holder, state, setStatus, cache, clear, createResponseCache, loadModule, logError };
}

describe('GET cache holder: a cache while a customer is logged in (shell.md §7)', () => {
  it('has no cache, and loads nothing, before a login', async () => {
    const { holder, state, loadModule } = setup();
    holder.followSession({ state });
    await flushPromises();
    expect(holder.current()).toBeUndefined();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('loads the cache module once when the session completes, and then holds the cache', async () => {
    const { holder, state, setStatus, cache, loadModule, createResponseCache } = setup();
    holder.followSession({ state });
    setStatus('pending');
    setStatus('completed');
    setStatus('completed');
    await holder.ensure();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(createResponseCache).toHaveBeenCalledTimes(1);
    expect(holder.current()).toBe(cache);
  });

  it("creates the cache on the holder's clock", async () => {
    const { holder, state, setStatus, createResponseCache } = setup();
    holder.followSession({ state });
    setStatus('completed');
    await holder.ensure();
    expect(createResponseCache.mock.calls[0]?.[0].now()).toBe(1_700_000_000_000);
  });

  it('loads at once for a page opened with a completed session', async () => {
    const { holder, state, setStatus, cache, loadModule } = setup();
    setStatus('completed');
    holder.followSession({ state });
    await flushPromises();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(holder.current()).toBe(cache);
  });

  it('empties the cache at logout, so nothing of one customer stays for the next', async () => {
    const { holder, state, setStatus, clear } = setup();
    holder.followSession({ state });
    setStatus('completed');
    await holder.ensure();
    expect(clear).not.toHaveBeenCalled();
    setStatus('unauthenticated');
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('stops following the session once the returned function is called', async () => {
    const { holder, state, setStatus, clear } = setup();
    const stop = holder.followSession({ state });
    setStatus('completed');
    await holder.ensure();
    stop();
    setStatus('unauthenticated');
    expect(clear).not.toHaveBeenCalled();
  });

  it('reports a module that fails to load, and loads it again on the next ensure (twice in all)', async () => {
    const { holder, state, setStatus, cache, loadModule, createResponseCache, logError } = setup();
    loadModule.mockRejectedValueOnce(new Error('offline'));
    holder.followSession({ state });
    setStatus('completed');
    await flushPromises();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    expect(holder.current()).toBeUndefined();
    await holder.ensure();
    expect(loadModule).toHaveBeenCalledTimes(2);
    expect(createResponseCache).toHaveBeenCalledTimes(1);
    expect(holder.current()).toBe(cache);
  });
});
