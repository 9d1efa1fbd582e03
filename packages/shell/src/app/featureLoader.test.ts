import { describe, expect, it, vi } from 'vitest';
import { createFeatureLoader } from './featureLoader';

describe('feature loader', () => {
  it('imports a module once, however often it is asked for', async () => {
    const importModule = vi.fn(() => Promise.resolve({ default: 1 }));
    const load = createFeatureLoader(importModule);
    await load('http://cdn/a.js');
    await load('http://cdn/a.js');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('asks for a new URL after a failure, because the browser caches failed imports', async () => {
    const importModule = vi.fn((url: string) => (url.endsWith('retry=1') ? Promise.resolve({}) : Promise.reject(new Error('404'))));
    const load = createFeatureLoader(importModule);
    await expect(load('http://cdn/a.js')).rejects.toThrow('404');
    await expect(load('http://cdn/a.js')).resolves.toEqual({});
    expect(importModule.mock.calls.map(([url]) => url)).toEqual(['http://cdn/a.js', 'http://cdn/a.js?retry=1']);
  });
});
