import { NATIVE_URL_HANDLING_MIN_IOS_VERSION } from './constants';
import type { NativeWrapper } from './detect';

/** Whether a `major.minor.patch` version is `minimum` or later. */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  const have = version.split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let part = 0; part < need.length; part += 1) {
    const difference = (have[part] ?? 0) - (need[part] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** Native URL handling: iOS wrappers from 1.7.0; every Android wrapper has it (shell.md §9). */
export function supportsNativeUrlHandling(wrapper: NativeWrapper): boolean {
  return wrapper.platform !== 'ios' || isVersionAtLeast(wrapper.version, NATIVE_URL_HANDLING_MIN_IOS_VERSION);
}
