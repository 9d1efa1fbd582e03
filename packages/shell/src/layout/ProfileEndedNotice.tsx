import { useState } from 'react';
import type { NamespaceMessages } from '@bank-shell/core';
import { useNavigate, useSession } from '@bank-shell/react';
import { SHELL_PATH } from '../routes/buildRoutes';
import { useLazyTexts } from '../i18n/useLazyTexts';

/**
 * The texts of this notice come with the signed-in chunk, not with the page: the login page never
 * shows them (issue 12's budget).
 */
const NAMESPACE = 'shell-profile-ended';
type NoticeKey = 'profileEnded' | 'profileEndedSignIn' | 'profileEndedDismiss';
const messages: NamespaceMessages<NoticeKey> = {
  'es-ES': {
    profileEnded: 'La sesión de tu perfil «{name}» ha terminado por inactividad. Para volver a usarlo, entra de nuevo.',
    profileEndedSignIn: 'Entrar de nuevo',
    profileEndedDismiss: 'Cerrar aviso',
  },
  'en-GB': {
    profileEnded: 'The session of your profile “{name}” has ended after a period of inactivity. To use it again, log in again.',
    profileEndedSignIn: 'Log in again',
    profileEndedDismiss: 'Dismiss',
  },
};

/**
 * Tells the customer, in the page, when one of their profiles ends while others go on (a 401 on
 * its refresh removes it and the page follows the next profile, shell.md §4): which one ended, why,
 * and how to get it back, which is to log in again (issue 14). A logout says nothing here.
 */
export function ProfileEndedNotice() {
  const t = useLazyTexts(NAMESPACE, messages);
  const navigate = useNavigate();
  const { status, profiles } = useSession();
  const [previous, setPrevious] = useState(profiles);
  const [ended, setEnded] = useState<string[]>([]);
  // Compared while rendering, as React advises for state that follows a value from outside.
  if (profiles !== previous) {
    setPrevious(profiles);
    const left = new Set(profiles.map((profile) => profile.profileId));
    const gone = previous.filter((profile) => !left.has(profile.profileId)).map((profile) => profile.name ?? profile.profileId);
    // A logout removes every profile: nothing to say then.
    if (status === 'completed' && profiles.length > 0 && gone.length > 0) setEnded([...ended, ...gone]);
  }

  if (ended.length === 0) return null;
  return (
    <div role="alert" className="notice notice--banner notice--warning">
      {ended.map((name) => (
        <p key={name}>{t('profileEnded', { name })}</p>
      ))}
      <div className="notice__actions">
        <button type="button" className="button button--primary" onClick={() => navigate(SHELL_PATH.logout)}>
          {t('profileEndedSignIn')}
        </button>
        <button type="button" className="button" onClick={() => setEnded([])}>
          {t('profileEndedDismiss')}
        </button>
      </div>
    </div>
  );
}
