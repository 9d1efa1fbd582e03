import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './sessionActions';

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('code for logging in loads at the first interaction (issue 12)', () => {
  it.each(['keydown', 'pointerdown', 'touchstart'])('prepares once on the first %s, then stops listening', (type) => {
    const win = fakeWindow();
    const prepare = vi.fn();
    onFirstInteraction(win, prepare);
    win.fire(type);
    win.fire('keydown');
    win.fire('pointerdown');
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(win.count()).toBe(0);
  });

  it('does not count a focus moved by script (the shell focuses each new page heading)', () => {
    const win = fakeWindow();
    const prepare = vi.fn();
    onFirstInteraction(win, prepare);
    win.fire('focusin');
    win.fire('focus');
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe('the session actions bring the API client with them (decision 0012)', () => {
  afterEach(() => {
    vi.doUnmock('../services/apiClient');
    vi.doUnmock('@bank-shell/core/session-actions');
  });

  it("ask for the API client's module beside them, and do not wait for it: a login's call does", async () => {
    vi.resetModules();
    const loads: string[] = [];
    vi.doMock('../services/apiClient', () => {
      loads.push('API client');
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.doMock('@bank-shell/core/session-actions', () => {
      loads.push('session actions');
      return { logout: 'the actions' };
    });
    const { loadSessionActions } = await import('./sessionActions');
    await expect(loadSessionActions()).resolves.toMatchObject({ logout: 'the actions' });
    await vi.waitFor(() => expect(loads).toEqual(expect.arrayContaining(['API client', 'session actions'])));
  });
});
