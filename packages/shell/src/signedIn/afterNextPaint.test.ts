import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint: work after the next frame is on screen', () => {
  it('waits for the next frame, then for a task of its own after that frame’s rendering', () => {
    const frames: (() => void)[] = [];
    const tasks: { callback: () => void; ms: number | undefined }[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
      setTimeout: (callback: () => void, ms?: number) => tasks.push({ callback, ms }),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;
    const callback = vi.fn();
    afterNextPaint(win, callback);
    expect(tasks).toEqual([]);
    frames.shift()?.();
    // Inside the frame callback the paint has not happened yet: nothing runs there.
    expect(callback).not.toHaveBeenCalled();
    expect(tasks.map(({ ms }) => ms)).toEqual([0]);
    tasks.shift()?.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
