import { CHANNEL_CODE, schema as v } from '@bank-shell/core';
import type { HttpClient, Locale } from '@bank-shell/core';
import { defineApiCall } from '@bank-shell/core/api';
import { PENDING_OPERATION_TYPE, parsePendingOperationList } from '@bank-shell/core/signed-in';
import type { PendingOperation } from '@bank-shell/core/signed-in';

/** The customer's pending operations, oldest first (features.md §7; .scratch/pending-contract.md). */
export const PENDING_OPERATIONS_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';

const getPendingOperations = defineApiCall({
  method: 'GET',
  path: PENDING_OPERATIONS_PATH,
  // Operations come and go at the bank at any moment: always asked afresh, never from the cache.
  cache: { useCache: false },
  // Each entry is checked by core's parser, which leaves out one it cannot read without hiding the others.
  response: v.object({ pendingOperations: v.array(v.unknown()) }),
});

/**
 * The oldest pending login from a new computer (type 75) that the customer has not cancelled in
 * this session, or null when there is none (features.md §4.1, steps 1 and 2).
 */
export async function loadLoginOperation(http: HttpClient, cancelledIds: readonly string[]): Promise<PendingOperation | null> {
  const { pendingOperations } = await getPendingOperations(http);
  const cancelled = new Set(cancelledIds);
  return (
    parsePendingOperationList({ pendingOperations }).find(
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

/**
 * `'2026-11-26T10:15:00.000Z', 'es-ES'` → `26 de noviembre de 2026 a las 11:15` in Madrid;
 * `'en-GB'` → `26 November 2026 at 11:15`: when the operation started, on the customer's clock.
 * Null for a time that cannot be read.
 */
export function formatOperationTime(isoTime: string, locale: Locale): string | null {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
