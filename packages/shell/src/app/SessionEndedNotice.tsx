import type { NamespaceMessages } from '@bank-shell/core';
import { useLazyTexts } from '../i18n/useLazyTexts';
import type { LogoutReason } from '../signedIn/logoutReason';

/** Its text comes with it, loaded only when there is something to say (issue 12's budget). */
const NAMESPACE = 'shell-session-ended';
const messages: NamespaceMessages<LogoutReason> = {
  'es-ES': {
    inactivity: 'Hemos cerrado tu sesión por inactividad. Vuelve a entrar cuando quieras.',
    logout: 'Has cerrado sesión. Vuelve a entrar cuando quieras.',
  },
  'en-GB': {
    inactivity: 'We logged you out after a period of inactivity. Log in again whenever you like.',
    logout: 'You have logged out. Log in again whenever you like.',
  },
};

/**
 * On the page after a session ends, says why the customer is signed out: inactivity (issue 14),
 * a warning, or their own logout (issue 42 §1), a confirmation.
 */
export default function SessionEndedNotice({ reason }: { reason: LogoutReason }) {
  const t = useLazyTexts(NAMESPACE, messages);
  return (
    <div role="status" className={`notice notice--banner ${reason === 'inactivity' ? 'notice--warning' : 'notice--success'}`}>
      <p>{t(reason)}</p>
    </div>
  );
}
