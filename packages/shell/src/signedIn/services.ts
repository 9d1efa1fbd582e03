import {
  BANK_INACTIVITY_TIMEOUT_S,
  CAMPAIGN_TOPIC_VALIDATORS,
  forgetCampaignResponses,
  PAGE_VIEW_TOPIC,
  INACTIVITY_REFRESH_THRESHOLDS_S,
  INACTIVITY_SAFETY_MARGIN_S,
  PENDING_TOPIC_VALIDATORS,
  SIGNED_IN_TOPIC_VALIDATORS,
  createInactivityTracker,
  createIndexedDbRecords,
  createSharedActivity,
  createStorageRecords,
  createTabCoordinator,
  createTokenKeeper,
} from '@bank-shell/core/signed-in';
import type { TokenKeeper } from '@bank-shell/core/signed-in';
import { createStore } from '@bank-shell/core';
import type { HttpClient, KeyValueStorage, ReadableStore, Session, ShellEventBusHost } from '@bank-shell/core';
import { createSessionScope } from './sessionScope';
import { afterNextPaint } from './afterNextPaint';
import { createInactivityWarning } from './inactivityWarning';
import type { InactivityWarning } from './inactivityWarning';
import { keepLogoutReason } from './keepLogoutReason';
import { LOGOUT_REASON_KEY } from './logoutReason';
import { startSessionUpkeep } from './sessionUpkeep';
import { resourceObserverOf, whenNetworkQuiet } from './whenNetworkQuiet';

const currentWarning = createStore<InactivityWarning | null>(null);
/** The warning of the running services, for the dialog that shows it (`InactivityDialog`). */
export const inactivityWarning: ReadableStore<InactivityWarning | null> = currentWarning;

const running = createStore(false);

/** How many page views published before monitoring has loaded wait for it. */
const EARLY_PAGE_VIEWS_KEPT = 10;
const pageViewsOfThisLogin = createStore<readonly string[]>([]);
/**
 * The first page views of this login that are not route changes (a lightbox), up to
 * {@link EARLY_PAGE_VIEWS_KEPT}: for what starts after them on the same page (analytics, once its
 * library is here).
 */
export const pageViewsSinceLogin: ReadableStore<readonly string[]> = pageViewsOfThisLogin;

/**
 * Whether the signed-in services run: from then on the signed-in topics are allowed on the bus,
 * so what subscribes to them (the pending-operation check) waits for it.
 */
export const signedInServicesRunning: ReadableStore<boolean> = running;

/** What the signed-in services take from the browser (handed over by `createServices`). */
export interface SignedInPlatform {
  window: Window;
  storage: KeyValueStorage;
  clock: { now(): number };
  timers: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
    setInterval: (callback: () => void, ms: number) => unknown;
    clearInterval: (handle: unknown) => void;
  };
  /** Whether the page runs inside the bank's native wrapper (a monitoring label). */
  nativeWrapper: boolean;
  /** Calls back once the browser has nothing more urgent to do (`requestIdleCallback`). */
  whenIdle: (callback: () => void) => void;
  logError: (error: unknown) => void;
}

/** The running services of a signed-in customer. */
export interface SignedInServices {
  /** Refreshes and drops the session's tokens (the API client asks it on an expired token). */
  readonly tokens: TokenKeeper;
  /**
   * The API client of this session's pages: each call is stopped when the session ends, and none
   * is sent after (issue 42 §1).
   */
  readonly http: HttpClient;
  /** Stops every timer and listener: the customer is gone. */
  stop(): void;
}

/**
 * Starts what keeps a signed-in customer's session going (shell.md §4, §9): the cross-tab
 * coordinator, the customer's activity in every tab and the inactivity thresholds that trigger a
 * refresh, the token keeper, the session upkeep (180 s refresh, 10 s cleanup, keep-alive,
 * back-forward cache), the event topics of a signed-in customer, and monitoring once the login is
 * complete.
 */
