// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { EVENT_MESSAGE, isSupportedExternalUrl } from '@bank-shell/core';
import { NATIVE_ERROR_CODE, NATIVE_MESSAGE, NATIVE_METHOD, PROCESS_END_URL_KEYS } from './constants';
import type { ProcessEndTarget } from './constants';
import { NativeBridgeError } from './errors';
import { nativeMethodSpec } from './methods';
import type { NativeCapabilities, NativeParams } from './types';

/** What the browser versions need of the page. */
export interface WebCapabilityHost {
  /** Opens a URL in a new tab. */
  openInNewTab: (url: string) => void;
  /** Loads a URL in this window. */
  assign: (url: string) => void;
  /** `urlsConfig` of the app configuration. */
  urls: () => Readonly<Record<string, string>>;
}

/** A path on this site (`/alta/`), not an address with a scheme or a host of its own. */
const isPagePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

const isProcessEndTarget = (target: unknown): target is ProcessEndTarget =>
  typeof target === 'string' && Object.hasOwn(PROCESS_END_URL_KEYS, target);

/**
 * The browser versions of native methods (features.md §4.5), as the method table says: an external
 * link opens a new tab, finishing a standalone process loads the LOGIN, PUBLIC_HOME or
 * ON_BOARDING_WEB address of `urlsConfig` here, stored data and adjust events are not implemented,
 * and any other capability is not available.
 */
export function createWebCapabilities(host: WebCapabilityHost): NativeCapabilities {
  const browserVersions: Record<string, (params: NativeParams) => void> = {
    [NATIVE_METHOD.openExternalLink]: ({ url }) => {
      if (!isSupportedExternalUrl(url)) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, EVENT_MESSAGE.unsupportedUrl);
      host.openInNewTab(url);
    },
    [NATIVE_METHOD.finishStandaloneProcess]: ({ target }) => {
      const url = isProcessEndTarget(target) ? host.urls()[PROCESS_END_URL_KEYS[target]] : undefined;
      if (url === undefined) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, NATIVE_MESSAGE.unknownProcessEnd);
      // Configuration is data too: only a path on this site or an http(s) address is loaded.
      if (!isPagePath(url) && !isSupportedExternalUrl(url))
        throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, EVENT_MESSAGE.unsupportedUrl);
      host.assign(url);
    },
  };
  return {
    // A throw inside the executor rejects the promise: callers see every failure the same way.
    call: (method, params = {}) =>
      new Promise((resolve) => {
        const fallback = nativeMethodSpec(method)?.web ?? 'not-available';
        if (fallback === 'not-implemented') throw new NativeBridgeError(NATIVE_ERROR_CODE.notImplemented, NATIVE_MESSAGE.notImplemented);
        const run = fallback === 'browser' && Object.hasOwn(browserVersions, method) ? browserVersions[method] : undefined;
        if (!run) throw new NativeBridgeError(NATIVE_ERROR_CODE.capabilityNotAvailable, NATIVE_MESSAGE.capabilityNotAvailable);
        run(params);
        resolve(undefined);
      }),
  };
}
