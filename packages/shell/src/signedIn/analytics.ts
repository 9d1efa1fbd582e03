import { NAVIGATION_MODULE, startFunnelAnalytics } from '@bank-shell/core/analytics';
import type { AnalyticsPlatform } from '@bank-shell/core/analytics';
import { LINK_CLICK_TOPIC, PAGE_VIEW_TOPIC, requestClientPreferences, requestVendorIdentity } from '@bank-shell/core/signed-in';
import { monitoringPageName } from '@bank-shell/core/monitoring';
import type { RouteMatch } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';

export type { AnalyticsPlatform };

/**
 * Funnel analytics for a signed-in customer who allows it (features.md §4.8): tracks the page on
 * screen, every route change after it, and the page views that are not route changes (a
 * campaign's lightbox, features.md §2.4), `earlierPageViews` (those of this page before analytics
 * could start) included. Private pages carry the customer's personId from their client
 * preferences, with the bank's signed statement of it (issue 38 §6), once both are known. A link a
 * feature tracks is sent as a link event while the available links give it an expiry ahead for the
 * environment (features.md §4.8). Returns how to stop (consent withdrawn, logout); a library that never comes leaves
 * the pages as they are.
 */
export function startAnalytics(
  services: Pick<ShellServices, 'http' | 'config' | 'events' | 'router'>,
  platform: AnalyticsPlatform,
  earlierPageViews: readonly string[] = [],
): () => void {
  const { http, config, events, router } = services;
  let clientCip: string | null = null;
  let clientIdentity: string | null = null;
  const analytics = startFunnelAnalytics(
    config()?.urlsConfig ?? {},
    platform,
    () => clientCip,
    () => clientIdentity,
  );
  if (analytics === null) return () => undefined;
  const { tracker } = analytics;
  void Promise.all([
    requestClientPreferences(http).catch((error: unknown) => {
      platform.logError(error);
      return null;
    }),
    requestVendorIdentity(http, platform.logError),
  ]).then(([preferences, identity]) => {
    clientCip = preferences?.personId || null;
    // The bank signs the customer it knows: a statement about anyone else is not sent.
    clientIdentity = identity !== null && identity.userId === clientCip ? identity.token : null;
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
  const stopLinks = events.subscribe(LINK_CLICK_TOPIC, ({ id, pageName }) => tracker.link(id, { page_name: pageName }));
  return () => {
    stopRoutes();
    stopPageViews();
    stopLinks();
    analytics.stop();
  };
}
