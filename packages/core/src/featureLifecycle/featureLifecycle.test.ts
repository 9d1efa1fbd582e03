import { describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../native/testing';
import { FeatureTimeoutError, createFeatureLifecycles, moduleUrlForAttempt } from '.';
import type { FeatureLifecycleOptions, FeatureStatus } from '.';
import { deferred, flushPromises as flush } from '../testing/promises';

const URL = 'http://bank.localhost:8080/cdn/features/help/help.5a4b3c2d.js';

function setUp(overrides: Partial<FeatureLifecycleOptions<string>> = {}) {
  const timers = manualTimers();
  const onError = vi.fn();
  const importModule = vi.fn((url: string) => Promise.resolve({ default: `module at ${url}` }));
  const bootstrap = vi.fn((module: unknown) => Promise.resolve(`feature of ${(module as { default: string }).default}`));
  const lifecycles = createFeatureLifecycles<string>({ importModule, bootstrap, timers, onError, ...overrides });
  const lifecycle = lifecycles.lifecycleOf(URL);
  const statuses: FeatureStatus[] = [lifecycle.state.getSnapshot().status];
  lifecycle.state.subscribe(() => statuses.push(lifecycle.state.getSnapshot().status));
  return { timers, onError, importModule, bootstrap, lifecycles, lifecycle, statuses };
}

describe('the lifecycle of a feature module (issue 15 §3, after single-spa)', () => {
  it('goes NOT_LOADED → LOADING_SOURCE_CODE → BOOTSTRAPPING → NOT_MOUNTED → MOUNTING → MOUNTED', async () => {
    const { lifecycle, statuses, bootstrap } = setUp();
    await expect(lifecycle.load()).resolves.toBe(`feature of module at ${URL}`);
    expect(bootstrap).toHaveBeenCalledWith({ default: `module at ${URL}` }, URL);
    lifecycle.mount();
    lifecycle.mounted();
    expect(statuses).toEqual(['NOT_LOADED', 'LOADING_SOURCE_CODE', 'BOOTSTRAPPING', 'NOT_MOUNTED', 'MOUNTING', 'MOUNTED']);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'MOUNTED', feature: `feature of module at ${URL}` });
  });

  it('is one per URL: a feature loaded once mounts at once on a later route, without loading again', async () => {
    const { lifecycles, lifecycle, importModule } = setUp();
    await lifecycle.load();
    lifecycle.mount();
    lifecycle.mounted();
    lifecycle.unmount();
    expect(lifecycles.lifecycleOf(URL)).toBe(lifecycle);
    await lifecycles.lifecycleOf(URL).load();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(lifecycle.state.getSnapshot().status).toBe('NOT_MOUNTED');
  });

  it('can be looked at without being made: peek gives nothing for a URL nobody asked for, the same lifecycle otherwise', () => {
    const { lifecycles, lifecycle } = setUp();
    const other = `${URL}?other`;
    expect(lifecycles.peek(other)).toBeUndefined();
    expect(lifecycles.peek(URL)).toBe(lifecycle);
    // Looking did not make one: the first to ask still chooses how its module is imported.
    const ownImport = vi.fn(() => Promise.resolve({ default: 'lazy' }));
    void lifecycles.lifecycleOf(other, ownImport).load();
    expect(ownImport).toHaveBeenCalledTimes(1);
  });

  it('shares one load between the route that preloads the feature and the outlet that shows it', async () => {
    const { lifecycle, importModule } = setUp();
    const [first, second] = await Promise.all([lifecycle.load(), lifecycle.load()]);
    expect(first).toBe(second);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('unmounts through UNMOUNTING to NOT_MOUNTED, keeping the feature', async () => {
    const { lifecycle, statuses } = setUp();
    await lifecycle.load();
    lifecycle.mount();
    lifecycle.mounted();
    lifecycle.unmount();
    expect(statuses.slice(-3)).toEqual(['MOUNTED', 'UNMOUNTING', 'NOT_MOUNTED']);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'NOT_MOUNTED', feature: `feature of module at ${URL}` });
  });

  it('ignores transitions that do not start from their status', async () => {
    const { lifecycle, statuses } = setUp();
    lifecycle.mount();
    lifecycle.mounted();
    lifecycle.unmount();
    lifecycle.broke(new Error('not mounted'));
    lifecycle.retry();
    expect(statuses).toEqual(['NOT_LOADED']);
    await lifecycle.load();
    lifecycle.mounted();
    expect(lifecycle.state.getSnapshot().status).toBe('NOT_MOUNTED');
  });
});

