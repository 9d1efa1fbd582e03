import { describe, expect, it } from 'vitest';
import { endedForInactivity } from './logoutReason';

describe('why the last session ended (issue 14)', () => {
  it('reads the inactivity reason the signed-in services left in the tab', () => {
    const storage = new Map([['bank-shell.logout-reason', 'inactivity']]);
    expect(endedForInactivity({ sessionStorage: { getItem: (key: string) => storage.get(key) ?? null } as Storage })).toBe(true);
    expect(endedForInactivity({ sessionStorage: { getItem: () => null } as unknown as Storage })).toBe(false);
  });

  it('says nothing where the browser blocks storage', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(endedForInactivity(blocked)).toBe(false);
  });
});
