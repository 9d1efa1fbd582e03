import type { I18n, NamespaceMessages } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';

/** Its text comes with it, loaded only when there is something to say (issue 12's budget). */
const NAMESPACE = 'shell-session-ended';
const messages: NamespaceMessages<'inactivity'> = {
  'es-ES': { inactivity: 'Hemos cerrado tu sesión por inactividad. Vuelve a entrar cuando quieras.' },
  'en-GB': { inactivity: 'We logged you out after a period of inactivity. Log in again whenever you like.' },
};
const registered = new WeakSet<I18n>();

/** On the page after an inactivity logout, says why the customer is signed out (issue 14). */
export default function SessionEndedNotice() {
  const { i18n } = useShell();
  if (!registered.has(i18n)) {
    i18n.addNamespace(NAMESPACE, messages);
    registered.add(i18n);
  }
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status" className="notice notice--banner profile-ended">
      <p>{t('inactivity')}</p>
    </div>
  );
}
