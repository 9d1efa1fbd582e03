import {
  VALIDATION_LEGAL_PATH,
  createPendingCheck,
  createPendingSessionItems,
  pendingRoutePath,
  requestPendingOperations,
} from '@bank-shell/core/signed-in';
import type { MobileValidation, SessionStorageLike, ValidationOutcome } from '@bank-shell/core/signed-in';
import { schema as v } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import type { SnackbarQueue } from '@bank-shell/react/snackbar';
import { SHELL_PATH } from '../routes/shellPath';
import { PENDING_NAMESPACE, pendingMessages } from './pendingMessages';
import { pendingPaymentsCount, type PendingPaymentsCount } from './pendingPayments';

/** What the check takes from the browser. */
export interface PendingPlatform {
  sessionStorage: SessionStorageLike;
  history: Pick<History, 'back'>;
  /** The page's origin: the legal page the app links to is on it. */
  origin: string;
  /** The page's address now (its hash): it changes the moment a navigation starts. */
  currentPath: () => string;
  /** Calls back once the browser has nothing more urgent to do: the page's own calls go first. */
  whenIdle: (callback: () => void) => void;
  /** Calls back once the next frame is on screen (`afterNextPaint`). */
  afterNextPaint: (callback: () => void) => void;
  logError: (message: string, detail?: unknown) => void;
}

const registeredSchema = v.object({ registered: v.boolean() });
const validatedSchema = v.object({ validated: v.boolean() });

/** The app's mobile validation through the bridge; an app error's code says how it ended (features.md §8). */
function mobileValidationOf(native: ShellServices['native']): MobileValidation {
  return {
    isRegistered: async (personId) => (await native.call('isMobileValidationRegistered', { personId }, registeredSchema)).registered,
    async validate(params): Promise<ValidationOutcome> {
      try {
        const { validated } = await native.call('runMobileValidation', { ...params }, validatedSchema);
        return validated ? 'validated' : 'generic';
      } catch (error) {
        // The bridge's code table comes with the bridge, which the app's page has already loaded.
        const { nativeValidationOutcome } = await import('@bank-shell/core/native');
        return nativeValidationOutcome((error as { code?: unknown } | null)?.code);
      }
    },
  };
}

/**
 * Runs the pending-operation check (features.md §4.1) for a signed-in customer: now, on every
 * route change, and on the login-accept and login-cancel events of the confirm screen. Its
 * messages go to the page's snackbars. Returns what stops it.
 */
export function startPendingOperationsCheck(
  services: ShellServices,
  snackbars: SnackbarQueue,
  platform: PendingPlatform,
  payments: PendingPaymentsCount = pendingPaymentsCount,
): () => void {
  const { http, session, router, events, channel, native, config, i18n } = services;
  i18n.addNamespace(PENDING_NAMESPACE, pendingMessages);
  const t = i18n.translator(PENDING_NAMESPACE);
  /** Whether the page's address is `path` now (a navigation changes it before its page shows). */
  const isShowing = (path: string) => pendingRoutePath(platform.currentPath()) === pendingRoutePath(path);
  const items = createPendingSessionItems(platform.sessionStorage);
  const check = createPendingCheck({
    // Every check asks the bank: an operation may have appeared since the last route. The header's
    // badge counts the card payments of the same answer.
    fetchOperations: async () => {
      const answer = await requestPendingOperations(http);
      payments.learnFrom(answer);
      return answer;
    },
    items,
    isEnabled: () => config()?.propsConfig['enable-pending-operation'] === true,
    // A customer on the logout page is leaving: the session is being ended there, and a check
    // would find the operation that sent them there and send them there again.
    isAuthenticated: () => session.state.getSnapshot().status === 'completed' && !isShowing(SHELL_PATH.logout),
    device: () => ({ channelCode: channel.code, nativeApp: native.wrapper !== null }),
    clientPersonId: () => session.state.getSnapshot().personId,
    navigate: (route) => void router.navigate(`/${route}`),
    goBack: () => platform.history.back(),
    isFeatureActive: (route) => router.matchPath(`/${route}`)?.route.kind === 'feature',
    // The deposit contract is skipped where this bank's configuration puts it (features.md §2.1).
    featureRoute: (featureId) => config()?.propsConfig.means.find((mean) => mean.id === featureId)?.path,
    validation: native.wrapper ? mobileValidationOf(native) : null,
    logout: () => void router.navigate(SHELL_PATH.logout),
    notify: ({ kind, key, autoCloseMs }) => void snackbars.show(t(key), { kind, autoCloseMs: autoCloseMs ?? null }),
    legalUrl: new URL(VALIDATION_LEGAL_PATH, platform.origin).href,
    logError: platform.logError,
  });
  // The first check waits for the landing page's own calls to the bank, which the customer sees:
  // on a phone's network it would otherwise go first and hold them up (issue 12's bench).
  let stopped = false;
  platform.whenIdle(() => {
    if (!stopped && router.current.getSnapshot()) void check.run(platform.currentPath());
  });
  const stops = [
    // A URL change's check asks the bank once the new page is on screen: its call and the work on
    // the answer then never come between the customer's tap and the page it asked for. A page the
    // customer has left by then is not checked (the page now asked for gets its own check):
    // checking it would send a customer the check has just sent to the confirm screen there a
    // second time, and the confirm screen's "back" would then lead to itself.
    events.subscribe('route-changed', ({ match }) =>
      platform.afterNextPaint(() => void (stopped || !isShowing(match.path) || check.run(match.path))),
    ),
    events.subscribe('login-accept', ({ secProcessId }) => void check.accept(secProcessId)),
    events.subscribe('login-cancel', ({ secProcessId }) => void check.cancel(secProcessId)),
  ];
  return () => {
    stopped = true;
    payments.clear();
    for (const stop of stops) stop();
  };
}
