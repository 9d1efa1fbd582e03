import { describe, expect, it } from 'vitest';
import { parseCacheOptions } from './cacheOptions';

describe('cache options (shell.md §5)', () => {
  it('gives back only the options that were given, with no empty keys', () => {
    expect(Object.keys(parseCacheOptions({}))).toEqual([]);
    expect(Object.keys(parseCacheOptions(undefined))).toEqual([]);
    expect(parseCacheOptions({ useCache: false, methods: ['get'], maxAge: 1_000 })).toStrictEqual({
      useCache: false,
      methods: ['get'],
      maxAge: 1_000,
    });
  });

  it('reads options that are not an object, null included, as none', () => {
    expect(parseCacheOptions(null)).toStrictEqual({});
    expect(parseCacheOptions('yes')).toStrictEqual({});
  });
});
