import { useSession, useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { SHELL_PATH } from '../routes/buildRoutes';
import { Icon, Logo } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavigation } from './MainNavigation';
import { ProfileSwitcher } from './ProfileSwitcher';

/** The page's banner landmark. `empty` shows the logo alone (the logout route group). */
export function Header({ empty }: { empty: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { status } = useSession();
  const { router } = useShell();
  const authenticated = status === 'completed';
  return (
    <header className={authenticated && !empty ? 'header header--with-actions' : 'header'}>
      <div className="header__inner">
        <a className="header__brand" href={`#${authenticated ? SHELL_PATH.home : SHELL_PATH.login}`} aria-label={t('homeLink')}>
          <Logo />
        </a>
        {!empty && authenticated && <MainNavigation variant="header" />}
        {!empty && (
          <div className="header__actions">
            {authenticated && <ProfileSwitcher />}
            <LanguageSwitcher />
            {authenticated && (
              <button type="button" className="button button--ghost header__logout" onClick={() => router.navigate(SHELL_PATH.logout)}>
                <Icon name="logout" />
                <span>{t('logout')}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
