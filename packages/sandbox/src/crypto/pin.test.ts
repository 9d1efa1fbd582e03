import { describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from './pin';

describe('PIN hashing', () => {
  it('stores a PIN as a salted scrypt hash, never in clear', async () => {
    const first = await hashPin('123456');
    const second = await hashPin('123456');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(first).not.toContain('123456');
    expect(first).not.toBe(second);
  });

  it('verifies the right PIN and refuses a wrong one', async () => {
    const stored = await hashPin('654321');
    await expect(verifyPin('654321', stored)).resolves.toBe(true);
    await expect(verifyPin('654322', stored)).resolves.toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifyPin('123456', 'plain-text')).resolves.toBe(false);
    await expect(verifyPin('123456', 'scrypt$x$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
  });
});
