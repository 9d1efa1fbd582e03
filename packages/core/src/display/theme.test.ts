import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { startTheme } from './theme';
import type { ThemeHost } from './theme';

// The spec's values, written out rather than imported, so that a changed constant fails here.
/** features.md §9 "Storage keys: pref-color-scheme, user-color-scheme". */
const CHOICE_KEY = 'user-color-scheme';
const APPLIED_KEY = 'pref-color-scheme';
/** features.md §8. */
const THEME_INVALID = 'Theme is not valid ["light"|"dark"|"system"]';

function fakeMedia(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    query,
    listeners,
    /** The device switches scheme. */
    switchTo(nextDark: boolean) {
      query.matches = nextDark;
      for (const listener of listeners) listener();
    },
  };
}

function setUp(
  options: { stored?: Record<string, string>; dark?: boolean; native?: ThemeHost['setNativeTheme']; storage?: ThemeHost['storage'] } = {},
) {
  const data = new Map(Object.entries(options.stored ?? {}));
  const storage =
    options.storage === undefined
      ? { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) }
      : options.storage;
  const attributes = new Map<string, string>();
  const root = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
  const media = fakeMedia(options.dark ?? false);
  const logError = vi.fn();
  const service = startTheme({
    root,
    storage,
    matchMedia: (query) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return media.query as unknown as MediaQueryList;
    },
    setNativeTheme: options.native,
    logError,
  });
  return { service, data, attributes, media, logError };
}

describe('the theme (features.md §4.6)', () => {
  it('is the device’s (system) when the customer never chose one', () => {
    const { service, attributes, data } = setUp({ dark: true });
    expect(service.current()).toBe('system');
    expect(attributes.get('data-theme')).toBe('system');
    expect(data.get(APPLIED_KEY)).toBe('dark');
  });

  it.each(['light', 'dark', 'system'] as const)('applies a stored choice of %s, kept under user-color-scheme', (theme) => {
    const { service, attributes } = setUp({ stored: { [CHOICE_KEY]: theme } });
    expect(service.current()).toBe(theme);
    expect(attributes.get('data-theme')).toBe(theme);
  });

  it('ignores a stored choice that is not valid: applied only when valid', () => {
    const { service, attributes, logError } = setUp({ stored: { [CHOICE_KEY]: 'sepia' }, dark: false });
    expect(service.current()).toBe('system');
    expect(attributes.get('data-theme')).toBe('system');
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: THEME_INVALID }));
  });

  it('keeps the choice under user-color-scheme and what applies under pref-color-scheme', () => {
    const { service, data, attributes } = setUp({ dark: true });
    service.apply('light');
    expect(data.get(CHOICE_KEY)).toBe('light');
    expect(data.get(APPLIED_KEY)).toBe('light');
    expect(attributes.get('data-theme')).toBe('light');
    service.apply('system');
    expect(data.get(CHOICE_KEY)).toBe('system');
    expect(data.get(APPLIED_KEY)).toBe('dark');
  });

  it('follows the device live while the choice is system, and not otherwise', () => {
    const { service, data, media } = setUp({ dark: false });
    media.switchTo(true);
    expect(service.scheme()).toBe('dark');
    expect(data.get(APPLIED_KEY)).toBe('dark');
    service.apply('light');
    media.switchTo(false);
    media.switchTo(true);
    expect(data.get(APPLIED_KEY)).toBe('light');
    service.stop();
    expect(media.listeners.size).toBe(0);
  });

  it('refuses anything but light, dark or system with the spec’s message, and changes nothing', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => value !== 'light' && value !== 'dark' && value !== 'system'),
        (value) => {
          const { service, data, attributes } = setUp({ stored: { [CHOICE_KEY]: 'dark' } });
          const before = { choice: data.get(CHOICE_KEY), applied: data.get(APPLIED_KEY), attribute: attributes.get('data-theme') };
          expect(() => service.apply(value)).toThrow(THEME_INVALID);
          expect({ choice: data.get(CHOICE_KEY), applied: data.get(APPLIED_KEY), attribute: attributes.get('data-theme') }).toEqual(before);
        },
      ),
    );
  });

  it('inside the native app, the app’s theme call applies the same theme; its failure is only logged', async () => {
    const native = vi.fn().mockRejectedValueOnce(new Error('Capability not available'));
    const { service, logError, attributes } = setUp({ native });
    service.apply('dark');
    expect(native).toHaveBeenCalledWith('dark');
    expect(attributes.get('data-theme')).toBe('dark');
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Capability not available' })));
  });

  it('works with storage blocked: the attribute still changes', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const { service, attributes, logError } = setUp({ storage: blocked });
    service.apply('dark');
    expect(attributes.get('data-theme')).toBe('dark');
    expect(logError).toHaveBeenCalled();
  });
});
