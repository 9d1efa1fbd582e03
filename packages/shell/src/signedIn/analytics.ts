import {
  NAVIGATION_MODULE,
  TRACKING_ENVIRONMENTS,
  TRACKING_FILES,
  createTracker,
  findAnalyticsLibrary,
  loadAvailableLinks,
  loadTrackingModule,
  pollForLibrary,
} from '@bank-shell/core/analytics';
import type { FetchJson, TrackingEnvironment } from '@bank-shell/core/analytics';
import { OUTSIDE_SCRIPT_TIMEOUT_MS, loadOutsideScript } from '@bank-shell/core/outside-scripts';
import type { OutsideScriptsPlatform } from '@bank-shell/core/outside-scripts';
import { PAGE_VIEW_TOPIC, requestClientPreferences } from '@bank-shell/core/signed-in';
import { monitoringPageName } from '@bank-shell/core/monitoring';
import type { RouteMatch } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';

/** `urlsConfig` keys: the tracking location (features.md §3 names it `tealium`) and its environment. */
export const TRACKING_LOCATION_KEY = 'tealium';
export const TRACKING_ENVIRONMENT_KEY = 'trackingEnvironment';

export interface AnalyticsPlatform extends OutsideScriptsPlatform {
  fetchJson: FetchJson;
  now: () => number;
  /** Whether the page runs inside the bank's native app (`app_ing`). */
  nativeApp: boolean;
}

/** The environment whose link expiries apply; production's, the strictest, when the bank names none it knows. */
function environmentOf(value: string | undefined): TrackingEnvironment {
  return TRACKING_ENVIRONMENTS.find((environment) => environment === value) ?? 'production';
}

/**
 * Funnel analytics for a signed-in customer who allows it (features.md §4.8): loads the library
 * from the tracking location, polls it for readiness every 400 ms, and tracks the page on screen,
 * every route change after it, and the page views that are not route changes (a campaign's
 * lightbox, features.md §2.4), `earlierPageViews` (those of this page before analytics could
 * start) included. Private pages carry the customer's personId from their client
 * preferences. Returns how to stop (consent withdrawn, logout); a library that never comes leaves
 * the pages as they are.
 */
export function startAnalytics(
  services: Pick<ShellServices, 'http' | 'config' | 'events' | 'router'>,
  platform: AnalyticsPlatform,
  earlierPageViews: readonly string[] = [],
): () => void {
  const { http, config, events, router } = services;
  const urls = config()?.urlsConfig ?? {};
  const location = urls[TRACKING_LOCATION_KEY];
  if (!location) return () => undefined;
  const { fetchJson, logError } = platform;
  const libraryUrl = new URL(TRACKING_FILES.library, location).href;
  let stopped = false;
  const polling = loadOutsideScript(platform, { url: libraryUrl }, OUTSIDE_SCRIPT_TIMEOUT_MS).then(
    () => pollForLibrary(() => findAnalyticsLibrary(platform.window), platform),
    (error: unknown) => {
      logError(error);
      return null;
    },
  );
  let clientCip: string | null = null;
  requestClientPreferences(http).then(
    (preferences) => (clientCip = preferences.personId || null),
    (error: unknown) => logError(error),
  );
  // A library that loaded but never became ready (it threw at load, or never set itself up) is
  // said once, as a failed load is; one given up because the customer left is not.
  const library = polling.then(async (poll) => {
    const ready = poll ? await poll.ready : null;
    if (poll && ready === null && !stopped) logError(new Error(`The analytics library ${libraryUrl} loaded but never became ready`));
    return ready;
  });
  const tracker = createTracker({
    library,
    loadModule: (name) => loadTrackingModule(fetchJson, location, name, logError),
    links: loadAvailableLinks(fetchJson, location, logError),
    context: () => ({ clientCip, nativeApp: platform.nativeApp }),
    environment: environmentOf(urls[TRACKING_ENVIRONMENT_KEY]),
    now: platform.now,
    logError,
  });
  const trackRoute = (match: RouteMatch) => {
    const pageName = monitoringPageName(match.path);
    tracker.pageView({ path: match.path.replace(/^\//, ''), pageName, private: match.route.authentication !== false }, NAVIGATION_MODULE);
  };
  const trackPageView = (name: string) => tracker.pageView({ path: name, pageName: name, private: true }, NAVIGATION_MODULE);
  const shown = router.current.getSnapshot();
  if (shown) trackRoute(shown);
  for (const name of earlierPageViews) trackPageView(name);
  const stopRoutes = events.subscribe('route-changed', ({ match }) => trackRoute(match));
  const stopPageViews = events.subscribe(PAGE_VIEW_TOPIC, ({ name }) => trackPageView(name));
  return () => {
    stopped = true;
    stopRoutes();
    stopPageViews();
    tracker.stop();
    void polling.then((poll) => poll?.cancel());
  };
}
