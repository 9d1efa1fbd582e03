import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limitConcurrency';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('limitConcurrency', () => {
  it('runs at most `max` tasks at once, the others in the order they came', async () => {
    const limit = limitConcurrency(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, n) =>
      limit(async () => {
        started.push(n);
        await gate.promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = limitConcurrency(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a limit under 1', () => {
    expect(() => limitConcurrency(0)).toThrow('At least one task must be able to run, not 0');
  });
});
