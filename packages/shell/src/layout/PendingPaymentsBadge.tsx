import { useSyncExternalStore } from 'react';
import { PENDING_DESTINATION } from '@bank-shell/core/signed-in';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { PENDING_NAMESPACE, pendingMessages } from '../signedIn/pendingMessages';
import { pendingPaymentsCount, type PendingPaymentsCount } from '../signedIn/pendingPayments';

/** A card with a clock: a payment that waits for an answer. */
const PENDING_ICON_PATH = 'M3 7.5h13v10H3zM3 10.5h13M17.5 12.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 14.5v2l1.2.8';

/**
 * The header's badge of the card payments that wait for the customer (issue 42 §4): shown only
 * while there is one, it leads to the page where they are confirmed or rejected, and names the
 * count in words for assistive technology.
 */
export function PendingPaymentsBadge({ count = pendingPaymentsCount }: { count?: PendingPaymentsCount }) {
  const t = useLazyTexts(PENDING_NAMESPACE, pendingMessages);
  const waiting = useSyncExternalStore(count.subscribe, count.get, () => 0);
  if (waiting === 0) return null;
  const label = waiting === 1 ? t('badge.one') : t('badge.many', { count: waiting });
  return (
    <a className="header__pending" href={`#/${PENDING_DESTINATION.pendingEcommerceOperations}`} aria-label={label} title={label}>
      <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={PENDING_ICON_PATH} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="header__pending-count" aria-hidden="true">
        {waiting}
      </span>
    </a>
  );
}
