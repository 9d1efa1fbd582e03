import { useEffect } from 'react';
import { useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { SIGNED_IN_NAMESPACE, signedInMessages } from '../signedIn/messages';
import { keepLogoutReason } from '../signedIn/keepLogoutReason';
import { SHELL_PATH } from './buildRoutes';

/** The logout route: ends the session everywhere, then returns to login. */
export function LogoutScreen({ onMounted }: { onMounted: () => void }) {
  const { session, router } = useShell();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const signedInText = useLazyTexts(SIGNED_IN_NAMESPACE, signedInMessages);
  useEffect(onMounted, [onMounted]);
  useEffect(() => {
    let current = true;
    const toLogin = () => router.navigate(SHELL_PATH.login, { replace: true });
    // The login page that follows says the customer has logged out (issue 42 §1).
    keepLogoutReason(window, 'logout', (error) => console.error(error));
    void session.logout().then(async () => {
      if (!current) return;
      await toLogin();
      // A navigation to this page made while the login page loaded supersedes the one to the
      // login, and the router, finding this page already shown, shows nothing new: without a
      // second try the customer would wait here for ever.
      if (current && router.current.getSnapshot()?.path === SHELL_PATH.logout) await toLogin();
    });
    return () => {
      current = false;
    };
  }, [session, router]);
  return (
    <section className="page page--narrow" aria-busy="true">
      <h1 className="page__title">{t('titleLogout')}</h1>
      <p>{signedInText('loggingOut')}</p>
    </section>
  );
}
