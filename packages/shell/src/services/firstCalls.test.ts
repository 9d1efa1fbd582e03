import { describe, expect, it, vi } from 'vitest';
import type { FirstCallsContext } from '@bank-shell/react';
import { defineFeature } from '@bank-shell/react';
import { flushPromises, manualTimers } from '@bank-shell/core/testing';
import { firstCallsOnce } from './firstCalls';

const messages = { 'es-ES': { title: 'x' }, 'en-GB': { title: 'x' } };
const feature = (firstCalls?: (context: FirstCallsContext) => void | Promise<unknown>) =>
  defineFeature({ id: 'first', component: () => null, messages, ...(firstCalls ? { firstCalls } : {}) });
const context = { path: '/posicion-global' } as unknown as FirstCallsContext;

describe('the first signed-in page’s first calls (issue 42 §6)', () => {
  it('starts the first page’s feature’s first calls with the page’s context, and no later page’s', () => {
    const first = vi.fn();
    const later = vi.fn();
    const loaded = firstCallsOnce(
      () => context,
      vi.fn(),
      manualTimers(),
      () => true,
    );
    void loaded(feature(first));
    void loaded(feature(later));
    void loaded(feature(first));
    expect(first.mock.calls).toEqual([[context]]);
    expect(later).not.toHaveBeenCalled();
  });

  it('a first page without first calls uses up the turn: the next page makes its calls as it renders', () => {
    const later = vi.fn();
    const loaded = firstCallsOnce(
      () => context,
      vi.fn(),
      manualTimers(),
      () => true,
    );
    void loaded(feature());
    void loaded(feature(later));
    expect(later).not.toHaveBeenCalled();
  });

  it('reports first calls that throw, and the page goes on', () => {
    const logError = vi.fn();
    const error = new Error('no calls');
    const loaded = firstCallsOnce(
      () => context,
      logError,
      manualTimers(),
      () => true,
    );
    expect(() =>
      loaded(
        feature(() => {
          throw error;
        }),
      ),
    ).not.toThrow();
    expect(logError).toHaveBeenCalledWith(error);
  });

  it('gives the first page the answers to wait for, once they are in or have failed, and nothing to a feature that says nothing', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const answers = new Promise((resolve) => {
      answer = resolve;
    });
    const loaded = firstCallsOnce(
      () => context,
      vi.fn(),
      manualTimers(),
      () => true,
    );
    const waited = loaded(feature(() => answers));
    let done = false;
    void waited?.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    answer({ client: {} });
    await waited;
    expect(done).toBe(true);
    expect(
      firstCallsOnce(
        () => context,
        vi.fn(),
        manualTimers(),
        () => true,
      )(feature(vi.fn())),
    ).toBeUndefined();
    const failed = firstCallsOnce(
      () => context,
      vi.fn(),
      manualTimers(),
      () => true,
    )(feature(() => Promise.reject(new Error('401'))));
    await expect(failed).resolves.toBeUndefined();
  });

  it('waits 3000 ms at most for answers that do not come', async () => {
    const timers = manualTimers();
    const waited = firstCallsOnce(
      () => context,
      vi.fn(),
      timers,
      () => true,
    )(feature(() => new Promise(() => undefined)));
    let done = false;
    void waited?.then(() => {
      done = true;
    });
    expect(timers.delays()).toEqual([3000]);
    await flushPromises();
    expect(done).toBe(false);
    timers.fireAll();
    await waited;
    expect(done).toBe(true);
  });

  it('gives nothing to wait for when no painted page shows: a page reached from the login shows at once, loading', () => {
    const loaded = firstCallsOnce(
      () => context,
      vi.fn(),
      manualTimers(),
      () => false,
    );
    const firstCalls = vi.fn(() => new Promise(() => undefined));
    expect(loaded(feature(firstCalls))).toBeUndefined();
    expect(firstCalls).toHaveBeenCalledTimes(1);
  });
});
