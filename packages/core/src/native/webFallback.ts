// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { EVENT_MESSAGE, isSupportedExternalUrl } from '@bank-shell/core';
import { NATIVE_ERROR_CODE, NATIVE_MESSAGE, NATIVE_METHOD, PROCESS_END_TARGETS } from './constants';
import { NativeBridgeError } from './errors';
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

const notImplemented = (): never => {
  throw new NativeBridgeError(NATIVE_ERROR_CODE.notImplemented, NATIVE_MESSAGE.notImplemented);
};

/**
 * The browser versions of native methods (features.md §4.5): an external link opens a new tab,
 * finishing a standalone process loads LOGIN, PUBLIC_HOME or ON_BOARDING_WEB here, stored data and
 * adjust events are not implemented, and any other capability is not available.
 */
export function createWebCapabilities(host: WebCapabilityHost): NativeCapabilities {
  const web: Record<string, (params: NativeParams) => void> = {
    [NATIVE_METHOD.openExternalLink]: ({ url }) => {
      if (!isSupportedExternalUrl(url)) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, EVENT_MESSAGE.unsupportedUrl);
      host.openInNewTab(url);
    },
    [NATIVE_METHOD.finishStandaloneProcess]: ({ target }) => {
      const url = PROCESS_END_TARGETS.some((known) => known === target) ? host.urls()[target as string] : undefined;
      if (url === undefined) throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, NATIVE_MESSAGE.unknownProcessEnd);
      // Configuration is data too: only a path on this site or an http(s) address is loaded.
      if (!isPagePath(url) && !isSupportedExternalUrl(url))
        throw new NativeBridgeError(NATIVE_ERROR_CODE.invalidParameters, EVENT_MESSAGE.unsupportedUrl);
      host.assign(url);
    },
    [NATIVE_METHOD.storeData]: notImplemented,
    [NATIVE_METHOD.retrieveData]: notImplemented,
    [NATIVE_METHOD.adjustEvent]: notImplemented,
  };
  return {
    // A throw inside the executor rejects the promise: callers see every failure the same way.
    call: (method, params = {}) =>
      new Promise((resolve) => {
        const run = Object.hasOwn(web, method) ? web[method] : undefined;
        if (!run) throw new NativeBridgeError(NATIVE_ERROR_CODE.capabilityNotAvailable, NATIVE_MESSAGE.capabilityNotAvailable);
        run(params);
        resolve(undefined);
      }),
  };
}
