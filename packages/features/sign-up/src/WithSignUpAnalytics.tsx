import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { browserTagFrames, vendorJsonFetcher } from '@bank-shell/core/analytics';
import type { AnalyticsPlatform } from '@bank-shell/core/analytics';
import type { ConsentContext } from '@bank-shell/core/outside-scripts';
import { useShell } from '@bank-shell/react';
import { createSignUpAnalytics } from './signUpAnalytics';
import { SignUpTrackingProvider } from './tracking';

/** One per page: a prospect who leaves the funnel and comes back is the same visit. */
const pageAnalytics = createSignUpAnalytics();

/** The browser, as the outside scripts and the analytics library use it. */
function browserPlatform(win: Window, { nativeApp, clientKind }: ConsentContext): AnalyticsPlatform {
  return {
    window: win,
    document: win.document,
    tagFrames: browserTagFrames(win),
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    fetchJson: vendorJsonFetcher((url, init) => win.fetch(url, init)),
    now: () => Date.now(),
    nativeApp,
    clientKind,
    logError: (error) => console.error(error),
  };
}

/**
 * The sign-up's pages with their funnel analytics: the outside scripts start once the first of
 * them is on screen (the shell starts them for signed-in customers only).
 */
export function WithSignUpAnalytics({ children }: { children: ReactNode }) {
  const { config, native, channel } = useShell();
  useEffect(() => {
    const loaded = config();
    if (loaded !== null)
      pageAnalytics.start(loaded, browserPlatform(window, { nativeApp: native.wrapper !== null, clientKind: channel.clientKind }));
  }, [config, native, channel]);
  return <SignUpTrackingProvider tracking={pageAnalytics.tracking}>{children}</SignUpTrackingProvider>;
}
