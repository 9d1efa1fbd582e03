import { startFunnelAnalytics } from '@bank-shell/core/analytics';
import type { AnalyticsPlatform, FunnelAnalytics, TrackingVariables } from '@bank-shell/core/analytics';
import { startOutsideScripts, whileConsented } from '@bank-shell/core/outside-scripts';
import type { AppConfig } from '@bank-shell/core';
import { TRACKING_MODULE_OF } from './tracking';
import type { SignUpFunnel, SignUpTracking } from './tracking';

/**
 * Page views kept while analytics cannot start yet (the consent manager is loading): more than
 * the funnel's pages, so a whole visit fits, and a bound on what a long visit keeps.
 */
export const VIEWS_KEPT_BEFORE_ANALYTICS = 64;

interface SignUpView {
  path: string;
  funnel: SignUpFunnel;
  variables: TrackingVariables;
}

/** The sign-up's analytics on this page, and how to start it once the page is on screen. */
export interface SignUpAnalytics {
  tracking: SignUpTracking;
  /** Loads the outside scripts, once per page; analytics runs while the visitor allows it. */
  start(config: AppConfig, platform: AnalyticsPlatform): void;
  stop(): void;
}

/**
 * Funnel analytics of the public sign-up pages (features.md §2.5, §4.7, §4.8). The shell starts
 * the outside scripts for signed-in customers only; a prospect's pages start them here, through
 * the same shared entry, so the page holds one consent manager. Its banner asks a visitor who has
 * not decided, and nothing is tracked until they allow analytics:
 * - a visitor who allowed it on an earlier visit gets every page view of this one, those shown
 *   while the scripts loaded included;
 * - one who allows it now is tracked from the page on screen on;
 * - one who withdraws it is tracked no more.
 * Page views are public (`page_domain_type` `pub`, no `client_cip`), in the module of their
 * funnel: `signups` for an adult, `signups-teen` for a minor.
 */
export function createSignUpAnalytics(): SignUpAnalytics {
  let analytics: FunnelAnalytics | null = null;
  let started = false;
  let stopped = false;
  let stopConsent = (): void => undefined;
  const waiting: SignUpView[] = [];
  const send = (running: FunnelAnalytics, view: SignUpView) =>
    running.tracker.pageView(
      { path: view.path, pageName: view.path, private: false, variables: view.variables },
      TRACKING_MODULE_OF[view.funnel],
    );
  return {
    tracking: {
      pageView(path, funnel, variables = {}) {
        const view = { path, funnel, variables };
        if (analytics) send(analytics, view);
        else if (!stopped) {
          waiting.push(view);
          if (waiting.length > VIEWS_KEPT_BEFORE_ANALYTICS) waiting.shift();
        }
      },
      // A click is not kept for later: it is tracked only while analytics runs.
      link(id, path) {
        analytics?.tracker.link(id, { page_name: path });
      },
    },
    start(config, platform) {
      if (started) return;
      started = true;
      void startOutsideScripts(config, platform).then((consent) => {
        if (stopped || consent === null) return;
        let allowedBefore = true;
        stopConsent = whileConsented(consent, 'analytics', () => {
          const running = startFunnelAnalytics(config.urlsConfig, platform, () => null);
          if (running === null) return () => undefined;
          analytics = running;
          const earlier = waiting.splice(0);
          for (const view of allowedBefore ? earlier : earlier.slice(-1)) send(running, view);
          return () => {
            analytics = null;
            running.stop();
          };
        });
        allowedBefore = false;
      });
    },
    stop() {
      stopped = true;
      waiting.length = 0;
      stopConsent();
    },
  };
}
