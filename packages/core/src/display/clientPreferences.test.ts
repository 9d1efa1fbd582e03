import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http';
import { applyHiddenBalancesPreference, requestClientPreferences, saveClientPreference } from './clientPreferences';
import { createMaskedMode } from './maskedMode';

const PATH = '/genoma_api/rest/client/preferences';

function fakeHttp(answer: () => Promise<unknown>) {
  const get = vi.fn((..._args: unknown[]) => answer());
  const request = vi.fn(async (..._args: unknown[]) => ({ body: await answer(), headers: new Headers(), status: 200 }));
  return { http: { get, request } as unknown as HttpClient, get, request };
}

function fakeRoot() {
  const attributes = new Set<string>();
  return {
    attributes,
    toggleAttribute: (name: string, force?: boolean) => (force ? attributes.add(name) : attributes.delete(name), attributes.has(name)),
    hasAttribute: (name: string) => attributes.has(name),
  };
}

describe('the client preferences (features.md §3)', () => {
  it('are asked afresh, never from the cache, and checked', async () => {
    const { http, get } = fakeHttp(() => Promise.resolve({ personId: 'P1', preferences: { 'hidden-balances-discrete': 'true' } }));
    await expect(requestClientPreferences(http)).resolves.toEqual({ personId: 'P1', preferences: { 'hidden-balances-discrete': 'true' } });
    expect(get).toHaveBeenCalledWith(PATH, { cache: { useCache: false } });
  });

  it('refuse an answer of another shape', async () => {
    const { http } = fakeHttp(() => Promise.resolve({ preferences: { 'hidden-balances-discrete': true } }));
    await expect(requestClientPreferences(http)).rejects.toThrow();
  });

  it('keep one preference with a PUT of that key alone', async () => {
    const { http, request } = fakeHttp(() => Promise.resolve({ personId: 'P1', preferences: { 'hidden-balances-discrete': 'false' } }));
    await saveClientPreference(http, 'hidden-balances-discrete', 'false');
    expect(request).toHaveBeenCalledWith(PATH, { method: 'PUT', json: { preferences: { 'hidden-balances-discrete': 'false' } } });
  });
});

describe('masked mode after login (features.md §4.6, §8)', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    ['1', false],
  ])("hidden-balances-discrete %j → masked %s: only the string 'true' masks", async (value, on) => {
    const root = fakeRoot();
    const { http } = fakeHttp(() => Promise.resolve({ personId: 'P1', preferences: { 'hidden-balances-discrete': value } }));
    await applyHiddenBalancesPreference(http, createMaskedMode(root), vi.fn());
    expect(root.attributes.has('data-masked')).toBe(on);
  });

  it('stays off with a warning only when the preferences cannot be loaded', async () => {
    const root = fakeRoot();
    root.attributes.add('data-masked');
    const warn = vi.fn();
    const { http } = fakeHttp(() => Promise.reject(new Error('503')));
    await expect(applyHiddenBalancesPreference(http, createMaskedMode(root), warn)).resolves.toBeUndefined();
    expect(root.attributes.has('data-masked')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves the customer’s own choice, made while the preferences were on their way', async () => {
    const root = fakeRoot();
    const masked = createMaskedMode(root);
    const { http } = fakeHttp(() => Promise.resolve({ personId: 'P1', preferences: { 'hidden-balances-discrete': 'true' } }));
    const loading = applyHiddenBalancesPreference(http, masked, vi.fn(), () => true);
    masked.set(false);
    await loading;
    expect(root.attributes.has('data-masked')).toBe(false);
  });
});
