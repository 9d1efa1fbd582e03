import type { OutsideScriptsPlatform } from '../outsideScripts';
import { openTagFrame } from './tagFrame';
import type { TagFramePlatform } from './tagFrame';
import { createTracker } from './tracker';
import type { Tracker } from './tracker';
import { TRACKING_ENVIRONMENTS, loadAvailableLinks, loadTrackingModule } from './trackingConfig';
import type { FetchJson, TrackingEnvironment } from './trackingConfig';

/**
 * `urlsConfig` keys: the tracking location (features.md §3 names it `tealium`), the integrity of
 * the library published there (issue 38 §6), and the environment.
 */
export const TRACKING_LOCATION_KEY = 'tealium';
export const TRACKING_INTEGRITY_KEY = 'tealiumIntegrity';
export const TRACKING_ENVIRONMENT_KEY = 'trackingEnvironment';

export interface AnalyticsPlatform extends OutsideScriptsPlatform {
  /** Where the tag manager runs: a frame of its own (`browserTagFrames`). */
  tagFrames: TagFramePlatform;
  fetchJson: FetchJson;
  now: () => number;
}

/** The environment whose link expiries apply; production's, the strictest, when the bank names none it knows. */
export function trackingEnvironmentOf(value: string | undefined): TrackingEnvironment {
  return TRACKING_ENVIRONMENTS.find((environment) => environment === value) ?? 'production';
}

/** The page's funnel analytics, and how to stop it. */
export interface FunnelAnalytics {
  tracker: Tracker;
  stop(): void;
}

/**
 * Funnel analytics of a page (features.md §4.8), for whoever starts it once the visitor allows
 * it: the signed-in shell and the public sign-up funnel. Opens the tag frame of the tracking
 * location, whose library is looked for every 400 ms until it is ready, and tracks through it
 * with the flows' modules and the trackable links from the same location. `clientCip` is the
 * personId private pages carry (null on a public page), `clientIdentity` the bank's signed
 * statement of it (issue 38 §6), without which they carry none. Null when the bank configures no
 * tracking location; a library that never comes leaves the page as it is, said once on the
 * console. `stop` removes the frame.
 */
export function startFunnelAnalytics(
  urlsConfig: Readonly<Record<string, string>>,
  platform: AnalyticsPlatform,
  clientCip: () => string | null,
  clientIdentity: () => string | null = () => null,
): FunnelAnalytics | null {
  const location = urlsConfig[TRACKING_LOCATION_KEY];
  if (!location) return null;
  const { fetchJson, logError } = platform;
  const frame = openTagFrame(
    { ...platform.tagFrames, setTimeout: platform.setTimeout, clearTimeout: platform.clearTimeout, logError },
    { location, libraryIntegrity: urlsConfig[TRACKING_INTEGRITY_KEY] || undefined },
  );
  const tracker = createTracker({
    library: frame.library,
    loadModule: (name) => loadTrackingModule(fetchJson, location, name, logError),
    links: loadAvailableLinks(fetchJson, location, logError),
    context: () => ({ clientCip: clientCip(), clientIdentity: clientIdentity(), nativeApp: platform.nativeApp }),
    environment: trackingEnvironmentOf(urlsConfig[TRACKING_ENVIRONMENT_KEY]),
    now: platform.now,
    logError,
  });
  return {
    tracker,
    stop() {
      tracker.stop();
      frame.close();
    },
  };
}

/**
 * How a vendor's JSON (the tracking configuration) is fetched: without the visitor's cookies, which
 * are the bank's and not the vendor's, and only an answer that is JSON.
 */
export function vendorJsonFetcher(fetchFn: (url: string, init: RequestInit) => Promise<Response>): FetchJson {
  return async (url) => {
    const response = await fetchFn(url, { credentials: 'omit', mode: 'cors' });
    if (!response.ok) throw new Error(`Fetch request to ${url} failed with status ${response.status} ${response.statusText}`);
    return (await response.json()) as unknown;
  };
}
