import type { HttpClient } from '../http';
import type { Locale } from '../i18n';

/** features.md §7: the customer's pending operations. */
export const PENDING_OPERATIONS_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';

/**
 * The bank's answer as it came, for `parsePendingOperationList`. Always asked afresh, never from
 * the GET cache: operations come and go at the bank at any moment.
 */
export function requestPendingOperations(http: HttpClient): Promise<unknown> {
  return http.get(PENDING_OPERATIONS_PATH, { cache: { useCache: false } });
}

/**
 * `'2026-11-26T10:15:00.000Z', 'es-ES'` → `26 de noviembre de 2026 a las 11:15` in Madrid;
 * `'en-GB'` → `26 November 2026 at 11:15`: when an operation started, on the customer's clock.
 * Null for a time that cannot be read.
 */
export function formatOperationTime(isoTime: string, locale: Locale): string | null {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
