import { CHANNEL_CODE } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';
import { PENDING_OPERATION_TYPE, parsePendingOperationList, requestPendingOperations } from '@bank-shell/core/signed-in';
import type { PendingOperation } from '@bank-shell/core/signed-in';

/**
 * The oldest pending login from a new computer (type 75) that the customer has not cancelled in
 * this session, or null when there is none (features.md §4.1, steps 1 and 2).
 */
export async function loadLoginOperation(http: HttpClient, cancelledIds: readonly string[]): Promise<PendingOperation | null> {
  const answer = await requestPendingOperations(http);
  const cancelled = new Set(cancelledIds);
  return (
    parsePendingOperationList(answer).find(
      (operation) => operation.type === PENDING_OPERATION_TYPE.loginSca && !cancelled.has(operation.secProcessId),
    ) ?? null
  );
}

/** The text key of the channel an operation was started on: 83 web on a computer, 86 the app. */
export function channelKey(channelCode: number): 'channelWeb' | 'channelApp' | 'channelOther' {
  if (channelCode === CHANNEL_CODE.web) return 'channelWeb';
  if (channelCode === CHANNEL_CODE.mobile) return 'channelApp';
  return 'channelOther';
}
