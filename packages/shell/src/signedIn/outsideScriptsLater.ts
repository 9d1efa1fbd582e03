import { createWebStorage } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import { whenIdle } from '../services/browser';
import { resourceObserverOf, whenNetworkQuiet } from './whenNetworkQuiet';

/**
 * The signed-in customer's outside scripts (`./outsideScripts`), started once the first page's
 * own calls have come in and the browser is idle: their code, and the vendors' scripts, are a
 * chunk of their own that loads then, and compete with nothing the customer is waiting for.
 * Returns how to stop (logout).
 */
export function startOutsideScriptsLater(
  services: Pick<ShellServices, 'http' | 'config' | 'events' | 'router' | 'native' | 'channel'>,
  win: Window,
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const logError = (error: unknown) => console.error(error);
  const cancelWait = whenNetworkQuiet(
    {
      observeResources: resourceObserverOf(win),
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
    () =>
      void import('./outsideScripts').then(({ browserTagFrames, startOutsideScriptsAfterLogin, vendorJsonFetcher }) => {
        if (cancelled) return;
        stop = startOutsideScriptsAfterLogin(services, {
          window: win,
          document: win.document,
          tagFrames: browserTagFrames(win),
          setTimeout: (callback, ms) => win.setTimeout(callback, ms),
          clearTimeout: (handle) => win.clearTimeout(handle as number),
          storage: createWebStorage(win),
          today: () => new Date(),
          now: () => Date.now(),
          fetchJson: vendorJsonFetcher((url, init) => win.fetch(url, init)),
          nativeApp: services.native.wrapper !== null,
          clientKind: services.channel.clientKind,
          whenIdle: (callback) => whenIdle(win, callback),
          randomId: () => win.crypto.randomUUID(),
          logError,
        });
      }, logError),
  );
  return () => {
    cancelled = true;
    cancelWait();
    stop?.();
  };
}
