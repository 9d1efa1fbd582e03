import { describe, expect, it } from 'vitest';
import { NATIVE_URL_HANDLING_MIN_IOS_VERSION } from './constants';
import { isVersionAtLeast, supportsNativeUrlHandling } from './versions';

const wrapper = (platform: 'android' | 'ios', version: string) => ({ platform, version, postMessage: () => undefined });

describe('native wrapper version checks (shell.md §9)', () => {
  it.each([
    ['1.7.0', '1.7.0', true],
    ['1.7.10', '1.7.2', true],
    ['1.10.0', '1.7.4', true],
    ['2.0.0', '1.7.4', true],
    ['1.7.3', '1.7.4', false],
    ['1.6.99', '1.7.0', false],
    ['0.9.9', '1.7.0', false],
  ])('%s is at least %s: %s (numeric, not text, comparison)', (version, minimum, expected) => {
    expect(isVersionAtLeast(version, minimum)).toBe(expected);
  });

  it('handles URLs natively on iOS from 1.7.0 only', () => {
    expect(NATIVE_URL_HANDLING_MIN_IOS_VERSION).toBe('1.7.0');
    expect(supportsNativeUrlHandling(wrapper('ios', '1.7.0'))).toBe(true);
    expect(supportsNativeUrlHandling(wrapper('ios', '1.6.9'))).toBe(false);
  });

  it('handles URLs natively on every Android version', () => {
    expect(supportsNativeUrlHandling(wrapper('android', '1.0.0'))).toBe(true);
  });
});
