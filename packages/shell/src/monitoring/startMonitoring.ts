import type { HttpClient, ShellEventBus } from '@bank-shell/core';
import { version as SHELL_VERSION } from '../../package.json';

/** The name the bank's monitoring knows this app by. */
export const MONITORING_SERVICE_NAME = 'bank-shell';
/**
 * The version the bank's monitoring knows this app by: the shell's own (its package.json), not the
 * agent's, so that the APM server can tell one release of the app from the next.
 */
export const MONITORING_SERVICE_VERSION: string = SHELL_VERSION;
/** The `feature_version` label of a route whose module is the bank's own, not a registry version. */
export const FEATURE_BUILT_WITH_SHELL = 'built-in';
/** Where the agent reports: the bank's monitoring intake on the API host (the sandbox stores it). */
export const MONITORING_PATH = '/apm';

export interface MonitoringOptions {
  http: HttpClient;
  events: ShellEventBus;
  /** `document.cookie`, read when monitoring starts: the routing cookies become labels. */
  readCookies: () => string;
  nativeWrapper: boolean;
  /**
   * Calls back once the next frame is painted: a task after `requestAnimationFrame`, whose
   * callbacks run before the paint. All the agent's work on a route change (its transaction, and
   * their sending) then comes after the customer sees the page, not between the route change and
   * its paint.
   */
  afterNextPaint: (callback: () => void) => void;
  /** The page's clock (`performance.now()`): when a route change began, for its transaction. */
  now: () => number;
  /**
   * Subscribes to the page views that are not route changes (a lightbox, features.md §2.4),
   * those published before monitoring started included.
   */
  onPageView: (listener: (name: string) => void) => void;
  logError: (error: unknown) => void;
}

let started = false;
/** The running agent's page-view recorder, for the sessions after the first (the agent starts once per page). */
let recordPageView: ((name: string) => void) | null = null;

/**
 * Starts the monitoring agent once a customer has logged in (issue "API client", §4; features.md
 * §9): its code (the agent, the configuration checks, the page names) loads then, never on the
 * login page. The session is tagged with the customer's personId (`cip-error` when the client
 * record cannot be read) and the routing cookies; each route change is a transaction named by the
 * page-name rules of shell.md §2.8, and each page view that is not one (a lightbox) a transaction
 * of its name.
 */
export async function startMonitoring({
  http,
  events,
  readCookies,
  nativeWrapper,
  afterNextPaint,
  now,
  onPageView,
  logError,
}: MonitoringOptions): Promise<void> {
  if (started) {
    // A later login in the same page: the agent runs already; its page views go to it.
    if (recordPageView) onPageView(recordPageView);
    return;
  }
  started = true;
  try {
    const [{ init }, monitoring] = await Promise.all([import('@elastic/apm-rum'), import('@bank-shell/core/monitoring')]);
    const config = monitoring.buildApmConfig({
      serviceName: MONITORING_SERVICE_NAME,
      serviceVersion: MONITORING_SERVICE_VERSION,
      serverUrl: `${http.apiBase}${MONITORING_PATH}`,
      nativeWrapper,
    });
    // No trace headers on the bank's calls: the API host does not allow them, and the shell's own
    // client is not the agent's to instrument.
    const apm = init({ ...config, centralConfig: false, distributedTracing: false, breakdownMetrics: false });
    apm.addLabels(monitoring.routingCookieLabels(readCookies()));
    apm.setUserContext({ id: await monitoring.monitoringUserId(http) });
    // A page shown lasts until it is painted; the agent sends no transaction without a span, so
    // the painting is one. Both are recorded once the page is on screen, from the moment it was asked for.
    const recordShownPage = (name: string, type: 'route-change' | 'page-view') => {
      const startTime = now();
      afterNextPaint(() => {
        const transaction = apm.startTransaction(name, type, { managed: true, startTime });
        transaction?.startSpan('show the page', 'app', { startTime })?.end();
        transaction?.end();
      });
    };
    events.subscribe('route-changed', ({ match }) => {
      // What follows on the page (its transaction, an error) names the feature and the version
      // customers got, so a publication that fails is told from the one before (issue 40 §2).
      apm.addLabels({ feature: match.route.id, feature_version: match.route.version ?? FEATURE_BUILT_WITH_SHELL });
      recordShownPage(monitoring.monitoringPageName(match.path), 'route-change');
    });
    recordPageView = (name) => recordShownPage(name, 'page-view');
    onPageView(recordPageView);
  } catch (error) {
    started = false;
    logError(error);
  }
}
