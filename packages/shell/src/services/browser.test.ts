import { describe, expect, it, vi } from 'vitest';
import { browserTimers, whenIdle } from './browser';

describe('whenIdle: put-off work runs when the browser is idle', () => {
  it('asks requestIdleCallback, with a time-out of 5000 ms, where the browser has it', () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const callback = vi.fn();
    whenIdle({ requestIdleCallback, setTimeout }, callback);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 5000 });
    expect(setTimeout).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits 1000 ms with setTimeout where the browser has no requestIdleCallback (Safari)', () => {
    const setTimeout = vi.fn();
    const callback = vi.fn();
    whenIdle({ setTimeout }, callback);
    expect(setTimeout).toHaveBeenCalledTimes(1);
    expect(setTimeout).toHaveBeenCalledWith(callback, 1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("browserTimers: core's timers are the window's", () => {
  function fakeWindow() {
    return {
      setTimeout: vi.fn(() => 11),
      clearTimeout: vi.fn(),
      setInterval: vi.fn(() => 22),
      clearInterval: vi.fn(),
    };
  }

  it("forwards setTimeout and clearTimeout to the window's, with the callback, the delay and the handle", () => {
    const win = fakeWindow();
    const timers = browserTimers(win);
    const callback = vi.fn();
    const handle = timers.setTimeout(callback, 250);
    expect(win.setTimeout).toHaveBeenCalledWith(callback, 250);
    expect(handle).toBe(11);
    timers.clearTimeout(handle);
    expect(win.clearTimeout).toHaveBeenCalledWith(11);
  });

  it("forwards setInterval and clearInterval to the window's, with the callback, the period and the handle", () => {
    const win = fakeWindow();
    const timers = browserTimers(win);
    const callback = vi.fn();
    const handle = timers.setInterval(callback, 60000);
    expect(win.setInterval).toHaveBeenCalledWith(callback, 60000);
    expect(handle).toBe(22);
    timers.clearInterval(handle);
    expect(win.clearInterval).toHaveBeenCalledWith(22);
  });

  it('calls the timers on the window itself, so a browser that checks `this` accepts them', () => {
    const win = fakeWindow();
    const timers = browserTimers(win);
    timers.setTimeout(() => undefined, 0);
    timers.setInterval(() => undefined, 0);
    expect(win.setTimeout.mock.contexts[0]).toBe(win);
    expect(win.setInterval.mock.contexts[0]).toBe(win);
  });
});