describe('a failed load', () => {
  it('is LOAD_ERROR with its error, reported once', async () => {
    const error = new Error('Failed to fetch dynamically imported module');
    const { lifecycle, onError } = setUp({ importModule: () => Promise.reject(error) });
    await expect(lifecycle.load()).rejects.toBe(error);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'LOAD_ERROR', error, step: 'load' });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('is a LOAD_ERROR when bootstrapping fails (a module that is no feature, texts that do not load)', async () => {
    const error = new Error(`Module ${URL} is not a bank-shell feature`);
    const { lifecycle, statuses } = setUp({ bootstrap: () => Promise.reject(error) });
    await expect(lifecycle.load()).rejects.toBe(error);
    expect(statuses).toEqual(['NOT_LOADED', 'LOADING_SOURCE_CODE', 'BOOTSTRAPPING', 'LOAD_ERROR']);
    // The module did arrive: a route can show the failure where the feature would be.
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'LOAD_ERROR', error, step: 'bootstrap' });
  });

  it('is tried again from a new URL each time, since the browser keeps a failed import for its URL', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    importModule.mockResolvedValue({ default: 'help' });
    const { lifecycle } = setUp({ importModule });
    await lifecycle.load().catch(() => undefined);
    lifecycle.retry();
    await flush();
    lifecycle.retry();
    await flush();
    expect(importModule.mock.calls.map(([url]) => url as string)).toEqual([URL, `${URL}?retry=1`, `${URL}?retry=2`]);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'NOT_MOUNTED', feature: 'feature of help' });
  });

  it('can be tried again from the failure’s own notification', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: 'help' });
    const { lifecycle } = setUp({ importModule });
    lifecycle.state.subscribe(() => {
      if (lifecycle.state.getSnapshot().status === 'LOAD_ERROR') lifecycle.retry();
    });
    await lifecycle.load().catch(() => undefined);
    await flush();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(lifecycle.state.getSnapshot().status).toBe('NOT_MOUNTED');
  });

  it('fails like a rejection when the import throws at once, and leaves no clock running', async () => {
    const error = new TypeError('bad specifier');
    const { lifecycle, timers } = setUp({
      importModule: () => {
        throw error;
      },
    });
    await expect(lifecycle.load()).rejects.toBe(error);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'LOAD_ERROR', error, step: 'load' });
    expect(timers.delays()).toEqual([]);
  });

  it('adds the attempt to a URL that already has a query', () => {
    expect(moduleUrlForAttempt('https://cdn.example/help.js?v=2', 1)).toBe('https://cdn.example/help.js?v=2&retry=1');
    expect(moduleUrlForAttempt('https://cdn.example/help.js', 0)).toBe('https://cdn.example/help.js');
  });
});