export function startSignedInServices(
  host: { session: Session; http: HttpClient; events: ShellEventBusHost },
  platform: SignedInPlatform,
): SignedInServices {
  const { session, events } = host;
  // What these services and the session's pages ask of the bank is asked for this session only: a
  // refresh, keep-alive, monitoring start or page call still on its way when it ends is stopped,
  // and none is sent after (issue 42 §1).
  const scope = createSessionScope(host.http);
  const { http } = scope;
  // The spec's topics about a signed-in customer (theme, masked mode, …, the answers to a pending
  // operation, a lightbox's page view) are allowed from now on.
  events.allow({ ...SIGNED_IN_TOPIC_VALIDATORS, ...PENDING_TOPIC_VALIDATORS, ...CAMPAIGN_TOPIC_VALIDATORS });
  const { window: win, storage, clock, timers, logError } = platform;
  // What a tab decides under a cross-tab lock is read from IndexedDB: Chromium's localStorage
  // lags behind the lock, and a tab read the last holder's writes too late (issue 13).
  const records = createIndexedDbRecords({
    factory: (win as Partial<Pick<Window, 'indexedDB'>>).indexedDB,
    fallback: createStorageRecords(storage),
    logError,
    timers,
  });
  const coordinator = createTabCoordinator({
    locks: win.navigator.locks,
    storage,
    records,
    clock,
    timers,
    tabId: win.crypto.randomUUID(),
    window: win,
    logError,
  });
  const activity = createSharedActivity(win, storage, clock);
  const warning = createInactivityWarning({
    getInactiveSeconds: () => inactivity.getInactiveSeconds(),
    timers,
    onStay: () => void session.keepAlive().catch(() => undefined),
  });
  const inactivity = createInactivityTracker({
    target: activity,
    clock,
    timers,
    thresholdsS: [...INACTIVITY_REFRESH_THRESHOLDS_S, ...warning.thresholdsS],
    // Inactivity callbacks trigger a refresh (shell.md §4): the server ends the session at its rule.
    // A minute before each rule, the customer is warned instead.
    onThreshold: (thresholdS) => (warning.thresholdsS.includes(thresholdS) ? warning.onThreshold(thresholdS) : void tokens.refresh()),
  });
  // A new session: the reason the last one ended is told no more.
  try {
    win.sessionStorage.removeItem(LOGOUT_REASON_KEY);
  } catch (error) {
    logError(error);
  }
  currentWarning.set(warning);
  running.set(true);
  // A session that ends while the customer is away is told on the login page that follows.
  const stopWatchingEnd = session.state.subscribe(() => {
    if (session.state.getSnapshot().status !== 'unauthenticated') return;
    if (inactivity.getInactiveSeconds() < BANK_INACTIVITY_TIMEOUT_S - INACTIVITY_SAFETY_MARGIN_S) return;
    keepLogoutReason(win, 'inactivity', logError);
  });
  const tokens = createTokenKeeper({
    session,
    http,
    clock,
    runExclusive: (name, task) => coordinator.runExclusive(name, task),
    getInactivitySeconds: () => inactivity.getInactiveSeconds(),
    ledger: { records, timers, logError },
    // Inside the wrapper the app may own the session, and then it alone refreshes (docs/native-bridge.md).
    ...(platform.nativeWrapper && {
      appRefresh: (profileId: string) => import('../native').then((native) => native.refreshThroughApp(profileId)),
    }),
  });
  const stopUpkeep = startSessionUpkeep(session, tokens, coordinator, activity, {
    window: win,
    now: () => clock.now(),
    setInterval: timers.setInterval,
    clearInterval: timers.clearInterval,
  });
  // Monitoring starts with the customer's session (features.md §9). The agent is a chunk of its own
  // (20 KB), loaded once the first page is shown, its own calls have come in and the browser is
  // idle, so that it does not
  // compete with that page for the network and the processor (issue 12); its page-load
  // transaction reads the navigation timings afterwards anyway.
  let stopWaitingForQuiet = (): void => undefined;
  // Monitoring asks the bank for the customer's id as it starts: once the session has ended, a
  // start still on its way (waiting for the idle browser, or for its chunk) does not (issue 42 §1).
  let stopped = false;
  const startMonitoringOnce = () => {
    if (session.state.getSnapshot().status !== 'completed') return;
    stopWatchingLogin();
    const stopWaiting = events.subscribe('route-changed', () => {
      stopWaiting();
      stopWaitingForQuiet = whenNetworkQuiet({ observeResources: resourceObserverOf(win), ...timers }, () =>
        platform.whenIdle(() => {
          if (!stopped) void loadMonitoring();
        }),
      );
    });
  };
  // Page views that are not route changes (a lightbox, features.md §2.4) come before monitoring
  // has loaded as often as after: the first ones wait for it, up to a few.
  const earlyPageViews: string[] = [];
  let pageViewListener: ((name: string) => void) | null = null;
  const stopPageViews = events.subscribe(PAGE_VIEW_TOPIC, ({ name }) => {
    if (pageViewsOfThisLogin.getSnapshot().length < EARLY_PAGE_VIEWS_KEPT)
      pageViewsOfThisLogin.set([...pageViewsOfThisLogin.getSnapshot(), name]);
    if (pageViewListener) pageViewListener(name);
    else if (earlyPageViews.length < EARLY_PAGE_VIEWS_KEPT) earlyPageViews.push(name);
  });
  const onPageView = (listener: (name: string) => void) => {
    for (const name of earlyPageViews.splice(0)) listener(name);
    pageViewListener = listener;
  };
  const loadMonitoring = () =>
    import('../monitoring')
      .then(({ startMonitoring }) =>
        stopped
          ? undefined
          : startMonitoring({
              http,
              events,
              readCookies: () => win.document.cookie,
              nativeWrapper: platform.nativeWrapper,
              afterNextPaint: (callback) => afterNextPaint(win, callback),
              now: () => win.performance.now(),
              onPageView,
              logError,
            }),
      )
      .catch(logError);
  const stopWatchingLogin = session.state.subscribe(startMonitoringOnce);
  startMonitoringOnce();
  return {
    tokens,
    http,
    stop() {
      stopped = true;
      scope.end();
      stopWaitingForQuiet();
      stopWatchingLogin();
      stopWatchingEnd();
      stopPageViews();
      pageViewsOfThisLogin.set([]);
      forgetCampaignResponses();
      stopUpkeep();
      warning.stop();
      currentWarning.set(null);
      running.set(false);
      inactivity.stop();
      activity.dispose();
      coordinator.dispose();
    },
  };
}
