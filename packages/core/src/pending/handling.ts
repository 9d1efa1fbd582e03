import { CHANNEL_CODE } from '@bank-shell/core';
import { PENDING_DESTINATION, PENDING_OPERATION_TYPE } from './constants';
import type { PendingOperationType } from './constants';
import type { PendingOperation } from './pendingOperation';

/** How an operation is handled (features.md §3): a native validation, or a page of the web. */
export type PendingType = 'validation' | 'navigation';

/** The device the page runs on: its channel code (83 web, 86 app) and whether it is the native app. */
export interface PendingDevice {
  channelCode: number;
  nativeApp: boolean;
}

/** What the hooks of a handling may do. */
export interface PendingHandlingHooks {
  /** One step back in history. */
  goBack: () => void;
  /** Keeps the e-commerce operation for its feature. */
  storeEcommerce: (operation: PendingOperation) => void;
}

/** An operation with what the shell does with it (features.md §3, derived fields). */
export interface PendingHandling {
  readonly operation: PendingOperation;
  readonly pendingType: PendingType;
  readonly matchesCurrentDeviceType: boolean;
  /** Whether the validation asks for the customer's password. */
  readonly requirePwd: boolean;
  /** The key of the message shown once the operation is accepted. */
  readonly acceptedMsg: string;
  /** Where a navigation goes, as a route path. */
  readonly destination: string | null;
  readonly onBefore?: () => void;
  readonly onComplete?: () => void;
  readonly onError?: () => void;
  readonly onCancel?: () => void;
}

/** The accepted message of a type: each type has its own (features.md §4.1). */
export const acceptedMessageKey = (type: PendingOperationType): string => `pending.accepted.${type}`;

/** A route path as the router takes it: no `#`, no leading slash. */
function routePath(destination: string): string {
  return destination.replace(/^[#/]+/, '');
}

/**
 * The handling of one operation (features.md §4.1, the type table), or null for an operation the
 * shell cannot act on (a business operation without a destination). Pure: the same operation on
 * the same device always gets the same handling.
 */
export function buildPendingHandling(
  operation: PendingOperation,
  device: PendingDevice,
  hooks: PendingHandlingHooks,
): PendingHandling | null {
  const { type, operationData } = operation;
  const sameChannel = operationData.channelCode === device.channelCode;
  const base = { operation, acceptedMsg: acceptedMessageKey(type) };
  switch (type) {
    case PENDING_OPERATION_TYPE.loginSca:
      // A login on a computer is confirmed in the app.
      return {
        ...base,
        pendingType: 'navigation',
        matchesCurrentDeviceType: device.nativeApp && operationData.channelCode === CHANNEL_CODE.web,
        requirePwd: false,
        destination: PENDING_DESTINATION.confirmPendingOperation,
        onComplete: hooks.goBack,
        onError: hooks.goBack,
        onCancel: hooks.goBack,
      };
    case PENDING_OPERATION_TYPE.ecommerce:
      return {
        ...base,
        pendingType: device.nativeApp ? 'validation' : 'navigation',
        matchesCurrentDeviceType: sameChannel,
        requirePwd: true,
        destination: device.nativeApp ? null : PENDING_DESTINATION.pendingEcommerceOperations,
        onBefore: () => hooks.storeEcommerce(operation),
      };
    case PENDING_OPERATION_TYPE.bizumEcommerce:
    case PENDING_OPERATION_TYPE.bizumIdLogin:
    case PENDING_OPERATION_TYPE.bizumIdLoginOther:
    case PENDING_OPERATION_TYPE.bizumIdRegister:
    case PENDING_OPERATION_TYPE.bizumIdRegisterOther:
      return {
        ...base,
        pendingType: 'validation',
        matchesCurrentDeviceType: device.nativeApp && sameChannel,
        // A payment asks for the password; an identity registration does not.
        requirePwd: type === PENDING_OPERATION_TYPE.bizumEcommerce,
        destination: null,
      };
    case PENDING_OPERATION_TYPE.business: {
      const destination = routePath(operation.destination ?? '');
      if (destination === '') return null;
      return { ...base, pendingType: 'navigation', matchesCurrentDeviceType: sameChannel, requirePwd: false, destination };
    }
  }
}
