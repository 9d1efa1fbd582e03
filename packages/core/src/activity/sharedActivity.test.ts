import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryStorageArea } from '../storage';
import type { ActivityEventType, ActivityTarget } from './inactivityTracker';
import { SHARED_ACTIVITY_KEY, createSharedActivity } from './sharedActivity';

function fakeTarget(): ActivityTarget & { fire(type: ActivityEventType): void; readonly types: string[] } {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (type, listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
    get types() {
      return [...listeners.entries()].filter(([, set]) => set.size > 0).map(([type]) => type);
    },
  };
}

describe('shared activity', () => {
  it("counts the customer's activity in another tab as activity here", () => {
    const area = createMemoryStorageArea();
    const now = { value: 1_000 };
    const tabA = fakeTarget();
    const sharedA = createSharedActivity(tabA, createMemoryStorage(area), { now: () => now.value });
    const sharedB = createSharedActivity(fakeTarget(), createMemoryStorage(area), { now: () => now.value });
    const seenInB = vi.fn();
    sharedB.addEventListener('mousemove', seenInB, {});
    tabA.fire('keydown');
    expect(seenInB).toHaveBeenCalledTimes(1);
    expect(sharedA.lastLocalActivityAt()).toBe(1_000);
    expect(sharedB.lastLocalActivityAt()).toBeNull();
  });

  it("listens on the tab to exactly shell.md §9's activity events: keydown, mousedown, mousemove, wheel, touchstart", () => {
    const tab = fakeTarget();
    const shared = createSharedActivity(tab, createMemoryStorage(), { now: () => 0 });
    expect([...tab.types].sort()).toEqual(['keydown', 'mousedown', 'mousemove', 'touchstart', 'wheel']);
    shared.dispose();
    expect(tab.types).toEqual([]);
  });

  it('writes to storage at most once per second', () => {
    const storage = createMemoryStorage();
    const set = vi.spyOn(storage, 'set');
    const now = { value: 0 };
    const tab = fakeTarget();
    createSharedActivity(tab, storage, { now: () => now.value });
    tab.fire('mousemove');
    now.value = 500;
    tab.fire('mousemove');
    now.value = 1_000;
    tab.fire('mousemove');
    expect(set.mock.calls.filter(([key]) => key === SHARED_ACTIVITY_KEY)).toHaveLength(2);
  });
});
