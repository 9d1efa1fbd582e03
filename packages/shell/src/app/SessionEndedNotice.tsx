import type { NamespaceMessages } from '@bank-shell/core';
import { useLazyTexts } from '../i18n/useLazyTexts';

/** Its text comes with it, loaded only when there is something to say (issue 12's budget). */
const NAMESPACE = 'shell-session-ended';
const messages: NamespaceMessages<'inactivity'> = {
  'es-ES': { inactivity: 'Hemos cerrado tu sesión por inactividad. Vuelve a entrar cuando quieras.' },
  'en-GB': { inactivity: 'We logged you out after a period of inactivity. Log in again whenever you like.' },
};

/** On the page after an inactivity logout, says why the customer is signed out (issue 14). */
export default function SessionEndedNotice() {
  const t = useLazyTexts(NAMESPACE, messages);
  return (
    <div role="status" className="notice notice--banner notice--warning">
      <p>{t('inactivity')}</p>
    </div>
  );
}
