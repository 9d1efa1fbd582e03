import { describe, expect, it, vi } from 'vitest';
import { NATIVE_WRAPPER_GLOBAL, findNativeWrapper } from './detect';

describe('native wrapper detection (features.md §4.5)', () => {
  it('finds the wrapper the app injected, and posts through it', () => {
    const postMessage = vi.fn();
    const injected = { platform: 'ios', version: '1.7.4', postMessage };
    const wrapper = findNativeWrapper({ [NATIVE_WRAPPER_GLOBAL]: injected });
    expect(wrapper).toMatchObject({ platform: 'ios', version: '1.7.4' });
    wrapper?.postMessage('{"method":"x"}');
    expect(postMessage).toHaveBeenCalledWith('{"method":"x"}');
    // The app's object is called as a method: native interfaces may rely on `this`.
    expect(postMessage.mock.contexts[0]).toBe(injected);
  });

  it('is a plain browser without the global: the web fallback is used', () => {
    expect(findNativeWrapper({})).toBeNull();
  });

  it.each([
    ['a string', 'wrapper'],
    ['null', null],
    ['an unknown platform', { platform: 'windows', version: '1.7.0', postMessage: () => undefined }],
    ['a version that is not major.minor.patch', { platform: 'android', version: '1.7', postMessage: () => undefined }],
    ['no message channel', { platform: 'android', version: '1.7.2' }],
  ])('counts %s on that name as a browser', (_, injected) => {
    expect(findNativeWrapper({ [NATIVE_WRAPPER_GLOBAL]: injected })).toBeNull();
  });
});
