import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_EXTRA_ACTION_IS_ARRAY, LayoutConfigError, validateLayoutConfig } from '../layoutRules';
import { createShellEventBus } from '../shellEvents';
import { createLayoutController as createController } from './layoutController';
import type { LayoutControllerOptions } from './layoutController';
import type { LayoutConfig } from './config';

/** Timers that run only when the test says so; no real waiting. */
function fakeTimers() {
  const queue = new Map<number, () => void>();
  let nextId = 1;
  return {
    setTimeout: vi.fn((callback: () => void, _delay: number) => {
      const id = nextId++;
      queue.set(id, callback);
      return id;
    }),
    clearTimeout: vi.fn((id: unknown) => {
      queue.delete(id as number);
    }),
    runAll() {
      for (const [id, callback] of [...queue]) {
        queue.delete(id);
        callback();
      }
    },
    get pending() {
      return queue.size;
    },
  };
}

/** A controller with the layout rules at hand, as once they have loaded. */
function createLayoutController(options: Omit<LayoutControllerOptions, 'validate' | 'loadValidator'>) {
  return createController({ ...options, validate: validateLayoutConfig });
}

describe('createLayoutController', () => {
  it('starts with the default layout: distributive', () => {
    const layout = createLayoutController(fakeTimers());
    expect(layout.current.getSnapshot().mode).toBe('distributive');
  });

  it('repaints only after a zero-delay timer (shell.md §2.3)', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    layout.request({ mode: 'flow' });
    expect(layout.current.getSnapshot().mode).toBe('distributive');
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('flow');
  });

  it('coalesces the requests of one tick into one repaint, the last one winning', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    const listener = vi.fn();
    layout.current.subscribe(listener);
    layout.request({ mode: 'flow' });
    layout.request({ mode: 'content' });
    layout.request({ mode: 'cms' });
    expect(timers.setTimeout).toHaveBeenCalledTimes(1);
    timers.runAll();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(layout.current.getSnapshot().mode).toBe('cms');
  });

  it('merges the mode defaults into what it paints', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    layout.request({ mode: 'flow', title: 'Transfer' });
    timers.runAll();
    expect(layout.current.getSnapshot()).toMatchObject({
      mode: 'flow',
      title: 'Transfer',
      footer: false,
      closeButton: true,
      whiteBackground: true,
    });
  });

  it('does not repaint for a layout equal to the current one', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    const listener = vi.fn();
    layout.current.subscribe(listener);
    layout.request({ mode: 'distributive' });
    timers.runAll();
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects an invalid config at once and keeps the current layout', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    const invalid = { mode: 'distributive', extraAction: [] } as unknown as LayoutConfig;
    expect(() => layout.request(invalid)).toThrow(LAYOUT_EXTRA_ACTION_IS_ARRAY);
    expect(timers.pending).toBe(0);
  });

  it('reset() returns to the default layout, after the timer too', () => {
    const timers = fakeTimers();
    const layout = createLayoutController({ ...timers, defaultConfig: { mode: 'content' } });
    layout.request({ mode: 'flow' });
    timers.runAll();
    layout.reset();
    expect(layout.current.getSnapshot().mode).toBe('flow');
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('content');
  });

  it('a release resets only while its request is the latest', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    const releaseFlow = layout.request({ mode: 'flow' });
    layout.request({ mode: 'cms' });
    releaseFlow();
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('cms');
  });

  it('a feature leaving and the next arriving in one tick paint only the newcomer', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    const release = layout.request({ mode: 'flow' });
    timers.runAll();
    const listener = vi.fn();
    layout.current.subscribe(listener);
    release();
    layout.request({ mode: 'feedback' });
    timers.runAll();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(layout.current.getSnapshot().mode).toBe('feedback');
  });

  it('works with timers that call back at once', () => {
    const layout = createLayoutController({
      setTimeout: (callback) => {
        callback();
        return 0;
      },
      clearTimeout: () => undefined,
    });
    layout.request({ mode: 'flow' });
    expect(layout.current.getSnapshot().mode).toBe('flow');
    layout.request({ mode: 'empty' });
    expect(layout.current.getSnapshot().mode).toBe('empty');
  });

  it('dispose() drops a change still waiting for its timer', () => {
    const timers = fakeTimers();
    const layout = createLayoutController(timers);
    layout.request({ mode: 'flow' });
    layout.dispose();
    expect(timers.clearTimeout).toHaveBeenCalledWith(1);
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('distributive');
  });

  it('turns the back action of login and geolocation on and off as the login-history-back topic says (shell.md §2.4.1)', () => {
    const events = createShellEventBus();
    const layout = createLayoutController({ ...fakeTimers(), events });
    expect(layout.loginHistoryBack.getSnapshot()).toBe(false);
    events.publish('login-history-back', { enabled: true });
    expect(layout.loginHistoryBack.getSnapshot()).toBe(true);
    events.publish('login-history-back', { enabled: false });
    expect(layout.loginHistoryBack.getSnapshot()).toBe(false);
  });

  it('no longer follows the login-history-back topic once disposed (shell.md §2.4.1)', () => {
    const events = createShellEventBus();
    const layout = createLayoutController({ ...fakeTimers(), events });
    layout.dispose();
    events.publish('login-history-back', { enabled: true });
    expect(layout.loginHistoryBack.getSnapshot()).toBe(false);
  });
});

