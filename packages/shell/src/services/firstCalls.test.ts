import { describe, expect, it, vi } from 'vitest';
import type { FirstCallsContext } from '@bank-shell/react';
import { defineFeature } from '@bank-shell/react';
import { firstCallsOnce } from './firstCalls';

const messages = { 'es-ES': { title: 'x' }, 'en-GB': { title: 'x' } };
const feature = (firstCalls?: (context: FirstCallsContext) => void) =>
  defineFeature({ id: 'first', component: () => null, messages, ...(firstCalls ? { firstCalls } : {}) });
const context = { path: '/posicion-global' } as unknown as FirstCallsContext;

describe('the first signed-in page’s first calls (issue 42 §6)', () => {
  it('starts the first page’s feature’s first calls with the page’s context, and no later page’s', () => {
    const first = vi.fn();
    const later = vi.fn();
    const loaded = firstCallsOnce(() => context, vi.fn());
    loaded(feature(first));
    loaded(feature(later));
    loaded(feature(first));
    expect(first.mock.calls).toEqual([[context]]);
    expect(later).not.toHaveBeenCalled();
  });

  it('a first page without first calls uses up the turn: the next page makes its calls as it renders', () => {
    const later = vi.fn();
    const loaded = firstCallsOnce(() => context, vi.fn());
    loaded(feature());
    loaded(feature(later));
    expect(later).not.toHaveBeenCalled();
  });

  it('reports first calls that throw, and the page goes on', () => {
    const logError = vi.fn();
    const error = new Error('no calls');
    const loaded = firstCallsOnce(() => context, logError);
    expect(() =>
      loaded(
        feature(() => {
          throw error;
        }),
      ),
    ).not.toThrow();
    expect(logError).toHaveBeenCalledWith(error);
  });
});
