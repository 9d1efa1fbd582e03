import { describe, expect, it, vi } from 'vitest';
import { keepLogoutReason } from './keepLogoutReason';
import { lastLogoutReason } from './logoutReason';

const tabWith = (entries: [string, string][] = []) => {
  const storage = new Map(entries);
  return {
    storage,
    win: {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      } as Storage,
    },
  };
};

const blocked = {
  get sessionStorage(): Storage {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('why the last session ended (issue 14, issue 42 §1)', () => {
  it('reads the inactivity reason the signed-in services left in the tab', () => {
    expect(lastLogoutReason(tabWith([['bank-shell.logout-reason', 'inactivity']]).win)).toBe('inactivity');
    expect(lastLogoutReason(tabWith().win)).toBeNull();
  });

  it('reads the logout the customer asked for, which the logout page keeps', () => {
    const { win, storage } = tabWith();
    keepLogoutReason(win, 'logout', () => undefined);
    expect(storage.get('bank-shell.logout-reason')).toBe('logout');
    expect(lastLogoutReason(win)).toBe('logout');
  });

  it('an unknown value says nothing', () => {
    expect(lastLogoutReason(tabWith([['bank-shell.logout-reason', 'other']]).win)).toBeNull();
  });

  it('says nothing, and keeps nothing, where the browser blocks storage', () => {
    const logError = vi.fn();
    expect(lastLogoutReason(blocked)).toBeNull();
    keepLogoutReason(blocked, 'logout', logError);
    expect(logError).toHaveBeenCalledTimes(1);
  });
});
