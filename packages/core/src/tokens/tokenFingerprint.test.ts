import { describe, expect, it } from 'vitest';
import { tokenFingerprint } from './fingerprint';

describe('refresh-token digests (FNV-1a, 64 bits)', () => {
  it('gives the published FNV-1a 64 test vectors', () => {
    expect(tokenFingerprint('')).toBe('cbf29ce484222325');
    expect(tokenFingerprint('a')).toBe('af63dc4c8601ec8c');
    expect(tokenFingerprint('foobar')).toBe('85944171f73967e8');
  });

  it('always writes 16 hex digits, leading zeros included', () => {
    expect(tokenFingerprint('rt-4800')).toBe('04636189afc25d86');
  });
});
