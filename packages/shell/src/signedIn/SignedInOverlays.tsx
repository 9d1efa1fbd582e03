import { useEffect } from 'react';
import { useShell } from '@bank-shell/react';
import { SnackbarRegion, snackbars } from '@bank-shell/react/snackbar';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { InactivityDialog } from '../layout/InactivityDialog';
import { ProfileEndedNotice } from '../layout/ProfileEndedNotice';
import { PENDING_NAMESPACE, pendingMessages } from './pendingMessages';
import { startPendingOperationsCheck } from './pendingOperations';

/**
 * What a signed-in customer's pages have above their content: the notice of a profile that
 * ended, the inactivity warning, the page's messages (snackbars), and the pending-operation check
 * that may lead them elsewhere (features.md §4.1). It shows while the customer is signed in: the
 * check starts when the shell connects and stops when the customer leaves.
 */
export function SignedInOverlays() {
  const services = useShell();
  const t = useLazyTexts(PENDING_NAMESPACE, pendingMessages);
  useEffect(
    () =>
      startPendingOperationsCheck(services, snackbars, {
        sessionStorage: window.sessionStorage,
        history: window.history,
        origin: window.location.origin,
        logError: (message, detail) => console.error(message, detail),
      }),
    [services],
  );
  return (
    <>
      <ProfileEndedNotice />
      <InactivityDialog />
      <SnackbarRegion queue={snackbars} closeLabel={t('close')} />
    </>
  );
}