describe('layout rules loaded on the first request (issue 12)', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('never loads the rules while no feature asks for a layout', () => {
    const loadValidator = vi.fn(() => Promise.resolve(validateLayoutConfig));
    const layout = createController({ ...fakeTimers(), loadValidator });
    layout.reset();
    expect(loadValidator).not.toHaveBeenCalled();
  });

  it('loads them once, on the first request, then checks and paints it', async () => {
    const timers = fakeTimers();
    const loadValidator = vi.fn(() => Promise.resolve(validateLayoutConfig));
    const layout = createController({ ...timers, loadValidator });
    layout.request({ mode: 'flow' });
    await flush();
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('flow');
    layout.request({ mode: 'cms' });
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('cms');
    expect(loadValidator).toHaveBeenCalledTimes(1);
  });

  it('reports an invalid config to onInvalid and keeps the current layout', async () => {
    const timers = fakeTimers();
    const layout = createController({ ...timers, loadValidator: () => Promise.resolve(validateLayoutConfig) });
    const onInvalid = vi.fn();
    layout.request({ mode: 'distributive', extraAction: [] } as unknown as LayoutConfig, onInvalid);
    await flush();
    timers.runAll();
    expect(onInvalid).toHaveBeenCalledWith(expect.any(LayoutConfigError));
    expect((onInvalid.mock.calls[0]?.[0] as Error).message).toContain(LAYOUT_EXTRA_ACTION_IS_ARRAY);
    expect(layout.current.getSnapshot().mode).toBe('distributive');
  });

  it('reports rules that fail to load, and loads them again on the next request', async () => {
    const timers = fakeTimers();
    const loadValidator = vi.fn<() => Promise<typeof validateLayoutConfig>>().mockRejectedValueOnce(new Error('offline'));
    loadValidator.mockResolvedValue(validateLayoutConfig);
    const layout = createController({ ...timers, loadValidator });
    const onInvalid = vi.fn();
    layout.request({ mode: 'flow' }, onInvalid);
    await flush();
    expect(onInvalid).toHaveBeenCalledWith(new Error('offline'));
    layout.request({ mode: 'flow' }, onInvalid);
    await flush();
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('flow');
  });

  it('lets a later request win over one still waiting for the rules', async () => {
    const timers = fakeTimers();
    let arrive: (validate: typeof validateLayoutConfig) => void = () => undefined;
    const layout = createController({ ...timers, loadValidator: () => new Promise((resolve) => (arrive = resolve)) });
    layout.request({ mode: 'flow' });
    layout.request({ mode: 'cms' });
    arrive(validateLayoutConfig);
    await flush();
    timers.runAll();
    expect(layout.current.getSnapshot().mode).toBe('cms');
  });
});