describe('time limits of the transitions', () => {
  it('fails a load that is not over within 15000 ms, and drops its late module', async () => {
    const late = deferred<unknown>();
    const { lifecycle, timers, onError, bootstrap } = setUp({ importModule: () => late.promise });
    const loading = lifecycle.load();
    expect(timers.delays()).toEqual([15000]);
    timers.fireAll();
    await expect(loading).rejects.toEqual(new FeatureTimeoutError(URL, 'load', 15000));
    expect(lifecycle.state.getSnapshot()).toMatchObject({ status: 'LOAD_ERROR', step: 'load' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: `Feature module ${URL} did not load within 15000 ms` }));
    late.resolve({ default: 'help' });
    await flush();
    expect(bootstrap).not.toHaveBeenCalled();
    expect(lifecycle.state.getSnapshot().status).toBe('LOAD_ERROR');
  });

  it('tries a late load again from a new URL', async () => {
    const importModule = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ default: 'help' });
    const { lifecycle, timers } = setUp({ importModule });
    const loading = lifecycle.load().catch(() => undefined);
    timers.fireAll();
    await loading;
    lifecycle.retry();
    await flush();
    expect(importModule.mock.calls.map(([url]) => url as string)).toEqual([URL, `${URL}?retry=1`]);
    expect(lifecycle.state.getSnapshot().status).toBe('NOT_MOUNTED');
  });

  it('fails a bootstrap that is not over within 15000 ms', async () => {
    const { lifecycle, timers } = setUp({ bootstrap: () => new Promise(() => undefined) });
    const loading = lifecycle.load();
    await flush();
    expect(lifecycle.state.getSnapshot().status).toBe('BOOTSTRAPPING');
    expect(timers.delays()).toEqual([15000]);
    timers.fireAll();
    await expect(loading).rejects.toEqual(new FeatureTimeoutError(URL, 'bootstrap', 15000));
    expect(lifecycle.state.getSnapshot()).toMatchObject({ status: 'LOAD_ERROR', step: 'bootstrap' });
  });

  it('breaks a feature whose first render is not on screen within 15000 ms; a retry renders it again', async () => {
    const { lifecycle, timers, statuses } = setUp();
    await lifecycle.load();
    lifecycle.mount();
    expect(timers.delays()).toEqual([15000]);
    timers.fireAll();
    expect(lifecycle.state.getSnapshot()).toMatchObject({
      status: 'SKIP_BECAUSE_BROKEN',
      error: new FeatureTimeoutError(URL, 'mount', 15000),
    });
    lifecycle.retry();
    expect(statuses.slice(-3)).toEqual(['MOUNTING', 'SKIP_BECAUSE_BROKEN', 'NOT_MOUNTED']);
  });

  it('stops the clock once the transition is over', async () => {
    const { lifecycle, timers } = setUp();
    await lifecycle.load();
    expect(timers.delays()).toEqual([]);
    lifecycle.mount();
    lifecycle.mounted();
    expect(timers.delays()).toEqual([]);
    lifecycle.mount();
    expect(timers.delays()).toEqual([]);
  });
});

describe('a feature that throws while rendering', () => {
  it('is SKIP_BECAUSE_BROKEN with its error, and a retry renders it again without loading it again', async () => {
    const { lifecycle, importModule, onError } = setUp();
    await lifecycle.load();
    lifecycle.mount();
    lifecycle.mounted();
    const error = new Error('render failed');
    lifecycle.broke(error);
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'SKIP_BECAUSE_BROKEN', feature: `feature of module at ${URL}`, error });
    expect(onError).toHaveBeenCalledWith(error);
    lifecycle.retry();
    expect(lifecycle.state.getSnapshot().status).toBe('NOT_MOUNTED');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('breaks when React catches it before the mount is told (the render comes first)', async () => {
    const { lifecycle } = setUp();
    await lifecycle.load();
    const error = new Error('first render failed');
    lifecycle.broke(error);
    lifecycle.mount();
    expect(lifecycle.state.getSnapshot()).toEqual({ status: 'SKIP_BECAUSE_BROKEN', feature: `feature of module at ${URL}`, error });
  });

  it('leaves the page through UNMOUNTING when the customer navigates away from it', async () => {
    const { lifecycle, statuses } = setUp();
    await lifecycle.load();
    lifecycle.mount();
    lifecycle.broke(new Error('render failed'));
    lifecycle.unmount();
    expect(statuses.slice(-3)).toEqual(['SKIP_BECAUSE_BROKEN', 'UNMOUNTING', 'NOT_MOUNTED']);
  });
});
