import { useState } from 'react';
import { useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { LOGOUT_REASON_INACTIVITY, LOGOUT_REASON_KEY } from '../signedIn/logoutReason';

/**
 * Why the last session of this tab ended; storage may be blocked. It is kept until the next login
 * (`startSignedInServices` forgets it): the page that saw the session end shows this notice for a
 * moment before the login page that follows it shows it again.
 */
function readLogoutReason(): string | null {
  try {
    return window.sessionStorage.getItem(LOGOUT_REASON_KEY);
  } catch {
    return null;
  }
}

/** On the page after an inactivity logout, says why the customer is signed out (issue 14). */
export function SessionEndedNotice() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [reason] = useState(readLogoutReason);
  if (reason !== LOGOUT_REASON_INACTIVITY) return null;
  return (
    <div role="status" className="notice notice--banner profile-ended">
      <p>{t('sessionEndedInactivity')}</p>
    </div>
  );
}
