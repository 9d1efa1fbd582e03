import { describe, expect, it, vi } from 'vitest';
import { BFCACHE_HOOK_IN_PLACE_ERROR, hookBackForwardCache } from './bfcache';
import type { PageShowTarget } from './bfcache';

type PageShowListener = Parameters<PageShowTarget['addEventListener']>[1];

function fakeWindow(): PageShowTarget & { show(persisted: boolean): void; readonly listenerCount: number } {
  const listeners = new Set<PageShowListener>();
  return {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    show(persisted) {
      for (const listener of [...listeners]) listener({ persisted });
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

describe('hookBackForwardCache', () => {
  it('calls back when the page is restored from the back-forward cache (shell.md §4)', () => {
    const win = fakeWindow();
    const onRestore = vi.fn();
    hookBackForwardCache(win, onRestore);
    win.show(true);
    expect(onRestore).toHaveBeenCalledOnce();
  });

  it('ignores a pageshow that is a normal load', () => {
    const win = fakeWindow();
    const onRestore = vi.fn();
    hookBackForwardCache(win, onRestore);
    win.show(false);
    expect(onRestore).not.toHaveBeenCalled();
  });

  it("throws 'Hooking to BFCache when there's another hook in place' on a second hook (shell.md §8)", () => {
    const win = fakeWindow();
    hookBackForwardCache(win, () => undefined);
    expect(() => hookBackForwardCache(win, () => undefined)).toThrow(new Error("Hooking to BFCache when there's another hook in place"));
    expect(BFCACHE_HOOK_IN_PLACE_ERROR).toBe("Hooking to BFCache when there's another hook in place");
  });

  it('stops calling back after unhook and lets the window be hooked again', () => {
    const win = fakeWindow();
    const first = vi.fn();
    const unhook = hookBackForwardCache(win, first);
    unhook();
    expect(win.listenerCount).toBe(0);
    const second = vi.fn();
    hookBackForwardCache(win, second);
    unhook(); // a stale unhook must not remove the new hook
    win.show(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
