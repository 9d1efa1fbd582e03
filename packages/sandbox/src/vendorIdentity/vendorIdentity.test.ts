import { describe, expect, it } from 'vitest';
import { newVendorIdentityKey, signVendorIdentity, verifyVendorIdentity } from './vendorIdentity';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const HOUR_MS = 3_600_000;

describe('the bank’s identity assertion for the outside companies (issue 38 §6)', () => {
  const key = newVendorIdentityKey();

  it('names the person it was signed for, for 12 hours and not a second more', () => {
    const { token, expiresAt } = signVendorIdentity(key, '20481736', T0);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(T0 + 12 * HOUR_MS);
    expect(verifyVendorIdentity(key, token, T0)).toBe('20481736');
    expect(verifyVendorIdentity(key, token, T0 + 12 * HOUR_MS - 1_000)).toBe('20481736');
    expect(verifyVendorIdentity(key, token, T0 + 12 * HOUR_MS)).toBeUndefined();
  });

  it('is refused when signed with another key, altered, or of no token’s shape', () => {
    const { token } = signVendorIdentity(key, '20481736', T0);
    expect(verifyVendorIdentity(newVendorIdentityKey(), token, T0)).toBeUndefined();
    const [version, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '31907254', exp: T0 / 1000 + 3600 })).toString('base64url');
    expect(verifyVendorIdentity(key, `${version}.${forged}.${signature}`, T0)).toBeUndefined();
    for (const text of ['', 'v1..', 'v2.abc.def', `${token}x`, 42, null, undefined]) {
      expect(verifyVendorIdentity(key, text, T0)).toBeUndefined();
    }
  });
});
