import {
  PENDING_CHECK_EXCLUDED_FEATURES,
  PENDING_CHECK_EXCLUDED_ROUTES,
  PENDING_CONSOLE_ERROR,
  PENDING_MESSAGE_KEY,
  PENDING_SUCCESS_AUTO_CLOSE_MS,
  VALIDATION_MAX_FAILURES,
  VALIDATION_MAX_PASSWORD_LENGTH,
  VALIDATION_SERVICE_NAME,
  VALIDATION_SMS_RETRIES,
} from './constants';
import { buildPendingHandling } from './handling';
import type { PendingDevice, PendingHandling } from './handling';
import { parsePendingOperationList } from './pendingOperation';
import type { PendingOperation } from './pendingOperation';
import type { PendingSessionItems } from './sessionItems';

/** The parameters of the app's validation (features.md §7, the eight of them). */
export interface ValidationParams {
  maxFailures: number;
  maxPasswordLength: number;
  personId: string;
  processId: string;
  smsRetries: number;
  legalUrl: string;
  serviceName: string;
  passwordRequired: boolean;
}

/**
 * How the app's validation ended: `validated`, or the meaning of its error code (features.md §8):
 * `activateAgain` (37), `operationCancelled` (16), or any other.
 */
export type ValidationOutcome = 'validated' | 'activateAgain' | 'operationCancelled' | 'generic' | 'riskyClient' | 'tryAgain' | 'unknown';

/** The app's mobile validation, inside the native app. */
export interface MobileValidation {
  isRegistered(personId: string): Promise<boolean>;
  validate(params: ValidationParams): Promise<ValidationOutcome>;
}

/** A message for the customer; `key` is translated by the shell. */
export interface PendingNotice {
  kind: 'success' | 'info' | 'error';
  key: string;
  /** Closes itself after this long; without it, it stays until closed. */
  autoCloseMs?: number;
}

export interface PendingCheckOptions {
  /** `GET /genoma_api/rest/mobileconfirmation/pending-operations`, its body as it came. */
  fetchOperations(): Promise<unknown>;
  items: PendingSessionItems;
  /** The `enable-pending-operation` flag of `propsConfig`. */
  isEnabled(): boolean;
  isAuthenticated(): boolean;
  device(): PendingDevice;
  /** The client's personId, for an operation that comes without one. */
  clientPersonId(): string | null;
  navigate: (route: string) => void;
  goBack: () => void;
  /** Whether a route path leads to an active feature. */
  isFeatureActive(route: string): boolean;
  /**
   * The route path the configuration's `means` give a feature id, if any: the deposit contract is
   * skipped there too (features.md §2.1). @default no feature has one
   */
  featureRoute?: (featureId: string) => string | undefined;
  /** Null outside the native app. */
  validation: MobileValidation | null;
  /** Ends the session on the bank (`DELETE /genoma_api/rest/session`) and goes to logout. */
  logout(): void | Promise<void>;
  notify(notice: PendingNotice): void;
  /** The legal page the app links to from its validation screen (an absolute URL). */
  legalUrl: string;
  logError(message: string, detail?: unknown): void;
}

export interface PendingCheck {
  /** Runs the check for the route now shown: on connecting, and on every URL change. */
  run(path: string): Promise<void>;
  /** A login-accept event: validates the operation being handled, or the pending one it names. */
  accept(secProcessId?: string): Promise<void>;
  /** A login-cancel event: the operation being handled is cancelled. */
  cancel(secProcessId?: string): Promise<void>;
  /** The operation being handled, if any. */
  current(): PendingHandling | null;
}

/** The route path of a hash path or route: no `#`, no leading slash, no query. */
export function pendingRoutePath(path: string): string {
  return path.replace(/^[#/]+/, '').split('?')[0] ?? '';
}

const firstSegment = (path: string): string => pendingRoutePath(path).split('/')[0] ?? '';

/**
 * features.md §2.1: the route, or a route under it, is one the check skips: one of the spec's
 * paths, or the route `featureRoute` (the configuration's `means`) gives an excluded feature.
 */
export function isExcludedFromPendingCheck(
  path: string,
  featureRoute: (featureId: string) => string | undefined = () => undefined,
): boolean {
  const route = pendingRoutePath(path);
  const configured = PENDING_CHECK_EXCLUDED_FEATURES.map((featureId) => pendingRoutePath(featureRoute(featureId) ?? ''));
  return [...PENDING_CHECK_EXCLUDED_ROUTES, ...configured].some(
    (excluded) => excluded !== '' && (route === excluded || route.startsWith(`${excluded}/`)),
  );
}

/**
 * The pending-operation check (features.md §4.1): when it may run, the four steps, and what each
 * handling leads to. A failing operation never breaks the page: it is logged, and an operation
 * whose validation fails or is cancelled joins the session's cancelled list.
 */
export function createPendingCheck(options: PendingCheckOptions): PendingCheck {
  const { items } = options;
  let inProgress = false;
  let handling: PendingHandling | null = null;
  // Validated here: not offered again while the bank has not yet taken it off the list.
  const validated = new Set<string>();

  const finish = () => {
    handling = null;
  };

  const giveUp = (failed: PendingHandling) => {
    items.addCancelled(failed.operation.secProcessId);
    items.clearCurrentEcommerce();
    finish();
  };

  /** The operation whose validation is under way: a second accept does not start another. */
  let validating: PendingHandling | null = null;
  // A validation that was broken off (login-cancel) or replaced: its late answer changes nothing.
  const stillHandling = (target: PendingHandling) => handling === target;

  async function validate(target: PendingHandling): Promise<void> {
    const { validation } = options;
    const personId = target.operation.personId || options.clientPersonId();
    if (!validation || !personId) {
      options.logError('Pending operation cannot be validated without the app and a personId', target.operation.secProcessId);
      giveUp(target);
      return;
    }
    if (validating === target) return;
    validating = target;
    try {
      const registered = await validation.isRegistered(personId);
      if (!stillHandling(target)) return;
      if (!registered) {
        items.clearCurrentEcommerce();
        finish();
        await options.logout();
        return;
      }
      const outcome = await validation.validate({
        maxFailures: VALIDATION_MAX_FAILURES,
        maxPasswordLength: VALIDATION_MAX_PASSWORD_LENGTH,
        personId,
        processId: target.operation.secProcessId,
        smsRetries: VALIDATION_SMS_RETRIES,
        legalUrl: options.legalUrl,
        serviceName: VALIDATION_SERVICE_NAME,
        passwordRequired: target.requirePwd,
      });
      if (!stillHandling(target)) return;
      switch (outcome) {
        case 'validated':
          validated.add(target.operation.secProcessId);
          options.notify({ kind: 'success', key: target.acceptedMsg, autoCloseMs: PENDING_SUCCESS_AUTO_CLOSE_MS });
          finish();
          items.clearCurrentEcommerce();
          target.onComplete?.();
          return;
        case 'activateAgain':
          items.clearCurrentEcommerce();
          finish();
          await options.logout();
          return;
        case 'operationCancelled':
          options.notify({ kind: 'info', key: PENDING_MESSAGE_KEY.cancelled });
          giveUp(target);
          target.onCancel?.();
          return;
        default:
          options.notify({ kind: 'error', key: PENDING_MESSAGE_KEY.error });
          giveUp(target);
          target.onError?.();
      }
    } catch (error) {
      options.logError('Pending operation validation failed', error);
      if (!stillHandling(target)) return;
      options.notify({ kind: 'error', key: PENDING_MESSAGE_KEY.error });
      giveUp(target);
      target.onError?.();
    } finally {
      if (validating === target) validating = null;
    }
  }

  async function act(target: PendingHandling): Promise<void> {
    if (target.pendingType === 'validation') {
      handling = target;
      target.onBefore?.();
      await validate(target);
      return;
    }
    const destination = target.destination ?? '';
    if (!options.isFeatureActive(destination)) {
      options.logError(PENDING_CONSOLE_ERROR.inactiveFeature, destination);
      return;
    }
    handling = target;
    target.onBefore?.();
    items.addScope(firstSegment(destination));
    options.navigate(destination);
  }

  const fetchOperations = async () =>
    parsePendingOperationList(await options.fetchOperations(), (entry) =>
      options.logError('Pending operation ignored: not an operation', entry),
    );

  const handlingOf = (operation: PendingOperation) =>
    buildPendingHandling(operation, options.device(), {
      goBack: options.goBack,
      storeEcommerce: (stored) => items.setCurrentEcommerce(stored),
    });

  /**
   * The operation an answer is about. Usually the one being handled; a confirm screen opened
   * another way (a deep link, the address bar) names one the check did not lead to: it is looked
   * up at the bank, and handled if it is pending and for this device.
   */
  async function answered(secProcessId: string | undefined): Promise<PendingHandling | null> {
    if (handling && (secProcessId === undefined || secProcessId === handling.operation.secProcessId)) return handling;
    if (secProcessId === undefined || !options.isEnabled() || !options.isAuthenticated()) return null;
    try {
      const operation = (await fetchOperations()).find((candidate) => candidate.secProcessId === secProcessId);
      const target = operation ? handlingOf(operation) : null;
      if (!target?.matchesCurrentDeviceType) return null;
      handling = target;
      return target;
    } catch (error) {
      options.logError('Pending operation could not be found', error);
      return null;
    }
  }

  async function check(): Promise<void> {
    const operations = await fetchOperations();
    const cancelled = new Set(items.cancelledIds());
    const remaining = operations.filter((operation) => !cancelled.has(operation.secProcessId) && !validated.has(operation.secProcessId));
    const [first] = remaining;
    if (!first) {
      items.clearCurrentEcommerce();
      return;
    }
    const target = handlingOf(first);
    if (target?.matchesCurrentDeviceType) await act(target);
  }

  return {
    async run(path) {
      if (inProgress) return;
      inProgress = true;
      try {
        const segment = firstSegment(path);
        const scopes = items.scopes();
        if (scopes.includes(segment)) return;
        // The customer left a pending flow: it no longer shields the routes it went through.
        for (const scope of scopes) items.removeScope(scope);
        if (!options.isEnabled() || !options.isAuthenticated() || isExcludedFromPendingCheck(path, options.featureRoute)) return;
        await check();
      } catch (error) {
        options.logError('Pending operations could not be checked', error);
      } finally {
        inProgress = false;
      }
    },
    async accept(secProcessId) {
      const target = await answered(secProcessId);
      if (target) await validate(target);
    },
    cancel(secProcessId) {
      const cancel = (target: PendingHandling | null) => {
        if (!target) return;
        options.notify({ kind: 'info', key: PENDING_MESSAGE_KEY.cancelled });
        giveUp(target);
        target.onCancel?.();
      };
      // The operation being handled is cancelled at once: a validation under way is broken off now.
      if (handling && (secProcessId === undefined || secProcessId === handling.operation.secProcessId)) {
        cancel(handling);
        return Promise.resolve();
      }
      return answered(secProcessId).then(cancel);
    },
    current: () => handling,
  };
}
